import { CONSOLE_ROLES, type ConsoleRole } from '@site/shared/contract/console-choices';

/** Console roles (issue 16): who may edit which collections. A user can have several. The list is the API's (console-choices.ts). */
export const ROLES = CONSOLE_ROLES;
export type Role = ConsoleRole;

export const ROLE_LABELS: Record<Role, string> = {
  ir: 'Investor relations',
  content: 'Content (blog, careers)',
  dealers: 'Dealers',
  products: 'Products (releases of the product pages)',
  admin: 'Administrator (users, audit log)',
};

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** True when a user with `roles` may act where `required` is needed. Admin is not a super-role: it manages users. */
export const hasRole = (roles: readonly string[], required: Role): boolean => roles.includes(required);

/** Console roles (issue 16): who may edit which collections. A user can have several. */
export const ROLES = ['ir', 'content', 'dealers', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  ir: 'Investor relations',
  content: 'Content (blog, careers)',
  dealers: 'Dealers',
  admin: 'Administrator (users, audit log)',
};

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** True when a user with `roles` may act where `required` is needed. Admin is not a super-role: it manages users. */
export const hasRole = (roles: readonly string[], required: Role): boolean => roles.includes(required);

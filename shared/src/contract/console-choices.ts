// The console API's fixed values (issue 16): plain lists and limits, apart from the schemas
// (console-api.ts) so that the console app can import them without the schema builder.

/** Console roles: who may edit which collections. A user can have several. */
export const CONSOLE_ROLES = ['ir', 'content', 'dealers', 'admin'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/** The longest password a console account may have (characters). */
export const MAX_PASSWORD_LENGTH = 256;

/** What an audit log entry records. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'publish', 'propose', 'approve', 'reject'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

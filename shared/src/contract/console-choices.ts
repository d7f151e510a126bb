// The console API's fixed values (issue 16): plain lists and limits, apart from the schemas
// (console-api.ts) so that the console app can import them without the schema builder.
import { REMOTE_FOLDERS, type RemoteFolder } from '../remote/registry';

/**
 * Console roles: who may edit which collections, and whose remote's releases they manage (issue 26:
 * 'products' is the product team's, for mfe-products' releases only). A user can have several.
 */
export const CONSOLE_ROLES = ['ir', 'content', 'dealers', 'products', 'admin'] as const;
export type ConsoleRole = (typeof CONSOLE_ROLES)[number];

/**
 * Whose team releases each remote (issue 26): the console's Releases screen shows a remote to
 * administrators and to this role, and only they may promote it, roll it back or change its share.
 */
export const RELEASE_ROLES = {
  'mfe-investors': 'ir',
  'mfe-products': 'products',
  'mfe-dealers': 'dealers',
  'mfe-content': 'content',
} as const satisfies Record<RemoteFolder, ConsoleRole>;

/** The remotes whose releases an account with `roles` manages: every one for an administrator, else its teams'. */
export const releaseRemotesOf = (roles: readonly string[]): RemoteFolder[] =>
  REMOTE_FOLDERS.filter((remote) => roles.includes('admin') || roles.includes(RELEASE_ROLES[remote]));

/** The longest password a console account may have (characters). */
export const MAX_PASSWORD_LENGTH = 256;

/** What an audit log entry records. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'publish', 'propose', 'approve', 'reject'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The compliance clock's deadlines (issue 28): what must be on the website (admin-host/src/compliance/deadlines.ts). */
export const DEADLINE_KINDS = ['recording', 'transcript', 'outcome', 'financial-result', 'press-release', 'required-change'] as const;
export type DeadlineKind = (typeof DEADLINE_KINDS)[number];

/** A deadline's state: past its due time and not done, still running, or done. */
export const DEADLINE_STATES = ['overdue', 'open', 'done'] as const;
export type DeadlineState = (typeof DEADLINE_STATES)[number];

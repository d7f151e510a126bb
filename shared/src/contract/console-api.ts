// The publishing console's JSON API (issue 16, /admin/api on the admin host's own origin), declared
// once: the admin host answers with these shapes and the console app reads them, so a field renamed
// on one side only fails the typecheck. Not used by the public site (the console is never federated).
export interface ConsoleUser {
  username: string;
  roles: string[];
}

/** GET/POST /admin/api/session. */
export interface ConsoleSessionInfo {
  user: ConsoleUser | null;
  csrfToken: string;
  expiresAt?: number;
  /** The public site's origin, for "View on site" links. */
  publicSite?: string;
}

/**
 * One record of a console collection (/admin/api/<collection>): its fields by the names the
 * collection declares (admin-host/src/console/collections/definitions.ts), and what every record has.
 */
export interface ConsoleRecord {
  id: number;
  /** Optimistic concurrency: a write names the version it saw. */
  version: number;
  updatedAt: string | null;
  deletedAt: string | null;
  /** The public page that shows it. */
  publicPage: string;
  /** Size and pages of the collection's main PDF, when it has one. */
  fileSize?: number | null;
  pageCount?: number | null;
  [field: string]: string | number | null | undefined;
}

export type AuditAction = 'create' | 'update' | 'delete' | 'restore';

/** One entry of the audit log (GET /admin/api/audit-log), newest first. */
export interface AuditLogEntry {
  id: number;
  at: string;
  username: string;
  action: AuditAction;
  entity: string;
  recordId: number;
  before: unknown;
  after: unknown;
}

/** One console account on the users screen (GET /admin/api/users; role admin). Never its password hash. */
export interface ConsoleAccount {
  id: number;
  username: string;
  roles: string[];
  disabled: boolean;
  isDemo: boolean;
  createdAt: string;
}

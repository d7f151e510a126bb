// The publishing console's JSON API (issue 16, /admin/api on the admin host's own origin), declared
// once: the admin host answers with these shapes and the console app reads them, so a field renamed
// on one side only fails the typecheck. Not used by the public site (the console is never federated).
import type { InvestorDocumentListKey } from './admin-api';

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

/** One record of an investor document list as the console edits it. */
export interface InvestorDocumentRecord {
  id: number;
  category: InvestorDocumentListKey;
  name: string;
  date: string | null;
  document: string;
  fileSize: number | null;
  pageCount: number | null;
  version: number;
  updatedAt: string | null;
  deletedAt: string | null;
  /** The public page that lists it. */
  publicPage: string;
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

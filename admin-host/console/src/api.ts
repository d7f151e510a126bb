// The console's calls to its own origin's JSON API (/admin/api). Every state-changing call sends
// the session's CSRF token; the browser adds the Origin header and the SameSite=Strict cookie.
import type {
  AccountChange,
  AccountWithPassword,
  AuditLogEntry,
  ConsoleAccount,
  ConsoleRecord,
  ConsoleSessionInfo,
  ConsoleUser,
  ListOf,
  NewAccount,
  ReferenceChoicesAnswer,
  ScheduledRecord,
  SignInBody,
  ApprovalSetting,
  PendingApproval,
  ComplianceAnswer,
  ComplianceDeadline,
  Reg46Item,
} from '@site/shared/contract/console-api';
import type { OutboxAnswer, OutboxMail } from '@site/shared/contract/investor-alerts-schemas';
import type { MapChangeView, ReleasesOverview, RemoteReleases } from '../../src/console/api/releases-schemas';
import type { ErrorAnswer } from '@site/shared/contract/records';
import type { FieldErrors } from '../../src/console/collections/fields';

export type { MapChangeView, ReleasesOverview, RemoteReleases };
export type { ApprovalSetting, AuditLogEntry, ComplianceAnswer, ComplianceDeadline, Reg46Item, ConsoleAccount, ConsoleRecord, ConsoleSessionInfo, ConsoleUser, OutboxAnswer, OutboxMail, PendingApproval, ScheduledRecord };

/** A stored file as the console opens it: scheduled and proposed ones too, which /uploads does not serve yet. */
export const consoleFileUrl = (recordPath: string) => `/admin/api/file?path=${encodeURIComponent(recordPath)}`;

/** A refused call: its HTTP status, message and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: FieldErrors = {},
  ) {
    super(message);
  }
}

let csrfToken = '';
export const setCsrfToken = (token: string) => {
  csrfToken = token;
};

async function call<T>(method: string, url: string, body?: FormData | object): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-csrf-token'] = csrfToken;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`/admin/api${url}`, { method, headers, body: payload ?? null, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, 'The console could not reach the server. Check your connection and try again.');
  }
  if (response.status === 204) return undefined as T;
  // A failed call's body may not be the admin host's (a proxy's error page reads as {}): nothing in it is taken for granted.
  const data = (await response.json().catch(() => ({}))) as Partial<ErrorAnswer>;
  if (!response.ok) throw new ApiError(response.status, data.message ?? `The server answered ${response.status}.`, data.fields ?? {});
  return data as T;
}

export const api = {
  session: () => call<ConsoleSessionInfo>('GET', '/session'),
  signIn: (username: string, password: string) => call<ConsoleSessionInfo>('POST', '/session', { username, password } satisfies SignInBody),
  signOut: () => call<void>('DELETE', '/session'),
  /** One collection (/admin/api/<key>): the list (filter, search, bin), create, edit, delete, restore. */
  list: (key: string, query: Record<string, string>) => {
    const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v));
    return call<ListOf<ConsoleRecord>>('GET', `/${key}?${params}`);
  },
  /** The choices of a collection's reference fields (a dealer's state and district), from the database. */
  choices: (key: string) => call<ReferenceChoicesAnswer>('GET', `/${key}/choices`),
  create: (key: string, form: FormData) => call<ConsoleRecord>('POST', `/${key}`, form),
  update: (key: string, id: number, form: FormData) => call<ConsoleRecord>('PUT', `/${key}/${id}`, form),
  remove: (key: string, id: number, version: number) => call<ConsoleRecord>('DELETE', `/${key}/${id}`, { version }),
  restore: (key: string, id: number, version: number) => call<ConsoleRecord>('POST', `/${key}/${id}/restore`, { version }),
  /** The users screen (role admin). A create or reset without a password answers a generated one, once. */
  users: () => call<ListOf<ConsoleAccount>>('GET', '/users'),
  createUser: (body: NewAccount) => call<AccountWithPassword>('POST', '/users', body),
  updateUser: (id: number, body: AccountChange) => call<ConsoleAccount>('PUT', `/users/${id}`, body),
  resetPassword: (id: number) => call<AccountWithPassword>('POST', `/users/${id}/password`, {}),
  removeUser: (id: number) => call<void>('DELETE', `/users/${id}`),
  /** Records waiting for their publish time in the user's collections, soonest first. */
  scheduled: () => call<ListOf<ScheduledRecord>>('GET', '/scheduled'),
  /** What waits for a colleague's approval in the user's collections; approve or reject one. */
  approvals: () => call<ListOf<PendingApproval>>('GET', '/approvals'),
  approve: (key: string, id: number, version: number) => call<ConsoleRecord>('POST', `/${key}/${id}/approve`, { version }),
  reject: (key: string, id: number, version: number) => call<ConsoleRecord>('POST', `/${key}/${id}/reject`, { version }),
  /** Which collections, or lists of one, need approval (role admin). */
  approvalSettings: () => call<ListOf<ApprovalSetting>>('GET', '/approval-settings'),
  setApprovalRequired: (scope: string, required: boolean) => call<ListOf<ApprovalSetting>>('PUT', '/approval-settings', { scope, required }),
  auditLog: () => call<ListOf<AuditLogEntry>>('GET', '/audit-log?limit=100'),
  /** Investor alerts' outgoing mail and subscriber counts (role ir). */
  outbox: () => call<OutboxAnswer>('GET', '/outbox?limit=100'),
  /** The compliance clock: the website's deadlines and every Reg 46 item's last change (role ir). */
  compliance: () => call<ComplianceAnswer>('GET', '/compliance'),
  /** The release registry (issue 26): the remotes this account manages, one remote's screen, and its changes. */
  releases: () => call<ReleasesOverview>('GET', '/releases'),
  remoteReleases: (remote: string) => call<RemoteReleases>('GET', `/releases/${encodeURIComponent(remote)}`),
  promote: (remote: string) => call<MapChangeView>('POST', `/releases/${encodeURIComponent(remote)}/promote`, {}),
  rollback: (remote: string, body: { version?: string; reason?: string }) => call<MapChangeView>('POST', `/releases/${encodeURIComponent(remote)}/rollback`, body),
  setShare: (remote: string, percent: number) => call<MapChangeView>('POST', `/releases/${encodeURIComponent(remote)}/share`, { percent }),
};

// The console's calls to its own origin's JSON API (/admin/api). Every state-changing call sends
// the session's CSRF token; the browser adds the Origin header and the SameSite=Strict cookie.
import type { AuditLogEntry, ConsoleSessionInfo, ConsoleUser, InvestorDocumentRecord } from '@site/shared/contract/console-api';
import type { FieldErrors } from '../../src/console/api/rules';

export type { AuditLogEntry, ConsoleSessionInfo, ConsoleUser, InvestorDocumentRecord };

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
  const data = (await response.json().catch(() => ({}))) as { message?: string; fields?: FieldErrors };
  if (!response.ok) throw new ApiError(response.status, data.message ?? `The server answered ${response.status}.`, data.fields ?? {});
  return data as T;
}

export const api = {
  session: () => call<ConsoleSessionInfo>('GET', '/session'),
  signIn: (username: string, password: string) => call<ConsoleSessionInfo>('POST', '/session', { username, password }),
  signOut: () => call<void>('DELETE', '/session'),
  listDocuments: (query: { category?: string; q?: string; state?: string }) => {
    const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v) as [string, string][]);
    return call<{ items: InvestorDocumentRecord[] }>('GET', `/investor-documents?${params}`);
  },
  createDocument: (form: FormData) => call<InvestorDocumentRecord>('POST', '/investor-documents', form),
  updateDocument: (id: number, form: FormData) => call<InvestorDocumentRecord>('PUT', `/investor-documents/${id}`, form),
  deleteDocument: (id: number, version: number) => call<InvestorDocumentRecord>('DELETE', `/investor-documents/${id}`, { version }),
  restoreDocument: (id: number, version: number) => call<InvestorDocumentRecord>('POST', `/investor-documents/${id}/restore`, { version }),
  auditLog: () => call<{ items: AuditLogEntry[] }>('GET', '/audit-log?limit=100'),
};

// The release registry's client (issue 26): what `pnpm release|promote|rollback --registry <url>`
// sends to the admin host (paths and shapes: shared/src/contract/releases.ts). A refusal becomes a
// RegistryClientError carrying the registry's own message, which the CLI prints as it is.
import {
  CANARY_QUERY,
  REGISTRY_PATHS,
  RELEASE_ARCHIVE_LIMITS,
  RELEASE_COMMIT_HEADER,
  RELEASE_NOTE_HEADER,
  type MapChangeAnswer,
  type RegistryError,
  type RemoteFolder,
  type UploadAnswer,
} from '../../shared/src/contract/releases.ts';

export class RegistryClientError extends Error {
  constructor(
    message: string,
    readonly statusCode?: number,
  ) {
    super(message);
  }
}

export interface RegistryClient {
  /** The admin host's origin, maybe with a path prefix (behind a proxy): http(s)://host[:port][/prefix]. */
  registry: string;
  /** A release token (RELEASE_TOKEN). */
  token: string;
  fetchImpl?: typeof fetch;
  /** Per request, ms (an upload of a large build over a slow link takes a while). */
  timeoutMs?: number;
}

/** The registry URL as given, checked: an http(s) URL, without a trailing slash. */
export function registryBase(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || !/^https?:$/.test(parsed.protocol) || parsed.search || parsed.hash) {
    throw new RegistryClientError(`--registry must be the admin host's http(s) URL, e.g. https://admin.example.com (got ${JSON.stringify(url)})`);
  }
  return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
}

async function send<T>(client: RegistryClient, path: string, init: RequestInit): Promise<T> {
  const url = `${registryBase(client.registry)}${path}`;
  let response: Response;
  try {
    response = await (client.fetchImpl ?? fetch)(url, {
      ...init,
      headers: { authorization: `Bearer ${client.token}`, accept: 'application/json', ...(init.headers as Record<string, string>) },
      signal: AbortSignal.timeout(client.timeoutMs ?? 300_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    throw new RegistryClientError(`Cannot reach the registry at ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`);
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const message = (body as Partial<RegistryError> | undefined)?.message;
    throw new RegistryClientError(`The registry refused (${response.status}): ${typeof message === 'string' ? message : (text.slice(0, 200) || response.statusText)}`, response.status);
  }
  if (body === undefined) throw new RegistryClientError(`The registry answered ${response.status} without JSON`);
  return body as T;
}

export interface UploadOptions {
  commit?: string | undefined;
  note?: string | undefined;
  /** Start as a canary with this share (1–99). */
  canary?: number | undefined;
}

/** POSTs a release archive; the registry checks and stores it (or refuses with its reason). */
export async function uploadRelease(client: RegistryClient, remote: RemoteFolder, archive: Uint8Array, { commit, note, canary }: UploadOptions = {}): Promise<UploadAnswer> {
  // The registry answers an oversized body with 413 before reading it and closes the connection, so
  // the sender may only see a broken pipe: say it here, with the figures, before sending anything.
  if (archive.byteLength > RELEASE_ARCHIVE_LIMITS.maxCompressedBytes) {
    const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
    throw new RegistryClientError(`The release archive is ${mib(archive.byteLength)} MiB; the registry takes at most ${mib(RELEASE_ARCHIVE_LIMITS.maxCompressedBytes)} MiB`, 413);
  }
  const headers: Record<string, string> = { 'content-type': 'application/gzip' };
  if (commit) headers[RELEASE_COMMIT_HEADER] = encodeURIComponent(commit);
  if (note) headers[RELEASE_NOTE_HEADER] = encodeURIComponent(note);
  const query = canary === undefined ? '' : `?${CANARY_QUERY}=${canary}`;
  // A Buffer's memory is an ArrayBuffer (never shared) here; the DOM's BodyInit types only say ArrayBuffer.
  return send<UploadAnswer>(client, `${REGISTRY_PATHS.upload(remote)}${query}`, { method: 'POST', headers, body: archive as Uint8Array<ArrayBuffer> });
}

const postJson = (client: RegistryClient, path: string, body: object) =>
  send<MapChangeAnswer>(client, path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const promoteRemote = (client: RegistryClient, remote: RemoteFolder) => postJson(client, REGISTRY_PATHS.promote(remote), {});

export const rollbackRemote = (client: RegistryClient, remote: RemoteFolder, { version, reason }: { version?: string | undefined; reason?: string | undefined } = {}) =>
  postJson(client, REGISTRY_PATHS.rollback(remote), { ...(version ? { version } : {}), ...(reason ? { reason } : {}) });

export const setCanaryShare = (client: RegistryClient, remote: RemoteFolder, percent: number) => postJson(client, REGISTRY_PATHS.canaryShare(remote), { percent });

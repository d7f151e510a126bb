import { REMOTE_NAMES, type RemoteName } from '@site/shared/remote/registry';
import { REMOTE_MAP_SNAPSHOT_ID } from './remote-map-snapshot';

/** Remote name → absolute URL of its mf-manifest.json. Fetched at start, so no rebuild per environment. */
export type RemoteMap = Record<RemoteName, string>;

export const REMOTE_MAP_PATH = '/remotes.json';

/** Validates a parsed remote map; throws an Error that says what is wrong. */
export function parseRemoteMap(json: unknown): RemoteMap {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new Error('Remote map must be a JSON object of remote name → manifest URL');
  }
  const record = json as Record<string, unknown>;
  const map = {} as RemoteMap;
  for (const name of REMOTE_NAMES) {
    const url = record[name];
    if (typeof url !== 'string') throw new Error(`Remote map has no URL for ${name}`);
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new Error(`Remote map URL for ${name} is not an absolute URL: ${url}`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
      throw new Error(`Remote map URL for ${name} must be http(s): ${url}`);
    }
    map[name] = parsed.href;
  }
  return map;
}

/** Fetches the map; the server sends it no-cache, so every fetch revalidates (it changes on each release). */
export async function fetchRemoteMap(fetchImpl: typeof fetch = fetch, url = REMOTE_MAP_PATH): Promise<RemoteMap> {
  const response = await fetchImpl(url, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Remote map ${url} answered ${response.status}`);
  return parseRemoteMap(await response.json());
}

/**
 * The remote map the page was rendered with, if the server wrote one: a page rendered with release
 * N hydrates with release N even when the map changed since. Undefined when absent or unusable.
 */
export function readRemoteMapSnapshot(doc: Document): RemoteMap | undefined {
  const text = doc.getElementById(REMOTE_MAP_SNAPSHOT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return parseRemoteMap(JSON.parse(text));
  } catch {
    return undefined;
  }
}

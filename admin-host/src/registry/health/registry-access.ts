// What release health needs from the registry's map (src/registry/map-store.ts, tokens.ts): read
// the map and a remote's history, roll a canary back, and for the console's Releases screen promote,
// change the share and list releases and tokens. Given to the intake, the canary watch and the
// console routes as one object, so the pure parts are tested alone and the glue stays thin;
// registry-binding.ts makes it from the registry's own functions.
import { LOCAL_RELEASE, type RegistryMap, type RemoteFolder, type RemoteMapEntry } from '@site/shared/contract/releases';
import type { SiteDb } from '../../db/site-db';

export interface RollbackOptions {
  version?: string;
  reason?: string;
  automatic?: boolean;
  /** With `automatic`: roll back only if the canary is still this version (else the registry refuses, 409). */
  canaryVersion?: string;
}

/** A release token as the console lists it (never the token, nor its hash). */
export interface ReleaseTokenInfo {
  name: string;
  remotes: string[];
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export interface RegistryAccess {
  readRegistryMap(site: SiteDb): Promise<RegistryMap>;
  remoteEntry(site: SiteDb, remote: RemoteFolder): Promise<RemoteMapEntry>;
  /** When the canary `version` of `remote` started its current run (ms), from the map's history; undefined when the history does not say. */
  canaryStartedAt(site: SiteDb, remote: RemoteFolder, version: string): Promise<number | undefined>;
  mapHistory(site: SiteDb, remote: RemoteFolder, limit: number): Promise<readonly unknown[]>;
  releasesOf(site: SiteDb, remote: RemoteFolder): Promise<readonly unknown[]>;
  tokensOf(site: SiteDb, remote: RemoteFolder): Promise<ReleaseTokenInfo[]>;
  promoteCanary(site: SiteDb, remote: RemoteFolder, actor: string): Promise<unknown>;
  rollbackRemote(site: SiteDb, remote: RemoteFolder, actor: string, options: RollbackOptions): Promise<unknown>;
  setCanaryShare(site: SiteDb, remote: RemoteFolder, percent: number, actor: string): Promise<unknown>;
}

/** Each remote's releases worth counting now: its stable (or the local build) and its canary. */
export function countedReleases(map: RegistryMap): (remote: string, version: string) => boolean {
  return (remote, version) => {
    const entry = map.remotes[remote as RemoteFolder];
    if (!entry) return version === LOCAL_RELEASE;
    return version === (entry.stable ?? LOCAL_RELEASE) || version === entry.canary?.version;
  };
}

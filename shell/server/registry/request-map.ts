// The remote map a request is answered with (issue 26): for each remote the registry has released,
// the canary when the visitor's cohort is in it, else the stable release, as a manifest on this page
// server's own origin (/mf/<remote>/<version>/, from its disk); a remote the registry has no release
// of keeps today's map (deploy/remote-map.json, or the local build). The page, its embedded map
// snapshot (hydration uses the same releases) and its cache key all come from this one map.
import { inCanary, type RegistryMap, type RemoteFolder, type RemoteMapEntry } from '../../../shared/src/contract/releases.ts';
import { APPS } from '../apps.ts';
import type { PageRequest } from '../http/static-server.ts';
import { MF_PREFIX, type RemoteMapJson } from '../remote-map.ts';
import { cohortOf } from './cohort.ts';

export interface RequestMapOptions {
  /** The registry's map in force (RegistryFollower.map). */
  registry: () => RegistryMap;
  /** Today's map, for remotes the registry has no release of. */
  fallback: () => Promise<RemoteMapJson>;
  /** This page server's origin: releases are served from its /mf/. */
  origin: string;
  /** A new visitor's bucket (tests inject it). */
  random?: () => number;
}

export const releaseManifestUrl = (origin: string, remote: RemoteFolder, version: string): string =>
  `${origin.replace(/\/+$/, '')}${MF_PREFIX}${remote}/${version}/mf-manifest.json`;

/**
 * `(request) => map`. Without a request (the CSP's origins), the stable releases. With one, while a
 * canary runs: the visitor's cohort decides, a new visitor gets its cookie, and the answer says
 * `Vary: Cookie`; with no canary running every visitor gets the same map and no cookie.
 */
export function requestRemoteMap({ registry, fallback, origin, random }: RequestMapOptions): (request?: PageRequest) => Promise<RemoteMapJson> {
  const secure = origin.startsWith('https:');
  return async (request) => {
    const entries = Object.entries(registry().remotes) as [RemoteFolder, RemoteMapEntry][];
    const map = { ...(await fallback()) };
    let bucket: number | undefined;
    if (request && entries.some(([, entry]) => entry.canary)) {
      const cohort = cohortOf(request.headers, { secure, ...(random ? { random } : {}) });
      bucket = cohort.bucket;
      if (cohort.setCookie) request.addHeader('Set-Cookie', cohort.setCookie);
      request.addHeader('Vary', 'Cookie');
    }
    for (const [remote, { stable, canary }] of entries) {
      const version = canary && bucket !== undefined && inCanary(bucket, canary.percent) ? canary.version : stable;
      if (version) map[APPS[remote].mfName] = releaseManifestUrl(origin, remote, version);
    }
    return map;
  };
}

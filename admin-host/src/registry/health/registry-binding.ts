// The registry's own functions (map-store.ts, tokens.ts) as release health's RegistryAccess: the
// one file here that knows their module names.
import type { RemoteFolder } from '@site/shared/contract/releases';
import type { SiteDb } from '../../db/site-db';
import { mapHistory, promoteCanary, readRegistryMap, releasesOf, remoteEntry, rollbackRemote, setCanaryShare } from '../map-store';
import { listReleaseTokens } from '../tokens';
import type { RegistryAccess } from './registry-access';

/** How far back the history is read for a canary's start (a run of share changes is far shorter). */
const HISTORY_READ = 200;

/**
 * When the canary `version` started its current run: the oldest of the newest history entries that
 * all leave it as the canary (its start, then any share changes). A canary stopped and started
 * again starts afresh.
 */
async function canaryStartedAt(site: SiteDb, remote: RemoteFolder, version: string): Promise<number | undefined> {
  const rows = await site.kysely
    .selectFrom('remote_map_history')
    .select(['canary_version', 'at'])
    .where('remote', '=', remote)
    .orderBy('id', 'desc')
    .limit(HISTORY_READ)
    .execute();
  let start: string | undefined;
  for (const row of rows) {
    if (row.canary_version !== version) break;
    start = row.at;
  }
  return start === undefined ? undefined : Date.parse(start);
}

export const registryAccess: RegistryAccess = {
  readRegistryMap: (site) => readRegistryMap(site),
  remoteEntry: (site, remote) => remoteEntry(site, remote),
  canaryStartedAt,
  mapHistory: (site, remote, limit) => mapHistory(site, remote, limit),
  releasesOf: (site, remote) => releasesOf(site, remote),
  tokensOf: (site, remote) => listReleaseTokens(site, { remote }),
  promoteCanary: (site, remote, actor) => promoteCanary(site, remote, actor),
  rollbackRemote: (site, remote, actor, options) => rollbackRemote(site, remote, actor, options),
  setCanaryShare: (site, remote, percent, actor) => setCanaryShare(site, remote, percent, actor),
};

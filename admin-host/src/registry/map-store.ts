// The registry's remote map and its history (tables remote_map, remote_map_history, releases):
// what page servers follow, what the console's Releases screen shows and changes, what the
// automatic rollback changes. Every change runs alone (serialized under one lock, on both
// databases), bumps the map's revision, writes one history row with the state it left and one
// audit row, in the same transaction. `actor` says who: token:<name>, console:<username>, registry.
import { CANARY_MAX_PERCENT, CANARY_MIN_PERCENT, RELEASE_VERSION_PATTERN, type MapAction, type RegistryMap, type RemoteFolder, type RemoteMapEntry } from '@site/shared/contract/releases';
import { REMOTE_FOLDERS } from '@site/shared/remote/registry';
import type { SiteDb, SiteKysely } from '../db/site-db';
import type { RemoteMap } from '../db/tables';
import { recordRegistryAudit } from './audit';

/** The lock every map change takes (SiteDb.serialized). */
const MAP_LOCK = 'release-registry-map';

/** A change the map cannot make: 404 (no such release), 409 (no canary to promote…), 400 (a bad share). */
export class MapChangeError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

export interface StoredRelease {
  remote: RemoteFolder;
  version: string;
  commit: string | null;
  note: string | null;
  bytes: number;
  uploadedAt: string;
  uploadedBy: string;
}

export interface MapHistoryEntry {
  id: number;
  remote: RemoteFolder;
  action: MapAction;
  /** The entry as the change left it. */
  stable: string | null;
  canary: { version: string; percent: number } | null;
  revision: number;
  actor: string;
  at: string;
  /** The commit and note of the release the change put forward (the upload, the promoted canary, the rollback's target). */
  commit: string | null;
  note: string | null;
  /** Why (a rollback's reason; the automatic rollback's rule and figures). */
  reason: string | null;
}

interface ChangeOptions {
  /** The clock (ms since the epoch); Date.now by default. */
  now?: () => number;
}

const EMPTY: RemoteMapEntry = { stable: null, canary: null };

const entryOf = (row: Pick<RemoteMap, 'stable' | 'canary_version' | 'canary_percent'> | undefined): RemoteMapEntry =>
  row ? { stable: row.stable, canary: row.canary_version && row.canary_percent !== null ? { version: row.canary_version, percent: Number(row.canary_percent) } : null } : { ...EMPTY };

const isKnownRemote = (remote: string): remote is RemoteFolder => (REMOTE_FOLDERS as readonly string[]).includes(remote);

// ---- Reading ---------------------------------------------------------------------------------------

/** The whole map (GET /registry/remote-map): remotes ever released through the registry, in the site's order. */
export async function readRegistryMap(db: SiteDb): Promise<RegistryMap> {
  const rows = await db.kysely.selectFrom('remote_map').select(['remote', 'stable', 'canary_version', 'canary_percent', 'revision']).execute();
  const remotes: RegistryMap['remotes'] = {};
  for (const remote of REMOTE_FOLDERS) {
    const row = rows.find((candidate) => candidate.remote === remote);
    if (row) remotes[remote] = entryOf(row);
  }
  return { revision: Math.max(0, ...rows.map((row) => Number(row.revision))), remotes };
}

/** One remote's entry; `{ stable: null, canary: null }` when it was never released through the registry. */
export async function remoteEntry(db: SiteDb, remote: RemoteFolder): Promise<RemoteMapEntry> {
  return entryOf(await db.kysely.selectFrom('remote_map').select(['stable', 'canary_version', 'canary_percent']).where('remote', '=', remote).executeTakeFirst());
}

/** The remote's map changes, newest first. */
export async function mapHistory(db: SiteDb, remote: RemoteFolder, limit = 50): Promise<MapHistoryEntry[]> {
  const rows = await db.kysely.selectFrom('remote_map_history').selectAll().where('remote', '=', remote).orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: Number(row.id),
    remote,
    action: row.action as MapAction,
    stable: row.stable,
    canary: row.canary_version && row.canary_percent !== null ? { version: row.canary_version, percent: Number(row.canary_percent) } : null,
    revision: Number(row.revision),
    actor: row.actor,
    at: row.at,
    commit: row.source_commit,
    note: row.note,
    reason: row.reason,
  }));
}

/** The remote's stored releases, newest first. */
export async function releasesOf(db: SiteDb, remote: RemoteFolder): Promise<StoredRelease[]> {
  const rows = await db.kysely.selectFrom('releases').selectAll().where('remote', '=', remote).orderBy('uploaded_at', 'desc').orderBy('version').execute();
  return rows.map((row) => ({
    remote,
    version: row.version,
    commit: row.source_commit,
    note: row.note,
    bytes: Number(row.bytes),
    uploadedAt: row.uploaded_at,
    uploadedBy: row.uploaded_by,
  }));
}

/** Whether `version` is a stored release of `remote` (the archive route asks before reading the disk). */
export async function isStoredRelease(db: SiteDb, remote: string, version: string): Promise<boolean> {
  if (!isKnownRemote(remote) || !RELEASE_VERSION_PATTERN.test(version)) return false;
  return !!(await db.kysely.selectFrom('releases').select('version').where('remote', '=', remote).where('version', '=', version).executeTakeFirst());
}

// ---- Changing --------------------------------------------------------------------------------------

interface Change {
  remote: RemoteFolder;
  action: MapAction;
  next: RemoteMapEntry;
  actor: string;
  at: string;
  /** The release the change puts forward, for the history's commit and note. */
  release: string | null;
  reason?: string | undefined;
  /** The audit's sentence. */
  detail: string;
}

const describe = (entry: RemoteMapEntry) =>
  `stable ${entry.stable ?? 'the local build'}${entry.canary ? `, canary ${entry.canary.version} at ${entry.canary.percent} %` : ''}`;

/** Writes the new entry, the history row and the audit row; returns the entry. */
async function applyChange(trx: SiteKysely, change: Change): Promise<RemoteMapEntry> {
  const { max } = (await trx.selectFrom('remote_map').select((eb) => eb.fn.max('revision').as('max')).executeTakeFirst()) ?? { max: null };
  const revision = Number(max ?? 0) + 1;
  const values = {
    stable: change.next.stable,
    canary_version: change.next.canary?.version ?? null,
    canary_percent: change.next.canary?.percent ?? null,
    revision,
  };
  await trx
    .insertInto('remote_map')
    .values({ remote: change.remote, ...values })
    .onConflict((conflict) => conflict.column('remote').doUpdateSet(values))
    .execute();
  const release = change.release
    ? await trx.selectFrom('releases').select(['source_commit', 'note']).where('remote', '=', change.remote).where('version', '=', change.release).executeTakeFirst()
    : undefined;
  await trx
    .insertInto('remote_map_history')
    .values({
      remote: change.remote,
      action: change.action,
      ...values,
      actor: change.actor,
      at: change.at,
      source_commit: release?.source_commit ?? null,
      note: release?.note ?? null,
      reason: change.reason ?? null,
    })
    .execute();
  await recordRegistryAudit(trx, { actor: change.actor, action: change.action, remote: change.remote, detail: `${change.detail}; now ${describe(change.next)}${change.reason ? ` (${change.reason})` : ''}`, at: change.at });
  return change.next;
}

async function currentEntry(trx: SiteKysely, remote: RemoteFolder): Promise<RemoteMapEntry> {
  return entryOf(await trx.selectFrom('remote_map').select(['stable', 'canary_version', 'canary_percent']).where('remote', '=', remote).executeTakeFirst());
}

const iso = (now: () => number) => new Date(now()).toISOString();

export function checkCanaryPercent(percent: unknown): number {
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < CANARY_MIN_PERCENT || percent > CANARY_MAX_PERCENT) {
    throw new MapChangeError(400, `A canary's share is a whole percentage from ${CANARY_MIN_PERCENT} to ${CANARY_MAX_PERCENT}`);
  }
  return percent;
}

export interface NewRelease {
  remote: RemoteFolder;
  version: string;
  commit: string | null;
  note: string | null;
  bytes: number;
  actor: string;
  /** Start it as a canary with this share instead of making it stable. */
  canaryPercent?: number | undefined;
}

/**
 * Records an uploaded release (its files already stored) and puts it in the map: stable (a running
 * canary ends: it was measured against the old stable), or the canary at `canaryPercent` (replacing
 * a running one). A version stored before changes nothing: `created: false`, the entry as it is.
 */
export async function recordRelease(db: SiteDb, release: NewRelease, { now = Date.now }: ChangeOptions = {}): Promise<{ created: boolean; entry: RemoteMapEntry }> {
  if (release.canaryPercent !== undefined) checkCanaryPercent(release.canaryPercent);
  const at = iso(now);
  return db.serialized(MAP_LOCK, async (trx) => {
    const stored = await trx.selectFrom('releases').select('version').where('remote', '=', release.remote).where('version', '=', release.version).executeTakeFirst();
    if (stored) {
      await recordRegistryAudit(trx, { actor: release.actor, action: 'upload', remote: release.remote, detail: `uploaded ${release.version} again: stored before, nothing changed`, at });
      return { created: false, entry: await currentEntry(trx, release.remote) };
    }
    await trx
      .insertInto('releases')
      .values({ remote: release.remote, version: release.version, source_commit: release.commit, note: release.note, bytes: release.bytes, uploaded_at: at, uploaded_by: release.actor })
      .execute();
    const current = await currentEntry(trx, release.remote);
    const canary = release.canaryPercent;
    const entry = await applyChange(trx, {
      remote: release.remote,
      action: canary === undefined ? 'release' : 'canary',
      next: canary === undefined ? { stable: release.version, canary: null } : { stable: current.stable, canary: { version: release.version, percent: canary } },
      actor: release.actor,
      at,
      release: release.version,
      detail: `released ${release.version}${canary === undefined ? ' as stable' : ` as canary at ${canary} %`}${current.canary && canary === undefined ? ` (ending canary ${current.canary.version})` : ''}`,
    });
    return { created: true, entry };
  });
}

/** The running canary becomes stable. 409 without one. */
export async function promoteCanary(db: SiteDb, remote: RemoteFolder, actor: string, { now = Date.now }: ChangeOptions = {}): Promise<RemoteMapEntry> {
  const at = iso(now);
  return db.serialized(MAP_LOCK, async (trx) => {
    const current = await currentEntry(trx, remote);
    if (!current.canary) throw new MapChangeError(409, `${remote} has no canary to promote`);
    return applyChange(trx, { remote, action: 'promote', next: { stable: current.canary.version, canary: null }, actor, at, release: current.canary.version, detail: `promoted canary ${current.canary.version}` });
  });
}

/** The running canary's share. 409 without a canary, 400 for a share outside 1–99; the same share changes nothing. */
export async function setCanaryShare(db: SiteDb, remote: RemoteFolder, percent: number, actor: string, { now = Date.now }: ChangeOptions = {}): Promise<RemoteMapEntry> {
  checkCanaryPercent(percent);
  const at = iso(now);
  return db.serialized(MAP_LOCK, async (trx) => {
    const current = await currentEntry(trx, remote);
    if (!current.canary) throw new MapChangeError(409, `${remote} has no canary running: release one with --canary`);
    if (current.canary.percent === percent) return current;
    const next = { stable: current.stable, canary: { version: current.canary.version, percent } };
    return applyChange(trx, { remote, action: 'share', next, actor, at, release: current.canary.version, detail: `changed canary ${current.canary.version}'s share from ${current.canary.percent} % to ${percent} %` });
  });
}

export interface RollbackOptions extends ChangeOptions {
  /** Make this stored release stable (and stop any canary). Not with `automatic`. */
  version?: string | undefined;
  /** Why, for the history and the audit. */
  reason?: string | undefined;
  /**
   * The automatic rollback (action 'auto-rollback', `reason` required): stops the running canary and
   * never touches stable; 409 when no canary runs, or when it is not `canaryVersion` any more (it was
   * promoted or replaced after the health check looked at it).
   */
  automatic?: boolean | undefined;
  canaryVersion?: string | undefined;
}

/**
 * Rolls a remote back: to `version` when given (stable becomes it, a running canary stops); else a
 * running canary stops; else stable goes back to the stable release before the current one (in the
 * order releases and promotions made them stable). 404 for an unknown version, 409 when there is
 * nothing to go back to.
 */
export async function rollbackRemote(db: SiteDb, remote: RemoteFolder, actor: string, options: RollbackOptions = {}): Promise<RemoteMapEntry> {
  const { version, reason, automatic = false, canaryVersion, now = Date.now } = options;
  if (automatic && version !== undefined) throw new MapChangeError(400, 'The automatic rollback stops the canary; it does not take a version');
  if (automatic && !reason) throw new MapChangeError(400, 'The automatic rollback must say why (reason)');
  if (version !== undefined && !RELEASE_VERSION_PATTERN.test(version)) throw new MapChangeError(400, `A release version is c followed by 16 hex digits (got ${JSON.stringify(version.slice(0, 40))})`);
  const at = iso(now);
  return db.serialized(MAP_LOCK, async (trx) => {
    const current = await currentEntry(trx, remote);
    const action: MapAction = automatic ? 'auto-rollback' : 'rollback';
    if (automatic || (version === undefined && current.canary)) {
      if (!current.canary) throw new MapChangeError(409, `${remote} has no canary running to roll back`);
      if (canaryVersion !== undefined && current.canary.version !== canaryVersion) throw new MapChangeError(409, `${remote}'s canary is ${current.canary.version} now, not ${canaryVersion}`);
      return applyChange(trx, { remote, action, next: { stable: current.stable, canary: null }, actor, at, release: current.stable, reason, detail: `stopped canary ${current.canary.version}` });
    }
    const target = version ?? (await previousStable(trx, remote, current.stable));
    if (version !== undefined) {
      const stored = await trx.selectFrom('releases').select('version').where('remote', '=', remote).where('version', '=', version).executeTakeFirst();
      if (!stored) throw new MapChangeError(404, `${remote} has no stored release ${version}`);
    }
    if (!target) throw new MapChangeError(409, current.stable ? `${remote} has no stable release before ${current.stable} to roll back to (name one with --version)` : `${remote} has nothing to roll back: it was never released through the registry`);
    if (target === current.stable && !current.canary) return current;
    return applyChange(trx, { remote, action, next: { stable: target, canary: null }, actor, at, release: target, reason, detail: `rolled stable back from ${current.stable ?? 'the local build'} to ${target}` });
  });
}

/**
 * The stable release before `current`: the releases that releases and promotions made stable, in
 * the order they last did, and the one before `current` among them (rollbacks do not reorder it,
 * so rolling back twice goes back two releases).
 */
async function previousStable(trx: SiteKysely, remote: RemoteFolder, current: string | null): Promise<string | undefined> {
  if (!current) return undefined;
  const rows = await trx.selectFrom('remote_map_history').select(['stable']).where('remote', '=', remote).where('action', 'in', ['release', 'promote']).orderBy('id').execute();
  const line: string[] = [];
  for (const { stable } of rows) {
    if (!stable) continue;
    const seen = line.indexOf(stable);
    if (seen >= 0) line.splice(seen, 1);
    line.push(stable);
  }
  const index = line.indexOf(current);
  return index > 0 ? line[index - 1] : undefined;
}

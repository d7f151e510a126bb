// The registry's map as a page server takes it: checked before anything trusts it (a registry that
// answers garbage must not take a page server's map, or a path on its disk, with it).
import { CANARY_MAX_PERCENT, CANARY_MIN_PERCENT, isRemoteFolder, RELEASE_VERSION_PATTERN, type RegistryMap, type RemoteMapEntry } from '../../../shared/src/contract/releases.ts';

export const EMPTY_REGISTRY_MAP: RegistryMap = { revision: 0, remotes: {} };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isVersion = (value: unknown): value is string => typeof value === 'string' && RELEASE_VERSION_PATTERN.test(value);

function entryOf(value: unknown): RemoteMapEntry | undefined {
  if (!isObject(value)) return undefined;
  const { stable, canary } = value;
  if (stable !== null && !isVersion(stable)) return undefined;
  if (canary === null) return { stable, canary: null };
  if (!isObject(canary) || !isVersion(canary.version)) return undefined;
  const percent = canary.percent;
  if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < CANARY_MIN_PERCENT || percent > CANARY_MAX_PERCENT) return undefined;
  return { stable, canary: { version: canary.version, percent } };
}

/**
 * The map in `value`, or undefined when it is not one. Versions must be content hashes
 * (RELEASE_VERSION_PATTERN): they become folder names on this disk. A remote this page server does
 * not know is left out (a newer registry may know more); a known remote with a broken entry makes
 * the whole answer garbage.
 */
export function parseRegistryMap(value: unknown): RegistryMap | undefined {
  if (!isObject(value) || !isObject(value.remotes)) return undefined;
  const { revision } = value;
  if (typeof revision !== 'number' || !Number.isInteger(revision) || revision < 0) return undefined;
  const remotes: RegistryMap['remotes'] = {};
  for (const [remote, raw] of Object.entries(value.remotes)) {
    if (!isRemoteFolder(remote)) continue;
    const entry = entryOf(raw);
    if (!entry) return undefined;
    remotes[remote] = entry;
  }
  return { revision, remotes };
}

/** The versions of a remote's entry this server must have on disk before it serves the entry. */
export const versionsOf = (entry: RemoteMapEntry): string[] => [entry.stable, entry.canary?.version].filter((v): v is string => Boolean(v));

export const sameMap = (a: RegistryMap, b: RegistryMap): boolean => JSON.stringify(a) === JSON.stringify(b);

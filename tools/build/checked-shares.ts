// The build-time half of tools/build/checked-shares-plugin.ts: which (package, version, range) pairs
// of the shell's own shared config satisfy, decided by the federation runtime's own `satisfy`.
import { checkedShareKey } from './checked-shares-plugin.ts';

export interface SharedDeclaration {
  /** The version the build provides (its package.json's unless declared). */
  version: string;
  requiredVersion: string | false;
}

/** The federation runtime's `satisfy` (runtime-core), the one the page would run. */
export type Satisfy = (version: string, range: string) => boolean;

/**
 * The keys of the declarations whose version satisfies their own range. Remotes are built from the
 * same declarations (sharedSingletons(), sharedLibraries()), so on the page they require these very
 * ranges of the shell's versions; a release built otherwise simply takes the runtime's own check.
 */
export function checkedShares(shared: Record<string, SharedDeclaration>, satisfy: Satisfy): string[] {
  const keys: string[] = [];
  for (const [name, { version, requiredVersion }] of Object.entries(shared)) {
    if (typeof requiredVersion === 'string' && satisfy(version, requiredVersion)) keys.push(checkedShareKey(name, version, requiredVersion));
  }
  return keys;
}

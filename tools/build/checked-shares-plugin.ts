// Module Federation runtime plugin of the shell (issue 30): shared versions checked when the shell is
// built, not on every page. Before handing out a shared module (react, the router...) the runtime
// checks the chosen version against the range the consuming build requires, with its own semver
// parser; on a phone that is the first-call compilation of that parser and its regular expressions,
// ~4 ms unthrottled in the start-up of every federated page, for an answer known at build time.
// The build (tools/build/checked-shares.ts) runs the runtime's own `satisfy` over the shell's
// shared versions and ranges and passes the pairs that hold; for exactly those pairs this plugin
// hands out the module the runtime chose without checking again. Any other pair (a remote built
// against another range, another version chosen) takes the runtime's own path, warning included.
import { registerGlobalPlugins, type ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const CHECKED_SHARES_PLUGIN_NAME = 'site-checked-shares';

// A type, not an interface: the federation plugin takes the params as Record<string, unknown>.
export type CheckedSharesParams = {
  /** checkedShareKey() of every (package, version, required range) that satisfies. */
  checked: readonly string[];
};

/** One shared package at one version, with a range some build requires of it. */
export const checkedShareKey = (pkgName: string, version: string, range: string): string => `${pkgName}@${version} ${range}`;

export default function checkedSharesPlugin({ checked }: CheckedSharesParams): ModuleFederationRuntimePlugin {
  const known = new Set(checked);
  const plugin: ModuleFederationRuntimePlugin = {
    name: CHECKED_SHARES_PLUGIN_NAME,
    resolveShare(args) {
      const { shareScopeMap, scope, pkgName, version, shareInfo } = args;
      const range = shareInfo.shareConfig?.requiredVersion;
      // Tree-shaken shares pick among variants: the runtime's own resolver knows how.
      if (typeof range !== 'string' || shareInfo.treeShaking || !known.has(checkedShareKey(pkgName, version, range))) return args;
      const shared = shareScopeMap[scope]?.[pkgName]?.[version];
      if (!shared) return args;
      // What the runtime's resolver returns once `satisfy(version, range)` holds, singleton or not.
      args.resolver = () => ({ shared, useTreesShaking: false });
      return args;
    },
  };
  // Each remote's entry makes its own federation instance (on the page's runtime, externalRuntime)
  // and resolves its own imports of react & co. there: global plugins reach those instances too.
  registerGlobalPlugins([plugin]);
  return plugin;
}

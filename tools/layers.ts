// Layers point one way (developers' guide): the apps never import the workbench (tools/, bench/,
// e2e/), which builds, serves, measures and tests them. Within the apps: shared/ imports nothing
// of theirs; a remote and the admin host import only themselves and shared/; the shell's browser
// code only itself and shared/; the shell's server its own code, the shell's browser code (route
// table, render frame) and shared/. A package's build config (`<package>/rspack.config.ts`) is the
// workbench's entry into that package, so it may use tools/build/. And no two modules import each
// other, directly or round a loop (importCycles). tools/layers.test.ts applies both.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS } from '../shared/src/remote/registry.ts';

/** Folder (from the repository root, with a trailing slash) → the folders its files may import. */
export const APP_LAYERS: Readonly<Record<string, readonly string[]>> = {
  'shared/': ['shared/'],
  'shell/src/': ['shell/src/', 'shared/'],
  'shell/scripts/': ['shell/scripts/', 'shell/src/', 'shared/'],
  'shell/server/': ['shell/server/', 'shell/src/', 'shared/'],
  'admin-host/': ['admin-host/', 'shared/'],
  ...Object.fromEntries(REMOTE_FOLDERS.map((remote) => [`${remote}/`, [`${remote}/`, 'shared/']])),
};

/** A package's build config may use the one build setup. */
const BUILD_CONFIG = /^[^/]+\/(?:[^/]+\/)?rspack\.config\.ts$/;
const BUILD_TOOLS = 'tools/build/';

const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+|\brequire\s*\(\s*)['"]([^'"]+)['"]/gm;

/** The repository paths a file imports (relative imports and the `@site/shared` alias; packages are not ours). */
export function importedPaths(file: string, source: string): string[] {
  return [...source.matchAll(IMPORT)].flatMap(([, spec]) => {
    if (spec!.startsWith('@site/shared')) return [`shared/src${spec!.slice('@site/shared'.length)}`];
    if (!spec!.startsWith('.')) return [];
    return [path.posix.normalize(path.posix.join(path.posix.dirname(file), spec!))];
  });
}

const layerOf = (file: string): string | undefined =>
  Object.keys(APP_LAYERS)
    .filter((folder) => file.startsWith(folder))
    .sort((a, b) => b.length - a.length)[0];

/** Every import that points the wrong way, as 'file → imported path'. */
export function wrongWayImports(files: Readonly<Record<string, string>>): string[] {
  return Object.entries(files).flatMap(([file, source]) => {
    const layer = layerOf(file);
    if (!layer) return []; // The workbench (tools/, bench/, e2e/) and root configs may use everything.
    const allowed = [...APP_LAYERS[layer]!, ...(BUILD_CONFIG.test(file) ? [BUILD_TOOLS] : [])];
    return importedPaths(file, source)
      .filter((target) => !target.startsWith('../') && !allowed.some((folder) => target.startsWith(folder)))
      .map((target) => `${file} → ${target}`);
  });
}

const SKIP = new Set(['node_modules', 'dist', 'data', 'deploy', 'screenshots', 'test-results', 'playwright-report']);

/** The repository's source files, path (posix, from the root) → text. */
export function sourceFiles(root: string, dir = root): Record<string, string> {
  const files: Record<string, string> = {};
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name) || name.startsWith('.')) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, sourceFiles(root, full));
    else if (/\.(ts|tsx|mts|mjs|js|cjs)$/.test(name)) files[path.relative(root, full).split(path.sep).join('/')] = readFileSync(full, 'utf8');
  }
  return files;
}

/** The file an import names: written with its extension, or without it (the admin host's style), or a folder's index. */
function resolveImport(target: string, files: Readonly<Record<string, string>>): string | undefined {
  return [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`].find((candidate) => candidate in files);
}

/**
 * Groups of files that import each other, directly or round a loop (Tarjan's strongly connected
 * components): two modules that need each other are one module split in two, and whichever loads
 * first sees the other half-initialised.
 */
export function importCycles(files: Readonly<Record<string, string>>): string[][] {
  const edges = new Map(
    Object.entries(files).map(([file, source]) => [
      file,
      importedPaths(file, source).flatMap((target) => resolveImport(target, files) ?? []),
    ]),
  );
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) cycles.push(group.sort());
  };
  for (const file of edges.keys()) if (!order.has(file)) visit(file);
  return cycles;
}

/** Where browser code lives: the pages' bundles and the publishing console's. */
const BROWSER_CODE = [/^shared\/src\//, /^shell\/src\//, /^mfe-[^/]+\/src\//, /^admin-host\/console\//];
/**
 * The contract's schemas (the public API's, the console API's) and their builder: the admin host's
 * (and tools') at run time, only types for the browser.
 */
const SCHEMA_MODULES = ['shared/src/contract/records', 'shared/src/contract/console-api', 'shared/src/contract/investor-alerts-schemas'];
const SCHEMA_BUILDER = 'typebox';
const VALUE_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\bfrom\s+)?['"]([^'"]+)['"]/gm;

/**
 * Browser files that import the contract's schemas (or TypeBox itself) as values, which would put
 * the schema builder into the pages' bundles: they take the types only (`import type`).
 */
export function schemaValueImportsInBrowserCode(files: Readonly<Record<string, string>>): string[] {
  return Object.entries(files).flatMap(([file, source]) => {
    if (!BROWSER_CODE.some((folder) => folder.test(file)) || SCHEMA_MODULES.some((module) => file.startsWith(module))) return [];
    return [...source.matchAll(VALUE_IMPORT)]
      .map(([, spec]) => spec!)
      .filter((spec) => {
        if (spec === SCHEMA_BUILDER || spec.startsWith(`${SCHEMA_BUILDER}/`)) return true;
        const target = spec.startsWith('@site/shared') ? `shared/src${spec.slice('@site/shared'.length)}` : spec.startsWith('.') ? path.posix.join(path.posix.dirname(file), spec) : '';
        return SCHEMA_MODULES.includes(target.replace(/\.ts$/, ''));
      })
      .map((spec) => `${file} → ${spec}`);
  });
}

// The shared react-router singleton carries only the site's router surface, so every import of
// react-router in the apps must be a name that surface provides: a remote importing anything else
// would get `undefined` from the page's router at run time.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_FOLDERS, SHELL } from '../../../shared/src/remote/registry.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.join(here, '..', '..', '..');
// The package as the apps resolve it (tools/ has no dependency of its own on it).
const reactRouter = (await import(
  pathToFileURL(createRequire(path.join(root, 'shell', 'package.json')).resolve('react-router')).href
)) as Record<string, unknown>;
const APP_SOURCES = [SHELL.folder, ...REMOTE_FOLDERS, 'shared'].map((dir) =>
  path.join(root, dir, 'src'),
);

function surfaceExports(): string[] {
  const source = readFileSync(path.join(here, 'react-router-surface.mjs'), 'utf8');
  const list = /export \{([^}]+)\} from 'react-router-full'/.exec(source)?.[1] ?? '';
  return list.split(',').map((name) => name.trim()).filter(Boolean);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // `*.server.tsx` is built only for Node (tools/build/rspack-server.ts), where react-router is the whole package.
    return /\.(tsx?|mjs)$/.test(entry.name) && !/\.(test|server)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Value names imported from react-router / react-router-dom (type-only imports cost nothing). */
function routerImportsOf(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g)) {
    if (match[1]) continue;
    for (const part of match[2]!.split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  // A namespace or default import could reach any export: only named imports are checkable.
  if (/import\s+(\*\s+as\s+)?\w+\s+from\s+'react-router/.test(source)) names.push('<namespace or default import>');
  return names;
}

describe('shared react-router surface', () => {
  const surface = surfaceExports();

  it('lists only names react-router really exports', () => {
    expect(surface.length).toBeGreaterThan(5);
    for (const name of surface) expect(reactRouter, name).toHaveProperty(name);
  });

  it('covers every react-router import in the apps and shared code', () => {
    const missing = APP_SOURCES.flatMap(sourceFiles).flatMap((file) =>
      routerImportsOf(readFileSync(file, 'utf8'))
        .filter((name) => !surface.includes(name))
        .map((name) => `${path.relative(root, file)}: ${name}`),
    );
    expect(missing, 'add these to tools/build/shared-router/react-router-surface.mjs').toEqual([]);
  });

  it('reads named, aliased and type imports the way the bundler sees them', () => {
    const text = "import { Link, useLocation as where, type To } from 'react-router';\nimport type { Location } from 'react-router';\n";
    expect(routerImportsOf(text)).toEqual(['Link', 'useLocation']);
    expect(routerImportsOf("import * as rr from 'react-router';")).toEqual(['<namespace or default import>']);
  });
});

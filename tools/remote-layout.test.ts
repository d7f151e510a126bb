// Every remote keeps the one internal layout and file-name rule the README describes ("Inside a
// remote"), so a newcomer finds the same things in the same places in each.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { REMOTE_FOLDERS } from '../shared/src/remote/registry.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FOLDERS = new Set(['pages', 'components', 'data', 'messages', 'api', 'logic', 'generated', 'assets', 'test']);
const FILES = /^(bootstrap\.tsx|index\.ts|screens(\.[a-z]+)*\.(ts|tsx)|[a-z0-9-]+\.d\.ts)$/;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? walk(full) : [full];
  });
}

/** PascalCase components and pages, use* hooks, everything else kebab-case (dots separate suffixes). */
function nameFollowsRule(file: string): boolean {
  const stem = path.basename(file).split('.')[0]!;
  return /^[A-Z][A-Za-z0-9]*$/.test(stem) || /^use[A-Z][A-Za-z0-9]*$/.test(stem) || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(stem);
}

describe.each(REMOTE_FOLDERS)('%s', (remote) => {
  const src = path.join(ROOT, remote, 'src');

  it('has only the layout folders and entry files at the top of src/', () => {
    const unexpected = readdirSync(src).filter((name) => (statSync(path.join(src, name)).isDirectory() ? !FOLDERS.has(name) : !FILES.test(name)));
    expect(unexpected).toEqual([]);
  });

  it('names every source module by the rule', () => {
    const sources = [...walk(src), ...walk(path.join(ROOT, remote, 'scripts'))].filter(
      (file) => /\.(ts|tsx)$/.test(file) && !file.includes(`${path.sep}generated${path.sep}`),
    );
    expect(sources.filter((file) => !nameFollowsRule(file)).map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});

describe('nameFollowsRule', () => {
  it('accepts components, hooks and kebab-case modules, refuses camelCase modules', () => {
    expect(['DealerCard.tsx', 'DealerCard.module.css', 'useDealerSearch.ts', 'normalise-results.test.ts', 'screens.ts'].every(nameFollowsRule)).toBe(true);
    expect(['normaliseResults.ts', 'dealer_search.ts', 'Use-thing.ts'].some(nameFollowsRule)).toBe(false);
  });
});

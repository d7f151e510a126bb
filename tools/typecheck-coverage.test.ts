// `pnpm typecheck` checks the browser and tooling packages in one program (tsconfig.typecheck.json)
// and the admin host in its own. Each package keeps its own tsconfig.json for its team; this test
// fails when a package's tsconfig covers a folder the one program does not, so nothing slips out
// of CI's type check when a package or folder is added.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Type-checked on their own (no DOM for the admin host). */
const OWN_PROGRAM = new Set(['admin-host']);

/** tsconfig files are JSON with comments. */
function readTsconfig(file: string): { include?: string[] } {
  const text = readFileSync(file, 'utf8').replace(/^\s*\/\/.*$/gm, '');
  return JSON.parse(text) as { include?: string[] };
}

function workspacePackages(): string[] {
  const yaml = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8');
  const block = yaml.split(/^packages:\s*$/m)[1]!.split(/^\S/m)[0]!;
  return [...block.matchAll(/^\s+-\s+(\S+)\s*$/gm)].map((m) => m[1]!);
}

/** Include entries as paths relative to the repository root. */
function includesOf(tsconfig: string): string[] {
  const dir = path.dirname(tsconfig);
  return (readTsconfig(tsconfig).include ?? []).map((entry) => path.relative(ROOT, path.resolve(dir, entry)).split(path.sep).join('/'));
}

describe('tsconfig.typecheck.json', () => {
  const covered = new Set(includesOf(path.join(ROOT, 'tsconfig.typecheck.json')));
  const tsconfigs = [
    ...workspacePackages()
      .filter((name) => !OWN_PROGRAM.has(name))
      .map((name) => `${name}/tsconfig.json`),
    'tools/tsconfig.json',
    'tools/monolith/tsconfig.json',
    'bench/tsconfig.json',
  ];

  it.each(tsconfigs)('covers everything %s includes', (tsconfig) => {
    const missing = includesOf(path.join(ROOT, tsconfig)).filter((entry) => !entry.endsWith('.d.ts') && !covered.has(entry));
    expect(missing).toEqual([]);
  });

  it('the admin host keeps its own program in `pnpm typecheck`', () => {
    const scripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.typecheck).toContain('tsc -p tsconfig.typecheck.json');
    for (const name of OWN_PROGRAM) expect(scripts.typecheck).toContain(`--filter ${name} run typecheck`);
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, eagerCompileHint } from './compile-hints.ts';
import { runRspack } from './run-rspack.ts';

describe('eagerCompileHint (issue 30)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'compile-hints-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("heads a minified production entry script with V8's hint, and no lazily loaded chunk", async () => {
    writeFileSync(path.join(dir, 'entry.js'), "export function start() { return import('./later.js').then((m) => m.later()); }\nstart();\n");
    writeFileSync(path.join(dir, 'later.js'), 'export function later() { return 42; }\n');
    await runRspack({
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      output: { path: path.join(dir, 'out'), filename: 'static/js/[name].[contenthash:10].js', chunkFilename: 'static/js/[name].[contenthash:10].js' },
      plugins: [eagerCompileHint()],
    });
    const files = readdirSync(path.join(dir, 'out', 'static', 'js'));
    const main = files.find((file) => file.startsWith('main.'))!;
    const chunk = files.find((file) => !file.startsWith('main.'))!;
    expect(readFileSync(path.join(dir, 'out', 'static', 'js', main), 'utf8').split('\n')[0]).toBe(EAGER_COMPILE_HINT);
    expect(readFileSync(path.join(dir, 'out', 'static', 'js', chunk), 'utf8')).not.toContain(EAGER_COMPILE_HINT);
  }, 30_000);
});

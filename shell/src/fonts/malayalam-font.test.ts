import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import covered from './generated/covered.json';
import { malayalamText } from './malayalam-coverage';

const repo = path.join(__dirname, '..', '..', '..');

function catalogFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    if (statSync(file).isDirectory()) return catalogFiles(file);
    return name.endsWith('.ml.ts') ? [file] : [];
  });
}

describe('the Malayalam font subset (issue 31)', () => {
  it('has every Malayalam letter the translations use (else: pnpm --filter shell fonts)', () => {
    const used = malayalamText(
      ['shell', 'shared', 'mfe-products', 'mfe-investors', 'mfe-dealers', 'mfe-content']
        .flatMap((dir) => catalogFiles(path.join(repo, dir, 'src')))
        .map((file) => readFileSync(file, 'utf8'))
        .join(''),
    );
    const missing = [...used].filter((c) => !covered.includes(c.codePointAt(0)!.toString(16).padStart(4, '0')));
    expect(missing.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()} ${c}`)).toEqual([]);
  });
});

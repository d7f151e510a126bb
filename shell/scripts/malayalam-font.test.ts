import { describe, expect, it } from 'vitest';
import covered from '../src/fonts/generated/covered.json';
import { malayalamText } from '../src/fonts/malayalam-coverage';
import { malayalamSources } from './malayalam-sources';

describe('the Malayalam font subset (issue 31)', () => {
  it('has every Malayalam letter the translations use (else: pnpm --filter shell fonts)', () => {
    const used = malayalamText(malayalamSources().text);
    const missing = [...used].filter((c) => !covered.includes(c.codePointAt(0)!.toString(16).padStart(4, '0')));
    expect(missing.map((c) => `U+${c.codePointAt(0)!.toString(16).toUpperCase()} ${c}`)).toEqual([]);
  });
});

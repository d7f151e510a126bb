import { describe, expect, it } from 'vitest';
import { translationProblems } from '@site/shared/i18n/catalog';
import { CATALOGS } from './catalogs';

describe("mfe-content's messages", () => {
  it('have every key in both languages, with the same arguments (the list shows what is missing)', async () => {
    expect(await translationProblems(CATALOGS)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { translationProblems, type Catalog } from '@site/shared/i18n/catalog';
import { dealersMessages } from './dealers';

describe("mfe-dealers' messages", () => {
  it('have every key in both languages, with the same arguments (the list shows what is missing)', async () => {
    expect(await translationProblems([dealersMessages] as Catalog<unknown>[])).toEqual([]);
  });
});

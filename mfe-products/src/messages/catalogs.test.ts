import { describe, expect, it } from 'vitest';
import { translationProblems, type Catalog } from '@site/shared/i18n/catalog';
import { conduitsContent } from './conduits';
import { descriptiveContent } from './descriptive';
import { productsMessages } from './products';

describe("mfe-products' messages", () => {
  it('have every key in both languages, with the same arguments (the list shows what is missing)', async () => {
    expect(await translationProblems([conduitsContent, descriptiveContent, productsMessages] as Catalog<unknown>[])).toEqual([]);
  });
});

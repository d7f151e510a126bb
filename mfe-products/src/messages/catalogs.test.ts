import { describe, expect, it } from 'vitest';
import { translationProblems, type Catalog } from '@site/shared/i18n/catalog';
import { conduitsContent } from './conduits';
import { descriptiveContent } from './descriptive';
import { electricalFittingsContent } from './electrical-fittings';
import { productsMessages } from './products';
import { waterFittingsContent } from './water-fittings';
import { waterPipesContent } from './water-pipes';

describe("mfe-products' messages", () => {
  it('have every key in both languages, with the same arguments (the list shows what is missing)', async () => {
    expect(await translationProblems([conduitsContent, descriptiveContent, electricalFittingsContent, productsMessages, waterFittingsContent, waterPipesContent] as Catalog<unknown>[])).toEqual([]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { catalogIn, catalogProblems, defineContent, defineMessages, loadCatalogs, translationProblems, withFallback } from './catalog';
import { formatDayMonthYear, MONTH_NAMES } from './dates';
import { localeOfPath, pathInLocale, pathWithoutLocale } from './locales';

describe('locales in URLs', () => {
  it('reads Malayalam from /ml and nothing else', () => {
    expect(['/ml', '/ml/', '/ml/about', '/ml/product/solvent'].map(localeOfPath)).toEqual(['ml', 'ml', 'ml', 'ml']);
    expect(['/', '/about', '/mlx', '/product/ml'].map(localeOfPath)).toEqual(['en', 'en', 'en', 'en']);
    expect(pathWithoutLocale('/ml')).toBe('/');
    expect(pathWithoutLocale('/ml/investors/annual-report')).toBe('/investors/annual-report');
    expect(pathInLocale('/about', 'ml')).toBe('/ml/about');
    expect(pathInLocale('/', 'ml')).toBe('/ml/');
    expect(pathInLocale('/about', 'en')).toBe('/about');
  });
});

describe('catalogs', () => {
  it('give English at once, a translation once loaded, English for what it lacks', async () => {
    const catalog = defineMessages('test/a', { hello: 'Hello', bye: 'Bye' }, { ml: async () => ({ default: { hello: 'നമസ്കാരം' } }) });
    expect(catalogIn(catalog, 'en')).toEqual({ hello: 'Hello', bye: 'Bye' });
    const pending = catalogIn(catalog, 'ml');
    expect(pending).toBeInstanceOf(Promise);
    expect(catalogIn(catalog, 'ml')).toBe(pending);
    await loadCatalogs('ml');
    expect(catalogIn(catalog, 'ml')).toEqual({ hello: 'നമസ്കാരം', bye: 'Bye' });
  });

  it('falls back to English when a translation cannot be loaded', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalog = defineMessages('test/b', { hello: 'Hello' }, { ml: () => Promise.reject(new Error('offline')) });
    expect(await catalogIn(catalog, 'ml')).toEqual({ hello: 'Hello' });
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });

  it('merge structured content part by part', () => {
    const en = { title: 'Terms', sections: [{ heading: 'A', paragraphs: ['a1', 'a2'] }] };
    expect(withFallback(en, { sections: [{ paragraphs: [undefined, 'എ2'] }] })).toEqual({ title: 'Terms', sections: [{ heading: 'A', paragraphs: ['a1', 'എ2'] }] });
  });

  it('list missing, extra and mismatched texts', async () => {
    expect(catalogProblems('x', 'ml', { a: 'A {n}', b: 'B', c: ['1', '2'] }, { a: 'എ', z: 'extra', c: ['൧'] })).toEqual([
      { catalog: 'x', locale: 'ml', key: 'a', problem: 'other arguments' },
      { catalog: 'x', locale: 'ml', key: 'b', problem: 'missing' },
      { catalog: 'x', locale: 'ml', key: 'c.1', problem: 'missing' },
      { catalog: 'x', locale: 'ml', key: 'z', problem: 'not in English' },
    ]);
    const content = defineContent('test/c', { list: ['one'] }, { ml: async () => ({ default: { list: ['ഒന്ന്'] } }) });
    expect(await translationProblems([content])).toEqual([]);
  });
});

describe('dates', () => {
  it('write Malayalam month names with Western digits', () => {
    expect(formatDayMonthYear(2024, 3, 15, 'ml')).toBe('15 മാർച്ച് 2024');
    expect(formatDayMonthYear(2024, 3, 15, 'en')).toBe('15 March 2024');
    expect(formatDayMonthYear(2024, 13, 1, 'ml')).toBe('');
    expect(MONTH_NAMES.ml).toHaveLength(12);
  });
});

// One i18n mechanism for the shell and every remote (issue 31; docs/i18n.md says why it is ours).
// A catalog is an app's texts in English (bundled: the fallback, and all an English page needs)
// and a loader per other language (its own chunk, fetched only on that language's pages). Its
// value is either flat ICU messages (`defineMessages`: labels, headings, validation, mail drafts)
// or structured content of one type (`defineContent`: legal text, gallery captions, table notes).
// A translation is merged over English once, when it loads: whatever it lacks is English, never a
// key name, and nothing is looked up or built per render beyond a property read.
import { DEFAULT_LOCALE, type Locale } from './locales';
import { messageArguments } from './icu';

/** Content in a language: the same shape as English, any part of it possibly missing. */
export type Localized<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? readonly (Localized<E> | undefined)[]
    : T extends object
      ? { readonly [K in keyof T]?: Localized<T[K]> }
      : T;

export type TranslatedLocale = Exclude<Locale, 'en'>;

/** A translation module: its default export is the translated content. */
export type TranslationLoader<T> = () => Promise<{ default: Localized<T> }>;

export interface Catalog<T> {
  /** Where the catalog lives (for the missing-keys report), e.g. 'mfe-products/conduits'. */
  readonly name: string;
  readonly en: T;
  readonly translations: Readonly<Record<TranslatedLocale, TranslationLoader<T>>>;
}

export type Messages = Readonly<Record<string, string>>;

interface Loaded<T> {
  value?: T;
  promise?: Promise<T>;
}

// Per catalog and language: the merged content once loaded, or the promise of it while loading.
const state = new WeakMap<Catalog<unknown>, Partial<Record<TranslatedLocale, Loaded<unknown>>>>();
// Every catalog this bundle defined, so a screen's translations can be fetched with its code.
const defined = new Set<Catalog<unknown>>();

function define<T>(catalog: Catalog<T>): Catalog<T> {
  defined.add(catalog as Catalog<unknown>);
  return catalog;
}

/** Flat ICU messages: key → message. English is the type: a translation cannot add keys. */
export const defineMessages = <M extends Messages>(name: string, en: M, translations: Record<TranslatedLocale, TranslationLoader<M>>): Catalog<M> =>
  define({ name, en, translations });

/** Structured content (strings in objects and arrays): a translation has English's shape. */
export const defineContent = <T>(name: string, en: T, translations: Record<TranslatedLocale, TranslationLoader<T>>): Catalog<T> =>
  define({ name, en, translations });

/** English with every part the translation has put in its place (a missing or empty one stays English). */
export function withFallback<T>(en: T, translated: unknown): T {
  if (translated === undefined || translated === null) return en;
  if (typeof en === 'string') return (typeof translated === 'string' && translated !== '' ? translated : en) as T;
  if (Array.isArray(en)) return en.map((item, index) => withFallback(item, Array.isArray(translated) ? translated[index] : undefined)) as T;
  if (en && typeof en === 'object' && typeof translated === 'object') {
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(en)) merged[key] = withFallback(value, (translated as Record<string, unknown>)[key]);
    return merged as T;
  }
  return en;
}

/**
 * The catalog's content in a language: at once when loaded (English always is), else the promise
 * of it (the same promise until it settles, so React's `use` can wait for it). A translation that
 * fails to load leaves the page in English rather than broken.
 */
export function catalogIn<T>(catalog: Catalog<T>, locale: Locale): T | Promise<T> {
  if (locale === DEFAULT_LOCALE || locale === 'en') return catalog.en;
  let perLocale = state.get(catalog as Catalog<unknown>);
  if (!perLocale) state.set(catalog as Catalog<unknown>, (perLocale = {}));
  const entry = (perLocale[locale] ??= {}) as Loaded<T>;
  if (entry.value !== undefined) return entry.value;
  entry.promise ??= catalog.translations[locale]().then(
    (module: { default: Localized<T> }) => (entry.value = withFallback(catalog.en, module.default)),
    (error: unknown) => {
      console.error(`Translation ${catalog.name} (${locale}) could not be loaded; showing English`, error);
      return (entry.value = catalog.en);
    },
  );
  return entry.promise;
}

/** Loads this bundle's catalogs in a language (a screen's, once its module has defined them). */
export async function loadCatalogs(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) return;
  await Promise.all([...defined].map((catalog) => catalogIn(catalog, locale)));
}

/** A missing or extra text of a translation, for the missing-keys test. */
export interface CatalogProblem {
  catalog: string;
  locale: Locale;
  key: string;
  problem: 'missing' | 'not in English' | 'other arguments' | 'not a string';
}

/** What a translation lacks, has in excess, or has with other ICU arguments than English. */
export function catalogProblems(name: string, locale: Locale, en: unknown, translated: unknown, key = ''): CatalogProblem[] {
  const at = (problem: CatalogProblem['problem'], where = key): CatalogProblem => ({ catalog: name, locale, key: where || '(root)', problem });
  if (typeof en === 'string') {
    if (typeof translated !== 'string' || translated.trim() === '') return [at('missing')];
    return messageArguments(en).join() === messageArguments(translated).join() ? [] : [at('other arguments')];
  }
  if (en === null || typeof en !== 'object') return translated === en ? [] : [at('not a string')];
  if (translated === null || typeof translated !== 'object') return [at('missing')];
  const problems: CatalogProblem[] = [];
  const keys = Array.isArray(en) ? [...en.keys()].map(String) : Object.keys(en);
  for (const child of keys) problems.push(...catalogProblems(name, locale, (en as Record<string, unknown>)[child], (translated as Record<string, unknown>)[child], key ? `${key}.${child}` : child));
  const extra = Array.isArray(translated) ? [...translated.keys()].map(String).filter((k) => Number(k) >= (en as unknown[]).length) : Object.keys(translated).filter((k) => !(k in en));
  for (const child of extra) problems.push(at('not in English', key ? `${key}.${child}` : child));
  return problems;
}

/** Every problem of every catalog, with each translation loaded (tests; Node). */
export async function translationProblems(catalogs: readonly Catalog<unknown>[]): Promise<CatalogProblem[]> {
  const problems: CatalogProblem[] = [];
  for (const catalog of catalogs) {
    for (const [locale, load] of Object.entries(catalog.translations) as [TranslatedLocale, TranslationLoader<unknown>][]) {
      problems.push(...catalogProblems(catalog.name, locale, catalog.en, (await load()).default));
    }
  }
  return problems;
}

/**
 * Messages derived from data (key → English text, e.g. a menu's labels by path) with a catalog's
 * own: typed so that both kinds of key are known to `t` and to the translation's type.
 */
export function withDerived<D extends string, U extends Messages>(derived: Readonly<Record<D, string>>, own: U): Readonly<Record<D, string>> & U {
  return { ...derived, ...own };
}

/** key → text of a list of pairs (the derived half of `withDerived`). */
export const keyed = <K extends string>(entries: readonly (readonly [K, string])[]): Record<K, string> => Object.fromEntries(entries) as Record<K, string>;

// The site's languages and how a URL names one (issue 31): English at today's paths, Malayalam
// under /ml/. Plain data and string functions, no React and no `process`, so the page server, the
// Node tools and every app's browser code share this one definition.

export const LOCALES = ['en', 'ml'] as const;
export type Locale = (typeof LOCALES)[number];

/** The language of the spec's texts, and of every message a translation lacks. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Path prefix of a language's pages ('' for English: its URLs are the spec's). */
export const LOCALE_PREFIX: Readonly<Record<Locale, string>> = { en: '', ml: '/ml' };

/** `<html lang>` and `hreflang` of each language. */
export const HTML_LANG: Readonly<Record<Locale, string>> = { en: 'en-IN', ml: 'ml' };

/** Open Graph `og:locale`. */
export const OG_LOCALE: Readonly<Record<Locale, string>> = { en: 'en_IN', ml: 'ml_IN' };

/** Each language's name in its own language, for the language switch. */
export const LOCALE_NAMES: Readonly<Record<Locale, string>> = { en: 'English', ml: 'മലയാളം' };

export const isLocale = (value: unknown): value is Locale => (LOCALES as readonly unknown[]).includes(value);

/** The language a path is in: '/ml', '/ml/…' are Malayalam, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === LOCALE_PREFIX.ml || pathname.startsWith(`${LOCALE_PREFIX.ml}/`) ? 'ml' : 'en';
}

/** The path inside its language: '/ml/about' → '/about', '/ml' → '/', '/about' → '/about'. */
export function pathWithoutLocale(pathname: string): string {
  const prefix = LOCALE_PREFIX[localeOfPath(pathname)];
  return prefix ? pathname.slice(prefix.length) || '/' : pathname;
}

/** A language-neutral path ('/about', '/') in a language: '/ml/about', '/ml/'. */
export function pathInLocale(path: string, locale: Locale): string {
  const prefix = LOCALE_PREFIX[locale];
  return prefix ? `${prefix}${path.startsWith('/') ? path : `/${path}`}` : path;
}

// The React side of the i18n mechanism: the page's language (the shell provides it from the URL,
// on the server and in the browser) and the hooks that read a catalog in it.
import { createContext, createElement, Fragment, use, useContext, type Context, type ReactNode } from 'react';
import { catalogIn, type Catalog, type Messages } from './catalog';
import { formatMessage, formatMessageParts, type MessageValues, type TagRenderer } from './icu';
import { DEFAULT_LOCALE, pathInLocale, type Locale } from './locales';

// Every app bundles its own copy of this module; a context connects provider and readers only when
// it is one object, so there is one per page (or server process), found by a global symbol.
const KEY = Symbol.for('site.locale-context');
const registry = globalThis as typeof globalThis & { [KEY]?: Context<Locale> };

/** The page's language. Without a provider (a remote's own tests, its standalone page): English. */
export const LocaleContext: Context<Locale> = (registry[KEY] ??= createContext<Locale>(DEFAULT_LOCALE));

export const useLocale = (): Locale => useContext(LocaleContext);

/** A catalog's content in the page's language; waits (Suspense) the first time a translation loads. */
export function useCatalog<T>(catalog: Catalog<T>): T {
  const content = catalogIn(catalog, useLocale());
  return content instanceof Promise ? use(content) : content;
}

export interface Translator<M extends Messages> {
  /** The message, its values filled in. */
  (key: keyof M & string, values?: MessageValues): string;
  /** The message with <tag>s rendered by `tags` (links, emphasis). */
  rich(key: keyof M & string, tags: Readonly<Record<string, (chunks: ReactNode[]) => ReactNode>>, values?: MessageValues): ReactNode;
  readonly locale: Locale;
}

// One translator per loaded catalog content and language: made once, never per render. Keyed by
// language too, since a translation that fails to load leaves English's own object in its place.
const translators: Readonly<Record<Locale, WeakMap<Messages, Translator<Messages>>>> = { en: new WeakMap(), ml: new WeakMap() };

export function translator<M extends Messages>(messages: M, locale: Locale): Translator<M> {
  let t = translators[locale].get(messages) as Translator<M> | undefined;
  if (!t) {
    const format = (key: keyof M & string, values?: MessageValues) => formatMessage(messages[key] ?? '', values);
    t = Object.assign(format, {
      rich: (key: keyof M & string, tags: Readonly<Record<string, (chunks: ReactNode[]) => ReactNode>>, values: MessageValues = {}) =>
        createElement(Fragment, null, ...formatMessageParts<ReactNode>(messages[key] ?? '', values, tags as Record<string, TagRenderer<ReactNode>>)),
      locale,
    });
    translators[locale].set(messages, t as Translator<Messages>);
  }
  return t;
}

/** `t(key, values)` for a message catalog in the page's language. */
export function useMessages<M extends Messages>(catalog: Catalog<M>): Translator<M> {
  const locale = useLocale();
  return translator(useCatalog(catalog), locale);
}

/**
 * A site path in the page's language, for the few links that are not the router's (the router's
 * basename already keeps a Malayalam page's <Link>s in Malayalam).
 */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return (path) => pathInLocale(path, locale);
}

/**
 * `lang` for text the admin host publishes in English (document names, posts, dealers' addresses)
 * on a page in another language, so screen readers pronounce it as English; nothing on English pages.
 */
export function useEnglishDataLang(): 'en-IN' | undefined {
  return useLocale() === DEFAULT_LOCALE ? undefined : 'en-IN';
}

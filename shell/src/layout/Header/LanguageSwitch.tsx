import { useLocation } from 'react-router';
import { HTML_LANG, LOCALE_NAMES, LOCALES, pathInLocale } from '@site/shared/i18n/locales';
import { useLocale, useMessages } from '@site/shared/i18n/react';
import { useHydrated } from '@site/shared/ui/hydration/useHydrated';
import { shellMessages } from '../../messages/shell';
import { pageQuery } from '../../routes/route-table';
import styles from './LanguageSwitch.module.css';

/**
 * English / മലയാളം: the same page and query in the other language (issue 31). Each name is
 * written, and marked, in its own language. A switch loads the other language's page from the
 * server (its own <html lang>, fonts and messages), so these are plain links, not the router's.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useMessages(shellMessages);
  const current = useLocale();
  const { pathname, search } = useLocation();
  // The server rendered the page with only the query its screens read: hydrate with the same
  // links, then keep the whole query.
  const query = useHydrated() ? search : pageQuery(search);
  return (
    <nav className={`${styles.switch} ${className ?? ''}`} aria-label={t('language.label')}>
      <ul className={styles.list}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <a
              className={styles.link}
              href={`${pathInLocale(pathname, locale)}${query}`}
              lang={HTML_LANG[locale]}
              hrefLang={HTML_LANG[locale]}
              aria-current={locale === current ? 'true' : undefined}
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

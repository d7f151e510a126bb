import { useState, type FormEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';
import { useMessages } from '@site/shared/i18n/react';
import { ScreenHydrated } from '../../remotes/ScreenHydrated';
import { shellMessages } from '../../messages/shell';
import { descriptionKey, titleKey } from '../../messages/shell.en';
import styles from './NotFound.module.css';

/** The site's search: the investor archive's (issue 17), where most deep links a visitor mistypes lead. */
export const SEARCH_PATH = '/investors/search';

/** The main sections a lost visitor is offered (issue 29), each with its title and one line. */
export const MAIN_SECTIONS = ['/product/pvc-electricals', '/dealer-networks', '/investors', '/blog', '/about', '/contact'] as const;

/**
 * Unknown path: a 404 inside the layout, with a search and the main sections besides the way home.
 * The search is a plain GET form to the search page, so it works before (and without) the script;
 * with it, it moves there in the page.
 */
export function NotFound() {
  const t = useMessages(shellMessages);
  const navigate = useNavigate();
  const searchHref = useHref(SEARCH_PATH);
  const [query, setQuery] = useState('');
  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = query.trim();
    void navigate(text ? `${SEARCH_PATH}?q=${encodeURIComponent(text)}` : SEARCH_PATH);
  };
  return (
    <PageHeader title={t('notFound.title')} eyebrow={t('notFound.eyebrow')}>
      <ScreenHydrated path="404" />
      <p>{t('notFound.text')}</p>
      <form className={styles.search} role="search" action={searchHref} method="get" onSubmit={search}>
        <label htmlFor="not-found-search" className={styles.searchLabel}>
          {t('notFound.search')}
        </label>
        <div className={styles.searchRow}>
          <input
            id="not-found-search"
            className={styles.searchInput}
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('notFound.searchPlaceholder')}
          />
          <button type="submit" className="btn btn-primary">
            {t('notFound.searchButton')}
          </button>
        </div>
      </form>
      <h2 className={styles.sectionsHeading}>{t('notFound.sections')}</h2>
      <ul className={styles.sections}>
        {MAIN_SECTIONS.map((path) => (
          <li key={path}>
            <Link className={styles.section} to={path}>
              <span className={styles.sectionTitle}>{t(titleKey(path))}</span>
              <span className={styles.sectionText}>{t(descriptionKey(path))}</span>
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <Link className="btn btn-outline" to="/">
          {t('home.link')}
        </Link>
      </p>
    </PageHeader>
  );
}

import { SEARCH_QUERY_MAX_CHARS } from '@site/shared/contract/investor-archive';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchUrl } from './hits';
import styles from './SearchForm.module.css';
import { useLocalePath, useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';

interface Props {
  /** Text the box starts with (the results view passes the current query). */
  initialQuery?: string;
  label?: string;
}

/**
 * Search box of the investor section. A plain GET form to /investors/search, so it works before
 * the page's script runs; with script it navigates inside the shell.
 */
export function SearchForm({ initialQuery = '', label: givenLabel }: Props) {
  const t = useMessages(investorsMessages);
  const label = givenLabel ?? t('search.label');
  const toLocale = useLocalePath();
  const id = useId();
  const [query, setQuery] = useState(initialQuery);
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(searchUrl(query));
  };
  return (
    <form role="search" aria-label={t('search.form')} className={styles.form} action={toLocale('/investors/search')} method="get" onSubmit={submit}>
      <label htmlFor={`${id}-q`} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={query}
          maxLength={SEARCH_QUERY_MAX_CHARS}
          placeholder={t('search.example')}
          autoComplete="off"
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className="btn btn-primary">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}

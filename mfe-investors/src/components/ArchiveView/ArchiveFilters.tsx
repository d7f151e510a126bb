import { useId } from 'react';
import { MAX_QUERY_LENGTH } from '../../logic/archive';
import { financialYearLabel } from '../../logic/financial-year';
import type { ArchiveFilterState } from '../../logic/useArchiveFilter';
import styles from './ArchiveView.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { investorPagesContent } from '../../messages/pages';

interface Props {
  title: string;
  /** Years that have documents, newest first. */
  years: readonly string[];
  filter: ArchiveFilterState;
}

/**
 * Year select ('All years' + each year with documents) and a text box; both act as you change them.
 * Without script the form still works: Enter submits `?year=…&q=…` (the field names are the URL's,
 * PAGE_QUERY_PARAMS in the shell's route table) and the server renders that view.
 */
export function ArchiveFilters({ title, years, filter }: Props) {
  const c = useCatalog(investorPagesContent);
  const id = useId();
  // A shared URL may name a year this list has nothing for: keep it selectable so the view is honest.
  const options = filter.year && !years.includes(filter.year) ? [filter.year, ...years].sort().reverse() : years;
  return (
    <form role="search" aria-label={formatMessage(c.filterLabel, { title })} className={styles.filters} onSubmit={(event) => event.preventDefault()}>
      {options.length > 0 && (
        <div className={styles.field}>
          <label htmlFor={`${id}-year`}>{c.year}</label>
          <select id={`${id}-year`} name="year" value={filter.year ?? ''} onChange={(event) => filter.setYear(event.target.value || null)}>
            <option value="">{c.allYears}</option>
            {options.map((year) => (
              <option key={year} value={year}>
                {financialYearLabel(year)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={`${styles.field} ${styles.textField}`}>
        <label htmlFor={`${id}-q`}>{formatMessage(c.searchIn, { title })}</label>
        <input
          id={`${id}-q`}
          name="q"
          type="search"
          value={filter.query}
          maxLength={MAX_QUERY_LENGTH}
          placeholder={c.searchExample}
          autoComplete="off"
          onChange={(event) => filter.setQuery(event.target.value)}
        />
      </div>
      {(filter.year !== null || filter.query !== '') && (
        <button type="button" className={`btn btn-secondary ${styles.clear}`} onClick={filter.clear}>
          {c.clearFilters}
        </button>
      )}
    </form>
  );
}

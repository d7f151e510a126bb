import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { FoundDealer } from '../../../logic/dealer-kind';
import { SEARCH_TEXTS } from '../../../data/dealer-search';
import { DealerCard } from '../DealerCard/DealerCard';
import type { SearchState } from '../../../logic/search-state';
import { SORT_OPTIONS, sortDealers, type DealerSort } from '../../../logic/sort-results';
import styles from './ResultsList.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { dealersMessages, optionKey, searchKey } from '../../../messages/dealers';

interface Props {
  state: SearchState;
  onViewLocation: (dealer: FoundDealer, opener: HTMLButtonElement) => void;
}

/** Cards shown at first and added by each 'Show more'. */
export const RESULTS_PAGE_SIZE = 12;

function StatusMessage({ state }: { state: SearchState }) {
  const t = useMessages(dealersMessages);
  switch (state.status) {
    case 'idle':
      return <p className={styles.prompt}>{t(searchKey('idle'))}</p>;
    case 'searching':
      return (
        <p className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          {t(searchKey('searching'))}
        </p>
      );
    case 'results':
      // A search for distributors found distributors; any other search says dealers (spec's wording).
      return (
        <p className={styles.count}>
          {state.results.every((dealer) => dealer.kind === 'distributor')
            ? t('foundDistributors', { count: state.results.length })
            : t('found', { count: state.results.length })}
        </p>
      );
    case 'notFound':
      return <p className={styles.notFound}>{t(searchKey('notFound'))}</p>;
    case 'failed':
      return <p className={styles.failed}>{state.reason === 'rateLimited' ? t(searchKey('rateLimited')) : t(searchKey('failed'))}</p>;
  }
}

/**
 * The search outcome. The status line (prompt, loader, count, 'Data not Found!', failure) sits in
 * one polite live region that exists from the start, so every change is announced.
 */
export function ResultsList({ state, onViewLocation }: Props) {
  const t = useMessages(dealersMessages);
  const idle = state.status === 'idle';
  // Idle, the block is an invitation (issue 29): a pin, the spec's 'Search Location' as its title and
  // a line on how to search, instead of a dashed placeholder. Slots keep their places, so the live
  // region is the same element in every state.
  return (
    <div className={styles.results} data-state={state.status} aria-busy={state.status === 'searching'}>
      {idle ? <PinIcon /> : null}
      <div role="status" aria-live="polite" className={styles.status}>
        <StatusMessage state={state} />
      </div>
      {idle ? <p className={styles.inviteLead}>{t('idle.lead')}</p> : null}
      {/* A new search starts again at the first page (keyed by its result list). */}
      {state.status === 'results' ? <Results key={resultsKey(state.results)} results={state.results} onViewLocation={onViewLocation} /> : null}
    </div>
  );
}

/** A map pin in the brand's colours (decorative). */
function PinIcon() {
  return (
    <svg className={styles.pin} viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="24" fill="currentColor" opacity="0.12" />
      <path d="M24 10c-5.5 0-10 4.3-10 9.7C14 27 24 38 24 38s10-11 10-18.3C34 14.3 29.5 10 24 10Z" fill="currentColor" />
      <circle cx="24" cy="19.5" r="3.8" fill="#fff" />
    </svg>
  );
}

const resultsKey = (results: readonly FoundDealer[]) => results.map((dealer) => `${dealer.name}|${dealer.phone}`).join('\n');

/** Sort control, the first cards and 'Show more' for the rest: never a wall of 50+ cards. */
function Results({ results, onViewLocation }: { results: readonly FoundDealer[]; onViewLocation: Props['onViewLocation'] }) {
  const t = useMessages(dealersMessages);
  const sortId = useId();
  const [sort, setSort] = useState<DealerSort>('town');
  const [shown, setShown] = useState(RESULTS_PAGE_SIZE);
  const sorted = useMemo(() => sortDealers(results, sort), [results, sort]);
  const visible = sorted.slice(0, shown);
  const remaining = sorted.length - visible.length;
  // After 'Show more', focus moves to the first new card, so keyboard users carry on from there.
  const firstNew = useRef<number | null>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (firstNew.current === null) return;
    const heading = list.current?.querySelectorAll<HTMLElement>('h3')[firstNew.current];
    firstNew.current = null;
    heading?.focus();
  }, [shown]);

  return (
    <>
      <div className={styles.toolbar}>
        <p className={styles.showing}>
          {t('showing', { shown: visible.length, total: sorted.length })}
        </p>
        {sorted.length > 1 ? (
          <div className={styles.sort}>
            <label htmlFor={sortId}>{t('sortBy')}</label>
            <select id={sortId} value={sort} onChange={(event) => setSort(event.target.value as DealerSort)}>
              {SORT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(optionKey('sort', option.value))}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <ul ref={list} className={styles.list} aria-label={t('dealersFound')}>
        {visible.map((dealer, index) => (
          <li key={`${dealer.name}-${dealer.phone}-${index}`}>
            <DealerCard dealer={dealer} onViewLocation={onViewLocation} />
          </li>
        ))}
      </ul>
      {remaining > 0 ? (
        <p className={styles.more}>
          <button
            type="button"
            className="btn btn-secondary"
            onClick={() => {
              firstNew.current = visible.length;
              setShown((count) => count + RESULTS_PAGE_SIZE);
            }}
          >
            {t('showMore', { count: Math.min(remaining, RESULTS_PAGE_SIZE) })}
          </button>
        </p>
      ) : null}
    </>
  );
}

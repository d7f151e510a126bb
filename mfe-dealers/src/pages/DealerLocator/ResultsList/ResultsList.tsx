import type { DealerSearchResult } from '@site/shared/types/entities';
import { SEARCH_TEXTS } from '../../../data/dealerSearch';
import { DealerCard } from '../DealerCard/DealerCard';
import type { SearchState } from '../logic/searchState';
import styles from './ResultsList.module.css';

interface Props {
  state: SearchState;
  onViewLocation: (dealer: DealerSearchResult, opener: HTMLButtonElement) => void;
}

const countText = (count: number) => `${count} ${count === 1 ? 'dealer' : 'dealers'} found`;

function StatusMessage({ state }: { state: SearchState }) {
  switch (state.status) {
    case 'idle':
      return <p className={styles.prompt}>{SEARCH_TEXTS.idle}</p>;
    case 'searching':
      return (
        <p className={styles.loading}>
          <span className={styles.spinner} aria-hidden="true" />
          {SEARCH_TEXTS.searching}
        </p>
      );
    case 'results':
      return <p className={styles.count}>{countText(state.results.length)}</p>;
    case 'notFound':
      return <p className={styles.notFound}>{SEARCH_TEXTS.notFound}</p>;
    case 'failed':
      return <p className={styles.failed}>{state.reason === 'rateLimited' ? SEARCH_TEXTS.rateLimited : SEARCH_TEXTS.failed}</p>;
  }
}

/**
 * The search outcome. The status line (prompt, loader, count, 'Data not Found!', failure) sits in
 * one polite live region that exists from the start, so every change is announced.
 */
export function ResultsList({ state, onViewLocation }: Props) {
  return (
    <div className={styles.results} aria-busy={state.status === 'searching'}>
      <div role="status" aria-live="polite" className={styles.status}>
        <StatusMessage state={state} />
      </div>
      {state.status === 'results' ? (
        <ul className={styles.list} aria-label="Dealers found">
          {state.results.map((dealer, index) => (
            <li key={`${dealer.name}-${dealer.phone}-${index}`}>
              <DealerCard dealer={dealer} onViewLocation={onViewLocation} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

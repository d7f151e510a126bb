import { useId, type MouseEvent } from 'react';
import type { DealerSearchResult } from '@site/shared/types/entities';
import { telHref } from '../logic/phone';
import styles from './DealerCard.module.css';

interface Props {
  dealer: DealerSearchResult;
  /** Opens the detail modal; the button is passed so focus can go back to it afterwards. */
  onViewLocation: (dealer: DealerSearchResult, opener: HTMLButtonElement) => void;
}

/** One search result: name, address, phone (tel: link) and View Location (spec §2.6). */
export function DealerCard({ dealer, onViewLocation }: Props) {
  const nameId = useId();
  const tel = dealer.phone ? telHref(dealer.phone) : null;
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <h3 id={nameId} className={styles.name}>
        {dealer.name}
      </h3>
      <address className={styles.address}>{dealer.address}</address>
      {dealer.phone ? (
        <p className={styles.phone}>
          <span className={styles.label}>Phone: </span>
          {tel ? <a href={tel}>{dealer.phone}</a> : dealer.phone}
        </p>
      ) : null}
      <button
        type="button"
        className={`btn btn-secondary ${styles.view}`}
        // The visible words come first (WCAG 2.5.3); the name tells the many buttons apart.
        aria-label={`View Location: ${dealer.name}`}
        onClick={(event: MouseEvent<HTMLButtonElement>) => onViewLocation(dealer, event.currentTarget)}
      >
        View Location
      </button>
    </article>
  );
}

import { useId, type MouseEvent } from 'react';
import type { FoundDealer } from '../../../logic/dealer-kind';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import styles from './DealerCard.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { dealersMessages, optionKey } from '../../../messages/dealers';

interface Props {
  dealer: FoundDealer;
  /** Opens the detail modal; the button is passed so focus can go back to it afterwards. */
  onViewLocation: (dealer: FoundDealer, opener: HTMLButtonElement) => void;
}

/**
 * One search result: dealer or distributor, name, address, phone (a tap-to-call link in the site's one format) and
 * View Location (spec §2.6). Its four rows line up with the cards beside it (the list is a grid
 * and each card a subgrid), so every Phone line and button sits at the same height in a row.
 */
export function DealerCard({ dealer, onViewLocation }: Props) {
  const t = useMessages(dealersMessages);
  const dataLang = useEnglishDataLang();
  const nameId = useId();
  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.head}>
        {/* Dealer or distributor: its type code, or the type searched for (logic/dealer-kind.ts). */}
        {dealer.kind ? <p className={styles.kind}>{t(optionKey('type', dealer.kind === 'dealer' ? '2' : '1'))}</p> : null}
        <h3 id={nameId} className={styles.name} tabIndex={-1} lang={dataLang}>
          {dealer.name}
        </h3>
      </div>
      <address className={styles.address} lang={dataLang}>
        {dealer.address}
      </address>
      <p className={styles.phone}>
        {dealer.phone ? (
          <>
            <span className={styles.label}>{t('card.phone')}</span>
            <PhoneLink number={dealer.phone} className={styles.call} />
          </>
        ) : null}
      </p>
      <button
        type="button"
        className={`btn btn-secondary ${styles.view}`}
        // The visible words come first (WCAG 2.5.3); the name tells the many buttons apart.
        aria-label={t('card.viewLabel', { name: dealer.name })}
        onClick={(event: MouseEvent<HTMLButtonElement>) => onViewLocation(dealer, event.currentTarget)}
      >
        {t('card.view')}
      </button>
    </article>
  );
}

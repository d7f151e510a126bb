import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { FoundDealer } from '../../logic/dealer-kind';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';
import { DealerDetailsModal } from './DealerDetailsModal/DealerDetailsModal';
import { DealerUpdateForm } from './DealerUpdateForm/DealerUpdateForm';
import { ResultsList } from './ResultsList/ResultsList';
import { SearchForm } from './SearchForm/SearchForm';
import { useDealerSearch } from '../../api/useDealerSearch';
import styles from './DealerLocator.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { dealersMessages } from '../../messages/dealers';

/** /dealer-networks (spec §2.6): search form, results, dealer detail modal, update form. */
export default function DealerLocator() {
  const t = useMessages(dealersMessages);
  const searchHeadingId = useId();
  const updateHeadingId = useId();
  const { state, search } = useDealerSearch();
  // One modal at a time (spec §4): the page holds at most one selected dealer.
  const [selected, setSelected] = useState<FoundDealer | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  const returnFocus = useRef(false);

  const viewLocation = useCallback((dealer: FoundDealer, button: HTMLButtonElement) => {
    opener.current = button;
    setSelected(dealer);
  }, []);

  const closeDetails = useCallback(() => {
    returnFocus.current = true;
    setSelected(null);
  }, []);

  // The Modal gives focus back to whatever was focused when it opened; browsers that do not focus
  // a clicked button (Safari) leave that empty, so the View Location button is focused here too.
  useEffect(() => {
    if (selected !== null || !returnFocus.current) return;
    returnFocus.current = false;
    if (opener.current?.isConnected) opener.current.focus();
  }, [selected]);

  return (
    <>
      <PageHeader title={t('title')}>
        <p>{t('intro')}</p>
      </PageHeader>
      <section className={`container ${styles.section}`} aria-labelledby={searchHeadingId}>
        <h2 id={searchHeadingId} className={styles.heading}>
          {t('findTitle')}
        </h2>
        <SearchForm onSearch={(criteria) => void search(criteria)} labelledBy={searchHeadingId} />
        <ResultsList state={state} onViewLocation={viewLocation} />
      </section>
      <section className={`container ${styles.section} ${styles.update}`} aria-labelledby={updateHeadingId}>
        <h2 id={updateHeadingId} className={styles.heading}>
          {t('updatesTitle')}
        </h2>
        <p className={styles.lead}>{t('updatesLead')}</p>
        <DealerUpdateForm labelledBy={updateHeadingId} />
      </section>
      <DealerDetailsModal dealer={selected} onClose={closeDetails} />
    </>
  );
}

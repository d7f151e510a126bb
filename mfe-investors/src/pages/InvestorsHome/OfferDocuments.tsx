import { useAdminList } from '@site/shared/api/useAdminList';
import type { InitialPublicOfferDocument } from '@site/shared/types/entities';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { DownloadLink } from '@site/shared/ui/DocumentList/DownloadLink';
import { useId, useMemo } from 'react';
import { HIGHLIGHT_ENDPOINTS } from '../../api/endpoints';
import { investorsMessages } from '../../messages/investors';
import styles from './InvestorsHome.module.css';

const isOffer = (value: unknown): value is InitialPublicOfferDocument =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as InitialPublicOfferDocument).offers_Document === 'string' &&
  (value as InitialPublicOfferDocument).offers_Document.trim() !== '' &&
  typeof (value as InitialPublicOfferDocument).document_Name === 'string' &&
  (value as InitialPublicOfferDocument).document_Name.trim() !== '';

/**
 * The offer documents in the Initial Public Offer group of /investors, as the header's Initial Public
 * Offer menu lists them (spec §2.2: each downloads as '<document name>.pdf'): the group holds what its
 * menu holds, and its card is as full as the others (issue 29). Nothing when the list is empty.
 */
export function OfferDocuments() {
  const t = useMessages(investorsMessages);
  const dataLang = useEnglishDataLang();
  const id = useId();
  const { records } = useAdminList<unknown>(HIGHLIGHT_ENDPOINTS.offerDocuments);
  const offers = useMemo(() => records.filter(isOffer), [records]);
  if (offers.length === 0) return null;
  return (
    <div className={styles.offers}>
      <h3 id={id} className={styles.offersTitle}>
        {t('ipo.offerDocuments')}
      </h3>
      <ul className={styles.offerList} aria-labelledby={id}>
        {offers.map((offer) => (
          <li key={offer.offers_Document}>
            <DownloadLink name={offer.document_Name} path={offer.offers_Document} label={offer.document_Name} className={styles.offer} />
          </li>
        ))}
      </ul>
    </div>
  );
}

import { useId, useState } from 'react';
import { Modal } from '@site/shared/ui/Modal/Modal';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import type { DealerSearchResult } from '@site/shared/types/entities';
import { SEARCH_TEXTS } from '../../../data/dealer-search';
import { directionsUrl, isValidMapUrl, mapEmbedUrl } from '../../../logic/map-location';
import styles from './DealerDetailsModal.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { dealersMessages, searchKey } from '../../../messages/dealers';

interface Props {
  /** The dealer whose View Location was chosen; null keeps the modal closed. */
  dealer: DealerSearchResult | null;
  onClose: () => void;
}

/**
 * The map part of the details: a directions link (new tab) and, only after a click, an embedded
 * map, so no third-party frame loads unasked. An invalid location says 'Map location not found'.
 */
function MapLocation({ dealer }: { dealer: DealerSearchResult }) {
  const t = useMessages(dealersMessages);
  const [showMap, setShowMap] = useState(false);
  const mapId = useId();
  if (!isValidMapUrl(dealer.location)) return <p className={styles.notFound}>{t(searchKey('mapNotFound'))}</p>;
  const embed = mapEmbedUrl(dealer.location);
  return (
    <>
      <div className={styles.actions}>
        <a className="btn btn-primary" href={directionsUrl(dealer.location)} target="_blank" rel="noopener noreferrer">
          {t('details.directions')}
          <span className="visually-hidden">{t('details.newTab')}</span>
        </a>
        {embed ? (
          <button
            type="button"
            className="btn btn-outline"
            aria-expanded={showMap}
            aria-controls={mapId}
            onClick={() => setShowMap((shown) => !shown)}
          >
            {showMap ? t('details.hideMap') : t('details.showMap')}
          </button>
        ) : null}
      </div>
      {embed ? (
        <div id={mapId} className={styles.map} hidden={!showMap}>
          {showMap ? (
            <iframe
              title={t('details.mapTitle', { name: dealer.name })}
              src={embed}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className={styles.frame}
            />
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The dealer detail modal (spec §4): one at a time, opened by View Location. */
export function DealerDetailsModal({ dealer, onClose }: Props) {
  const t = useMessages(dealersMessages);
  // The dealer's name and address are the admin host's English.
  const dataLang = useEnglishDataLang();
  return (
    <Modal open={dealer !== null} onClose={onClose} title={dealer?.name ?? t('details.title')} titleLang={dealer ? dataLang : undefined}>
      {dealer ? (
        <>
          <dl className={styles.details}>
            <dt>{t('details.address')}</dt>
            <dd>
              <address lang={dataLang}>{dealer.address}</address>
            </dd>
            {dealer.phone ? (
              <>
                <dt>{t('details.phone')}</dt>
                <dd>
                  <PhoneLink number={dealer.phone} />
                </dd>
              </>
            ) : null}
          </dl>
          <h3 className={styles.mapHeading}>{t('details.location')}</h3>
          {/* Keyed by dealer so the map starts hidden for every dealer opened. */}
          <MapLocation key={`${dealer.name}|${dealer.location ?? ''}`} dealer={dealer} />
        </>
      ) : null}
    </Modal>
  );
}

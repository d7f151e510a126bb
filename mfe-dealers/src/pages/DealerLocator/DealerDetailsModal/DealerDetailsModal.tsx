import { useId, useState } from 'react';
import type { FoundDealer } from '../../../logic/dealer-kind';
import { Modal } from '@site/shared/ui/Modal/Modal';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { SEARCH_TEXTS } from '../../../data/dealer-search';
import { addressDirectionsUrl, directionsUrl, isValidMapUrl, mapEmbedUrl } from '../../../logic/map-location';
import styles from './DealerDetailsModal.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { dealersMessages, optionKey, searchKey } from '../../../messages/dealers';

interface Props {
  /** The dealer whose View Location was chosen; null keeps the modal closed. */
  dealer: FoundDealer | null;
  onClose: () => void;
}

/** 'Get directions' (a new tab). */
function DirectionsLink({ href }: { href: string }) {
  const t = useMessages(dealersMessages);
  return (
    <a className="btn btn-primary" href={href} target="_blank" rel="noopener noreferrer">
      {t('details.directions')}
      <span className="visually-hidden">{t('details.newTab')}</span>
    </a>
  );
}

/**
 * The map part of the details: a directions link (new tab) and, only after a click, an embedded
 * map, so no third-party frame loads unasked. An invalid location says 'Map location not found'
 * (spec §5) and still offers directions, to the dealer's address (issue 29).
 */
function MapLocation({ dealer }: { dealer: FoundDealer }) {
  const t = useMessages(dealersMessages);
  const [showMap, setShowMap] = useState(false);
  const mapId = useId();
  if (!isValidMapUrl(dealer.location)) {
    const toAddress = addressDirectionsUrl(dealer.address);
    return (
      <>
        <p className={styles.notFound}>{t(searchKey('mapNotFound'))}</p>
        {toAddress ? (
          <div className={styles.actions}>
            <DirectionsLink href={toAddress} />
          </div>
        ) : null}
      </>
    );
  }
  const embed = mapEmbedUrl(dealer.location);
  return (
    <>
      <div className={styles.actions}>
        <DirectionsLink href={directionsUrl(dealer.location)} />
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
            {dealer.kind ? (
              <>
                <dt>{t('details.type')}</dt>
                <dd>{t(optionKey('type', dealer.kind === 'dealer' ? '2' : '1'))}</dd>
              </>
            ) : null}
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

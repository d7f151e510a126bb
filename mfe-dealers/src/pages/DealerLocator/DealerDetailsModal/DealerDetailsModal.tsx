import { useId, useState } from 'react';
import { Modal } from '@site/shared/ui/Modal/Modal';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import type { DealerSearchResult } from '@site/shared/types/entities';
import { SEARCH_TEXTS } from '../../../data/dealer-search';
import { directionsUrl, isValidMapUrl, mapEmbedUrl } from '../../../logic/map-location';
import styles from './DealerDetailsModal.module.css';

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
  const [showMap, setShowMap] = useState(false);
  const mapId = useId();
  if (!isValidMapUrl(dealer.location)) return <p className={styles.notFound}>{SEARCH_TEXTS.mapNotFound}</p>;
  const embed = mapEmbedUrl(dealer.location);
  return (
    <>
      <div className={styles.actions}>
        <a className="btn btn-primary" href={directionsUrl(dealer.location)} target="_blank" rel="noopener noreferrer">
          Get directions<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
        {embed ? (
          <button
            type="button"
            className="btn btn-outline"
            aria-expanded={showMap}
            aria-controls={mapId}
            onClick={() => setShowMap((shown) => !shown)}
          >
            {showMap ? 'Hide map' : 'Show map'}
          </button>
        ) : null}
      </div>
      {embed ? (
        <div id={mapId} className={styles.map} hidden={!showMap}>
          {showMap ? (
            <iframe
              title={`Map showing ${dealer.name}`}
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
  return (
    <Modal open={dealer !== null} onClose={onClose} title={dealer?.name ?? 'Dealer details'}>
      {dealer ? (
        <>
          <dl className={styles.details}>
            <dt>Address</dt>
            <dd>
              <address>{dealer.address}</address>
            </dd>
            {dealer.phone ? (
              <>
                <dt>Phone</dt>
                <dd>
                  <PhoneLink number={dealer.phone} />
                </dd>
              </>
            ) : null}
          </dl>
          <h3 className={styles.mapHeading}>Location</h3>
          {/* Keyed by dealer so the map starts hidden for every dealer opened. */}
          <MapLocation key={`${dealer.name}|${dealer.location ?? ''}`} dealer={dealer} />
        </>
      ) : null}
    </Modal>
  );
}

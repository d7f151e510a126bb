import { useId, useState } from 'react';
import { ProductImage } from '../../components/ProductImage/ProductImage';
import type { CaptionedPicture } from '../../data/media';
import styles from './CardPhotos.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { electricalFittingsContent } from '../../messages/electrical-fittings';

/** The CSS module has a position rule for each index up to this many photos. */
export const MAX_CARD_PHOTOS = 6;

interface Props {
  /** Names the slider, e.g. 'Bends photos'. */
  label: string;
  photos: readonly CaptionedPicture[];
}

/**
 * A card's small photo slider (spec §2.12). Its buttons sit in a row under the photo, never over
 * it, so the picture keeps the card's full width. One photo moves per click in 500 ms (spec §9),
 * wrapping round at either end; a single photo gets no buttons. The track is moved by a
 * data attribute, not an inline style, so a strict Content-Security-Policy never blocks it.
 */
export function CardPhotos({ label, photos }: Props) {
  const c = useCatalog(electricalFittingsContent);
  const count = Math.min(photos.length, MAX_CARD_PHOTOS);
  const [index, setIndex] = useState(0);
  // Filled in only after a move, so nothing is announced when the page loads.
  const [announcement, setAnnouncement] = useState('');
  const trackId = useId();
  const move = (step: number) => {
    const next = (index + step + count) % count;
    setIndex(next);
    setAnnouncement(formatMessage(c.photoOf, { n: next + 1, count }));
  };

  return (
    <section className={styles.slider} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport}>
        <div id={trackId} className={styles.track} data-index={index}>
          {photos.slice(0, count).map((photo, i) => (
            <div
              key={photo.image}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={formatMessage(c.nOfCount, { n: i + 1, count })}
              aria-hidden={i === index ? undefined : true}
              inert={i === index ? undefined : true}
            >
              <ProductImage {...photo} sizes="(min-width: 992px) 340px, (min-width: 768px) 45vw, 90vw" className={styles.photo} />
            </div>
          ))}
        </div>
      </div>
      {/* Always there, empty for a single photo, so the cards' titles and tables line up. */}
      <div className={styles.controls}>
        {count > 1 ? (
          <>
          <button type="button" className={styles.button} aria-controls={trackId} aria-label={c.previousPhoto} onClick={() => move(-1)}>
            <span aria-hidden="true">‹</span>
          </button>
          <span className={styles.position} aria-hidden="true">
            {index + 1} / {count}
          </span>
          <button type="button" className={styles.button} aria-controls={trackId} aria-label={c.nextPhoto} onClick={() => move(1)}>
            <span aria-hidden="true">›</span>
          </button>
            <span className="visually-hidden" aria-live="polite">
              {announcement}
            </span>
          </>
        ) : null}
      </div>
    </section>
  );
}

import { useEffect } from 'react';
import { Modal } from '@site/shared/ui/Modal/Modal';
import type { GalleryItem } from '../../data/gallery';
import { srcOf, srcSetOf, type MediaImage } from '../../logic/media';
import styles from './Gallery.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { galleryContent } from '../../messages/gallery';

interface Props {
  items: readonly GalleryItem[];
  imageOf: (item: GalleryItem) => MediaImage;
  /** Index of the picture shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** The picture large, with previous/next buttons and arrow keys; Escape closes (the Modal). */
export function Lightbox({ items, imageOf, index, onIndexChange, onClose }: Props) {
  const c = useCatalog(galleryContent);
  const count = items.length;
  const open = index !== null;
  const step = (delta: number) => {
    if (index !== null) onIndexChange((index + delta + count) % count);
  };

  // Re-subscribed every render so the handler always steps from the current picture.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const item = index !== null ? items[index] : undefined;
  const image = item ? imageOf(item) : undefined;
  return (
    <Modal open={open} onClose={onClose} title={index !== null ? formatMessage(c.photoOf, { n: index + 1, count }) : ''} size="lg">
      {item && image ? (
        <figure className={styles.large}>
          <img
            key={item.id}
            className={styles.largeImage}
            sizes="(min-width: 900px) 860px, 100vw"
            srcSet={srcSetOf(image)}
            src={srcOf(image)}
            width={image.width}
            height={image.height}
            alt={item.alt}
          />
          <figcaption className={styles.caption} aria-live="polite">
            <strong>{item.caption}</strong>
            <span className={styles.captionDetail}>{item.alt}</span>
          </figcaption>
          <div className={styles.nav}>
            <button type="button" className="btn btn-outline" onClick={() => step(-1)}>
              <span aria-hidden="true">‹</span> {c.previous}
              <span className="visually-hidden">{c.photoSuffix}</span>
            </button>
            <button type="button" className="btn btn-outline" onClick={() => step(1)}>
              {c.next}
              <span className="visually-hidden">{c.photoSuffix}</span> <span aria-hidden="true">›</span>
            </button>
          </div>
          <p className={styles.keys}>{c.tip}</p>
        </figure>
      ) : null}
    </Modal>
  );
}

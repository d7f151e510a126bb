import type { GalleryItem } from '../../data/gallery';
import { srcOf, srcSetOf, type MediaImage } from '../../logic/media';
import { useNearViewport } from './useNearViewport';
import styles from './Gallery.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { galleryContent } from '../../messages/gallery';

interface Props {
  item: GalleryItem;
  image: MediaImage;
  onOpen: () => void;
  /** Shown 2 x 2 somewhere (Gallery.tsx): asks for the larger file where it is that big. */
  feature?: boolean;
}

/**
 * One gallery tile and its caption: a 200 px placeholder until it is within 100 px of the viewport
 * (spec §9), then the thumbnail (native lazy loading as a second guard). The tile keeps its 200 px
 * height either way, so nothing shifts when a picture arrives.
 */
export function GalleryThumb({ item, image, onOpen, feature = false }: Props) {
  const c = useCatalog(galleryContent);
  const { ref, near } = useNearViewport<HTMLButtonElement>();
  return (
    <figure className={styles.figure}>
      <button ref={ref} type="button" className={styles.tile} onClick={onOpen} aria-label={formatMessage(c.viewLarger, { alt: item.alt })} data-loaded={near}>
        {near ? (
          <img
            className={styles.thumb}
            loading="lazy"
            decoding="async"
            sizes={feature ? '(min-width: 992px) 600px, 100vw' : '(min-width: 992px) 290px, 50vw'}
            srcSet={srcSetOf(image)}
            src={srcOf(image, 400)}
            width={image.sources[0]?.w ?? 400}
            height={Math.round(((image.sources[0]?.w ?? 400) * image.height) / image.width)}
            alt={item.alt}
          />
        ) : (
          <span className={styles.placeholder} aria-hidden="true" />
        )}
      </button>
      <figcaption className={styles.tileCaption}>{item.caption}</figcaption>
    </figure>
  );
}

import { Carousel } from '@site/shared/ui/Carousel/Carousel';
import type { MediaImage } from '../../logic/media';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import styles from './BannerCarousel.module.css';

export interface Banner {
  image: MediaImage;
  alt: string;
  caption: string;
}

interface Props {
  label: string;
  banners: readonly Banner[];
  className?: string;
}

/**
 * A page's picture carousel (About, Careers). The first picture is the page's largest paint:
 * loaded at once with high priority; the others are lazy.
 */
export function BannerCarousel({ label, banners, className }: Props) {
  return (
    <Carousel
      label={label}
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      items={banners}
      getKey={(banner) => banner.caption}
      autoplay
      renderItem={(banner, index) => (
        <figure className={styles.slide}>
          <ResponsiveImage image={banner.image} alt={banner.alt} sizes="(min-width: 1200px) 1200px, 100vw" priority={index === 0} className={styles.image} />
          <figcaption className={styles.caption}>{banner.caption}</figcaption>
        </figure>
      )}
    />
  );
}

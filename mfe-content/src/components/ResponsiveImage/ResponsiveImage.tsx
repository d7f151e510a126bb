import { srcOf, srcSetOf, type MediaImage } from '../../logic/media';

interface Props {
  image: MediaImage;
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn, so the browser picks a small file. */
  sizes: string;
  /**
   * The page's largest picture (hero): fetched at once with high priority. Everything else is
   * lazy, so it costs nothing until it is near the viewport.
   */
  priority?: boolean;
  className?: string;
  /** The alt text's language when it is not the page's (a client's English name on a Malayalam page). */
  lang?: string;
}

/**
 * A generated picture with every encoded width in srcset and its intrinsic width/height, so the
 * browser reserves its box before the file arrives (no layout shift).
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, lang }: Props) {
  return (
    <img
      // loading/sizes/srcset come before src so a lazy image never starts the fallback download.
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : 'auto'}
      sizes={sizes}
      srcSet={srcSetOf(image)}
      src={srcOf(image, 800)}
      width={image.width}
      height={image.height}
      alt={alt}
      lang={lang}
      className={className}
    />
  );
}

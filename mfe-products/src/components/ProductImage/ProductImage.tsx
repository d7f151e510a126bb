import { IMAGES } from '../../assets/generated/images';
import type { Picture } from '../../data/media';

interface Props extends Picture {
  /** The image's displayed width for the browser to pick 1x or 2x, e.g. '(min-width: 992px) 33vw, 100vw'. */
  sizes: string;
  /** Above the fold (hero): load at once. Everything else loads lazily. */
  eager?: boolean;
  className?: string;
}

/** A generated WebP in two widths; width/height reserve its box so nothing shifts while it loads. */
export function ProductImage({ image, alt, sizes, eager = false, className }: Props) {
  const { src, srcSet, width, height } = IMAGES[image];
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      className={className}
    />
  );
}

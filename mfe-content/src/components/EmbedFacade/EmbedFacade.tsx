import { useEffect, useRef, useState } from 'react';
import type { MediaImage } from '../../logic/media';
import { ResponsiveImage } from '../ResponsiveImage/ResponsiveImage';
import styles from './EmbedFacade.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { commonMessages } from '../../messages/common';

interface Props {
  /** The third-party embed address (site config), loaded only after the visitor asks for it. */
  src: string;
  /** Names the iframe and the button, e.g. 'Kallada Polypipes company film'. */
  title: string;
  poster: MediaImage;
  kind: 'video' | 'map';
  /** `sizes` of the poster. */
  sizes?: string;
  className?: string;
}

/** Autoplay once loaded: the click that loaded the player already was the 'play'. */
function embedSrc(src: string, kind: Props['kind']): string {
  if (kind !== 'video') return src;
  const url = new URL(src);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  return url.toString();
}

/**
 * Click-to-load facade for videos and maps: until the visitor presses the button the page shows
 * our own poster and makes no request to the third party (no cookies, no tracking, no weight).
 */
export function EmbedFacade({ src, title, poster, kind, sizes = '(min-width: 1200px) 800px, 100vw', className }: Props) {
  const t = useMessages(commonMessages);
  const [loaded, setLoaded] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const label = kind === 'video' ? t('embed.playVideo', { title }) : t('embed.showMap', { title });

  // The button the visitor pressed is gone: keep their place by focusing the player.
  useEffect(() => {
    if (loaded) frameRef.current?.focus();
  }, [loaded]);

  return (
    <div className={[styles.frame, className].filter(Boolean).join(' ')}>
      {loaded ? (
        <iframe
          ref={frameRef}
          className={styles.iframe}
          src={embedSrc(src, kind)}
          title={title}
          allow={kind === 'video' ? 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen' : 'fullscreen'}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <ResponsiveImage image={poster} alt="" sizes={sizes} className={styles.poster} />
          <button type="button" className={styles.play} onClick={() => setLoaded(true)}>
            <span className={styles.icon} aria-hidden="true" data-kind={kind} />
            <span className={styles.label}>{label}</span>
          </button>
        </>
      )}
      {!loaded ? (
        <p className={styles.notice}>
          {kind === 'video' ? t('embed.videoNotice') : t('embed.mapNotice')}
        </p>
      ) : null}
    </div>
  );
}

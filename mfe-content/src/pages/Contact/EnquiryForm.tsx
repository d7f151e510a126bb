import { useEffect, useState } from 'react';
import { siteConfig } from '@site/shared/config/site-config';
import { DEFAULT_ENQUIRY_HEIGHT_PX, originOf, resizeHeightFor } from './enquiry-resize';
import styles from './Contact.module.css';

/**
 * The third-party enquiry form (spec §2.9). It grows to fit its content: the form posts its height
 * and we accept it only from the form's own origin (enquiry-resize.ts).
 */
export function EnquiryForm() {
  const [height, setHeight] = useState(DEFAULT_ENQUIRY_HEIGHT_PX);
  const src = siteConfig.enquiryFormUrl;

  useEffect(() => {
    const origin = originOf(src);
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const next = resizeHeightFor(event, { origin });
      if (next !== null) setHeight(next);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [src]);

  return (
    <iframe
      className={styles.enquiry}
      src={src}
      title="Enquiry form"
      // The height attribute (not a style) so a strict Content-Security-Policy never blocks it.
      height={height}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

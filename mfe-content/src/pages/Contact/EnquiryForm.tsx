import { useEffect, useRef, useState } from 'react';
import { enquiryFormUrl } from '@site/shared/config/env';
import { siteConfig } from '@site/shared/config/site-config';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { useHydrated } from '@site/shared/ui/hydration/useHydrated';
import { QuoteForm } from '../Quote/QuoteForm';
import { DEFAULT_ENQUIRY_HEIGHT_PX, originOf, resizeHeightFor } from './enquiry-resize';
import styles from './Contact.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { formsMessages } from '../../messages/forms';

/** Where <mail></mail> and <phone></phone> of the messages go. */
const reachUs = {
  mail: () => <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>,
  phone: () => <PhoneLink number={siteConfig.mobile} />,
};

/**
 * How long the framed form may stay silent once its frame has loaded. A working form reports its
 * height at once (spec §7); a frame that loaded the browser's error page never does.
 */
export const ENQUIRY_SILENCE_MS = 4000;
/** And how long after mounting, if the frame never even finishes loading. */
export const ENQUIRY_LOAD_TIMEOUT_MS = 15000;

/**
 * The embedded enquiry form (spec §2.9), by default the admin host's sample form (address from the
 * run-time environment). It grows to fit its content: the form posts 'id|height' and we accept it
 * only from the form's own origin (enquiry-resize.ts). When the frame fails or stays silent, the
 * visitor gets our e-mail and phone and a mail-draft form instead of a broken frame.
 */
export function EnquiryForm() {
  const t = useMessages(formsMessages);
  const [height, setHeight] = useState(DEFAULT_ENQUIRY_HEIGHT_PX);
  const [heard, setHeard] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [failed, setFailed] = useState(false);
  const focusInside = useFocusInsideFrame();
  // The frame exists only once this script runs: in the server's HTML it would load and report its
  // height before the listener below is there, and the report would be lost.
  const hydrated = useHydrated();
  // The environment is set before anything renders (server and client alike).
  const src = enquiryFormUrl();
  const origin = originOf(src);

  useEffect(() => {
    if (!origin) {
      setFailed(true);
      return;
    }
    const onMessage = (event: MessageEvent) => {
      const next = resizeHeightFor(event, { origin });
      if (next === null) return;
      setHeight(next);
      setHeard(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin]);

  useEffect(() => {
    if (heard || failed) return;
    const timer = window.setTimeout(() => setFailed(true), loaded ? ENQUIRY_SILENCE_MS : ENQUIRY_LOAD_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, [heard, failed, loaded]);

  if (failed) return <EnquiryFallback />;
  if (!hydrated) return <EnquiryPending />;
  return (
    <iframe
      ref={focusInside.ref}
      className={styles.enquiry}
      data-focus-inside={focusInside.inside || undefined}
      src={src}
      title={t('contact.frame')}
      // The height attribute (not a style) so a strict Content-Security-Policy never blocks it.
      height={height}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      onLoad={() => setLoaded(true)}
    />
  );
}

/**
 * Whether focus is inside the frame. The parent page cannot see focus within a frame (the frame
 * matches neither :focus nor :focus-within), so the window's blur/focus tell: the frame shows a
 * focus ring of its own while the visitor's keyboard is in the form.
 */
function useFocusInsideFrame() {
  const ref = useRef<HTMLIFrameElement>(null);
  const [inside, setInside] = useState(false);
  useEffect(() => {
    let timer = 0;
    const onBlur = () => {
      // activeElement becomes the frame just after the window's blur.
      timer = window.setTimeout(() => setInside(ref.current !== null && document.activeElement === ref.current));
    };
    const onFocus = () => setInside(false);
    window.addEventListener('blur', onBlur);
    window.addEventListener('focus', onFocus);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('blur', onBlur);
      window.removeEventListener('focus', onFocus);
    };
  }, []);
  return { ref, inside };
}

/** The frame's place before the script runs: same height (no shift), and what to do without script. */
function EnquiryPending() {
  const t = useMessages(formsMessages);
  return (
    <div className={styles.enquiryPending}>
      <p>{t.rich('contact.pending', reachUs)}</p>
    </div>
  );
}

/** What the visitor gets when the framed form cannot be shown: our address, phone and a mail draft. */
export function EnquiryFallback() {
  const t = useMessages(formsMessages);
  return (
    <div className={styles.fallback} data-testid="enquiry-fallback">
      <p className={styles.fallbackNote}>{t.rich('contact.fallback', reachUs)}</p>
      <QuoteForm title={t('contact.fallbackForm')} headingId="enquiry-fallback-heading" headingLevel={3} />
    </div>
  );
}

import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import styles from './Modal.module.css';
import { useDialog } from './useDialog';
import { useMessages } from '../../i18n/react';
import { sharedMessages } from '../../messages/shared';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  /** The title's language when it is not the page's (a dealer's or a post's English name on a Malayalam page). */
  titleLang?: string;
  children: ReactNode;
  /** 'lg' for wide content; 'read' for a text to read (a blog post): a column of about 70 characters. */
  size?: 'md' | 'lg' | 'read';
}

/**
 * A modal dialog on the native <dialog> (top layer, inert page behind it): closes on its close
 * button, Escape and a backdrop click; keeps Tab inside; locks page scroll while open; gives focus
 * back to whatever opened it.
 */
export function Modal({ open, onClose, title, titleLang, children, size = 'md' }: Props) {
  const t = useMessages(sharedMessages);
  const { dialogProps, focusFirst, focusLast } = useDialog({ open, onClose });
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // After useDialog's effect, so the dialog is shown (and has a size) when first measured.
  const scrolls = useVerticalOverflow(bodyRef, contentRef, open);

  return (
    <dialog
      {...dialogProps}
      className={`${styles.dialog} ${size === 'lg' ? styles.large : size === 'read' ? styles.read : ''}`}
      aria-labelledby={titleId}
      // Open from the first render on (a blog post at its own address, rendered on the server): the
      // page shows it before its script has made it modal (Modal.module.css), then useDialog does.
      data-open={open ? '' : undefined}
    >
      {/* Tab pressed inside an embedded iframe (a map) never reaches the dialog's key handler: focus
          then lands on a guard at either end, which sends it round to the other end. */}
      {open ? <span tabIndex={0} data-focus-guard="start" className={styles.guard} onFocus={focusLast} /> : null}
      {open ? (
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title} lang={titleLang}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label={t('modal.close')}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {/* A body that scrolls is a named tab stop, so keyboard users can scroll a long post with
              no link in it (WCAG 2.1.1, axe scrollable-region-focusable); a short one is not. */}
          <div
            ref={bodyRef}
            className={styles.body}
            {...(scrolls ? { role: 'region', 'aria-labelledby': titleId, tabIndex: 0 } : {})}
          >
            <div ref={contentRef}>{children}</div>
          </div>
        </div>
      ) : null}
      {open ? <span tabIndex={0} data-focus-guard="end" className={styles.guard} onFocus={focusFirst} /> : null}
    </dialog>
  );
}

/** Whether `box` is taller inside than outside (re-measured when it or `content` resizes). */
function useVerticalOverflow(box: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, open: boolean): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!open || !element) return;
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (content.current) observer.observe(content.current);
    return () => observer.disconnect();
  }, [box, content, open]);
  return open && overflowing;
}

import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import styles from './Modal.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** 'lg' for long content such as a blog post. */
  size?: 'md' | 'lg';
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]):not([data-focus-guard])';

/**
 * A modal dialog on the native <dialog> (top layer, inert page behind it): closes on its close
 * button, Escape and a backdrop click; keeps Tab inside; locks page scroll while open; gives focus
 * back to whatever opened it.
 */
export function Modal({ open, onClose, title, children, size = 'md' }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    // showModal focuses the first focusable node, the start guard, which sends focus to the last
    // control; the dialog pattern starts at the first control (the Close button at the top).
    dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);
  // After the effect above, so the dialog is shown (and has a size) when first measured.
  const scrolls = useVerticalOverflow(bodyRef, contentRef, open);

  const focusable = () => [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  // Tab pressed inside an embedded iframe (a map) never reaches trapTab: focus then lands on a
  // guard at either end of the dialog, which sends it round to the other end.
  const focusFirst = () => focusable()[0]?.focus();
  const focusLast = () => focusable().at(-1)?.focus();

  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={dialogRef}
      className={`${styles.dialog} ${size === 'lg' ? styles.large : ''}`}
      aria-labelledby={titleId}
      // Escape fires 'cancel': keep the dialog controlled by `open`.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={trapTab}
      // A click on the dialog element itself (not its content) is a click on the backdrop.
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      {open ? <span tabIndex={0} data-focus-guard="start" className={styles.guard} onFocus={focusLast} /> : null}
      {open ? (
        <div className={styles.content}>
          <div className={styles.header}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <button type="button" className={styles.close} onClick={onClose} aria-label="Close">
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

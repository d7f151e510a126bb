import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
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
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

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
          <div className={styles.body}>{children}</div>
        </div>
      ) : null}
      {open ? <span tabIndex={0} data-focus-guard="end" className={styles.guard} onFocus={focusFirst} /> : null}
    </dialog>
  );
}

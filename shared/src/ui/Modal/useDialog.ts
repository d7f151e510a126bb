import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';

export const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]):not([data-focus-guard])';

interface Options {
  open: boolean;
  onClose: () => void;
  /** Gets focus back on close; default: whatever had focus when the dialog opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Show the dialog in the next frame before making it modal. showModal() makes the rest of the
   * page inert, which restyles every element of it (about 10 ms on this site's pages on a fast
   * desktop, 90 ms on the calibrated phone), all before the tap's next paint. With this set the
   * dialog is first painted where it will be (`data-dialog-painting` on it: its CSS shows it and
   * dims the page until then), and showModal(), focus and the scroll lock follow a frame later.
   */
  paintFirst?: boolean;
}

/** Set on a dialog shown before showModal() (paintFirst): its CSS displays it until it is open. */
export const PAINTING_ATTRIBUTE = 'data-dialog-painting';

/**
 * The life cycle of a modal on the native <dialog> (top layer, page behind it inert), for the
 * Modal and the shell's mobile drawer: shown while `open`, focus moves to its first control, Tab
 * wraps inside, Escape and a backdrop click ask to close, page scroll is locked while open, and
 * focus goes back on close. Spread `dialogProps` on the <dialog>.
 */
export function useDialog({ open, onClose, returnFocusRef, paintFirst = false }: Options) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  // The show/close effect must run only when `open` changes, whatever callback the parent passes.
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // While showModal() runs: it focuses the first focusable node, which may be the Modal's focus
  // guard, whose handler would send focus round to the last control and scroll a long body (a blog
  // post) to its end. The guards wait until the dialog is open.
  const opening = useRef(false);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    const makeModal = () => {
      opening.current = true;
      try {
        if (!dialog.open) dialog.showModal();
      } finally {
        opening.current = false;
      }
      dialog.removeAttribute(PAINTING_ATTRIBUTE);
      // showModal focuses the first focusable node, which may be a focus guard; the dialog pattern
      // starts at the first control.
      dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      document.body.style.overflow = 'hidden';
    };
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (paintFirst) {
      dialog.setAttribute(PAINTING_ATTRIBUTE, '');
      // A task after the next frame's paint: the tap's response is on screen before the restyle.
      frame = requestAnimationFrame(() => {
        timer = setTimeout(makeModal, 0);
      });
    } else {
      makeModal();
    }
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      dialog.removeAttribute(PAINTING_ATTRIBUTE);
      if (dialog.open) dialog.close();
      document.body.style.overflow = overflow;
      (returnFocusRef ? returnFocusRef.current : opener)?.focus();
    };
  }, [open, returnFocusRef, paintFirst]);

  const focusable = () => [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
  const focusFirst = () => {
    if (!opening.current) focusable()[0]?.focus();
  };
  const focusLast = () => {
    if (!opening.current) focusable().at(-1)?.focus();
  };

  const dialogProps = {
    ref: dialogRef,
    // Escape fires 'cancel': keep the dialog controlled by `open`.
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onCloseRef.current();
    },
    // Chromium may close a dialog without a cancelable 'cancel' (repeated Escape): stay in sync.
    onClose: () => {
      if (open) onCloseRef.current();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (event.key !== 'Tab') return;
      const controls = focusable();
      const first = controls[0];
      const last = controls.at(-1);
      if (!first || !last) return;
      const inside = dialogRef.current?.contains(document.activeElement) ?? false;
      if (event.shiftKey && (document.activeElement === first || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    },
    // A click on the dialog element itself (not its content) is a click on the backdrop.
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === dialogRef.current) onCloseRef.current();
    },
  };

  return { dialogRef, dialogProps, focusFirst, focusLast };
}

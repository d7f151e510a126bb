import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import styles from './ScrollRegion.module.css';
import { useMessages } from '../../i18n/react';
import { sharedMessages } from '../../messages/shared';

interface Props {
  /** Accessible name of the region (the table's caption). */
  label: string;
  children: ReactNode;
  /** Class of the scrolling element (borders, margins). */
  className?: string;
  /** A labelled tab stop even when nothing overflows (default: only while it scrolls). */
  alwaysRegion?: boolean;
}

interface Overflow {
  /** Wider inside than outside. */
  scrolls: boolean;
  /** Columns hidden to the right / left of the visible part. */
  moreRight: boolean;
  moreLeft: boolean;
}

const NONE: Overflow = { scrolls: false, moreRight: false, moreLeft: false };

/**
 * Where the column the table keeps in view (a sticky cell of the first body row) ends, from the
 * scroller's left edge, or 0: the left fade starts there, so it falls on the columns passing under,
 * not on the names. The kept column need not be the first (the board's names follow a serial number
 * and an identifier), and it reaches the left edge only when the table overflows by more than the
 * columns before it: so its edge is measured where it is now, not assumed at the scroller's edge.
 */
export function stickyEnd(scroller: Element): number {
  const cells = scroller.querySelector('tbody tr')?.children ?? [];
  for (const cell of cells) {
    if (cell instanceof HTMLElement && getComputedStyle(cell).position === 'sticky') {
      return Math.max(0, Math.round(cell.getBoundingClientRect().right - scroller.getBoundingClientRect().left));
    }
  }
  return 0;
}

/**
 * A wide table's frame on small screens. When the table is wider than the screen the frame becomes
 * a focusable, labelled scroll region (arrow keys scroll it), says so in a visible hint, and fades
 * the edge that hides more columns; the fade goes once the visitor has reached that edge. Inside,
 * the table may make its first column sticky. It scrolls sideways only, never up and down: it is
 * as tall as its table (issue 29: no box that scrolls both ways inside the page).
 */
export function ScrollRegion({ label, children, className, alwaysRegion = false }: Props) {
  const t = useMessages(sharedMessages);
  const ref = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState<Overflow>(NONE);
  const [fadeStart, setFadeStart] = useState(0);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const scrolls = element.scrollWidth > element.clientWidth + 1;
      const next = {
        scrolls,
        moreRight: scrolls && element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
        moreLeft: scrolls && element.scrollLeft > 1,
      };
      setOverflow((previous) =>
        previous.scrolls === next.scrolls && previous.moreRight === next.moreRight && previous.moreLeft === next.moreLeft ? previous : next,
      );
      // The kept column moves with the scroll until it reaches the left edge (stickyEnd).
      setFadeStart(stickyEnd(element));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    if (element.firstElementChild) observer?.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  return (
    <div className={styles.frame}>
      {overflow.scrolls ? (
        <p className={styles.hint} aria-hidden="true">
          {t('scroll.hint')} <span className={styles.arrow}>→</span>
        </p>
      ) : null}
      <div
        className={styles.viewport}
        data-scrolls={overflow.scrolls || undefined}
        data-more-right={overflow.moreRight || undefined}
        data-more-left={overflow.moreLeft || undefined}
        style={fadeStart ? ({ '--fade-start': `${fadeStart}px` } as CSSProperties) : undefined}
      >
        <div
          ref={ref}
          className={[styles.scroller, className].filter(Boolean).join(' ')}
          // A region that scrolls must be a tab stop with a name (WCAG 2.1.1); one that does not need not.
          {...(overflow.scrolls || alwaysRegion ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
        >
          {children}
        </div>
      </div>
    </div>
  );
}

import type { ReactNode } from 'react';
import styles from './ScrollTable.module.css';

/**
 * Keeps a wide table from widening the page: on narrow screens the table scrolls sideways inside
 * this focusable, labelled region (keyboard users scroll it with the arrow keys).
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export { styles as tableStyles };

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

/**
 * A styled data table in a ScrollTable named by the table's caption.
 * `children`: the table's content after the caption (colgroups, thead, tbody).
 */
export function CaptionedTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <ScrollTable label={caption}>
      <table className={styles.table}>
        <caption>{caption}</caption>
        {children}
      </table>
    </ScrollTable>
  );
}

/** The second header row of a table whose column groups each split into Min and Max. */
export function MinMaxHeaderRow({ groups }: { groups: readonly string[] }) {
  return (
    <tr>
      {groups.flatMap((group) =>
        ['Min', 'Max'].map((bound) => (
          <th key={`${group}-${bound}`} scope="col" className={styles.numeric}>
            {bound}
          </th>
        )),
      )}
    </tr>
  );
}

export { styles as tableStyles };

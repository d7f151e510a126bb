import type { ReactNode } from 'react';
import { ScrollRegion } from '@site/shared/ui/ScrollRegion/ScrollRegion';
import styles from './ScrollTable.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { productsMessages } from '../../messages/products';

/**
 * Keeps a wide table from widening the page: on narrow screens the table scrolls inside this
 * focusable, labelled region (arrow keys scroll it), with a visible hint and an edge fade while
 * columns hide; the header row, the first column and the caption's text stay in view.
 */
export function ScrollTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ScrollRegion label={label} className={styles.scroll} alwaysRegion>
      {children}
    </ScrollRegion>
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
        <caption>
          <span className={styles.captionText}>{caption}</span>
        </caption>
        {children}
      </table>
    </ScrollTable>
  );
}

/** The second header row of a table whose column groups each split into Min and Max. */
export function MinMaxHeaderRow({ groups }: { groups: readonly string[] }) {
  const t = useMessages(productsMessages);
  return (
    <tr>
      {groups.flatMap((group) =>
        (['table.min', 'table.max'] as const).map((bound) => (
          <th key={`${group}-${bound}`} scope="col" className={styles.numeric}>
            {t(bound)}
          </th>
        )),
      )}
    </tr>
  );
}

export { styles as tableStyles };

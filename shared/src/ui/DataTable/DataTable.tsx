import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import styles from './DataTable.module.css';

export interface DataTableColumn<T> {
  /** Stable key of the column (React key, test hook). */
  key: string;
  /** Column header text; also the cell label when rows reflow as cards on narrow screens. */
  header: string;
  /** Cell content of a row; `index` is the row's position (0-based), e.g. for a serial number. */
  render: (row: T, index: number) => ReactNode;
  /** The cell that names its row (rendered as <th scope="row">). Usually one column per table. */
  rowHeader?: boolean;
  /** Narrow, right-aligned numeric column (serial numbers, amounts). */
  numeric?: boolean;
}

export interface DataTableProps<T> {
  /** Table caption: its accessible name. Always in the DOM; may be visually hidden. */
  caption: ReactNode;
  /** Hide the caption visually when a visible heading right above already says the same. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T, index: number) => string;
  /** Shown in a single full-width row when `rows` is empty (spec §8: 'No data'). */
  emptyText?: string;
  /** True while the rows are loading: marks the table busy for assistive technology. */
  busy?: boolean;
}

/**
 * A real table (caption, <th scope>) that never makes the page scroll sideways: on narrow screens
 * each row reflows into a labelled card (explicit ARIA table roles keep the semantics that
 * `display: block` would otherwise drop), and if a wide table still overflows its wrapper becomes
 * a focusable, labelled scroll region so keyboard users can scroll it too.
 */
export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyText = 'No data',
  busy = false,
}: DataTableProps<T>) {
  const captionId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const overflowing = useHorizontalOverflow(wrapperRef);

  return (
    <div
      ref={wrapperRef}
      className={styles.wrapper}
      // Only a region that actually scrolls needs to be a tab stop with a name (WCAG 2.1.1).
      {...(overflowing ? { role: 'region', 'aria-labelledby': captionId, tabIndex: 0 } : {})}
    >
      <table className={styles.table} role="table" aria-busy={busy || undefined}>
        <caption id={captionId} className={captionHidden ? 'visually-hidden' : styles.caption}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className={column.numeric ? styles.numeric : undefined}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.length === 0 ? (
            <tr role="row" className={styles.emptyRow}>
              <td role="cell" colSpan={columns.length}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr role="row" key={rowKey(row, index)}>
                {columns.map((column) => {
                  const content = column.render(row, index);
                  const className = column.numeric ? styles.numeric : undefined;
                  return column.rowHeader ? (
                    <th key={column.key} role="rowheader" scope="row" data-label={column.header} className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} role="cell" data-label={column.header} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

/** Whether the element is wider inside than outside; re-measured on resize. False on first render. */
function useHorizontalOverflow(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

import { useMessages } from '../../i18n/react';
import { sharedMessages } from '../../messages/shared';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../ScrollRegion/ScrollRegion';
import styles from './DataTable.module.css';

export interface DataTableColumn<T> {
  /** Stable key of the column (React key, test hook). */
  key: string;
  /** Column header text. */
  header: string;
  /** Cell content of a row; `index` is the row's position (0-based), e.g. for a serial number. */
  render: (row: T, index: number) => ReactNode;
  /** The cell that names its row (rendered as <th scope="row">); it stays in view while the table scrolls sideways. */
  rowHeader?: boolean;
  /** Narrow, right-aligned numeric column (serial numbers, amounts). */
  numeric?: boolean;
  /** Short values that read badly when broken (names, dates): never wrapped. */
  nowrap?: boolean;
}

export interface DataTableProps<T> {
  /** Table caption: its accessible name (and the scroll region's). Always in the DOM; may be visually hidden. */
  caption: string;
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
 * A real table (caption, <th scope>) that never makes the page scroll sideways: on a phone its cells
 * wrap, so a narrow table fits the screen; one still wider scrolls sideways (only) inside the shared
 * ScrollRegion (the product spec tables' frame: a labelled, focusable region with a visible hint and
 * an edge fade), the column that names each row (the first column when none does) staying in view,
 * and so does a visible caption's text.
 */
export function DataTable<T>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  emptyText,
  busy = false,
}: DataTableProps<T>) {
  const t = useMessages(sharedMessages);
  const stickyKey = (columns.find((column) => column.rowHeader) ?? columns[0])?.key;
  const cellClass = (column: DataTableColumn<T>) =>
    [column.numeric && styles.numeric, column.nowrap && styles.nowrap, column.key === stickyKey && styles.sticky].filter(Boolean).join(' ') || undefined;

  return (
    <ScrollRegion label={caption} className={styles.scroll}>
      <table className={styles.table} aria-busy={busy || undefined}>
        {/* A visible caption's text stays in view while the table scrolls sideways. */}
        <caption className={captionHidden ? 'visually-hidden' : styles.caption}>
          <span className={styles.captionText}>{caption}</span>
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
               
                scope="col"
                className={cellClass(column)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr className={styles.emptyRow}>
              <td colSpan={columns.length}>
                {emptyText ?? t('noData')}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row, index)}>
                {columns.map((column) => {
                  const content = column.render(row, index);
                  const className = cellClass(column);
                  return column.rowHeader ? (
                    <th key={column.key} scope="row" className={className}>
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={className}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

import type { ReactNode } from 'react';
import { DownloadLink } from './DownloadLink';
import styles from './DocumentList.module.css';

export interface DocumentListItem {
  /** Stable React key. */
  id: string;
  /** Record name shown on the row and used for the saved file name. */
  name: string;
  /** Document path on the admin host; empty when the record has none. */
  path: string;
  /** Extra line under the name, e.g. 'Date: 30/06/2024'. */
  details?: ReactNode;
}

export interface DocumentListProps {
  items: readonly DocumentListItem[];
  /** Shown instead of the list when there are no items (spec §2.11: 'No data'). */
  emptyText?: string;
  /** True while the items are loading: marks the list busy for assistive technology. */
  busy?: boolean;
  /** Accessible name of the list when a page has several (e.g. one per section). */
  label?: string;
}

/** Rows of 'name + Download Document (PDF)'; 'No data' when empty. */
export function DocumentList({ items, emptyText = 'No data', busy = false, label }: DocumentListProps) {
  return (
    <div className={styles.container} aria-busy={busy || undefined}>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list} aria-label={label}>
          {items.map((item) => (
            <li key={item.id} className={styles.row}>
              <div className={styles.text}>
                <p className={styles.name}>{item.name}</p>
                {item.details != null && <p className={styles.details}>{item.details}</p>}
              </div>
              {item.path ? (
                <DownloadLink name={item.name} path={item.path} />
              ) : (
                <p className={styles.unavailable}>Document not available</p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

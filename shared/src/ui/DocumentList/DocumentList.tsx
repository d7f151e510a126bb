import type { ReactNode } from 'react';
import { DownloadLink } from './DownloadLink';
import { useEnglishDataLang, useMessages } from '../../i18n/react';
import { sharedMessages } from '../../messages/shared';
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
  /** Size of the PDF in bytes and its pages, when known: the link says them. */
  fileSize?: number | null;
  pageCount?: number | null;
}

export interface DocumentListProps {
  items: readonly DocumentListItem[];
  /** Shown instead of the list when there are no items (spec §2.11: 'No data'). */
  emptyText?: string;
  /** True while the items are loading: marks the list busy for assistive technology. */
  busy?: boolean;
  /** Accessible name of the list when a page has several (e.g. one per section). */
  label?: string;
  /**
   * Id of the element that names the list, instead of `label`: a heading marked with its own
   * language (lang on the list would cover its rows too, which are not all in that language).
   */
  labelledBy?: string;
  /** A ranked list (search results, newest first across lists): an <ol>. */
  ordered?: boolean;
}

/** A document icon in front of each row: the rows are PDFs. */
function PdfIcon() {
  return (
    <svg className={styles.fileIcon} viewBox="0 0 32 40" width="28" height="35" aria-hidden="true" focusable="false">
      <path d="M3 1h18l8 8v28a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2Z" fill="var(--color-surface, #f4f6f8)" stroke="currentColor" strokeWidth="1.5" />
      <path d="M21 1v8h8" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <rect x="0" y="22" width="24" height="11" rx="2" fill="#b3261e" />
      <text x="12" y="30.5" textAnchor="middle" fontSize="8" fontWeight="700" fontFamily="system-ui, sans-serif" fill="#fff">
        PDF
      </text>
    </svg>
  );
}

/** Light rows of 'PDF icon, name (and details), Download Document (PDF, size)'; 'No data' when empty. */
export function DocumentList({ items, emptyText, busy = false, label, labelledBy, ordered = false }: DocumentListProps) {
  const t = useMessages(sharedMessages);
  const dataLang = useEnglishDataLang();
  const List = ordered ? 'ol' : 'ul';
  return (
    <div className={styles.container} aria-busy={busy || undefined}>
      {items.length === 0 ? (
        <p className={styles.empty}>{emptyText ?? t('noData')}</p>
      ) : (
        <List className={styles.list} aria-label={labelledBy ? undefined : label} aria-labelledby={labelledBy}>
          {items.map((item) => (
            <li key={item.id} className={styles.row}>
              <PdfIcon />
              <div className={styles.text}>
                <p className={styles.name} lang={dataLang}>
                  {item.name}
                </p>
                {item.details != null && <p className={styles.details}>{item.details}</p>}
              </div>
              {item.path ? (
                <DownloadLink name={item.name} path={item.path} fileSize={item.fileSize} pageCount={item.pageCount} />
              ) : (
                <p className={styles.unavailable}>{t('document.unavailable')}</p>
              )}
            </li>
          ))}
        </List>
      )}
    </div>
  );
}

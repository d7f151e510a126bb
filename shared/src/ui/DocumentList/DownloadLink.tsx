import { adminDownloadUrl } from '../../config/env';
import { describePdf } from './file-description';
import { useEnglishDataLang, useMessages } from '../../i18n/react';
import { sharedMessages } from '../../messages/shared';
import styles from './DocumentList.module.css';

export interface DownloadLinkProps {
  /** Record name: the saved file's name ('<name>.pdf') and part of the link's accessible name. */
  name: string;
  /** Document path on the admin host, as the record stores it. */
  path: string;
  /** Visible label; the link always adds what it downloads and, for screen readers, which one. */
  label?: string;
  /** Size of the PDF in bytes, when the admin host knows it. */
  fileSize?: number | null;
  /** Pages of the PDF, when known. */
  pageCount?: number | null;
  className?: string;
}

/** File name a document is saved under (spec §7: '<record name>.pdf'). */
export function pdfFileName(name: string): string {
  return `${name.trim()}.pdf`;
}

/**
 * Link that downloads an admin-host document as '<record name>.pdf': the admin host is another
 * origin, where browsers ignore `download`, so the name also travels as ?name= (see
 * adminDownloadUrl); `download` still serves a same-origin deployment. Visible text
 * 'Download Document (PDF, 312 KB, 24 pages)'; accessible name adds ' — <record name>' so every
 * row's link is distinguishable out of context and still starts with what is seen (WCAG 2.5.3).
 */
export function DownloadLink({ name, path, label, fileSize, pageCount, className }: DownloadLinkProps) {
  const t = useMessages(sharedMessages);
  // The record's name is the admin host's English, on a page in another language too.
  const dataLang = useEnglishDataLang();
  const fileName = pdfFileName(name);
  return (
    <a
      className={[styles.download, className].filter(Boolean).join(' ')}
      href={adminDownloadUrl(path, name.trim() === '' ? '' : fileName)}
      target="_blank"
      rel="noopener"
      download={fileName}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3a1 1 0 0 1 1 1v9.59l3.3-3.3a1 1 0 1 1 1.4 1.42l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.42l3.3 3.3V4a1 1 0 0 1 1-1Zm-7 15a1 1 0 0 1 1 1v1h12v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z"
        />
      </svg>
      <span>
        <span className={styles.action}>{label ?? t('document.download')}</span> <span className={styles.fileInfo}>({describePdf(fileSize, pageCount, t)})</span>
        <span className="visually-hidden">
          {' — '}
          {dataLang ? <span lang={dataLang}>{name}</span> : name}
        </span>
      </span>
    </a>
  );
}

import { adminDownloadUrl } from '../../config/env';
import styles from './DocumentList.module.css';

export interface DownloadLinkProps {
  /** Record name: the saved file's name ('<name>.pdf') and part of the link's accessible name. */
  name: string;
  /** Document path on the admin host, as the record stores it. */
  path: string;
  /** Visible label; the link always adds that it is a PDF and, for screen readers, which one. */
  label?: string;
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
 * 'Download Document (PDF)'; accessible name 'Download Document (PDF) — <record name>' so every
 * row's link is distinguishable out of context and still starts with what is seen (WCAG 2.5.3).
 */
export function DownloadLink({ name, path, label = 'Download Document', className }: DownloadLinkProps) {
  const fileName = pdfFileName(name);
  return (
    <a
      className={['btn btn-secondary', styles.download, className].filter(Boolean).join(' ')}
      href={adminDownloadUrl(path, name.trim() === '' ? '' : fileName)}
      target="_blank"
      rel="noopener"
      download={fileName}
    >
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 3a1 1 0 0 1 1 1v9.59l3.3-3.3a1 1 0 1 1 1.4 1.42l-5 5a1 1 0 0 1-1.4 0l-5-5a1 1 0 1 1 1.4-1.42l3.3 3.3V4a1 1 0 0 1 1-1Zm-7 15a1 1 0 0 1 1 1v1h12v-1a1 1 0 1 1 2 0v2a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-2a1 1 0 0 1 1-1Z"
        />
      </svg>
      <span>
        {label} (PDF)<span className="visually-hidden"> — {name}</span>
      </span>
    </a>
  );
}

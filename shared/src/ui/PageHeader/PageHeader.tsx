import type { ReactNode } from 'react';
import styles from './PageHeader.module.css';

interface Props {
  /** The page's one <h1>. */
  title: ReactNode;
  /** Short label above the title (section or theme). */
  eyebrow?: ReactNode;
  /** A breadcrumb <nav> (the remote renders it with its own router links). */
  breadcrumb?: ReactNode;
  /** Lead paragraph(s) and actions under the title. */
  children?: ReactNode;
  /** A picture beside the text from 992 px (product pages). */
  aside?: ReactNode;
}

/**
 * The top of every inner page in every section (content, products, dealers, investors, the shell's
 * 404 and error pages): one calm band in the site's content column, the <h1>, an optional
 * eyebrow, breadcrumb, lead and picture. Sections never style their own page title.
 */
export function PageHeader({ title, eyebrow, breadcrumb, children, aside }: Props) {
  return (
    <div className={styles.header} data-page-header="">
      <div className={`container ${aside ? styles.withAside : ''}`}>
        <div className={styles.text}>
          {breadcrumb}
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {children ? <div className={styles.lead}>{children}</div> : null}
        </div>
        {aside ? <div className={styles.aside}>{aside}</div> : null}
      </div>
    </div>
  );
}

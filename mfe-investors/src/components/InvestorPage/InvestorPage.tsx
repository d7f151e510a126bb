import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styles from './InvestorPage.module.css';

interface Props {
  title: string;
  /** One line under the heading on what the page holds. */
  intro?: ReactNode;
  children?: ReactNode;
}

/** Frame of every investor sub-page: breadcrumb back to the landing page, the one <h1>, an intro. */
export function InvestorPage({ title, intro, children }: Props) {
  return (
    <div className={`container page-section ${styles.page}`}>
      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/investors">Investors</Link>
          </li>
          <li>
            <span aria-current="page">{title}</span>
          </li>
        </ol>
      </nav>
      <h1 className="page-title">{title}</h1>
      {intro != null && <p className={styles.intro}>{intro}</p>}
      {children}
    </div>
  );
}

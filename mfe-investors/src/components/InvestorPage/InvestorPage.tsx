import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';
import styles from './InvestorPage.module.css';

interface Props {
  title: string;
  /** One line under the heading on what the page holds. */
  intro?: ReactNode;
  children?: ReactNode;
}

/**
 * Frame of every investor sub-page: the site-wide PageHeader with a breadcrumb back to the landing
 * page, the one <h1> and an intro, then the page's content in the site's content column.
 */
export function InvestorPage({ title, intro, children }: Props) {
  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={
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
        }
      >
        {intro != null && <p>{intro}</p>}
      </PageHeader>
      <div className="container page-section">{children}</div>
    </>
  );
}

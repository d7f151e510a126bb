import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';
import styles from './InvestorPage.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { investorPagesContent } from '../../messages/pages';

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
  const c = useCatalog(investorPagesContent);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumb={
          <nav aria-label={c.breadcrumb} className={styles.breadcrumb}>
            <ol>
              <li>
                <Link to="/investors">{c.investors}</Link>
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

import { siteConfig } from '@site/shared/config/site-config';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';
import { Link } from 'react-router';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { SearchForm } from '../../components/HitList/SearchForm';
import { LatestDocuments } from './LatestDocuments';
import { INVESTOR_PAGES, INVESTOR_SECTION_GROUPS } from '../../data/pages';
import styles from './InvestorsHome.module.css';

/**
 * Investors landing page: search across the section, the latest documents, an index of the section
 * grouped as in the header menu, and the investor contact.
 */
export default function InvestorsHome() {
  return (
    <>
      <PageHeader title="Investors">
        <p>
          Governance, financial results, reports, disclosures and announcements of {siteConfig.companyName}. Every
          document can be downloaded as a PDF.
        </p>
      </PageHeader>
      <div className="container page-section">
        <div className={styles.search}>
          <SearchForm />
        </div>
        <div className={styles.layout}>
          <div className={styles.main}>
            <LatestDocuments />
            <div className={styles.groups}>
              {INVESTOR_SECTION_GROUPS.map((group) => (
                <section key={group.title} className={styles.group}>
                  <h2 className={styles.groupTitle}>{group.title}</h2>
                  <ul className={styles.links}>
                    {group.pages.map((path) => (
                      <li key={path}>
                        <Link to={path} className={styles.link}>
                          {INVESTOR_PAGES[path].title}
                        </Link>
                        <p className={styles.summary}>{INVESTOR_PAGES[path].summary}</p>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </div>
          <aside className={styles.contact} aria-label="Investor contact">
            <ContactCard person={siteConfig.companySecretary} title="Investor contact" />
          </aside>
        </div>
      </div>
    </>
  );
}

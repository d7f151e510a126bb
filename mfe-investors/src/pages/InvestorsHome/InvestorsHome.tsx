import { siteConfig } from '@site/shared/config/site-config';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';
import { Link } from 'react-router';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { SearchForm } from '../../components/HitList/SearchForm';
import { AlertsSignup } from './AlertsSignup';
import { HighlightsBand } from './HighlightsBand';
import { OfferDocuments } from './OfferDocuments';
import { LatestDocuments } from './LatestDocuments';
import { UpcomingEvents } from './UpcomingEvents';
import { INVESTOR_PAGES, INVESTOR_SECTION_GROUPS } from '../../data/pages';
import styles from './InvestorsHome.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { investorPagesContent } from '../../messages/pages';

/**
 * Investors landing page: search across the section; a band with the latest result, the next
 * meeting and the annual report; an index of the section grouped as in the header menu, across the
 * width; the latest documents and alerts beside the investor contact and the calendar.
 */
export default function InvestorsHome() {
  const c = useCatalog(investorPagesContent);
  const paths = Object.keys(INVESTOR_PAGES);
  const page = (path: string) => c.pages[paths.indexOf(path)];
  return (
    <>
      <PageHeader title={c.investors}>
        <p>{formatMessage(c.homeIntro, { company: siteConfig.companyName })}</p>
      </PageHeader>
      <div className="container page-section">
        <div className={styles.search}>
          <SearchForm />
        </div>
        <HighlightsBand />
        {/* The whole section, grouped as in the header menu, across the page's width (issue 29). */}
        <div className={styles.groups}>
          {INVESTOR_SECTION_GROUPS.map((group, index) => ({ ...group, title: c.groups[index] ?? group.title })).map((group) => (
            <section key={group.title} className={styles.group}>
              <h2 className={styles.groupTitle}>{group.title}</h2>
              <ul className={styles.links}>
                {group.pages.map((path) => (
                  <li key={path}>
                    <Link to={path} className={styles.link}>
                      {page(path)?.title}
                    </Link>
                    <p className={styles.summary}>{page(path)?.summary}</p>
                  </li>
                ))}
              </ul>
              {group.pages.includes('/investors/material-documents') ? <OfferDocuments /> : null}
            </section>
          ))}
        </div>
        <div className={styles.layout}>
          {/* Beside each other on wide screens, of about the same height: what is new and the alerts; who to ask and what is coming. */}
          <div className={styles.main}>
            <LatestDocuments />
            <AlertsSignup />
          </div>
          <div className={styles.side}>
            <aside className={styles.contact} aria-label={c.contact}>
              <ContactCard person={siteConfig.companySecretary} title={c.contact} />
            </aside>
            <UpcomingEvents />
          </div>
        </div>
      </div>
    </>
  );
}

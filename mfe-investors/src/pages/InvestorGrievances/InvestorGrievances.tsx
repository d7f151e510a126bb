import { SEBI_SCORES_URL, SEBI_SMART_ODR_URL } from '@site/shared/config/regulatory-links';
import { siteConfig } from '@site/shared/config/site-config';
import { Link } from 'react-router';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { useInvestorPage } from '../../messages/pages';
import styles from './InvestorGrievances.module.css';

/**
 * Investor Grievances: two contacts (spec §2.11), a member of the stakeholders relationship
 * committee and the company secretary, both from site config.
 */
export default function InvestorGrievances() {
  const { title } = useInvestorPage('/investors/investors-grievances');
  return (
    <InvestorPage
      title={title}
      intro="If you have a grievance as a shareholder, write to either of the contacts below. Please mention your name, folio number or DP ID and client ID, and the nature of your grievance."
    >
      <div className={styles.contacts}>
        <ContactCard person={siteConfig.grievanceOfficer} />
        <ContactCard person={siteConfig.companySecretary} />
      </div>
      <section className={styles.escalate} aria-labelledby="escalate-heading">
        <h2 id="escalate-heading">If your grievance is not resolved</h2>
        <p>
          You can lodge a complaint with SEBI on{' '}
          <a href={SEBI_SCORES_URL} target="_blank" rel="noopener noreferrer">
            SCORES<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          , or take the dispute to online conciliation and arbitration on SEBI's Online Dispute Resolution portal.
        </p>
        <p>
          <a className={styles.odr} href={SEBI_SMART_ODR_URL} target="_blank" rel="noopener noreferrer">
            SEBI SMART ODR portal<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
        <p>
          Our registrar and share transfer agent and the grievance-redressal e-mail are on{' '}
          <Link to="/investors/key-contacts">Key Contacts</Link>.
        </p>
      </section>
    </InvestorPage>
  );
}

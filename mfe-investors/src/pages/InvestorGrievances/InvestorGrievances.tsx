import { siteConfig } from '@site/shared/config/site-config';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { INVESTOR_PAGES } from '../../data/pages';
import styles from './InvestorGrievances.module.css';

/**
 * Investor Grievances: two contacts (spec §2.11), a member of the stakeholders relationship
 * committee and the company secretary, both from site config.
 */
export default function InvestorGrievances() {
  const { title } = INVESTOR_PAGES['/investors/investors-grievances'];
  return (
    <InvestorPage
      title={title}
      intro="If you have a grievance as a shareholder, write to either of the contacts below. Please mention your name, folio number or DP ID and client ID, and the nature of your grievance."
    >
      <div className={styles.contacts}>
        <ContactCard person={siteConfig.grievanceOfficer} />
        <ContactCard person={siteConfig.companySecretary} />
      </div>
    </InvestorPage>
  );
}

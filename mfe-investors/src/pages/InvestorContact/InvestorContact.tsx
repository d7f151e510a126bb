import { siteConfig } from '@site/shared/config/site-config';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { useInvestorPage } from '../../messages/pages';
import styles from './InvestorContact.module.css';

/** Investor Contact: the company secretary's name, phone and e-mail (spec §2.11), from site config. */
export default function InvestorContact() {
  const { title } = useInvestorPage('/investors/invertors-contact');
  return (
    <InvestorPage
      title={title}
      intro={`For any question about your shares in ${siteConfig.companyName}, contact our company secretary.`}
    >
      <div className={styles.card}>
        <ContactCard person={siteConfig.companySecretary} />
      </div>
    </InvestorPage>
  );
}

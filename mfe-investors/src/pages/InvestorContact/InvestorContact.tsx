import { siteConfig } from '@site/shared/config/site-config';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { useInvestorPage } from '../../messages/pages';
import { useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';
import styles from './InvestorContact.module.css';

/** Investor Contact: the company secretary's name, phone and e-mail (spec §2.11), from site config. */
export default function InvestorContact() {
  const { title } = useInvestorPage('/investors/invertors-contact');
  const t = useMessages(investorsMessages);
  return (
    <InvestorPage title={title} intro={t('contact.intro', { company: siteConfig.companyName })}>
      <div className={styles.card}>
        <ContactCard person={siteConfig.companySecretary} />
      </div>
    </InvestorPage>
  );
}

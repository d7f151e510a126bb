import { SEBI_SCORES_URL, SEBI_SMART_ODR_URL } from '@site/shared/config/regulatory-links';
import { siteConfig } from '@site/shared/config/site-config';
import { Link } from 'react-router';
import { ContactCard } from '../../components/ContactCard/ContactCard';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { useInvestorPage } from '../../messages/pages';
import styles from './InvestorGrievances.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';

/**
 * Investor Grievances: two contacts (spec §2.11), a member of the stakeholders relationship
 * committee and the company secretary, both from site config.
 */
export default function InvestorGrievances() {
  const { title } = useInvestorPage('/investors/investors-grievances');
  const t = useMessages(investorsMessages);
  return (
    <InvestorPage
      title={title}
      intro={t('grievances.intro')}
    >
      <div className={styles.contacts}>
        <ContactCard person={siteConfig.grievanceOfficer} />
        <ContactCard person={siteConfig.companySecretary} />
      </div>
      <section className={styles.escalate} aria-labelledby="escalate-heading">
        <h2 id="escalate-heading">{t('grievances.escalateTitle')}</h2>
        <p>
          {t.rich('grievances.escalate', {
            scores: (chunks) => (
              <a href={SEBI_SCORES_URL} target="_blank" rel="noopener noreferrer">
                {chunks}
                <span className="visually-hidden">{t('key.newTab')}</span>
              </a>
            ),
          })}
        </p>
        <p>
          <a className={styles.odr} href={SEBI_SMART_ODR_URL} target="_blank" rel="noopener noreferrer">
            {t('grievances.odr')}
            <span className="visually-hidden">{t('key.newTab')}</span>
          </a>
        </p>
        <p>
          {t.rich('grievances.keyContacts', { link: (chunks) => <Link to="/investors/key-contacts">{chunks}</Link> })}
        </p>
      </section>
    </InvestorPage>
  );
}

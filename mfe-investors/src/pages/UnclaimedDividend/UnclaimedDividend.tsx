import { IEPF_URL } from '@site/shared/config/regulatory-links';
import { siteConfig } from '@site/shared/config/site-config';
import { Link } from 'react-router';
import { documentListPage } from '../../data/document-lists';
import { DocumentListPage } from '../DocumentListPage/DocumentListPage';
import styles from './UnclaimedDividend.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { EnglishText } from '@site/shared/i18n/EnglishText';
import { investorsMessages } from '../../messages/investors';

const config = documentListPage('/investors/unclaimed-dividend')!;

/**
 * Unclaimed Dividend and IEPF: how to claim, then the statements of unpaid dividends and of shares
 * transferred to the Investor Education and Protection Fund, as a document archive.
 */
export default function UnclaimedDividend() {
  const t = useMessages(investorsMessages);
  // The secretary's e-mail and the IEPF's address are English data.
  const dataLang = useEnglishDataLang();
  return (
    <DocumentListPage config={config}>
      <section className={styles.howTo} aria-labelledby="claim-heading">
        <h2 id="claim-heading">{t('unclaimed.title')}</h2>
        <p>
          {t.rich('unclaimed.text', {
            link: (chunks) => <Link to="/investors/key-contacts">{chunks}</Link>,
            mail: () => (
              <a href={`mailto:${siteConfig.companySecretary.email}`} lang={dataLang}>
                {siteConfig.companySecretary.email}
              </a>
            ),
            iepf: (chunks) => (
              <a href={IEPF_URL} target="_blank" rel="noopener noreferrer">
                <EnglishText>{chunks}</EnglishText>
                <span className="visually-hidden">{t('key.newTab')}</span>
              </a>
            ),
          })}
        </p>
      </section>
    </DocumentListPage>
  );
}

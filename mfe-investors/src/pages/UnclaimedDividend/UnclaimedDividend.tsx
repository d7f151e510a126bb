import { IEPF_URL } from '@site/shared/config/regulatory-links';
import { siteConfig } from '@site/shared/config/site-config';
import { Link } from 'react-router';
import { documentListPage } from '../../data/document-lists';
import { DocumentListPage } from '../DocumentListPage/DocumentListPage';
import styles from './UnclaimedDividend.module.css';

const config = documentListPage('/investors/unclaimed-dividend')!;

/**
 * Unclaimed Dividend and IEPF: how to claim, then the statements of unpaid dividends and of shares
 * transferred to the Investor Education and Protection Fund, as a document archive.
 */
export default function UnclaimedDividend() {
  return (
    <DocumentListPage config={config}>
      <section className={styles.howTo} aria-labelledby="claim-heading">
        <h2 id="claim-heading">How to claim</h2>
        <p>
          Dividends unpaid or unclaimed for seven consecutive years, and the shares on which they were not claimed, are
          transferred to the Investor Education and Protection Fund (IEPF) under section 124 of the Companies Act, 2013.
          Before that, write to our{' '}
          <Link to="/investors/key-contacts">registrar and share transfer agent</Link> or to{' '}
          <a href={`mailto:${siteConfig.companySecretary.email}`}>{siteConfig.companySecretary.email}</a> with your folio
          number or DP ID and client ID. After the transfer, claim them from the IEPF Authority with form IEPF-5 on{' '}
          <a href={IEPF_URL} target="_blank" rel="noopener noreferrer">
            iepf.gov.in<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
          .
        </p>
      </section>
    </DocumentListPage>
  );
}

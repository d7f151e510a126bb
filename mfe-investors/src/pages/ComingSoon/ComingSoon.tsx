import { Link } from 'react-router';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import styles from './ComingSoon.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';

/** The spec's heading (§2.11), kept exactly: 'comingSoon.title' in messages/investors.ts. */

/**
 * Placeholder carried by the Initial Public Offer menu entry (spec §2.11): the spec's heading in the
 * investor page frame, what is coming, and the ways on (issue 18: no page that looks unfinished).
 */
export default function ComingSoon() {
  const t = useMessages(investorsMessages);
  return (
    <InvestorPage title={t('comingSoon.title')}>
      <div className={styles.panel}>
        <p>{t('comingSoon.text')}</p>
        <p>{t('comingSoon.meanwhile')}</p>
        <ul className={styles.actions}>
          <li>
            <Link className="btn btn-primary" to="/investors">
              {t('comingSoon.back')}
            </Link>
          </li>
          <li>
            <Link className="btn btn-secondary" to="/investors/material-documents">
              {t('comingSoon.material')}
            </Link>
          </li>
        </ul>
      </div>
    </InvestorPage>
  );
}

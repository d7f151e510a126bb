import { Link } from 'react-router';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import styles from './ComingSoon.module.css';

/** The spec's heading (§2.11), kept exactly. */
const HEADING = 'Coming Soon...';

/**
 * Placeholder carried by the Initial Public Offer menu entry (spec §2.11): the spec's heading in the
 * investor page frame, what is coming, and the ways on (issue 18: no page that looks unfinished).
 */
export default function ComingSoon() {
  return (
    <InvestorPage title={HEADING}>
      <div className={styles.panel}>
        <p>
          This part of the Initial Public Offer section is being prepared. Its documents will be published here as soon as
          they are filed with the stock exchanges.
        </p>
        <p>Meanwhile, the offer documents already published are in Material Documents, and every other investor page is open.</p>
        <ul className={styles.actions}>
          <li>
            <Link className="btn btn-primary" to="/investors">
              Back to Investors
            </Link>
          </li>
          <li>
            <Link className="btn btn-secondary" to="/investors/material-documents">
              Material Documents
            </Link>
          </li>
        </ul>
      </div>
    </InvestorPage>
  );
}

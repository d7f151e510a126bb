import { Link } from 'react-router';
import { siteConfig } from '@site/shared/config/site-config';
import styles from './Header.module.css';

/** Wordmark drawn in SVG and text (no logo artwork was supplied): a pipe cross-section and the name. */
export function Logo() {
  const [first, ...rest] = siteConfig.shortName.split(' ');
  return (
    <Link to="/" className={styles.logo} aria-label={`${siteConfig.companyName}, home`}>
      <svg className={styles.logoMark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="18" fill="#fff" />
        <circle cx="20" cy="20" r="12" fill="none" stroke="#004f87" strokeWidth="5" />
        <circle cx="20" cy="20" r="4.5" fill="#b34700" />
      </svg>
      <span className={styles.logoText} aria-hidden="true">
        <span className={styles.logoName}>{first}</span>
        <span className={styles.logoSub}>{rest.join(' ')}</span>
      </span>
    </Link>
  );
}

import { memo } from 'react';
import { Link } from 'react-router';
import { siteConfig } from '@site/shared/config/site-config';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { shellMessages } from '../../messages/shell';
import styles from './Header.module.css';

/** The part of the company name the wordmark does not show (" Limited"), read out after it. */
function unseenNameSuffix(): string {
  const { companyName, shortName } = siteConfig;
  return companyName.startsWith(shortName) ? companyName.slice(shortName.length) : ` (${companyName})`;
}

/**
 * Wordmark drawn in SVG and text (no logo artwork was supplied): a pipe cross-section and the name.
 * The link's name comes from its content, so it starts with the words on screen (WCAG 2.5.3 label
 * in name: voice users say what they see); the rest of the name is visually hidden.
 */
export const Logo = memo(function Logo() {
  const t = useMessages(shellMessages);
  const [first, ...rest] = siteConfig.shortName.split(' ');
  // The company's name is English on every page; ', home' is in the page's language.
  const dataLang = useEnglishDataLang();
  const suffix = unseenNameSuffix();
  return (
    <Link to="/" className={styles.logo}>
      <svg className={styles.logoMark} viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
        <circle cx="20" cy="20" r="18" fill="#fff" />
        <circle cx="20" cy="20" r="12" fill="none" stroke="#004f87" strokeWidth="5" />
        <circle cx="20" cy="20" r="4.5" fill="#b34700" />
      </svg>
      <span className={styles.logoText} lang={dataLang}>
        {/* Two lines (flex items): name computation puts a space between them. */}
        <span className={styles.logoName}>{first}</span>
        <span className={styles.logoSub}>{rest.join(' ')}</span>
      </span>
      <span className="visually-hidden">
        {dataLang ? (
          <>
            <span lang={dataLang}>{suffix}</span>
            {t('header.logoHome')}
          </>
        ) : (
          // English: one text node, as before.
          `${suffix}${t('header.logoHome')}`
        )}
      </span>
    </Link>
  );
});

import { memo } from 'react';
import { siteConfig } from '@site/shared/config/site-config';
import { SocialLinks } from '@site/shared/ui/SocialLinks/SocialLinks';
import { StaticHtml } from '@site/shared/ui/hydration/StaticHtml';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { EnglishText } from '@site/shared/i18n/EnglishText';
import { shellMessages } from '../../messages/shell';
import { LanguageSwitch } from './LanguageSwitch';
import styles from './TopBar.module.css';

/**
 * The strip above the navigation bar: social links (in the site's one order, as in the footer and on
 * Contact), support line with phone, head office line (hidden under 1315 px) and contact e-mail
 * (hidden under 865 px) — hidden by CSS media queries. All but the language switch (whose link
 * follows the page) is plain content, kept as the server sent it on a hydrated page (issue 30).
 */
export const TopBar = memo(function TopBar() {
  const t = useMessages(shellMessages);
  // The site config's address and e-mail are English data.
  const dataLang = useEnglishDataLang();
  return (
    <div className={styles.topBar}>
      <div className={`container ${styles.inner}`}>
        <SocialLinks listClassName={styles.social} linkClassName={styles.socialLink} />
        <StaticHtml as="p" className={styles.support}>
          <span>{t('header.support')}</span>{' '}
          <PhoneLink className={styles.link} number={siteConfig.supportPhone} />
        </StaticHtml>
        <StaticHtml className={styles.contact}>
          <p className={styles.address} data-topbar="address">
            <Icon d="M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" />
            <span className="visually-hidden">{t('header.headOffice')}</span>
            <EnglishText>{siteConfig.headOfficeLine}</EnglishText>
          </p>
          <p className={styles.email} data-topbar="email">
            <Icon d="M3 5h18v14H3zm2 2v.4l7 4.4 7-4.4V7zm0 2.8V17h14V9.8l-7 4.4z" />
            <a className={styles.link} href={`mailto:${siteConfig.contactEmail}`} lang={dataLang}>
              {siteConfig.contactEmail}
            </a>
          </p>
        </StaticHtml>
        <LanguageSwitch className={styles.language} />
      </div>
    </div>
  );
});

function Icon({ d }: { d: string }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

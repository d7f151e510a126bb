import { Link } from 'react-router';
import { SEBI_SMART_ODR_URL } from '@site/shared/config/regulatory-links';
import { siteConfig, type PostalAddress } from '@site/shared/config/site-config';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { SocialLinks } from '@site/shared/ui/SocialLinks/SocialLinks';
import { StaticHtml } from '@site/shared/ui/hydration/StaticHtml';
import { PRODUCT_LINKS } from '../Header/nav-items';
import { FOOTER_LINKS } from './footer-links';
import { NewsSignup } from './NewsSignup';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { footerKey, navKey, officeKey } from '../../messages/shell.en';
import { shellMessages } from '../../messages/shell';
import styles from './Footer.module.css';
import { copyrightYears } from './copyright-years';

interface Props {
  /** The clock the copyright's year is read from (epoch ms); tests pass their own. */
  now?: () => number;
}

/**
 * The site footer (spec §2.3): company, links, products, offices and contact, news sign-up, copyright.
 * Everything but the sign-up form is plain content, the same on every page: kept as the server sent
 * it (StaticHtml), so a phone does not hydrate a hundred elements on every page view (issue 30).
 */
export function Footer({ now = Date.now }: Props) {
  const t = useMessages(shellMessages);
  // The site config's name, addresses and CIN are English data.
  const dataLang = useEnglishDataLang();
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <StaticHtml className={styles.company}>
          <h2 className={styles.heading} lang={dataLang}>
            {siteConfig.companyName}
          </h2>
          <p>{t('site.tagline')}.</p>
          <SocialLinks listClassName={styles.social} linkClassName={styles.socialLink} />
        </StaticHtml>

        <StaticHtml as="nav" aria-label={t('footer.nav')} className={styles.linkGroups}>
          <div>
            <h2 className={styles.heading}>{t('footer.quickLinks')}</h2>
            <ul className={styles.list}>
              {FOOTER_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(footerKey(item.to))}</Link>
                </li>
              ))}
              <li>
                <a href={siteConfig.feedbackFormUrl} target="_blank" rel="noopener noreferrer">
                  {t('footer.feedback')}
                  <svg className={styles.external} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                  <span className="visually-hidden">{t('footer.newTab')}</span>
                </a>
              </li>
              <li>
                {/* SEBI asks listed companies to link its Online Dispute Resolution portal (issue 17). */}
                <a href={SEBI_SMART_ODR_URL} target="_blank" rel="noopener noreferrer">
                  SEBI SMART ODR
                  <svg className={styles.external} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                  <span className="visually-hidden">{t('footer.odr')}</span>
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>{t('footer.products')}</h2>
            <ul className={styles.list}>
              {PRODUCT_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{t(navKey(item.to))}</Link>
                </li>
              ))}
            </ul>
          </div>
        </StaticHtml>

        <StaticHtml className={styles.contact}>
          <h2 className={styles.heading}>{t('footer.contact')}</h2>
          <Office office={siteConfig.registeredOffice} />
          <Office office={siteConfig.corporateOffice} />
          <dl className={styles.details}>
            <div>
              <dt>{t('footer.cin')}</dt>
              <dd lang={dataLang}>{siteConfig.registrationNumber}</dd>
            </div>
            <div>
              <dt>{t('footer.phone')}</dt>
              <dd>
                <PhoneLink number={siteConfig.mobile} />
              </dd>
            </div>
            <div>
              <dt>{t('footer.landline')}</dt>
              <dd>
                <PhoneLink number={siteConfig.landline} />
              </dd>
            </div>
          </dl>
        </StaticHtml>

        <div className={styles.newsColumn}>
          <h2 className={styles.heading}>{t('footer.news')}</h2>
          <NewsSignup />
        </div>
      </div>
      <StaticHtml className={styles.bottom}>
        {/* The years come from the clock at each render: across New Year the browser's may differ from
            the server's (copyright-years.ts); a hydrated page keeps the server's line, and where the
            line is rendered in the browser React keeps the server's text rather than failing. */}
        <p className="container" suppressHydrationWarning>
          <Copyright years={copyrightYears(siteConfig.copyrightYear, now())} />
        </p>
      </StaticHtml>
    </footer>
  );
}

/** Stands for the company's name in the translated copyright line, to mark the name as English. */
const COMPANY_MARK = '\u{E000}';

function Copyright({ years }: { years: string }) {
  const t = useMessages(shellMessages);
  const dataLang = useEnglishDataLang();
  const values = { year: years, company: siteConfig.companyName };
  if (!dataLang) return t('footer.copyright', values);
  const [before = '', after = ''] = t('footer.copyright', { ...values, company: COMPANY_MARK }).split(COMPANY_MARK);
  return (
    <>
      {before}
      <span lang={dataLang}>{siteConfig.companyName}</span>
      {after}
    </>
  );
}

function Office({ office }: { office: PostalAddress }) {
  const t = useMessages(shellMessages);
  const dataLang = useEnglishDataLang();
  return (
    <address className={styles.address}>
      <strong>{t(officeKey(office.label))}</strong>
      {office.lines.map((line) => (
        <span key={line} lang={dataLang}>
          {line}
        </span>
      ))}
    </address>
  );
}

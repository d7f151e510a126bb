import { Link } from 'react-router';
import { SEBI_SMART_ODR_URL } from '@site/shared/config/regulatory-links';
import { siteConfig, type PostalAddress } from '@site/shared/config/site-config';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { SocialLinks } from '@site/shared/ui/SocialLinks/SocialLinks';
import { PRODUCT_LINKS } from '../Header/nav-items';
import { FOOTER_LINKS } from './footer-links';
import { NewsSignup } from './NewsSignup';
import styles from './Footer.module.css';

/** The site footer (spec §2.3): company, links, products, offices and contact, news sign-up, copyright. */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.company}>
          <h2 className={styles.heading}>{siteConfig.companyName}</h2>
          <p>{siteConfig.tagline}.</p>
          <SocialLinks listClassName={styles.social} linkClassName={styles.socialLink} />
        </div>

        <nav aria-label="Footer" className={styles.linkGroups}>
          <div>
            <h2 className={styles.heading}>Quick Links</h2>
            <ul className={styles.list}>
              {FOOTER_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
              <li>
                <a href={siteConfig.feedbackFormUrl} target="_blank" rel="noopener noreferrer">
                  Feedback
                  <svg className={styles.external} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
              <li>
                {/* SEBI asks listed companies to link its Online Dispute Resolution portal (issue 17). */}
                <a href={SEBI_SMART_ODR_URL} target="_blank" rel="noopener noreferrer">
                  SEBI SMART ODR
                  <svg className={styles.external} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true" focusable="false">
                    <path d="M14 4h6v6M20 4l-9 9M18 14v6H4V6h6" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                  <span className="visually-hidden"> (online dispute resolution, opens in a new tab)</span>
                </a>
              </li>
            </ul>
          </div>
          <div>
            <h2 className={styles.heading}>Our Products</h2>
            <ul className={styles.list}>
              {PRODUCT_LINKS.map((item) => (
                <li key={item.to}>
                  <Link to={item.to}>{item.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </nav>

        <div className={styles.contact}>
          <h2 className={styles.heading}>Contact Us</h2>
          <Office office={siteConfig.registeredOffice} />
          <Office office={siteConfig.corporateOffice} />
          <dl className={styles.details}>
            <div>
              <dt>CIN</dt>
              <dd>{siteConfig.registrationNumber}</dd>
            </div>
            <div>
              <dt>Phone</dt>
              <dd>
                <PhoneLink number={siteConfig.mobile} />
              </dd>
            </div>
            <div>
              <dt>Landline</dt>
              <dd>
                <PhoneLink number={siteConfig.landline} />
              </dd>
            </div>
          </dl>
        </div>

        <div className={styles.newsColumn}>
          <h2 className={styles.heading}>News &amp; Updates</h2>
          <NewsSignup />
        </div>
      </div>
      <div className={styles.bottom}>
        <p className="container">
          © {siteConfig.copyrightYear} {siteConfig.companyName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}

function Office({ office }: { office: PostalAddress }) {
  return (
    <address className={styles.address}>
      <strong>{office.label}</strong>
      {office.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

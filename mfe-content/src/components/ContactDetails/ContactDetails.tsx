import { siteConfig } from '@site/shared/config/site-config';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { mailHref } from './contact-links';
import styles from './ContactDetails.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { commonMessages, officeKey } from '../../messages/common';

interface Props {
  /** Heading level of the block's title. */
  headingLevel?: 'h2' | 'h3';
  title?: string;
}

/** Mobile, landline, general e-mail, location and corporate address (spec §2.9), from site config. */
export function ContactDetails({ headingLevel: Heading = 'h2', title: givenTitle }: Props) {
  const t = useMessages(commonMessages);
  const title = givenTitle ?? t('contact.title');
  const { mobile, landline, contactEmail, location, corporateOffice } = siteConfig;
  // The site config's e-mail, place and address are English data; their labels are translated.
  const dataLang = useEnglishDataLang();
  return (
    <section className={styles.details} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <dl className={styles.list}>
        <div>
          <dt>{t('contact.mobile')}</dt>
          <dd>
            <PhoneLink number={mobile} />
          </dd>
        </div>
        <div>
          <dt>{t('contact.landline')}</dt>
          <dd>
            <PhoneLink number={landline} />
          </dd>
        </div>
        <div>
          <dt>{t('contact.email')}</dt>
          <dd>
            <a href={mailHref(contactEmail)} lang={dataLang}>
              {contactEmail}
            </a>
          </dd>
        </div>
        <div>
          <dt>{t('contact.location')}</dt>
          <dd lang={dataLang}>{location}</dd>
        </div>
        <div>
          <dt>{t(officeKey(corporateOffice.label))}</dt>
          <dd>
            <address lang={dataLang}>
              {corporateOffice.lines.map((line) => (
                <span key={line} className={styles.line}>
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}

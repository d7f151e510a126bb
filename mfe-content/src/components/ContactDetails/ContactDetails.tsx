import { siteConfig } from '@site/shared/config/site-config';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { mailHref } from './contact-links';
import styles from './ContactDetails.module.css';

interface Props {
  /** Heading level of the block's title. */
  headingLevel?: 'h2' | 'h3';
  title?: string;
}

/** Mobile, landline, general e-mail, location and corporate address (spec §2.9), from site config. */
export function ContactDetails({ headingLevel: Heading = 'h2', title = 'Contact details' }: Props) {
  const { mobile, landline, contactEmail, location, corporateOffice } = siteConfig;
  return (
    <section className={styles.details} aria-label={title}>
      <Heading className={styles.title}>{title}</Heading>
      <dl className={styles.list}>
        <div>
          <dt>Mobile</dt>
          <dd>
            <PhoneLink number={mobile} />
          </dd>
        </div>
        <div>
          <dt>Landline</dt>
          <dd>
            <PhoneLink number={landline} />
          </dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={mailHref(contactEmail)}>{contactEmail}</a>
          </dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{location}</dd>
        </div>
        <div>
          <dt>{corporateOffice.label}</dt>
          <dd>
            <address>
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

import { siteConfig } from '@site/shared/config/site-config';
import { ContactDetails } from '../../components/ContactDetails/ContactDetails';
import { EmbedFacade } from '../../components/EmbedFacade/EmbedFacade';
import { FormAndAside } from '../../components/FormAndAside/FormAndAside';
import { OfficeAddresses } from '../../components/OfficeAddresses/OfficeAddresses';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { SocialLinks } from '../../components/SocialLinks/SocialLinks';
import posters from '../../generated/media-posters.json';
import { media } from '../../logic/media';
import { EnquiryForm } from './EnquiryForm';
import styles from './Contact.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { formsMessages } from '../../messages/forms';
import { commonMessages, officeKey } from '../../messages/common';

export default function Contact() {
  const t = useMessages(formsMessages);
  const common = useMessages(commonMessages);
  return (
    <>
      <PageIntro title={t('contact.title')} eyebrow={t('contact.eyebrow')}>
        <p>{t('contact.intro')}</p>
      </PageIntro>
      <FormAndAside>
        <section className={styles.form} aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading" className={styles.sectionTitle}>
            {t('contact.enquiry')}
          </h2>
          <EnquiryForm />
        </section>
        <div className={styles.aside}>
          <ContactDetails />
          <section aria-labelledby="social-heading" className={styles.social}>
            <h2 id="social-heading" className={styles.sectionTitle}>
              {t('contact.follow')}
            </h2>
            <SocialLinks />
          </section>
        </div>
      </FormAndAside>
      <section className={`page-section ${styles.offices}`} aria-labelledby="offices-heading">
        <div className="container">
          <SectionHeading id="offices-heading" eyebrow={t('contact.officesEyebrow')}>
            {t('contact.offices')}
          </SectionHeading>
          <OfficeAddresses />
        </div>
      </section>
      <section className="page-section" aria-labelledby="map-heading">
        <div className="container">
          <SectionHeading id="map-heading" eyebrow={t('contact.mapEyebrow')}>
            {t('contact.map')}
          </SectionHeading>
          <EmbedFacade kind="map" title={`${common(officeKey(siteConfig.headOffice.label))}, ${siteConfig.location}`} src={siteConfig.mapEmbedUrl} poster={media(posters, 'poster-map')} />
          <p className={styles.directions}>
            <a href={siteConfig.mapDirectionsUrl} target="_blank" rel="noopener noreferrer">
              {t('contact.directions')}
              <span className="visually-hidden">{t('contact.newTab')}</span>
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

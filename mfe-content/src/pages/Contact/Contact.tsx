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

export default function Contact() {
  return (
    <>
      <PageIntro title="Contact Us" eyebrow="We are here to help">
        <p>
          Questions about a product, a quotation, a dealership or an order? Send us an enquiry, call us, or visit our head
          office in Punalur.
        </p>
      </PageIntro>
      <FormAndAside>
        <section className={styles.form} aria-labelledby="enquiry-heading">
          <h2 id="enquiry-heading" className={styles.sectionTitle}>
            Send us an enquiry
          </h2>
          <EnquiryForm />
        </section>
        <div className={styles.aside}>
          <ContactDetails />
          <section aria-labelledby="social-heading" className={styles.social}>
            <h2 id="social-heading" className={styles.sectionTitle}>
              Follow us
            </h2>
            <SocialLinks />
          </section>
        </div>
      </FormAndAside>
      <section className={`page-section ${styles.offices}`} aria-labelledby="offices-heading">
        <div className="container">
          <SectionHeading id="offices-heading" eyebrow="Where to find us">
            Head office and plants
          </SectionHeading>
          <OfficeAddresses />
        </div>
      </section>
      <section className="page-section" aria-labelledby="map-heading">
        <div className="container">
          <SectionHeading id="map-heading" eyebrow="Directions">
            Find our head office
          </SectionHeading>
          <EmbedFacade kind="map" title={`${siteConfig.headOffice.label}, ${siteConfig.location}`} src={siteConfig.mapEmbedUrl} poster={media(posters, 'poster-map')} />
          <p className={styles.directions}>
            <a href={siteConfig.mapDirectionsUrl} target="_blank" rel="noopener noreferrer">
              Get directions in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </p>
        </div>
      </section>
    </>
  );
}

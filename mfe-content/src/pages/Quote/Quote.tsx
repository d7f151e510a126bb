import { siteConfig } from '@site/shared/config/site-config';
import { BrochureLinks } from '@site/shared/ui/BrochureLinks/BrochureLinks';
import { PhoneLink } from '@site/shared/ui/PhoneLink/PhoneLink';
import { ContactDetails } from '../../components/ContactDetails/ContactDetails';
import { EmbedFacade } from '../../components/EmbedFacade/EmbedFacade';
import { FormAndAside } from '../../components/FormAndAside/FormAndAside';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import posters from '../../generated/media-posters.json';
import { media } from '../../logic/media';
import { QuoteForm } from './QuoteForm';
import styles from './Quote.module.css';

export default function Quote() {
  return (
    <>
      <PageIntro title="Get a Quote" eyebrow="Quotations and brochures">
        <p>
          Send us your requirement for conduits, water pipes, fittings, hoses, solvent cement or tanks. Our sales team
          answers most enquiries within one working day.
        </p>
      </PageIntro>
      <FormAndAside>
        <QuoteForm />
        <ContactDetails title="Talk to us" />
      </FormAndAside>
      <section className={`page-section ${styles.brochures}`} aria-labelledby="brochures-heading">
        <div className="container">
          <SectionHeading id="brochures-heading" eyebrow="Downloads">
            Product brochures
          </SectionHeading>
          <p className={styles.lead}>Sizes, classes, standard packs and test data for every product line, as PDF.</p>
          <BrochureLinks ids={['electrical', 'corporate', 'waterPipes', 'malayalam']} />
        </div>
      </section>
      <section className="page-section" aria-labelledby="distributor-heading">
        <div className={`container ${styles.distributor}`}>
          <div>
            <SectionHeading id="distributor-heading" eyebrow="Grow with us">
              Become a distributor
            </SectionHeading>
            <p>
              {siteConfig.shortName} products are sold through a network of distributors and dealers across Kerala, Tamil
              Nadu and Karnataka. If you run a hardware, electrical or plumbing business, we would like to hear from you.
            </p>
            <ul className={styles.benefits}>
              <li>Direct supply from four plants, so stock reaches you within days</li>
              <li>Protected territories and transparent trade margins</li>
              <li>Product training for your counter staff, electricians and plumbers</li>
              <li>Point-of-sale material, brochures and technical support</li>
            </ul>
            <p>Use the form above to tell us about your business, or call us on <PhoneLink number={siteConfig.supportPhone} className={styles.phone} />.</p>
          </div>
          <EmbedFacade kind="video" title="Become a Kallada Polypipes distributor" src={siteConfig.videos.distributor} poster={media(posters, 'poster-distributor')} sizes="(min-width: 992px) 560px, 100vw" />
        </div>
      </section>
    </>
  );
}

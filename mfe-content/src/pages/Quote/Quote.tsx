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
import { useMessages } from '@site/shared/i18n/react';
import { formsMessages } from '../../messages/forms';

export default function Quote() {
  const t = useMessages(formsMessages);
  return (
    <>
      <PageIntro title={t('quote.title')} eyebrow={t('quote.eyebrow')}>
        <p>{t('quote.intro')}</p>
      </PageIntro>
      <FormAndAside>
        <QuoteForm />
        <ContactDetails title={t('quote.talk')} />
      </FormAndAside>
      <section className={`page-section ${styles.brochures}`} aria-labelledby="brochures-heading">
        <div className="container">
          <SectionHeading id="brochures-heading" eyebrow={t('quote.downloads')}>
            {t('quote.brochures')}
          </SectionHeading>
          <p className={styles.lead}>{t('quote.brochuresLead')}</p>
          <BrochureLinks ids={['electrical', 'corporate', 'waterPipes', 'malayalam']} />
        </div>
      </section>
      <section className="page-section" aria-labelledby="distributor-heading">
        <div className={`container ${styles.distributor}`}>
          <div>
            <SectionHeading id="distributor-heading" eyebrow={t('quote.growEyebrow')}>
              {t('quote.growTitle')}
            </SectionHeading>
            <p>{t('quote.growText', { company: siteConfig.shortName })}</p>
            <ul className={styles.benefits}>
              <li>{t('quote.benefit1')}</li>
              <li>{t('quote.benefit2')}</li>
              <li>{t('quote.benefit3')}</li>
              <li>{t('quote.benefit4')}</li>
            </ul>
            <p>{t.rich('quote.call', { phone: () => <PhoneLink number={siteConfig.supportPhone} className={styles.phone} /> })}</p>
          </div>
          <EmbedFacade kind="video" title={t('quote.video')} src={siteConfig.videos.distributor} poster={media(posters, 'poster-distributor')} sizes="(min-width: 992px) 560px, 100vw" />
        </div>
      </section>
    </>
  );
}

import { Carousel } from '@site/shared/ui/Carousel/Carousel';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { CLIENTS } from '../../data/clients';
import clients from '../../generated/media-clients.json';
import { media } from '../../logic/media';
import styles from './Home.module.css';
import { useCatalog, useEnglishDataLang } from '@site/shared/i18n/react';
import { homeContent } from '../../messages/home';

/** Logos of clients (fictional, generated) in a slowly rotating carousel. */
export function ClientLogos() {
  const c = useCatalog(homeContent);
  // Each logo's alt is the client's (English) name.
  const dataLang = useEnglishDataLang();
  return (
    <section className="page-section" aria-labelledby="clients-heading">
      <div className="container">
        <SectionHeading id="clients-heading" eyebrow={c.clientsEyebrow} align="center">
          {c.clientsTitle}
        </SectionHeading>
        <Carousel
          label={c.clientsCarousel}
          items={CLIENTS}
          getKey={(client) => client.id}
          slidesPerView={1}
          breakpoints={{ 576: 2, 768: 3, 992: 4, 1200: 5 }}
          autoplay={{ delayMs: 3000 }}
          renderItem={(client) => (
            // Padded so the slide is taller than the carousel's stacked pause and arrow buttons.
            <div className={styles.logoSlide}>
              <ResponsiveImage image={media(clients, client.id)} alt={client.name} lang={dataLang} sizes="(min-width: 992px) 220px, (min-width: 576px) 45vw, 90vw" className={styles.logo} />
            </div>
          )}
        />
      </div>
    </section>
  );
}

import { Carousel } from '@site/shared/ui/Carousel/Carousel';
import { PersonPortrait } from '../../components/Person/PersonPortrait';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { CLIENT_LETTERS, TESTIMONIAL_CARDS } from '../../data/testimonials';
import clients from '../../generated/media-clients.json';
import { media } from '../../logic/media';
import styles from './Home.module.css';
import { useCatalog, useEnglishDataLang } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { homeContent } from '../../messages/home';

/** Five client letters in a carousel and two static testimonial cards (spec §2.4). */
export function Testimonials() {
  const c = useCatalog(homeContent);
  // Clients' and people's names are English data.
  const dataLang = useEnglishDataLang();
  return (
    <section className={`page-section ${styles.testimonials}`} aria-labelledby="testimonials-heading">
      <div className="container">
        <SectionHeading id="testimonials-heading" eyebrow={c.testimonialsEyebrow} align="center">
          {c.testimonialsTitle}
        </SectionHeading>
        <Carousel
          label={c.lettersCarousel}
          items={CLIENT_LETTERS.map((letter, index) => ({ ...letter, ...c.letters[index] }))}
          getKey={(letter) => letter.id}
          slidesPerView={1}
          breakpoints={{ 768: 2, 1200: 3 }}
          renderItem={(letter) => (
            <figure className={styles.letter}>
              <ResponsiveImage
                image={media(clients, letter.id)}
                alt={formatMessage(c.letterAlt, { client: letter.client, date: letter.date })}
                sizes="150px"
                className={styles.letterImage}
              />
              <div>
                <blockquote className={styles.quote}>
                  <p>{letter.excerpt}</p>
                </blockquote>
                <figcaption className={styles.cite}>
                  {letter.signatory}, <strong lang={dataLang}>{letter.client}</strong>, {letter.city}
                </figcaption>
              </div>
            </figure>
          )}
        />
        <ul className={styles.cards}>
          {TESTIMONIAL_CARDS.map((card, index) => ({ ...card, ...c.cards[index] })).map((card) => (
            <li key={card.name}>
              <figure className={styles.card}>
                <blockquote className={styles.quote}>
                  <p>{card.quote}</p>
                </blockquote>
                <figcaption className={`${styles.cite} ${styles.citeWithMark}`}>
                  <PersonPortrait person={{ id: card.name, name: card.name, role: card.role }} variant="small" sizes="48px" />
                  <span>
                    <strong lang={dataLang}>{card.name}</strong>, {card.role}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import { Carousel } from '@site/shared/ui/Carousel/Carousel';
import { BrochureLinks } from '@site/shared/ui/BrochureLinks/BrochureLinks';
import { PageHero } from '../../components/PageHero/PageHero';
import { Prose } from '../../components/Prose/Prose';
import { Section } from '../../components/Section/Section';
import { TitledList } from '../../components/TitledList/TitledList';
import {
  FITTING_CLASSES,
  FITTING_GROUP_CAROUSEL,
  FITTING_GROUPS,
} from '../../data/electrical-fittings';
import { CatalogueCard } from './CatalogueCard';
import styles from './ElectricalFittings.module.css';
import { useCatalog, useEnglishDataLang } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { electricalFittingsContent } from '../../messages/electrical-fittings';

/** Electrical fittings catalogue: /product/pvc-electricals-fitting (spec §2.12). */
export default function ElectricalFittings() {
  const c = useCatalog(electricalFittingsContent);
  // The classes' names are brand names, English on every page.
  const dataLang = useEnglishDataLang();
  return (
    <>
      <PageHero title={c.title} lead={c.lead} picture={{ image: 'fitting-circular-box', alt: c.heroAlt }} />

      <Section title={c.features} plain>
        <Prose paragraphs={c.description} />
        <TitledList items={c.featureItems} />
      </Section>

      <Section title={c.classesTitle} tinted plain>
        <ul className={styles.classes}>
          {FITTING_CLASSES.map((fittingClass, index) => ({ ...fittingClass, ...c.classes[index] })).map((fittingClass) => (
            <li key={fittingClass.name}>
              <h3 className={styles.className} lang={dataLang}>
                {fittingClass.name}
              </h3>
              <p className={styles.material}>{fittingClass.material}</p>
              <p>{fittingClass.text}</p>
            </li>
          ))}
        </ul>
        <aside className={styles.colourNote} aria-label={c.coloursLabel}>
          <p>
            <strong>{c.colours}</strong>
            {c.colourText}
          </p>
        </aside>
      </Section>

      <Section title={c.catalogue}>
        {FITTING_GROUPS.map((group, g) => {
          const words = c.groups[g];
          return {
            ...group,
            title: words?.title ?? group.title,
            intro: words?.intro ?? group.intro,
            cards: group.cards.map((card, i) => {
              const text = words?.cards[i];
              return { ...card, title: text?.title ?? card.title, subtitle: text?.subtitle ?? card.subtitle, photos: card.photos.map((photo, p) => ({ ...photo, alt: text?.photos[p] ?? photo.alt, caption: text?.photos[p] ?? photo.caption })) };
            }),
          };
        }).map((group) => (
          <section key={group.id} className={styles.group}>
            <h3>{group.title}</h3>
            <p>{group.intro}</p>
            <Carousel
              label={group.title}
              items={group.cards}
              getKey={(card) => card.id}
              className={styles.groupCarousel}
              slidesPerView={FITTING_GROUP_CAROUSEL.slidesPerView}
              breakpoints={FITTING_GROUP_CAROUSEL.breakpoints}
              renderItem={(card) => <CatalogueCard card={card} />}
            />
          </section>
        ))}
      </Section>

      <Section title={c.brochures} tinted plain>
        <BrochureLinks ids={['electrical', 'corporate']} />
      </Section>

      <Section title={c.quality} plain>
        <TitledList items={c.qualityItems} ordered />
      </Section>
    </>
  );
}

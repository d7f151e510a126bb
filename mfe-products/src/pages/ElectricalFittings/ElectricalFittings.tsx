import { Carousel } from '@site/shared/ui/Carousel/Carousel';
import { BrochureLinks } from '@site/shared/ui/BrochureLinks/BrochureLinks';
import { PageHero } from '../../components/PageHero/PageHero';
import { Prose } from '../../components/Prose/Prose';
import { Section } from '../../components/Section/Section';
import { TitledList } from '../../components/TitledList/TitledList';
import {
  ELECTRICAL_FITTINGS_FEATURES,
  ELECTRICAL_FITTINGS_INTRO,
  FITTING_CLASSES,
  FITTING_COLOUR_NOTE,
  FITTING_GROUP_CAROUSEL,
  FITTING_GROUPS,
  FITTING_QUALITY_ANALYSIS,
} from '../../data/electrical-fittings';
import { CatalogueCard } from './CatalogueCard';
import styles from './ElectricalFittings.module.css';

/** Electrical fittings catalogue: /product/pvc-electricals-fitting (spec §2.12). */
export default function ElectricalFittings() {
  return (
    <>
      <PageHero
        title={ELECTRICAL_FITTINGS_INTRO.title}
        lead={ELECTRICAL_FITTINGS_INTRO.lead}
        picture={{ image: 'fitting-circular-box', alt: 'Four-way circular junction box' }}
      />

      <Section title="Features">
        <Prose paragraphs={ELECTRICAL_FITTINGS_INTRO.description} />
        <TitledList items={ELECTRICAL_FITTINGS_FEATURES} />
      </Section>

      <Section title="Three classes of fittings" tinted>
        <ul className={styles.classes}>
          {FITTING_CLASSES.map((fittingClass) => (
            <li key={fittingClass.name}>
              <h3 className={styles.className}>{fittingClass.name}</h3>
              <p className={styles.material}>{fittingClass.material}</p>
              <p>{fittingClass.text}</p>
            </li>
          ))}
        </ul>
        <aside className={styles.colourNote} aria-label="Colours">
          <p>
            <strong>Colours: </strong>
            {FITTING_COLOUR_NOTE.text}
          </p>
        </aside>
      </Section>

      <Section title="Catalogue">
        {FITTING_GROUPS.map((group) => (
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

      <Section title="Brochures" tinted>
        <BrochureLinks ids={['electrical', 'corporate']} />
      </Section>

      <Section title="Quality analysis">
        <TitledList items={FITTING_QUALITY_ANALYSIS} ordered />
      </Section>
    </>
  );
}

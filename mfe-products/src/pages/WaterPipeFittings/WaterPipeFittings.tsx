import { BrochureLinks } from '@site/shared/ui/BrochureLinks/BrochureLinks';
import { FittingPackTable } from '../../components/FittingPackTable/FittingPackTable';
import { PageHero } from '../../components/PageHero/PageHero';
import { Prose } from '../../components/Prose/Prose';
import { ProductImage } from '../../components/ProductImage/ProductImage';
import { Section } from '../../components/Section/Section';
import { TitledList } from '../../components/TitledList/TitledList';
import {
  WATER_FITTING_CERTIFICATIONS,
  WATER_FITTING_QUALITY,
  WATER_FITTING_TABLES,
  WATER_PIPE_FITTINGS_INTRO,
} from '../../data/water-pipe-fittings';
import styles from './WaterPipeFittings.module.css';

/** Water pipe fittings: /product/pvc-water-pipes-fitting (spec §2.12). */
export default function WaterPipeFittings() {
  return (
    <>
      <PageHero
        title={WATER_PIPE_FITTINGS_INTRO.title}
        lead={WATER_PIPE_FITTINGS_INTRO.lead}
        picture={{ image: 'water-fitting-tee', alt: 'Grey uPVC equal tee' }}
      />

      <Section title="About our fittings">
        <Prose paragraphs={WATER_PIPE_FITTINGS_INTRO.description} />
        <h3>Certifications</h3>
        {/* Spec §2.12: four inert "buttons" — they only name a certification, so they are labels, not controls. */}
        <ul className={styles.certifications}>
          {WATER_FITTING_CERTIFICATIONS.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </Section>

      <Section title="Sizes and standard packs" tinted>
        <div className={styles.tables}>
          {WATER_FITTING_TABLES.map((table) => (
            <article key={table.id} className={styles.fitting} aria-labelledby={`fitting-${table.id}`}>
              <h3 id={`fitting-${table.id}`}>{table.name}</h3>
              <ProductImage image={table.image} alt={table.alt} sizes="(min-width: 992px) 300px, 90vw" className={styles.image} />
              <FittingPackTable caption={`${table.name}: size and standard pack`} rows={table.rows} />
            </article>
          ))}
        </div>
      </Section>

      <Section title="Brochures">
        <BrochureLinks ids={['electrical', 'corporate', 'waterPipes']} />
      </Section>

      <Section title="Quality" tinted>
        <TitledList items={WATER_FITTING_QUALITY} ordered />
      </Section>
    </>
  );
}

import { BrochureLinks } from '@site/shared/ui/BrochureLinks/BrochureLinks';
import { FittingPackTable } from '../../components/FittingPackTable/FittingPackTable';
import { PageHero } from '../../components/PageHero/PageHero';
import { Prose } from '../../components/Prose/Prose';
import { ProductImage } from '../../components/ProductImage/ProductImage';
import { Section } from '../../components/Section/Section';
import { TitledList } from '../../components/TitledList/TitledList';
import {
  WATER_FITTING_TABLES,
} from '../../data/water-pipe-fittings';
import styles from './WaterPipeFittings.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { waterFittingsContent } from '../../messages/water-fittings';

/** Water pipe fittings: /product/pvc-water-pipes-fitting (spec §2.12). */
export default function WaterPipeFittings() {
  const c = useCatalog(waterFittingsContent);
  return (
    <>
      <PageHero title={c.title} lead={c.lead} picture={{ image: 'water-fitting-tee', alt: c.heroAlt }} />

      <Section title={c.about} plain>
        <Prose paragraphs={c.description} />
        <h3>{c.certificationsTitle}</h3>
        {/* Spec §2.12: four inert "buttons" — they only name a certification, so they are labels, not controls. */}
        <ul className={styles.certifications}>
          {c.certifications.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </Section>

      <Section title={c.sizes} tinted>
        <div className={styles.tables}>
          {WATER_FITTING_TABLES.map((table, index) => ({ ...table, ...c.fittings[index] })).map((table) => (
            <article key={table.id} className={styles.fitting} aria-labelledby={`fitting-${table.id}`}>
              <h3 id={`fitting-${table.id}`}>{table.name}</h3>
              <ProductImage image={table.image} alt={table.alt} sizes="(min-width: 992px) 300px, 90vw" className={styles.image} />
              <FittingPackTable caption={formatMessage(c.tableCaption, { name: table.name })} rows={table.rows} />
            </article>
          ))}
        </div>
      </Section>

      <Section title={c.brochures} plain>
        <BrochureLinks ids={['electrical', 'corporate', 'waterPipes']} />
      </Section>

      <Section title={c.quality} tinted plain>
        <TitledList items={c.qualityItems} ordered />
      </Section>
    </>
  );
}

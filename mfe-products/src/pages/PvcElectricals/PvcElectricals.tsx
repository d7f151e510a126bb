import { Carousel } from '@site/shared/ui/Carousel/Carousel';
import { BrochureLinks } from '@site/shared/ui/BrochureLinks/BrochureLinks';
import { ColourSwatch } from '../../components/ColourSwatch/ColourSwatch';
import { PageHero } from '../../components/PageHero/PageHero';
import { Prose } from '../../components/Prose/Prose';
import { ProductImage } from '../../components/ProductImage/ProductImage';
import { Section } from '../../components/Section/Section';
import { TitledList } from '../../components/TitledList/TitledList';
import { APPROVALS, APPROVALS_CAROUSEL } from '../../data/approvals';
import {
  CONDUIT_CLASS_ORDER,
  CONDUIT_CLASSES,
  CONDUIT_GALLERY,
  CONDUIT_QUALITY_TESTS,
} from '../../data/conduits';
import { ConduitTables } from './ConduitTables';
import styles from './PvcElectricals.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { conduitsContent } from '../../messages/conduits';

/** Rigid PVC electric conduits: /product and /product/pvc-electricals (spec §2.12). */
export default function PvcElectricals() {
  const c = useCatalog(conduitsContent);
  return (
    <>
      <PageHero title={c.title} lead={c.lead} picture={{ image: 'conduit-hero', alt: c.heroAlt }} />

      <Section title={c.about} plain>
        <Prose paragraphs={c.description} />
      </Section>

      <Section title={c.approvals} tinted>
        <Carousel
          label={c.approvalBadges}
          items={APPROVALS.map((approval, index) => ({ ...approval, ...c.approvalCards[index] }))}
          getKey={(item) => item.image}
          slidesPerView={APPROVALS_CAROUSEL.slidesPerView}
          breakpoints={APPROVALS_CAROUSEL.breakpoints}
          autoplay
          renderItem={(item) => (
            // One layout for every approval: the seal, then who grants it, the number and the scope
            // as text (the seal repeats the mark and number, so it is decoration to a screen reader).
            <div className={styles.approval}>
              <ProductImage image={item.image} alt="" sizes="112px" className={styles.badge} />
              <p className={styles.approvalAuthority}>{item.authority}</p>
              <h3 className={styles.approvalReference}>{item.reference}</h3>
              <p className={styles.approvalScope}>{item.scope}</p>
              {item.licence ? <p className={styles.approvalLicence}>{formatMessage(c.licence, { number: item.licence })}</p> : null}
            </div>
          )}
        />
      </Section>

      <Section title={c.classesTitle} plain>
        <ul className={styles.classes}>
          {CONDUIT_CLASS_ORDER.map((id, index) => {
            const info = { ...CONDUIT_CLASSES[id], ...c.classes[index] };
            return (
              <li key={id} className={styles.classCard}>
                <ColourSwatch hex={info.colourHex} width={240} height={36} className={styles.classSwatch} />
                <h3 className={styles.classTitle}>
                  {info.code} — {info.name}
                </h3>
                <p className={styles.classColour}>
                  {c.colour}
                  <strong>{info.colourName}</strong>
                </p>
                <p>{info.use}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title={c.range} tinted>
        <Carousel
          label={c.rangeLabel}
          items={CONDUIT_GALLERY.map((item, index) => ({ ...item, ...c.gallery[index] }))}
          getKey={(item) => item.image}
          slidesPerView={1}
          breakpoints={{ 576: 2, 992: 3 }}
          renderItem={(item) => (
            <figure className={styles.figure}>
              <ProductImage {...item} sizes="(min-width: 992px) 380px, (min-width: 576px) 45vw, 80vw" />
              <figcaption>{item.caption}</figcaption>
            </figure>
          )}
        />
      </Section>

      <Section title={c.sizes}>
        <ConduitTables />
      </Section>

      <Section title={c.availability} tinted plain>
        <ul className={styles.notes}>
          {c.availabilityNotes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Section>

      <Section title={c.advantages} plain>
        <TitledList items={c.advantageItems} />
      </Section>

      <Section title={c.features} tinted plain>
        <TitledList items={c.featureItems} />
      </Section>

      <Section title={c.brochures} plain>
        <BrochureLinks ids={['electrical', 'corporate', 'malayalam']} />
      </Section>

      <Section title={formatMessage(c.qualityTests, { count: CONDUIT_QUALITY_TESTS.length })} tinted plain>
        <TitledList items={c.qualityItems} ordered />
      </Section>
    </>
  );
}

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
  CONDUIT_ADVANTAGES,
  CONDUIT_AVAILABILITY_NOTES,
  CONDUIT_CLASS_ORDER,
  CONDUIT_CLASSES,
  CONDUIT_FEATURES,
  CONDUIT_GALLERY,
  CONDUIT_INTRO,
  CONDUIT_QUALITY_TESTS,
} from '../../data/conduits';
import { ConduitTables } from './ConduitTables';
import styles from './PvcElectricals.module.css';

/** Rigid PVC electric conduits: /product and /product/pvc-electricals (spec §2.12). */
export default function PvcElectricals() {
  return (
    <>
      <PageHero title={CONDUIT_INTRO.title} lead={CONDUIT_INTRO.lead} picture={{ image: 'conduit-hero', alt: 'Light, medium and heavy conduit pipes side by side, printed with size, class and IS 9537' }} />

      <Section title="About our conduits">
        <Prose paragraphs={CONDUIT_INTRO.description} />
      </Section>

      <Section title="Approvals and certifications" tinted>
        <Carousel
          label="Approval badges"
          items={APPROVALS}
          getKey={(item) => item.image}
          slidesPerView={APPROVALS_CAROUSEL.slidesPerView}
          breakpoints={APPROVALS_CAROUSEL.breakpoints}
          autoplay
          renderItem={(item) => (
            <ProductImage {...item} sizes="(min-width: 992px) 200px, (min-width: 768px) 30vw, 60vw" className={styles.badge} />
          )}
        />
      </Section>

      <Section title="Light, medium and heavy: told apart by colour">
        <ul className={styles.classes}>
          {CONDUIT_CLASS_ORDER.map((id) => {
            const info = CONDUIT_CLASSES[id];
            return (
              <li key={id} className={styles.classCard}>
                <ColourSwatch hex={info.colourHex} width={240} height={36} className={styles.classSwatch} />
                <h3 className={styles.classTitle}>
                  {info.code} — {info.name}
                </h3>
                <p className={styles.classColour}>
                  Colour: <strong>{info.colourName}</strong>
                </p>
                <p>{info.use}</p>
              </li>
            );
          })}
        </ul>
      </Section>

      <Section title="Our conduit range" tinted>
        <Carousel
          label="Conduit products"
          items={CONDUIT_GALLERY}
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

      <Section title="Sizes, packing and specification">
        <ConduitTables />
      </Section>

      <Section title="Pipe availability" tinted>
        <ul className={styles.notes}>
          {CONDUIT_AVAILABILITY_NOTES.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </Section>

      <Section title="Advantages">
        <TitledList items={CONDUIT_ADVANTAGES} />
      </Section>

      <Section title="Features" tinted>
        <TitledList items={CONDUIT_FEATURES} />
      </Section>

      <Section title="Brochures">
        <BrochureLinks ids={['electrical', 'corporate', 'malayalam']} />
      </Section>

      <Section title={`Quality tests (${CONDUIT_QUALITY_TESTS.length})`} tinted>
        <TitledList items={CONDUIT_QUALITY_TESTS} ordered />
      </Section>
    </>
  );
}

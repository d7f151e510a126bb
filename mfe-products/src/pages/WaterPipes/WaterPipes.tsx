import { Carousel } from '@site/shared/ui/Carousel/Carousel';
import { Link } from 'react-router';
import { BrochureLinks } from '@site/shared/ui/BrochureLinks/BrochureLinks';
import { PageHero } from '../../components/PageHero/PageHero';
import { Prose } from '../../components/Prose/Prose';
import { ProductImage } from '../../components/ProductImage/ProductImage';
import { Section } from '../../components/Section/Section';
import { TitledList } from '../../components/TitledList/TitledList';
import {
  WATER_PIPE_BRAND_CAROUSEL,
  WATER_PIPE_BRANDS,
  WATER_PIPE_CATEGORIES,
  WATER_PIPE_FEATURES,
  WATER_PIPE_INTRO,
  WATER_PIPE_QUALITY_TESTS,
  WATER_PIPE_SIZES_TEXT,
} from '../../data/water-pipes';
import styles from './WaterPipes.module.css';
import { PrintingColourTable } from './WaterPipeTables';

/** uPVC water pipes: /product/pvc-water-pipes (spec §2.12). */
export default function WaterPipes() {
  return (
    <>
      <PageHero
        title={WATER_PIPE_INTRO.title}
        lead={WATER_PIPE_INTRO.lead}
        picture={{ image: 'water-pipe-hero', alt: 'Grey uPVC water pipes printed in red, blue, green and black class colours' }}
      />

      <Section title="About our water pipes">
        <Prose paragraphs={WATER_PIPE_INTRO.description} />
      </Section>

      <Section title="Our brands" tinted>
        <Carousel
          label="Water pipe brands"
          items={WATER_PIPE_BRANDS}
          getKey={(brand) => brand.image}
          slidesPerView={WATER_PIPE_BRAND_CAROUSEL.slidesPerView}
          breakpoints={WATER_PIPE_BRAND_CAROUSEL.breakpoints}
          autoplay
          renderItem={(brand) => (
            <div className={styles.brand}>
              <ProductImage {...brand} sizes="(min-width: 768px) 360px, (min-width: 576px) 45vw, 80vw" />
              <h3 className={styles.brandName}>{brand.name}</h3>
              <p>{brand.text}</p>
            </div>
          )}
        />
      </Section>

      <Section title="Features">
        <TitledList items={WATER_PIPE_FEATURES} />
      </Section>

      <nav aria-label="Related products" className={styles.categories}>
        <ul className="container">
          {WATER_PIPE_CATEGORIES.map((category) => (
            <li key={category.path}>
              <Link to={category.path} className={styles.category}>
                <ProductImage {...category} sizes="80px" className={styles.categoryIcon} />
                <span>{category.caption}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Section title="Printing colour by class">
        <Prose paragraphs={['Each pipe is printed along its length in the colour of its pressure class.']} />
        <PrintingColourTable />
      </Section>

      <Section title="Sizes and dimensions (IS 4985)" tinted>
        <Prose paragraphs={WATER_PIPE_SIZES_TEXT} />
      </Section>

      <Section title="Quality tests">
        <TitledList items={WATER_PIPE_QUALITY_TESTS} ordered />
      </Section>

      <Section title="Brochures" tinted>
        <BrochureLinks ids={['waterPipes', 'corporate', 'malayalam']} />
      </Section>
    </>
  );
}

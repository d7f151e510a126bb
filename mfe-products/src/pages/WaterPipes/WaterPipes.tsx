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
} from '../../data/water-pipes';
import styles from './WaterPipes.module.css';
import { PrintingColourTable } from './WaterPipeTables';
import { useCatalog, useEnglishDataLang } from '@site/shared/i18n/react';
import { waterPipesContent } from '../../messages/water-pipes';

/** uPVC water pipes: /product/pvc-water-pipes (spec §2.12). */
export default function WaterPipes() {
  const c = useCatalog(waterPipesContent);
  // The ranges' names are brand names, English on every page.
  const dataLang = useEnglishDataLang();
  return (
    <>
      <PageHero title={c.title} lead={c.lead} picture={{ image: 'water-pipe-hero', alt: c.heroAlt }} />

      <Section title={c.about} plain>
        <Prose paragraphs={c.description} />
      </Section>

      <Section title={c.brands} tinted>
        <Carousel
          label={c.brandsLabel}
          items={WATER_PIPE_BRANDS.map((brand, index) => ({ ...brand, text: c.brandTexts[index] ?? brand.text }))}
          getKey={(brand) => brand.image}
          slidesPerView={WATER_PIPE_BRAND_CAROUSEL.slidesPerView}
          breakpoints={WATER_PIPE_BRAND_CAROUSEL.breakpoints}
          autoplay
          renderItem={(brand) => (
            <div className={styles.brand}>
              <ProductImage {...brand} sizes="(min-width: 768px) 360px, (min-width: 576px) 45vw, 80vw" />
              <h3 className={styles.brandName} lang={dataLang}>
                {brand.name}
              </h3>
              <p>{brand.text}</p>
            </div>
          )}
        />
      </Section>

      <Section title={c.features} plain>
        <TitledList items={c.featureItems} />
      </Section>

      <nav aria-label={c.related} className={styles.categories}>
        <ul className="container">
          {WATER_PIPE_CATEGORIES.map((category, index) => ({ ...category, caption: c.categories[index] ?? category.caption })).map((category) => (
            <li key={category.path}>
              <Link to={category.path} className={styles.category}>
                <ProductImage {...category} sizes="80px" className={styles.categoryIcon} />
                <span>{category.caption}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Section title={c.printing}>
        <Prose paragraphs={[c.printingText]} />
        <PrintingColourTable />
      </Section>

      <Section title={c.sizes} tinted plain>
        <Prose paragraphs={c.sizesText} />
      </Section>

      <Section title={c.quality} plain>
        <TitledList items={c.qualityItems} ordered />
      </Section>

      <Section title={c.brochures} tinted plain>
        <BrochureLinks ids={['waterPipes', 'corporate', 'malayalam']} />
      </Section>
    </>
  );
}

import type { ReactNode } from 'react';
import type { DescriptiveProduct } from '../../data/other-products';
import { PageHero } from '../PageHero/PageHero';
import { Section } from '../Section/Section';
import { TitledList } from '../TitledList/TitledList';
import { useMessages } from '@site/shared/i18n/react';
import { productsMessages } from '../../messages/products';

/** Flexible conduits, solvent cement, hoses, water tanks: description, features, quality. */
export function DescriptivePage({ product, children }: { product: DescriptiveProduct; children?: ReactNode }) {
  const t = useMessages(productsMessages);
  return (
    <>
      <PageHero title={product.title} lead={product.lead} picture={product.hero} />
      <Section title={t('section.about')}>
        {product.description.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </Section>
      {children}
      <Section title={t('section.features')} tinted>
        <TitledList items={product.features} />
      </Section>
      <Section title={t('section.quality')}>
        <TitledList items={product.quality} ordered />
      </Section>
    </>
  );
}

import type { ReactNode } from 'react';
import type { DescriptiveProduct } from '../../data/other-products';
import { PageHero } from '../PageHero/PageHero';
import { Section } from '../Section/Section';
import { TitledList } from '../TitledList/TitledList';

/** Flexible conduits, solvent cement, hoses, water tanks: description, features, quality. */
export function DescriptivePage({ product, children }: { product: DescriptiveProduct; children?: ReactNode }) {
  return (
    <>
      <PageHero title={product.title} lead={product.lead} picture={product.hero} />
      <Section title="About the product">
        {product.description.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </Section>
      {children}
      <Section title="Features" tinted>
        <TitledList items={product.features} />
      </Section>
      <Section title="Quality">
        <TitledList items={product.quality} ordered />
      </Section>
    </>
  );
}

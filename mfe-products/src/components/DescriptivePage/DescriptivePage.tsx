import type { ReactNode } from 'react';
import type { DescriptiveProduct } from '../../data/other-products';
import { PageHero } from '../PageHero/PageHero';
import { Section } from '../Section/Section';
import { TitledList } from '../TitledList/TitledList';
import { useMessages } from '@site/shared/i18n/react';
import { productsMessages } from '../../messages/products';
import { useCatalog } from '@site/shared/i18n/react';
import { descriptiveContent, type DescriptiveKey } from '../../messages/descriptive';

/** Flexible conduits, solvent cement, hoses, water tanks: description, features, quality. */
export function DescriptivePage({ product, text, children }: { product: DescriptiveProduct; text: DescriptiveKey; children?: ReactNode }) {
  const t = useMessages(productsMessages);
  const words = useCatalog(descriptiveContent)[text];
  return (
    <>
      <PageHero title={words.title} lead={words.lead} picture={{ ...product.hero, alt: words.heroAlt }} />
      <Section title={t('section.about')} plain>
        {words.description.map((paragraph) => (
          <p key={paragraph.slice(0, 24)}>{paragraph}</p>
        ))}
      </Section>
      {children}
      <Section title={t('section.features')} tinted plain>
        <TitledList items={words.features} />
      </Section>
      <Section title={t('section.quality')} plain>
        <TitledList items={words.quality} ordered />
      </Section>
    </>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@site/shared/ui/PageHeader/PageHeader';
import type { Picture } from '../../data/media';
import { ProductImage } from '../ProductImage/ProductImage';
import styles from './PageHero.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { productsMessages } from '../../messages/products';

interface Props {
  title: string;
  lead: string;
  picture: Picture;
  children?: ReactNode;
}

/** The one <h1> of a product screen (the site-wide PageHeader), its lead, the hero picture and the Get a quote link. */
export function PageHero({ title, lead, picture, children }: Props) {
  const t = useMessages(productsMessages);
  return (
    <PageHeader
      title={title}
      eyebrow={t('hero.eyebrow')}
      aside={<ProductImage {...picture} eager sizes="(min-width: 992px) 560px, 100vw" className={styles.image} />}
    >
      <p>{lead}</p>
      {children}
      <QuoteLink />
    </PageHeader>
  );
}

/** Beyond the spec: every product page links to the quote form. */
export function QuoteLink({ className = 'btn btn-primary' }: { className?: string }) {
  const t = useMessages(productsMessages);
  return (
    <Link to="/quote" className={className}>
      {t('hero.quote')}
    </Link>
  );
}

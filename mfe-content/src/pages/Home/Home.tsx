import { Link } from 'react-router';
import { StaticHtml } from '@site/shared/ui/hydration/StaticHtml';
import { LazyBlogHighlights as BlogHighlights } from '../../components/BlogHighlights/LazyBlogHighlights';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Values } from '../../components/Values/Values';
import { PRODUCT_CARDS } from '../../data/home';
import home from '../../generated/media-home.json';
import { media } from '../../logic/media';
import { ClientLogos } from './ClientLogos';
import { HomeHero } from './HomeHero';
import { Testimonials } from './Testimonials';
import styles from './Home.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { homeContent } from '../../messages/home';

export default function Home() {
  const c = useCatalog(homeContent);
  return (
    <>
      <HomeHero />

      {/* The products first (issue 29): what we make, then why trust it, who we are, what customers
          say, and the distributor pitch after them. The spec (§2.4) lists the sections, not their order.
          Those four are plain content (text, pictures, links): a hydrated page keeps them as the
          server sent them (StaticHtml, issue 30). */}
      <section className="page-section" aria-labelledby="products-heading">
        <StaticHtml className="container">
          <SectionHeading id="products-heading" eyebrow={c.productsEyebrow} align="center">
            {c.productsTitle}
          </SectionHeading>
          <ul className={styles.products}>
            {PRODUCT_CARDS.map((card, index) => ({ ...card, ...c.products[index] })).map((product) => (
              <li key={product.route} className={styles.product}>
                <ResponsiveImage image={media(home, product.image)} alt="" sizes="(min-width: 992px) 380px, (min-width: 576px) 50vw, 100vw" className={styles.productImage} />
                <div className={styles.productBody}>
                  <h3 className={styles.productTitle}>{product.title}</h3>
                  <p>{product.text}</p>
                  <Link className={styles.readMore} to={product.route}>
                    {c.readMore}
                    <span className="visually-hidden">{formatMessage(c.readMoreAbout, { title: product.title })}</span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <p className={styles.centered}>
            <Link className="btn btn-primary" to="/about">
              {c.moreService}
            </Link>
          </p>
        </StaticHtml>
      </section>

      <section className="page-section" aria-labelledby="certification-heading">
        <StaticHtml className={`container ${styles.certification}`}>
          <div className={styles.seals}>
            <ResponsiveImage image={media(home, 'seal-isi')} alt={c.sealIsi} sizes="120px" className={styles.seal} />
            <ResponsiveImage image={media(home, 'seal-iso')} alt={c.sealIso} sizes="120px" className={styles.seal} />
          </div>
          <div>
            <SectionHeading id="certification-heading" eyebrow={c.certificationEyebrow}>
              {c.certificationTitle}
            </SectionHeading>
            <p>{c.certificationText}</p>
          </div>
        </StaticHtml>
      </section>

      <section className={`page-section ${styles.whatWeAre}`} aria-labelledby="what-we-are-heading">
        <StaticHtml className={`container ${styles.split}`}>
          <div>
            <SectionHeading id="what-we-are-heading" eyebrow={c.whatEyebrow}>
              {c.whatTitle}
            </SectionHeading>
            <p>{c.whatText1}</p>
            <p>{c.whatText2}</p>
            <Link className="btn btn-secondary" to="/about">
              {c.knowMore}
            </Link>
          </div>
          <ResponsiveImage image={media(home, 'what-we-are')} alt={c.whatAlt} sizes="(min-width: 992px) 560px, 100vw" className={styles.splitImage} />
        </StaticHtml>
      </section>

      <Testimonials />
      <section className={`page-section ${styles.distributor}`} aria-labelledby="distributor-heading">
        <StaticHtml className={`container ${styles.split}`}>
          <ResponsiveImage image={media(home, 'distributor')} alt={c.distributorAlt} sizes="(min-width: 992px) 560px, 100vw" className={styles.splitImage} />
          <div>
            <SectionHeading id="distributor-heading" eyebrow={c.distributorEyebrow}>
              {c.distributorTitle}
            </SectionHeading>
            <p>{c.distributorText}</p>
            <Link className="btn btn-secondary" to="/quote">
              {c.becomeDistributor}
            </Link>
          </div>
        </StaticHtml>
      </section>

      <ClientLogos />
      <Values />
      <BlogHighlights title={c.newsTitle} eyebrow={c.newsEyebrow} />
    </>
  );
}

import { Link } from 'react-router';
import { siteConfig } from '@site/shared/config/site-config';
import { Carousel } from '@site/shared/ui/Carousel/Carousel';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { HERO_SLIDES } from '../../data/home';
import hero from '../../generated/media-hero.json';
import { media } from '../../logic/media';
import styles from './Home.module.css';
import { useCatalog } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { homeContent } from '../../messages/home';

const slides = HERO_SLIDES.map((slide) => ({ ...slide, image: media(hero, slide.name) }));

/**
 * Hero: the picture carousel across the full width and the page's intro with its one <h1> (over
 * the pictures from 992 px, under them on phones). The first picture is the
 * page's largest paint, so it is a real <img> in the first render, fetched at once with high
 * priority, with width/height (and a CSS aspect ratio) so it never shifts the layout.
 */
export function HomeHero() {
  const c = useCatalog(homeContent);
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.heroStage}>
        <Carousel
          label={c.heroCarousel}
          className={styles.heroCarousel}
          items={slides}
          getKey={(slide) => slide.name}
          autoplay
          renderItem={(slide, index) => (
            <ResponsiveImage image={slide.image} alt={c.heroAlts[index] ?? slide.alt} sizes="100vw" priority={index === 0} className={styles.heroImage} />
          )}
        />
        {/* On wide screens the intro sits over the pictures' calm left side, in the content column. */}
        <div className={styles.heroOverlay}>
          <div className={`container ${styles.heroColumn}`}>
            <div className={styles.heroPanel}>
              <p className={styles.heroEyebrow}>{formatMessage(c.heroEyebrow, { year: siteConfig.founded })}</p>
              <h1 id="home-title" className={styles.heroTitle}>
                {c.heroTitle}
              </h1>
              <p className={styles.heroText}>{c.heroText}</p>
              <div className={styles.heroActions}>
                <Link className="btn btn-primary" to="/quote">
                  {c.getQuote}
                </Link>
                <Link className={`btn ${styles.lightButton}`} to="/about">
                  {c.moreAboutUs}
                </Link>
              </div>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}

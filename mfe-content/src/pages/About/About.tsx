import { Link } from 'react-router';
import { siteConfig } from '@site/shared/config/site-config';
import { BannerCarousel } from '../../components/BannerCarousel/BannerCarousel';
import { LazyBlogHighlights as BlogHighlights } from '../../components/BlogHighlights/LazyBlogHighlights';
import { EmbedFacade } from '../../components/EmbedFacade/EmbedFacade';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Values } from '../../components/Values/Values';
import { ABOUT_BANNERS, ABOUT_STORY, MISSION, SPECIALITIES, UNIT_NOTES, VISION } from '../../data/about';
import about from '../../generated/media-about.json';
import posters from '../../generated/media-posters.json';
import { media } from '../../logic/media';
import { TeamCarousel } from './TeamCarousel';
import styles from './About.module.css';

const banners = ABOUT_BANNERS.map((banner) => ({ ...banner, image: media(about, banner.name) }));

export default function About() {
  return (
    <>
      <PageIntro title="About Us" eyebrow={`Since ${siteConfig.founded}`}>
        <p>A Kerala manufacturer of PVC conduits, water pipes and fittings, ISI and ISO certified, with four manufacturing units.</p>
      </PageIntro>
      <div className="container page-section">
        <BannerCarousel label="About Kallada Polypipes" banners={banners} />
      </div>

      <section className="page-section" aria-labelledby="story-heading">
        <div className={`container ${styles.story}`}>
          <div className={styles.storyText}>
            <SectionHeading id="story-heading" eyebrow="Our story">
              From one extruder in Punalur to four plants
            </SectionHeading>
            {ABOUT_STORY.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <Link className="btn btn-secondary" to="/md-message">
                Read our Managing Director’s message
              </Link>
            </p>
          </div>
          {/* Spec §2.5/§9: this pair shows only on windows wider than 1300 px (CSS media query). */}
          <div className={styles.sidePair} aria-hidden="true">
            <ResponsiveImage image={media(about, 'about-side-1')} alt="" sizes="220px" />
            <ResponsiveImage image={media(about, 'about-side-2')} alt="" sizes="220px" />
          </div>
        </div>
      </section>

      <section className={`page-section ${styles.units}`} aria-labelledby="units-heading">
        <div className="container">
          <SectionHeading id="units-heading" eyebrow="Manufacturing units">
            Four units across Kerala and Tamil Nadu
          </SectionHeading>
          <ol className={styles.unitList}>
            {siteConfig.plants.map((plant) => (
              <li key={plant.label} className={styles.unit}>
                <h3 className={styles.unitName}>{plant.label}</h3>
                <p className={styles.unitNote}>{UNIT_NOTES[plant.label]}</p>
                <address className={styles.unitAddress}>{plant.lines.join(', ')}</address>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <Values />

      <section className="page-section" aria-labelledby="specialities-heading">
        <div className="container">
          <SectionHeading id="specialities-heading" eyebrow="Our specialities" align="center">
            Why builders and electricians choose us
          </SectionHeading>
          <ul className={styles.specialities}>
            {SPECIALITIES.map((item) => (
              <li key={item.title}>
                <h3 className={styles.specialityTitle}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`page-section ${styles.vision}`} aria-label="Vision and mission">
        <div className={`container ${styles.visionGrid}`}>
          <div>
            <h2 className={styles.visionTitle}>Our vision</h2>
            <p className={styles.visionText}>{VISION}</p>
          </div>
          <div>
            <h2 className={styles.visionTitle}>Our mission</h2>
            <ul>
              {MISSION.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <TeamCarousel />

      <section className="page-section" aria-labelledby="video-heading">
        <div className={`container ${styles.videoGrid}`}>
          <div>
            <SectionHeading id="video-heading" eyebrow="Watch">
              See how we make our pipes
            </SectionHeading>
            <p>
              Take a short tour of our plants: from compounding and extrusion to testing, packing and dispatch, and meet some
              of the people who make it happen.
            </p>
          </div>
          <EmbedFacade kind="video" title="Kallada Polypipes company film" src={siteConfig.videos.company} poster={media(posters, 'poster-company')} sizes="(min-width: 992px) 640px, 100vw" />
        </div>
      </section>

      <BlogHighlights title="News & Articles" eyebrow="From our blog" />
    </>
  );
}

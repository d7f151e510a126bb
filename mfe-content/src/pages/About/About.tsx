import { Link } from 'react-router';
import { siteConfig } from '@site/shared/config/site-config';
import { BannerCarousel } from '../../components/BannerCarousel/BannerCarousel';
import { LazyBlogHighlights as BlogHighlights } from '../../components/BlogHighlights/LazyBlogHighlights';
import { EmbedFacade } from '../../components/EmbedFacade/EmbedFacade';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { Values } from '../../components/Values/Values';
import { ABOUT_BANNERS } from '../../data/about';
import about from '../../generated/media-about.json';
import posters from '../../generated/media-posters.json';
import { media } from '../../logic/media';
import { TeamCarousel } from './TeamCarousel';
import styles from './About.module.css';
import { useCatalog, useEnglishDataLang } from '@site/shared/i18n/react';
import { formatMessage } from '@site/shared/i18n/icu';
import { aboutContent } from '../../messages/about';
import { commonMessages, officeKey } from '../../messages/common';
import { useMessages } from '@site/shared/i18n/react';

const banners = ABOUT_BANNERS.map((banner) => ({ ...banner, image: media(about, banner.name) }));

export default function About() {
  const c = useCatalog(aboutContent);
  // The plants' addresses (site config) are English data.
  const dataLang = useEnglishDataLang();
  const t = useMessages(commonMessages);
  return (
    <>
      <PageIntro title={c.title} eyebrow={formatMessage(c.eyebrow, { year: siteConfig.founded })}>
        <p>{c.intro}</p>
      </PageIntro>
      <div className="container page-section">
        <BannerCarousel label={c.banners} banners={banners.map((banner, index) => ({ ...banner, ...c.bannerTexts[index] }))} />
      </div>

      <section className="page-section" aria-labelledby="story-heading">
        <div className={`container ${styles.story}`}>
          <div className={styles.storyText}>
            <SectionHeading id="story-heading" eyebrow={c.storyEyebrow}>
              {c.storyTitle}
            </SectionHeading>
            {c.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <p>
              <Link className="btn btn-secondary" to="/md-message">
                {c.mdMessage}
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
          <SectionHeading id="units-heading" eyebrow={c.unitsEyebrow}>
            {c.unitsTitle}
          </SectionHeading>
          <ol className={styles.unitList}>
            {siteConfig.plants.map((plant, index) => (
              <li key={plant.label} className={styles.unit}>
                <h3 className={styles.unitName}>{t(officeKey(plant.label))}</h3>
                <p className={styles.unitNote}>{c.unitNotes[index]}</p>
                <address className={styles.unitAddress} lang={dataLang}>
                  {plant.lines.join(', ')}
                </address>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <Values />

      <section className="page-section" aria-labelledby="specialities-heading">
        <div className="container">
          <SectionHeading id="specialities-heading" eyebrow={c.specialitiesEyebrow} align="center">
            {c.specialitiesTitle}
          </SectionHeading>
          <ul className={styles.specialities}>
            {c.specialities.map((item) => (
              <li key={item.title}>
                <h3 className={styles.specialityTitle}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`page-section ${styles.vision}`} aria-label={c.visionAndMission}>
        <div className={`container ${styles.visionGrid}`}>
          <div>
            <h2 className={styles.visionTitle}>{c.visionTitle}</h2>
            <p className={styles.visionText}>{c.vision}</p>
          </div>
          <div>
            <h2 className={styles.visionTitle}>{c.missionTitle}</h2>
            <ul>
              {c.mission.map((item) => (
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
            <SectionHeading id="video-heading" eyebrow={c.videoEyebrow}>
              {c.videoTitle}
            </SectionHeading>
            <p>{c.videoText}</p>
          </div>
          <EmbedFacade kind="video" title={c.videoName} src={siteConfig.videos.company} poster={media(posters, 'poster-company')} sizes="(min-width: 992px) 640px, 100vw" />
        </div>
      </section>

      <BlogHighlights title={c.newsTitle} eyebrow={c.newsEyebrow} />
    </>
  );
}

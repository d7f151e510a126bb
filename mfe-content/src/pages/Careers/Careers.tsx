import { useCareerOpenings } from '../../api/useCareerOpenings';
import { BannerCarousel } from '../../components/BannerCarousel/BannerCarousel';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { CAREERS_BANNERS } from '../../data/careers';
import manifest from '../../generated/media-careers.json';
import { media } from '../../logic/media';
import { CareerForm } from './CareerForm';
import { OpeningCard } from './OpeningCard';
import styles from './Careers.module.css';
import { useCatalog, useMessages } from '@site/shared/i18n/react';
import { formsMessages } from '../../messages/forms';
import { careersContent } from '../../messages/careers';

const banners = CAREERS_BANNERS.map((banner) => ({ ...banner, image: media(manifest, banner.name) }));

export default function Careers() {
  const t = useMessages(formsMessages);
  const c = useCatalog(careersContent);
  const openings = useCareerOpenings();
  return (
    <>
      <PageIntro title={t('careers.title')} eyebrow={t('careers.eyebrow')}>
        <p>{t('careers.intro')}</p>
      </PageIntro>
      <div className="container page-section">
        <BannerCarousel label={t('careers.banners')} banners={banners.map((banner, index) => ({ ...banner, ...c.banners[index] }))} />
      </div>
      <section className="page-section" aria-labelledby="culture-heading">
        <div className={`container ${styles.culture}`}>
          <SectionHeading id="culture-heading" eyebrow={t('careers.cultureEyebrow')}>
            {t('careers.cultureTitle')}
          </SectionHeading>
          {c.culture.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className={`page-section ${styles.why}`} aria-labelledby="why-heading">
        <div className="container">
          <SectionHeading id="why-heading" eyebrow={t('careers.whyEyebrow')} align="center">
            {t('careers.whyTitle')}
          </SectionHeading>
          <ul className={styles.whyGrid}>
            {c.why.map((item) => (
              <li key={item.title} className={styles.whyCard}>
                <h3 className={styles.whyTitle}>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {/* Spec §8: a failed fetch only logs; with nothing to show, the section is not rendered. */}
      {openings && openings.length > 0 ? (
        <section className="page-section" aria-labelledby="openings-heading">
          <div className="container">
            <SectionHeading id="openings-heading" eyebrow={t('careers.openingsEyebrow')}>
              {t('careers.openingsTitle')}
            </SectionHeading>
            <ul className={styles.openings}>
              {openings.map((opening) => (
                <li key={`${opening.job_Roll}|${opening.position}|${opening.job_Location}`}>
                  <OpeningCard opening={opening} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <section className={`page-section ${styles.applySection}`} aria-label={t('careers.formSection')}>
        <div className="container">
          <CareerForm openings={openings ?? []} />
        </div>
      </section>
    </>
  );
}

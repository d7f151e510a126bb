import { useCareerOpenings } from '../../api/useCareerOpenings';
import { BannerCarousel } from '../../components/BannerCarousel/BannerCarousel';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { CAREERS_BANNERS, CAREERS_CULTURE, WHY_CHOOSE_US } from '../../data/careers';
import manifest from '../../generated/media-careers.json';
import { media } from '../../logic/media';
import { CareerForm } from './CareerForm';
import { OpeningCard } from './OpeningCard';
import styles from './Careers.module.css';

const banners = CAREERS_BANNERS.map((banner) => ({ ...banner, image: media(manifest, banner.name) }));

export default function Careers() {
  const openings = useCareerOpenings();
  return (
    <>
      <PageIntro title="Careers" eyebrow="Work with us">
        <p>Build a career with a Kerala manufacturer that has made pipes people trust for three decades.</p>
      </PageIntro>
      <div className="container page-section">
        <BannerCarousel label="Life at Kallada Polypipes" banners={banners} />
      </div>
      <section className="page-section" aria-labelledby="culture-heading">
        <div className={`container ${styles.culture}`}>
          <SectionHeading id="culture-heading" eyebrow="Our culture">
            A workplace that grows its own people
          </SectionHeading>
          {CAREERS_CULTURE.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className={`page-section ${styles.why}`} aria-labelledby="why-heading">
        <div className="container">
          <SectionHeading id="why-heading" eyebrow="Why choose us" align="center">
            Why build your career here
          </SectionHeading>
          <ul className={styles.whyGrid}>
            {WHY_CHOOSE_US.map((item) => (
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
            <SectionHeading id="openings-heading" eyebrow="Current openings">
              Join our team
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
      <section className={`page-section ${styles.applySection}`} aria-label="Application form">
        <div className="container">
          <CareerForm openings={openings ?? []} />
        </div>
      </section>
    </>
  );
}

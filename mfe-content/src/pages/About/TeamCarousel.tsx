import { Carousel } from '@site/shared/ui/Carousel/Carousel';
import { PersonPortrait } from '../../components/Person/PersonPortrait';
import { SectionHeading } from '../../components/SectionHeading/SectionHeading';
import { TEAM } from '../../data/team';
import styles from './About.module.css';
import { useCatalog, useEnglishDataLang } from '@site/shared/i18n/react';
import { aboutContent } from '../../messages/about';

/** Team carousel (spec §2.5, §9): 1 slide under 992 px, 2 under 1200 px, otherwise 3. */
export function TeamCarousel() {
  const c = useCatalog(aboutContent);
  // People's names are English data.
  const dataLang = useEnglishDataLang();
  return (
    <section className={`page-section ${styles.team}`} aria-labelledby="team-heading">
      <div className="container">
        <SectionHeading id="team-heading" eyebrow={c.teamEyebrow} align="center">
          {c.teamTitle}
        </SectionHeading>
        <Carousel
          label={c.team}
          items={TEAM.map((member, index) => ({ ...member, ...c.members[index] }))}
          getKey={(member) => member.id}
          slidesPerView={1}
          breakpoints={{ 992: 2, 1200: 3 }}
          renderItem={(member) => (
            <article className={styles.member}>
              {/* A photo of (or, until we have one, a monogram for) the person named right under it. */}
              <div className={styles.memberImage}>
                <PersonPortrait person={member} variant="card" sizes="144px" />
              </div>
              <h3 className={styles.memberName} lang={dataLang}>
                {member.name}
              </h3>
              <p className={styles.memberRole}>{member.role}</p>
              <p className={styles.memberUnit}>{member.unit}</p>
              <p className={styles.memberAbout}>{member.about}</p>
            </article>
          )}
        />
      </div>
    </section>
  );
}

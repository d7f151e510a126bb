import { Link } from 'react-router';
import { siteConfig } from '@site/shared/config/site-config';
import { EmbedFacade } from '../../components/EmbedFacade/EmbedFacade';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { PersonPortrait } from '../../components/Person/PersonPortrait';
import { SignOff } from '../../components/Person/SignOff';
import { MANAGING_DIRECTOR } from '../../data/team';
import posters from '../../generated/media-posters.json';
import { media } from '../../logic/media';
import styles from './MdMessage.module.css';
import { useCatalog, useEnglishDataLang } from '@site/shared/i18n/react';
import { EnglishText } from '@site/shared/i18n/EnglishText';
import { formatMessage } from '@site/shared/i18n/icu';
import { mdMessageContent } from '../../messages/md-message';

export default function MdMessage({ person = MANAGING_DIRECTOR }: { person?: typeof MANAGING_DIRECTOR }) {
  // One source for the name: the admin host seeds the Board of Directors from the same value.
  const md = siteConfig.managingDirector;
  const c = useCatalog(mdMessageContent);
  // The managing director's and the company's names are English data.
  const dataLang = useEnglishDataLang();
  return (
    <>
      <PageIntro title={c.title} eyebrow={c.eyebrow} />
      <div className={`container page-section ${styles.layout}`}>
        <figure className={styles.portrait}>
          <PersonPortrait person={person} variant="feature" alt={formatMessage(c.photoAlt, { name: md.name })} sizes="(min-width: 992px) 288px, 12rem" priority />
          <figcaption>
            <span className={styles.name} lang={dataLang}>
              {md.name}
            </span>
            {c.designation}, <EnglishText>{siteConfig.companyName}</EnglishText>
          </figcaption>
        </figure>
        <article className={styles.message} aria-label={c.message}>
          {c.paragraphs.map((paragraph, index) => (
            <p key={paragraph} className={index === 0 ? styles.salutation : undefined}>
              {paragraph}
            </p>
          ))}
          <SignOff
            closing={c.regards}
            name={md.name}
            nameLang={dataLang}
            role={
              <>
                {c.designation}, <EnglishText>{siteConfig.companyName}</EnglishText>
              </>
            }
          />
        </article>
      </div>
      <section className={`page-section ${styles.videoSection}`} aria-labelledby="md-video-heading">
        <div className="container">
          <h2 id="md-video-heading">{c.videoTitle}</h2>
          <div className={styles.video}>
            <EmbedFacade kind="video" title={c.videoName} src={siteConfig.videos.managingDirector} poster={media(posters, 'poster-managing-director')} />
          </div>
          <p>
            <Link to="/about">{c.back}</Link>
          </p>
        </div>
      </section>
    </>
  );
}

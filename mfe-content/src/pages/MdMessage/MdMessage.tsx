import { Link } from 'react-router';
import { siteConfig } from '@site/shared/config/site-config';
import { EmbedFacade } from '../../components/EmbedFacade/EmbedFacade';
import { PageIntro } from '../../components/PageIntro/PageIntro';
import { ResponsiveImage } from '../../components/ResponsiveImage/ResponsiveImage';
import { MD_MESSAGE } from '../../data/md-message';
import people from '../../generated/media-people.json';
import posters from '../../generated/media-posters.json';
import { media } from '../../logic/media';
import styles from './MdMessage.module.css';

export default function MdMessage() {
  // One source for the name: the admin host seeds the Board of Directors from the same value.
  const md = siteConfig.managingDirector;
  return (
    <>
      <PageIntro title="Managing Director’s Message" eyebrow="About us" />
      <div className={`container page-section ${styles.layout}`}>
        <figure className={styles.portrait}>
          <ResponsiveImage image={media(people, 'managing-director')} alt={`Illustrated portrait of ${md.name}`} sizes="(min-width: 992px) 300px, 60vw" priority />
          <figcaption>
            <span className={styles.name}>{md.name}</span>
            {md.designation}, {siteConfig.companyName}
          </figcaption>
        </figure>
        <article className={styles.message} aria-label="Message">
          {MD_MESSAGE.map((paragraph, index) => (
            <p key={paragraph} className={index === 0 ? styles.salutation : undefined}>
              {paragraph}
            </p>
          ))}
          <p className={styles.signature}>
            Warm regards,
            <br />
            <strong>{md.name}</strong>
            <br />
            {md.designation}, {siteConfig.companyName}
          </p>
        </article>
      </div>
      <section className={`page-section ${styles.videoSection}`} aria-labelledby="md-video-heading">
        <div className="container">
          <h2 id="md-video-heading">A message from our Managing Director</h2>
          <div className={styles.video}>
            <EmbedFacade kind="video" title="A message from the Managing Director of Kallada Polypipes" src={siteConfig.videos.managingDirector} poster={media(posters, 'poster-managing-director')} />
          </div>
          <p>
            <Link to="/about">Back to About Us</Link>
          </p>
        </div>
      </section>
    </>
  );
}

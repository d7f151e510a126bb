import type { LegalText } from '../../data/legal/legal-types';
import { formatBlogDate } from '../BlogCard/blog-format';
import { PageIntro } from '../PageIntro/PageIntro';
import { TextBlock } from '../TextBlock/TextBlock';
import styles from './LegalDocument.module.css';

/** A legal page: title, version date, a table of contents and the numbered sections. */
export function LegalDocument({ title, text }: { title: string; text: LegalText }) {
  return (
    <>
      <PageIntro title={title} eyebrow="Legal">
        <p>
          Last updated <time dateTime={text.updated}>{formatBlogDate(text.updated)}</time>
        </p>
      </PageIntro>
      <div className={`container page-section ${styles.layout}`}>
        <nav className={styles.toc} aria-label="On this page">
          <h2 className={styles.tocTitle}>On this page</h2>
          <ol>
            {text.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.text}>
          {text.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {text.sections.map((section, index) => (
            <section key={section.id} aria-labelledby={section.id}>
              <h2 id={section.id} className={styles.heading}>
                {index + 1}. {section.heading}
              </h2>
              <TextBlock content={section} />
            </section>
          ))}
        </div>
      </div>
    </>
  );
}

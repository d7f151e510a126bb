import { useCatalog, useLocale, useMessages } from '@site/shared/i18n/react';
import type { Catalog } from '@site/shared/i18n/catalog';
import type { LegalText } from '../../data/legal/legal-types';
import { commonMessages } from '../../messages/common';
import type { LegalContent } from '../../messages/legal';
import { formatBlogDate } from '../BlogCard/blog-format';
import { PageIntro } from '../PageIntro/PageIntro';
import { TextBlock } from '../TextBlock/TextBlock';
import styles from './LegalDocument.module.css';

interface Props {
  /** The legal text's ids and date (src/data/legal). */
  text: LegalText;
  /** Its words in the page's language. */
  content: Catalog<LegalContent>;
  /** Its English page, which prevails over a translation. */
  englishPath: string;
}

/**
 * A legal page: title, version date, a table of contents and the numbered sections. A translation
 * says that the English text prevails, with a link to it (the English page, outside /ml).
 */
export function LegalDocument({ text, content, englishPath }: Props) {
  const t = useMessages(commonMessages);
  const words = useCatalog(content);
  const locale = useLocale();
  return (
    <>
      <PageIntro title={words.title} eyebrow={t('legal.eyebrow')}>
        <p>
          {t.rich('legal.updated', { date: () => <time dateTime={text.updated}>{formatBlogDate(text.updated, locale)}</time> })}
        </p>
        {locale !== 'en' ? (
          <p className={styles.prevails}>
            {t('legal.prevails')}{' '}
            <a href={englishPath} lang="en-IN" hrefLang="en-IN">
              {t('legal.english')}
            </a>
          </p>
        ) : null}
      </PageIntro>
      <div className={`container page-section ${styles.layout}`}>
        <nav className={styles.toc} aria-label={t('legal.toc')}>
          <h2 className={styles.tocTitle}>{t('legal.toc')}</h2>
          <ol>
            {text.sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{words.sections[index]?.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.text}>
          {words.intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {text.sections.map((section, index) => {
            const part = words.sections[index];
            return (
              <section key={section.id} aria-labelledby={section.id}>
                <h2 id={section.id} className={styles.heading}>
                  {index + 1}. {part?.heading}
                </h2>
                <TextBlock content={{ paragraphs: part?.paragraphs ?? [], ...(part?.list.length ? { list: part.list } : {}) }} />
              </section>
            );
          })}
        </div>
      </div>
    </>
  );
}

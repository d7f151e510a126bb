import { VALUES } from '../../data/values';
import { StaticHtml } from '@site/shared/ui/hydration/StaticHtml';
import { SectionHeading } from '../SectionHeading/SectionHeading';
import styles from './Values.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { commonMessages, valueKey } from '../../messages/common';

/** The four company values: plain content, kept as the server sent it on a hydrated page (issue 30). */
export function Values({ eyebrow }: { eyebrow?: string }) {
  const t = useMessages(commonMessages);
  return (
    <section className={`page-section ${styles.section}`} aria-labelledby="values-heading">
      <StaticHtml className="container">
        <SectionHeading id="values-heading" eyebrow={eyebrow ?? t('values.eyebrow')} align="center">
          {t('values.title')}
        </SectionHeading>
        <ul className={styles.grid}>
          {VALUES.map((value) => (
            <li key={value.name} className={styles.card}>
              <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d={value.icon} fill="currentColor" />
              </svg>
              <h3 className={styles.name}>{t(valueKey(value.name, 'name'))}</h3>
              <p className={styles.text}>{t(valueKey(value.name, 'text'))}</p>
            </li>
          ))}
        </ul>
      </StaticHtml>
    </section>
  );
}

import { VALUES } from '../../data/values';
import { SectionHeading } from '../SectionHeading/SectionHeading';
import styles from './Values.module.css';

/** The four company values. */
export function Values({ eyebrow = 'What we stand for' }: { eyebrow?: string }) {
  return (
    <section className={`page-section ${styles.section}`} aria-labelledby="values-heading">
      <div className="container">
        <SectionHeading id="values-heading" eyebrow={eyebrow} align="center">
          Our values
        </SectionHeading>
        <ul className={styles.grid}>
          {VALUES.map((value) => (
            <li key={value.name} className={styles.card}>
              <svg className={styles.icon} viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
                <path d={value.icon} fill="currentColor" />
              </svg>
              <h3 className={styles.name}>{value.name}</h3>
              <p className={styles.text}>{value.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

interface Props {
  id?: string;
  eyebrow?: string;
  children: ReactNode;
  level?: 'h2' | 'h3';
  align?: 'start' | 'center';
}

/** A section's heading with an optional small line above it. */
export function SectionHeading({ id, eyebrow, children, level: Heading = 'h2', align = 'start' }: Props) {
  return (
    <div className={`${styles.heading} ${align === 'center' ? styles.center : ''}`}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <Heading id={id} className={styles.title}>
        {children}
      </Heading>
    </div>
  );
}

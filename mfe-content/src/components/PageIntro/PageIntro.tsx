import type { ReactNode } from 'react';
import styles from './PageIntro.module.css';

interface Props {
  title: string;
  eyebrow?: string;
  children?: ReactNode;
}

/** The band at the top of an inner page: its one <h1> and a short lead. */
export function PageIntro({ title, eyebrow, children }: Props) {
  return (
    <div className={styles.intro}>
      <div className="container">
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {children ? <div className={styles.lead}>{children}</div> : null}
      </div>
    </div>
  );
}

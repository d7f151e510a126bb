import { useId, type ReactNode } from 'react';
import styles from './Section.module.css';

interface Props {
  title: string;
  children: ReactNode;
  /** Tinted background to tell consecutive sections apart. */
  tinted?: boolean;
  id?: string;
}

/** A page section named by its <h2>. */
export function Section({ title, children, tinted = false, id }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={tinted ? styles.tinted : undefined} id={id}>
      <div className="container page-section">
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

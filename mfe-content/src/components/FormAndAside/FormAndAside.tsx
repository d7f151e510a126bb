import type { ReactNode } from 'react';
import styles from './FormAndAside.module.css';

/** A page section with a form and, beside it from 992 px (below it on phones), how else to reach us. */
export function FormAndAside({ children }: { children: ReactNode }) {
  return <div className={`container page-section ${styles.layout}`}>{children}</div>;
}

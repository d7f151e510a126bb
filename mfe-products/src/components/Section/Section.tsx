import { useId, type ReactNode } from 'react';
import { StaticHtml } from '@site/shared/ui/hydration/StaticHtml';
import styles from './Section.module.css';

interface Props {
  title: string;
  children: ReactNode;
  /** Tinted background to tell consecutive sections apart. */
  tinted?: boolean;
  id?: string;
  /**
   * Only plain content inside (text, pictures, plain lists and links: no state, no handlers, no
   * carousel or filterable table): the browser keeps the server's HTML and does not hydrate it,
   * which on a slow phone is most of a product page's work after its first paint (issue 30).
   */
  plain?: boolean;
}

/** A page section named by its <h2>. */
export function Section({ title, children, tinted = false, id, plain = false }: Props) {
  const headingId = useId();
  const body = (
    <>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </>
  );
  return (
    <section aria-labelledby={headingId} className={tinted ? styles.tinted : undefined} id={id}>
      {plain ? <StaticHtml className="container page-section">{body}</StaticHtml> : <div className="container page-section">{body}</div>}
    </section>
  );
}

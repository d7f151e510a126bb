import { BROCHURES, brochureUrl, type BrochureId } from '@site/shared/config/brochures';
import styles from './BrochureLinks.module.css';

/** Download links for brochure PDFs (served with Content-Disposition: attachment). */
export function BrochureLinks({ ids }: { ids: readonly BrochureId[] }) {
  return (
    <ul className={styles.list}>
      {ids.map((id) => (
        <li key={id}>
          <a className="btn btn-secondary" href={brochureUrl(id)} download={BROCHURES[id].fileName}>
            <span aria-hidden="true" className={styles.icon}>⤓</span>
            Download {BROCHURES[id].label} (PDF)
          </a>
        </li>
      ))}
    </ul>
  );
}

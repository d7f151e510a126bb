import { BROCHURES, brochureUrl, type BrochureId } from '../../config/brochures';
import { useMessages } from '../../i18n/react';
import { brochureKey } from '../../messages/shared.en';
import { sharedMessages } from '../../messages/shared';
import styles from './BrochureLinks.module.css';

/**
 * Download buttons for the brochure PDFs (spec §7: static files saved under fixed names, served
 * with Content-Disposition: attachment), the same on product and content pages.
 */
export function BrochureLinks({ ids }: { ids: readonly BrochureId[] }) {
  const t = useMessages(sharedMessages);
  return (
    <ul className={styles.list}>
      {ids.map((id) => (
        <li key={id}>
          <a className="btn btn-secondary" href={brochureUrl(id)} download={BROCHURES[id].fileName}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M12 3v11m0 0-4.5-4.5M12 14l4.5-4.5M4 17v3h16v-3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {t('brochure.download', { label: t(brochureKey(id)) })}
          </a>
        </li>
      ))}
    </ul>
  );
}

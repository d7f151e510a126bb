import type { InvestorHit } from '@site/shared/contract/investor-archive';
import { DownloadLink } from '@site/shared/ui/DocumentList/DownloadLink';
import { Link } from 'react-router';
import { formatDisplayDate, isoDay } from '../../archive/financial-year';
import styles from './HitList.module.css';

interface Props {
  hits: readonly InvestorHit[];
  label: string;
}

/** Documents from across the section (search results, latest): name, section, date and download. */
export function HitList({ hits, label }: Props) {
  return (
    <ol className={styles.hits} aria-label={label}>
      {hits.map((hit, index) => (
        <li key={`${index}:${hit.document}`} className={styles.hit}>
          <div className={styles.text}>
            <p className={styles.name}>{hit.name}</p>
            <p className={styles.meta}>
              <Link to={hit.section}>{hit.sectionTitle || 'Investors'}</Link>
              {hit.document_Date && formatDisplayDate(hit.document_Date) && (
                <>
                  <span aria-hidden="true"> · </span>
                  <time dateTime={isoDay(hit.document_Date)}>{formatDisplayDate(hit.document_Date)}</time>
                </>
              )}
            </p>
          </div>
          <DownloadLink name={hit.name} path={hit.document} fileSize={hit.file_Size} pageCount={hit.page_Count} />
        </li>
      ))}
    </ol>
  );
}

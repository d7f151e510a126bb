import { useMemo } from 'react';
import { HitList } from '../../components/HitList/HitList';
import { isHitsAnswer, validHits } from '../../components/HitList/hits';
import { LATEST_ENDPOINT } from '../../api/endpoints';
import { useAdminRecord } from '../../api/useAdminRecord';
import styles from './InvestorsHome.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';

/** 'Latest from investor relations': the newest documents across every list, with section and date. */
export function LatestDocuments() {
  const t = useMessages(investorsMessages);
  const { data, loading } = useAdminRecord(LATEST_ENDPOINT, isHitsAnswer);
  const hits = useMemo(() => validHits(data?.results ?? []), [data]);
  // Nothing to show (admin host down, or an empty archive): the section index below is enough.
  if (!loading && hits.length === 0) return null;
  return (
    <section className={styles.latest} aria-labelledby="latest-heading" aria-busy={loading || undefined}>
      <h2 id="latest-heading" className={styles.latestTitle}>
        {t('latest.title')}
      </h2>
      {hits.length > 0 ? <HitList hits={hits} label={t('latest.label')} /> : <p className={styles.summary}>{t('latest.loading')}</p>}
    </section>
  );
}

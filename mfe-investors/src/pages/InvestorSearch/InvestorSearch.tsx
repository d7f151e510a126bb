import { INVESTOR_ARCHIVE_PAGES } from '@site/shared/contract/investor-archive';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { HitList } from '../../components/HitList/HitList';
import { isHitsAnswer, validHits } from '../../components/HitList/hits';
import { SearchForm } from '../../components/HitList/SearchForm';
import { InvestorPage } from '../../components/InvestorPage/InvestorPage';
import { cleanQuery, searchEndpoint } from '../../api/endpoints';
import { useAdminRecord } from '../../api/useAdminRecord';
import styles from './InvestorSearch.module.css';
import { useCatalog, useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';
import { investorPagesContent } from '../../messages/pages';

function Results({ query }: { query: string }) {
  const { data, loading } = useAdminRecord(searchEndpoint(query), isHitsAnswer);
  const hits = useMemo(() => validHits(data?.results ?? []), [data]);
  const t = useMessages(investorsMessages);
  const message = typeof data?.message === 'string' ? data.message : '';
  let status = '';
  if (!loading) {
    if (!data) status = t('search.unavailable');
    else if (hits.length > 0) status = t('search.found', { count: hits.length, query });
    // The admin host explains a query it refuses (in English); on an English page as it is.
    else status = (t.locale === 'en' && message) || t('search.none', { query });
  }
  return (
    <div aria-busy={loading || undefined}>
      <p className={styles.status} role="status">
        {loading ? t('search.searching') : status}
      </p>
      {hits.length > 0 && <HitList hits={hits} label={t('search.results', { query })} />}
    </div>
  );
}

/**
 * Search across the investor section (/investors/search?q=), answered by the admin host's full-text
 * index: each hit with its section, date and a download saved under the document's name.
 */
export default function InvestorSearch() {
  const { title: englishTitle } = INVESTOR_ARCHIVE_PAGES['/investors/search'];
  const [params] = useSearchParams();
  const query = cleanQuery(params.get('q'));
  const t = useMessages(investorsMessages);
  const title = useCatalog(investorPagesContent).searchTitle || englishTitle;
  return (
    <InvestorPage title={title} intro={t('search.intro')}>
      {/* Keyed by the query so the box shows the text of the URL after Back/Forward. */}
      <SearchForm key={query} initialQuery={query} label={t('search.for')} />
      {query ? <Results query={query} /> : <p className={styles.status}>{t('search.hint')}</p>}
    </InvestorPage>
  );
}

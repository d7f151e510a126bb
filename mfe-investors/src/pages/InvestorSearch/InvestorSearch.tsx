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

function Results({ query }: { query: string }) {
  const { data, loading } = useAdminRecord(searchEndpoint(query), isHitsAnswer);
  const hits = useMemo(() => validHits(data?.results ?? []), [data]);
  const message = typeof data?.message === 'string' ? data.message : '';
  let status = '';
  if (!loading) {
    if (!data) status = 'The search is not available right now. Please try again later, or browse the sections below.';
    else if (hits.length > 0) status = `${hits.length} ${hits.length === 1 ? 'document' : 'documents'} found for “${query}”`;
    else status = message || `No documents found for “${query}”. Try fewer or different words.`;
  }
  return (
    <div aria-busy={loading || undefined}>
      <p className={styles.status} role="status">
        {loading ? 'Searching…' : status}
      </p>
      {hits.length > 0 && <HitList hits={hits} label={`Search results for ${query}`} />}
    </div>
  );
}

/**
 * Search across the investor section (/investors/search?q=), answered by the admin host's full-text
 * index: each hit with its section, date and a download saved under the document's name.
 */
export default function InvestorSearch() {
  const { title } = INVESTOR_ARCHIVE_PAGES['/investors/search'];
  const [params] = useSearchParams();
  const query = cleanQuery(params.get('q'));
  return (
    <InvestorPage title={title} intro="Search the names and text of every document in the investor section.">
      {/* Keyed by the query so the box shows the text of the URL after Back/Forward. */}
      <SearchForm key={query} initialQuery={query} label="Search for" />
      {query ? <Results query={query} /> : <p className={styles.status}>Type a few words, such as a year, a quarter or a kind of document.</p>}
    </InvestorPage>
  );
}

import { DocumentList, type DocumentListItem } from '@site/shared/ui/DocumentList/DocumentList';
import { StaticHtml } from '@site/shared/ui/hydration/StaticHtml';
import { formatInvestorDate } from '../../logic/dates';
import { useId, useMemo, type ReactNode } from 'react';
import {
  DOCUMENT_NOUN,
  filterDocuments,
  groupByFinancialYear,
  normaliseQuery,
  yearsWithDocuments,
  type ArchiveDocument,
  type CountNoun,
} from '../../logic/archive';
import { financialYearLabel, isoDay } from '../../logic/financial-year';
import { useArchiveFilter } from '../../logic/useArchiveFilter';
import { ArchiveFilters } from './ArchiveFilters';
import styles from './ArchiveView.module.css';
import { useEnglishDataLang, useLocale, useMessages } from '@site/shared/i18n/react';
import { investorsMessages } from '../../messages/investors';

interface Props {
  /** The list's title ('Annual Report'): names the filter and each year's list. */
  title: string;
  documents: readonly ArchiveDocument[];
  loading: boolean;
  /** Renders one year's documents; by default light document rows with one download each. */
  renderList?: (documents: readonly ArchiveDocument[], label: string) => ReactNode;
  /** What the counts count (default document/documents). */
  noun?: CountNoun;
}

/** 'Q1 FY 2025-26 · 14 Aug 2025' under a document's name. */
export function DocumentDetails({ document }: { document: ArchiveDocument }) {
  // The extra details (a meet's type and venue…) are the admin host's English.
  const dataLang = useEnglishDataLang();
  const parts: ReactNode[] = [];
  if (document.quarter) parts.push(<span key="q">{document.quarter.label}</span>);
  if (document.date) {
    parts.push(
      <time key="d" dateTime={isoDay(document.date)}>
        {formatInvestorDate(document.date)}
      </time>,
    );
  }
  if (document.extra)
    parts.push(
      <span key="x" lang={dataLang}>
        {document.extra}
      </span>,
    );
  if (parts.length === 0) return null;
  return <>{parts.flatMap((part, i) => (i === 0 ? [part] : [<span key={`s${i}`} aria-hidden="true"> · </span>, part]))}</>;
}

const itemsOf = (list: readonly ArchiveDocument[]): DocumentListItem[] =>
  list.map((document) => ({
    id: document.id,
    name: document.name,
    path: document.path,
    fileSize: document.fileSize,
    pageCount: document.pageCount,
    details: document.quarter || document.date || document.extra ? <DocumentDetails document={document} /> : undefined,
  }));

/** The year lists' frame: kept as the server sent it when plain, an ordinary element otherwise. */
function YearLists({ plain, contentKey, children }: { plain: boolean; contentKey: string; children: ReactNode }) {
  return plain ? <StaticHtml contentKey={contentKey}>{children}</StaticHtml> : <div>{children}</div>;
}

/**
 * A document list as an archive: a year and text filter kept in the URL, the count of matching
 * documents (announced politely), and the documents grouped by financial year, newest first.
 * While loading, or when the list is empty, it shows the spec's 'No data' list state.
 */
export function ArchiveView({ title, documents, loading, renderList, noun: givenNoun = DOCUMENT_NOUN }: Props) {
  const t = useMessages(investorsMessages);
  // English keeps each list's own noun ('ratings'…); another language says 'documents' in its words.
  const noun: readonly [string, string] = useLocale() === 'en' ? givenNoun : [t('noun.one'), t('noun.other')];
  const count = (shown: number, total: number) =>
    shown === 0 && total > 0
      ? t('archive.countNone', { total, noun: noun[1] })
      : t(shown === total ? 'archive.countAll' : 'archive.countSome', { shown, total, noun: total === 1 ? noun[0] : noun[1] });
  const filter = useArchiveFilter();
  const years = useMemo(() => yearsWithDocuments(documents), [documents]);
  const shown = useMemo(() => filterDocuments(documents, { year: filter.year, query: filter.query }), [documents, filter.year, filter.query]);
  const groups = useMemo(() => groupByFinancialYear(shown), [shown]);
  // What the year lists show: they are plain links, kept as the server sent them until it changes.
  const listsKey = useMemo(() => JSON.stringify([title, shown]), [title, shown]);
  const headingId = useId();
  const filtered = filter.year !== null || normaliseQuery(filter.query) !== '';
  const ready = !loading && documents.length > 0;

  const listOf = (list: readonly ArchiveDocument[], label: string) =>
    renderList ? renderList(list, label) : <DocumentList items={itemsOf(list)} label={label} />;

  return (
    <div className={styles.archive}>
      {ready && <ArchiveFilters title={title} years={years} filter={filter} />}
      {/* Always in the page so the count's changes are announced (a live region must exist first). */}
      <p className={styles.count} role="status">
        {ready ? count(shown.length, documents.length) : ''}
      </p>
      {!ready ? (
        <DocumentList items={[]} busy={loading} label={title} />
      ) : shown.length === 0 ? (
        <div className={styles.noMatch}>
          <p>
            {t('archive.none', {
              noun: noun[1],
              title,
              year: filter.year ? t('archive.forYear', { year: financialYearLabel(filter.year) }) : '',
              query: normaliseQuery(filter.query) ? t('archive.match', { query: normaliseQuery(filter.query) }) : '',
            })}
          </p>
          {filtered && (
            <button type="button" className="btn btn-secondary" onClick={filter.clear}>
              {t('archive.showAll', { noun: noun[1] })}
            </button>
          )}
        </div>
      ) : groups.length === 1 && groups[0]!.year === null ? (
        // No document has a usable date: one plain list, no lone 'Undated' heading.
        listOf(shown, title)
      ) : (
        // Plain links to documents, by year: on a slow phone the browser keeps them as the server
        // sent them instead of hydrating every row (issue 30), until the filter changes what is shown.
        // A page's own renderList may depend on more (the meets' 'upcoming', from the browser's
        // clock): that one is hydrated as usual.
        <YearLists plain={!renderList} contentKey={listsKey}>
          {groups.map((group, index) => (
            <section key={group.year ?? 'undated'} className={styles.year} aria-labelledby={`${headingId}-${index}`}>
              <h2 id={`${headingId}-${index}`} className={styles.yearHeading}>
                {group.label}
                <span className={styles.yearCount}>
                  {t('archive.groupCount', { count: group.documents.length, noun: group.documents.length === 1 ? noun[0] : noun[1] })}
                </span>
              </h2>
              {listOf(group.documents, `${title}, ${group.label}`)}
            </section>
          ))}
        </YearLists>
      )}
    </div>
  );
}

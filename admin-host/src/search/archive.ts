// Every investor document as one list (the archive): search (FTS5, bm25) and the newest documents.
// Which tables are in it, and how each row is named, dated and sized, is each table's repository's
// `archive` declaration (db/content/tables.ts).
import { sql, type RawBuilder } from 'kysely';
import {
  INVESTOR_CATEGORIES,
  type InvestorCategory,
  type InvestorHit,
} from '@site/shared/contract/investor-archive';
import type { ArchiveSource, ContentRepository } from '../db/content/repository';
import { creditRatings, investorDocuments, investorMeets, materialDocuments, newspaperPublications, offerDocuments, policies, shareholdingPatterns } from '../db/content/tables';
import type { SiteDb } from '../db/site-db';
import { ftsQuery, type FtsQuery } from './fts-query';
import { tsQueries } from './ts-query';

// Order matters for ties on the same day: results before their press release and board outcome.
const ARCHIVE_TABLES: readonly ContentRepository[] = [
  investorDocuments,
  newspaperPublications,
  creditRatings,
  investorMeets,
  policies,
  shareholdingPatterns,
  materialDocuments,
  offerDocuments,
];

interface ArchiveRow {
  category: InvestorCategory;
  name: string;
  document: string;
  document_date: string | null;
  file_size: number | null;
  page_count: number | null;
}

const archiveOf = (repository: ContentRepository): ArchiveSource => repository.spec.archive!;

/**
 * The archive as one SELECT (SQL from the declarations, never from a request). A soft-deleted or
 * not yet published row is left out by its repository's visible condition, so the archive hides
 * what the lists hide.
 */
function archiveSelect(repositories: readonly ContentRepository[]): RawBuilder<unknown> {
  const parts = repositories.map((repository, rank) => {
    const source = archiveOf(repository);
    const category = 'fixed' in source.category ? `'${source.category.fixed}'` : source.category.column;
    const conditions = [source.where, repository.visibleCondition()].filter(Boolean);
    return `SELECT '${repository.table}' AS source, id, ${rank} AS source_rank, ${category} AS category, ${source.name} AS name,
              ${source.document} AS document, ${source.date} AS document_date, ${source.size ?? 'file_size'} AS file_size,
              ${source.pages ?? 'page_count'} AS page_count
       FROM ${repository.table}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
  });
  return sql.raw(parts.join('\nUNION ALL\n'));
}

function toHit(row: ArchiveRow): InvestorHit {
  const { section, title } = INVESTOR_CATEGORIES[row.category];
  return {
    category: row.category,
    section,
    sectionTitle: title,
    name: row.name,
    document: row.document,
    document_Date: row.document_date,
    file_Size: row.file_size === null ? null : Number(row.file_size),
    page_Count: row.page_count === null ? null : Number(row.page_count),
  };
}

/** Field weights of bm25: a word in the name counts ten times a word in the text. */
const NAME_WEIGHT = 10;

export interface SearchAnswer {
  results: InvestorHit[];
  message?: string;
}

export interface InvestorArchive {
  search(text: string, limit: number): Promise<SearchAnswer>;
  latest(limit: number): Promise<InvestorHit[]>;
}

export function investorArchive(db: SiteDb): InvestorArchive {
  const everything = archiveSelect(ARCHIVE_TABLES);
  const announcements = archiveSelect(ARCHIVE_TABLES.filter((repository) => archiveOf(repository).announcement));
  const search = db.dialect === 'postgres' ? postgresSearch(db, everything) : sqliteSearch(db, everything);
  return {
    async search(text, limit) {
      const query = ftsQuery(text);
      if (!query.ok) return { results: [], message: query.message };
      const all = await search(query, 'all', limit);
      if (all.length) return { results: all.map(toHit) };
      if (query.words.length < 2) return { results: [], message: `No investor document matches "${text.trim()}".` };
      const some = await search(query, 'any', limit);
      if (!some.length) return { results: [], message: `No investor document matches "${text.trim()}".` };
      return { results: some.map(toHit), message: 'No document has all of these words; these have some of them.' };
    },
    async latest(limit) {
      const { rows } = await sql<ArchiveRow>`SELECT category, name, document, document_date, file_size, page_count FROM (${announcements}) AS archive
         WHERE document_date IS NOT NULL
         ORDER BY document_date DESC, source_rank, id
         LIMIT ${limit}`.execute(db.kysely);
      return rows.map(toHit);
    },
  };
}

type Search = (query: Extract<FtsQuery, { ok: true }>, words: 'all' | 'any', limit: number) => Promise<ArchiveRow[]>;

/**
 * FTS5: names with the words as typed first (the shortest, i.e. the closest, first), then names with
 * all the words, then bm25 over names and text.
 */
function sqliteSearch(db: SiteDb, archive: RawBuilder<unknown>): Search {
  return async (query, words, limit) =>
    (
      await sql<ArchiveRow>`WITH archive AS (${archive}),
         phrase AS (SELECT rowid FROM investor_search WHERE investor_search MATCH ${query.phraseInName}),
         named AS (SELECT rowid FROM investor_search WHERE investor_search MATCH ${query.inName})
       SELECT a.category, a.name, a.document, a.document_date, a.file_size, a.page_count
       FROM investor_search s JOIN archive a ON a.source = s.source AND a.id = s.source_id
       WHERE investor_search MATCH ${query[words]}
       ORDER BY s.rowid IN (SELECT rowid FROM phrase) DESC,
                CASE WHEN s.rowid IN (SELECT rowid FROM phrase) THEN length(a.name) END,
                s.rowid IN (SELECT rowid FROM named) DESC,
                bm25(investor_search, ${sql.lit(NAME_WEIGHT)}, 1), a.document_date DESC, a.source_rank, a.id
       LIMIT ${limit}`.execute(db.kysely)
    ).rows;
}

/** ts_rank's weights, {D, C, B, A}: the name (A) counts ten times the text (B), as bm25's weights do on SQLite. */
const RANK_WEIGHTS = `{0, 0, ${1 / NAME_WEIGHT}, 1}`;

/** The same order on PostgreSQL: tsvector matches, ts_rank in place of bm25 (migration 001 of migrations-postgres). */
function postgresSearch(db: SiteDb, archive: RawBuilder<unknown>): Search {
  return async (query, words, limit) => {
    const ts = tsQueries(query.words);
    return (
      await sql<ArchiveRow>`WITH archive AS (${archive}),
         q AS (SELECT to_tsquery('simple', ${ts[words]}) AS match, to_tsquery('simple', ${ts.phraseInName}) AS phrase, to_tsquery('simple', ${ts.inName}) AS named)
       SELECT a.category, a.name, a.document, a.document_date, a.file_size, a.page_count
       FROM q, investor_search s JOIN archive a ON a.source = s.source AND a.id = s.source_id
       WHERE s.terms @@ q.match
       ORDER BY s.terms @@ q.phrase DESC,
                CASE WHEN s.terms @@ q.phrase THEN length(a.name) END,
                s.terms @@ q.named DESC,
                ts_rank(${RANK_WEIGHTS}::float4[], s.terms, q.match) DESC, a.document_date DESC NULLS LAST, a.source_rank, a.id
       LIMIT ${limit}`.execute(db.kysely)
    ).rows;
  };
}

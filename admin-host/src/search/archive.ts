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
import { ftsQuery } from './fts-query';

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
 * The archive as one SELECT (SQL from the declarations, never from a request). A soft-deleted row
 * is left out by its repository's live condition, so the archive hides what the lists hide.
 */
function archiveSelect(repositories: readonly ContentRepository[]): RawBuilder<unknown> {
  const parts = repositories.map((repository, rank) => {
    const source = archiveOf(repository);
    const category = 'fixed' in source.category ? `'${source.category.fixed}'` : source.category.column;
    const conditions = [source.where, repository.liveCondition()].filter(Boolean);
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
  // Names with the words as typed first (the shortest, i.e. the closest, first), then names with
  // all the words, then bm25 over names and text.
  const search = async (match: string, ranking: { inName: string; phraseInName: string; limit: number }) =>
    (
      await sql<ArchiveRow>`WITH archive AS (${everything}),
         phrase AS (SELECT rowid FROM investor_search WHERE investor_search MATCH ${ranking.phraseInName}),
         named AS (SELECT rowid FROM investor_search WHERE investor_search MATCH ${ranking.inName})
       SELECT a.category, a.name, a.document, a.document_date, a.file_size, a.page_count
       FROM investor_search s JOIN archive a ON a.source = s.source AND a.id = s.source_id
       WHERE investor_search MATCH ${match}
       ORDER BY s.rowid IN (SELECT rowid FROM phrase) DESC,
                CASE WHEN s.rowid IN (SELECT rowid FROM phrase) THEN length(a.name) END,
                s.rowid IN (SELECT rowid FROM named) DESC,
                bm25(investor_search, ${sql.lit(NAME_WEIGHT)}, 1), a.document_date DESC, a.source_rank, a.id
       LIMIT ${ranking.limit}`.execute(db.kysely)
    ).rows;
  return {
    async search(text, limit) {
      const query = ftsQuery(text);
      if (!query.ok) return { results: [], message: query.message };
      const ranking = { inName: query.inName, phraseInName: query.phraseInName, limit };
      const all = await search(query.all, ranking);
      if (all.length) return { results: all.map(toHit) };
      if (query.words.length < 2) return { results: [], message: `No investor document matches "${text.trim()}".` };
      const some = await search(query.any, ranking);
      if (!some.length) return { results: [], message: `No investor document matches "${text.trim()}".` };
      return { results: some.map(toHit), message: 'No document has all of these words; these have some of them.' };
    },
    async latest(limit) {
      const { rows } = await sql<ArchiveRow>`SELECT category, name, document, document_date, file_size, page_count FROM (${announcements}) archive
         WHERE document_date IS NOT NULL
         ORDER BY document_date DESC, source_rank, id
         LIMIT ${limit}`.execute(db.kysely);
      return rows.map(toHit);
    },
  };
}

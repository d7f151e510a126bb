// Every investor document as one list (the archive): search (FTS5, bm25) and the newest documents.
import {
  INVESTOR_CATEGORIES,
  type InvestorCategory,
  type InvestorHit,
} from '@site/shared/contract/investor-archive';
import type { Db } from '../db/database';
import { ftsQuery } from './fts-query';

interface Source {
  table: string;
  /** SQL for each archive column, read from `table`. */
  category: string;
  name: string;
  document: string;
  date: string;
  size?: string;
  pages?: string;
  /** Rows without a document are not in the archive. */
  where?: string;
  /** In /investors/latest and the feed (announcements), not only in search. */
  announcement: boolean;
}

const literal = (category: InvestorCategory) => `'${category}'`;

// Order matters for ties on the same day: results before their press release and board outcome.
const SOURCES: readonly Source[] = [
  { table: 'investor_documents', category: 'category', name: 'name', document: 'document', date: 'document_date', announcement: true },
  // A notice runs in two papers on the same day: the paper's name tells the two hits apart.
  { table: 'newspaper_publications', category: literal('newspaper-publication'), name: "name || ' (' || newspaper || ')'", document: 'document', date: 'document_date', announcement: true },
  {
    table: 'credit_ratings',
    category: literal('credit-rating'),
    name: "agency || ' - ' || instrument || ': ' || rating",
    document: 'document',
    date: 'rating_date',
    where: 'document IS NOT NULL',
    announcement: true,
  },
  {
    table: 'investor_meets',
    category: literal('investor-meet'),
    name: 'title',
    document: 'coalesce(presentation, transcript)',
    date: 'meet_date',
    // The stored size and pages are the presentation's.
    size: 'CASE WHEN presentation IS NOT NULL THEN file_size END',
    pages: 'CASE WHEN presentation IS NOT NULL THEN page_count END',
    where: 'coalesce(presentation, transcript) IS NOT NULL',
    announcement: true,
  },
  { table: 'policies', category: literal('policy'), name: 'name', document: 'document', date: 'document_date', announcement: false },
  { table: 'shareholding_patterns', category: literal('shareholding-pattern'), name: 'name', document: 'document', date: 'document_date', announcement: false },
  { table: 'material_documents', category: literal('material-document'), name: 'file_name', document: 'upload_file', date: 'document_date', announcement: false },
  { table: 'offer_documents', category: literal('initial-public-offer'), name: 'document_name', document: 'file_path', date: 'document_date', announcement: false },
];

interface ArchiveRow {
  category: InvestorCategory;
  name: string;
  document: string;
  document_date: string | null;
  file_size: number | null;
  page_count: number | null;
}

/**
 * The archive as one SELECT. A table with a `deleted_at` column (soft delete) only contributes
 * rows that are not deleted, so the archive hides what the lists hide.
 */
function archiveSelect(db: Db, sources: readonly Source[]): string {
  return sources
    .map((source, rank) => {
      const columns = db.prepare<[string], { name: string }>('SELECT name FROM pragma_table_info(?)').all(source.table).map((c) => c.name);
      const conditions = [source.where, columns.includes('deleted_at') ? 'deleted_at IS NULL' : undefined].filter(Boolean);
      return `SELECT '${source.table}' AS source, id, ${rank} AS source_rank, ${source.category} AS category, ${source.name} AS name,
                ${source.document} AS document, ${source.date} AS document_date, ${source.size ?? 'file_size'} AS file_size,
                ${source.pages ?? 'page_count'} AS page_count
         FROM ${source.table}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`;
    })
    .join('\nUNION ALL\n');
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
    file_Size: row.file_size,
    page_Count: row.page_count,
  };
}

/** Field weights of bm25: a word in the name counts ten times a word in the text. */
const NAME_WEIGHT = 10;

export interface SearchAnswer {
  results: InvestorHit[];
  message?: string;
}

export interface InvestorArchive {
  search(text: string, limit: number): SearchAnswer;
  latest(limit: number): InvestorHit[];
}

export function investorArchive(db: Db): InvestorArchive {
  const everything = archiveSelect(db, SOURCES);
  const announcements = archiveSelect(db, SOURCES.filter((source) => source.announcement));
  // Names with the words as typed first (the shortest, i.e. the closest, first), then names with
  // all the words, then bm25 over names and text.
  const search = db.prepare<{ match: string; inName: string; phraseInName: string; limit: number }, ArchiveRow>(
    `WITH archive AS (${everything}),
       phrase AS (SELECT rowid FROM investor_search WHERE investor_search MATCH @phraseInName),
       named AS (SELECT rowid FROM investor_search WHERE investor_search MATCH @inName)
     SELECT a.category, a.name, a.document, a.document_date, a.file_size, a.page_count
     FROM investor_search s JOIN archive a ON a.source = s.source AND a.id = s.source_id
     WHERE investor_search MATCH @match
     ORDER BY s.rowid IN (SELECT rowid FROM phrase) DESC,
              CASE WHEN s.rowid IN (SELECT rowid FROM phrase) THEN length(a.name) END,
              s.rowid IN (SELECT rowid FROM named) DESC,
              bm25(investor_search, ${NAME_WEIGHT}, 1), a.document_date DESC, a.source_rank, a.id
     LIMIT @limit`,
  );
  const latest = db.prepare<[number], ArchiveRow>(
    `SELECT category, name, document, document_date, file_size, page_count FROM (${announcements})
     WHERE document_date IS NOT NULL
     ORDER BY document_date DESC, source_rank, id
     LIMIT ?`,
  );
  return {
    search(text, limit) {
      const query = ftsQuery(text);
      if (!query.ok) return { results: [], message: query.message };
      const ranking = { inName: query.inName, phraseInName: query.phraseInName, limit };
      const all = search.all({ match: query.all, ...ranking });
      if (all.length) return { results: all.map(toHit) };
      if (query.words.length < 2) return { results: [], message: `No investor document matches "${text.trim()}".` };
      const some = search.all({ match: query.any, ...ranking });
      if (!some.length) return { results: [], message: `No investor document matches "${text.trim()}".` };
      return { results: some.map(toHit), message: 'No document has all of these words; these have some of them.' };
    },
    latest(limit) {
      return latest.all(limit).map(toHit);
    },
  };
}

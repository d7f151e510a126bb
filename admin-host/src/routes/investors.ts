import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_API_PATHS,
  DOCUMENT_LISTS,
  documentListFields,
  LIST_FIELDS,
  type DocumentListKey,
  type ListField,
  type ListFieldsKey,
} from '@site/shared/contract/admin-api';
import type { ContentVersion } from '../db/content-version';
import type { Db } from '../db/database';
import { cachedJson } from '../http/cached-json';
import { DOCUMENT_META_TYPES, INTEGER, jsonAnswer, listOf } from '../http/schemas';

export interface InvestorRoutesOptions {
  db: Db;
  version: ContentVersion;
}

/** The SQL column behind each contract field: a field added or renamed in the contract fails here. */
type Columns<K extends ListFieldsKey> = Record<ListField<K>, string>;

interface ListTable<K extends ListFieldsKey> {
  list: K;
  table: string;
  columns: Columns<K>;
}

/** The investor archive's fields (issue 17), stored under the same column names in every table. */
const META_COLUMNS = { document_Date: 'document_date', file_Size: 'file_size', page_Count: 'page_count' } as const;

type SpecList = 'initialPublicOffers' | 'careerOpenings' | 'boardOfDirectors' | 'committees' | 'policies' | 'shareholdersPattern' | 'materialDocuments';

const LIST_TABLES = [
  { list: 'initialPublicOffers', table: 'offer_documents', columns: { offers_Document: 'file_path', document_Name: 'document_name', ...META_COLUMNS } },
  {
    list: 'careerOpenings',
    table: 'career_openings',
    columns: { id: 'id', job_Roll: 'job_role', position: 'position', job_Location: 'job_location', education: 'education', experience: 'experience' },
  },
  { list: 'boardOfDirectors', table: 'directors', columns: { PAN: 'pan', name: 'name', designation: 'designation' } },
  {
    list: 'committees',
    table: 'committee_members',
    columns: { committee_Type: 'committee_type', name_Of_Director: 'director_name', status: 'status', nature_Of_Directorship: 'nature_of_directorship' },
  },
  { list: 'policies', table: 'policies', columns: { policie_Name: 'name', policy_Document: 'document', ...META_COLUMNS } },
  { list: 'shareholdersPattern', table: 'shareholding_patterns', columns: { Name: 'name', Last_Updated_Date: 'last_updated', Document: 'document', ...META_COLUMNS } },
  {
    list: 'materialDocuments',
    table: 'material_documents',
    columns: { Type_Of_Document: 'document_type', File_Name: 'file_name', Upload_File: 'upload_file', ...META_COLUMNS },
  },
] as const satisfies readonly { [K in SpecList]: ListTable<K> }[SpecList][];

/** Fields that are not plain strings in the lists above. */
const FIELD_TYPES = { id: INTEGER, ...DOCUMENT_META_TYPES };

interface DocumentRow {
  name: string;
  document: string;
  document_Date: string | null;
  file_Size: number | null;
  page_Count: number | null;
  period_End_Date: string | null;
}

/** The spec's investor lists (§7): one cached, schema-serialised GET each, in the contract's field order. */
export const investorRoutes: FastifyPluginAsync<InvestorRoutesOptions> = async (app, { db, version }) => {
  for (const { list, table, columns } of LIST_TABLES) {
    const fields = LIST_FIELDS[list];
    const select = fields.map((field) => `${(columns as Record<string, string>)[field]} AS "${field}"`).join(', ');
    // Soft-deleted records (console) stay in the table for restore, never in the public list.
    const rows = db.prepare(`SELECT ${select} FROM ${table} WHERE deleted_at IS NULL ORDER BY id`);
    app.get(ADMIN_API_PATHS[list], { schema: jsonAnswer(listOf(fields, FIELD_TYPES)) }, cachedJson(version, () => rows.all()));
  }

  // Soft-deleted records (console) stay in the table for restore, never in the public list.
  const documents = db.prepare<[string], DocumentRow>(
    `SELECT name, document, document_date AS document_Date, file_size AS file_Size, page_count AS page_Count, period_end_date AS period_End_Date
     FROM investor_documents WHERE category = ? AND deleted_at IS NULL ORDER BY id`,
  );
  for (const [category, list] of Object.entries(DOCUMENT_LISTS) as [DocumentListKey, (typeof DOCUMENT_LISTS)[DocumentListKey]][]) {
    // The schema sends only the contract's fields: period_End_Date for financial results alone.
    app.get(
      list.path,
      { schema: jsonAnswer(listOf(documentListFields(category), DOCUMENT_META_TYPES)) },
      cachedJson(version, () =>
        documents.all(category).map(({ name, document, ...meta }) => ({ [list.nameField]: name, [list.documentField]: document, ...meta })),
      ),
    );
  }
};

import type { FastifyPluginAsync } from 'fastify';
import {
  ADMIN_API_PATHS,
  DOCUMENT_LISTS,
  LIST_FIELDS,
  type DocumentListKey,
  type ListField,
  type ListFieldsKey,
} from '@site/shared/contract/admin-api';
import type { ContentVersion } from '../db/content-version';
import type { Db } from '../db/database';
import { cachedJson } from '../http/cached-json';
import { INTEGER, jsonAnswer, listOf } from '../http/schemas';

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

const LIST_TABLES = [
  { list: 'initialPublicOffers', table: 'offer_documents', columns: { offers_Document: 'file_path', document_Name: 'document_name' } },
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
  { list: 'policies', table: 'policies', columns: { policie_Name: 'name', policy_Document: 'document' } },
  { list: 'shareholdersPattern', table: 'shareholding_patterns', columns: { Name: 'name', Last_Updated_Date: 'last_updated', Document: 'document' } },
  { list: 'materialDocuments', table: 'material_documents', columns: { Type_Of_Document: 'document_type', File_Name: 'file_name', Upload_File: 'upload_file' } },
] as const satisfies readonly { [K in Exclude<ListFieldsKey, 'states'>]: ListTable<K> }[Exclude<ListFieldsKey, 'states'>][];

/** Fields that are not strings in the lists above. */
const FIELD_TYPES = { id: INTEGER };

/** The spec's investor lists (§7): one cached, schema-serialised GET each, in the contract's field order. */
export const investorRoutes: FastifyPluginAsync<InvestorRoutesOptions> = async (app, { db, version }) => {
  for (const { list, table, columns } of LIST_TABLES) {
    const fields = LIST_FIELDS[list];
    const select = fields.map((field) => `${(columns as Record<string, string>)[field]} AS "${field}"`).join(', ');
    const rows = db.prepare(`SELECT ${select} FROM ${table} ORDER BY id`);
    app.get(ADMIN_API_PATHS[list], { schema: jsonAnswer(listOf(fields, FIELD_TYPES)) }, cachedJson(version, () => rows.all()));
  }

  const documents = db.prepare<[string], { name: string; document: string }>(
    'SELECT name, document FROM investor_documents WHERE category = ? ORDER BY id',
  );
  for (const [category, list] of Object.entries(DOCUMENT_LISTS) as [DocumentListKey, (typeof DOCUMENT_LISTS)[DocumentListKey]][]) {
    app.get(
      list.path,
      { schema: jsonAnswer(listOf([list.nameField, list.documentField])) },
      cachedJson(version, () => documents.all(category).map((row) => ({ [list.nameField]: row.name, [list.documentField]: row.document }))),
    );
  }
};

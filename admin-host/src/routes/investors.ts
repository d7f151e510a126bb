import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_API_PATHS, DOCUMENT_LISTS, type DocumentListKey } from '@site/shared/contract/admin-api';
import {
  AnnualReport,
  AnnualReturn,
  CareerOpeningRecord,
  CommitteeMember,
  Compliance,
  Director,
  Disclosure,
  FinancialResult,
  InitialPublicOfferRecord,
  MaterialDocument,
  MeetingLink,
  OtherAnnouncement,
  Policy,
  PressRelease,
  ShareholdingPattern,
} from '@site/shared/contract/records';
import { Type, type TObject } from 'typebox';
import type { ContentVersion } from '../db/content-version';
import type { Db } from '../db/database';
import { cachedJson } from '../http/cached-json';
import { fieldsOf, jsonAnswer } from '../http/schemas';

export interface InvestorRoutesOptions {
  db: Db;
  version: ContentVersion;
}

/** The investor archive's fields (issue 17), stored under the same column names in every table. */
const META_COLUMNS = { document_Date: 'document_date', file_Size: 'file_size', page_Count: 'page_count' } as const;

/** A list's table and the SQL column behind each field of its record: a field added or renamed in the contract fails here. */
const listTable = <S extends TObject>(path: string, schema: S, table: string, columns: Record<keyof S['properties'] & string, string>) => ({
  path,
  schema,
  table,
  columns: columns as Record<string, string>,
});

const LIST_TABLES = [
  listTable(ADMIN_API_PATHS.initialPublicOffers, InitialPublicOfferRecord, 'offer_documents', {
    offers_Document: 'file_path',
    document_Name: 'document_name',
    ...META_COLUMNS,
  }),
  listTable(ADMIN_API_PATHS.careerOpenings, CareerOpeningRecord, 'career_openings', {
    id: 'id',
    job_Roll: 'job_role',
    position: 'position',
    job_Location: 'job_location',
    education: 'education',
    experience: 'experience',
  }),
  listTable(ADMIN_API_PATHS.boardOfDirectors, Director, 'directors', { PAN: 'pan', name: 'name', designation: 'designation' }),
  listTable(ADMIN_API_PATHS.committees, CommitteeMember, 'committee_members', {
    committee_Type: 'committee_type',
    name_Of_Director: 'director_name',
    status: 'status',
    nature_Of_Directorship: 'nature_of_directorship',
  }),
  listTable(ADMIN_API_PATHS.policies, Policy, 'policies', { policie_Name: 'name', policy_Document: 'document', ...META_COLUMNS }),
  listTable(ADMIN_API_PATHS.shareholdersPattern, ShareholdingPattern, 'shareholding_patterns', {
    Name: 'name',
    Last_Updated_Date: 'last_updated',
    Document: 'document',
    ...META_COLUMNS,
  }),
  listTable(ADMIN_API_PATHS.materialDocuments, MaterialDocument, 'material_documents', {
    Type_Of_Document: 'document_type',
    File_Name: 'file_name',
    Upload_File: 'upload_file',
    ...META_COLUMNS,
  }),
];

/** The record schema of each of the nine document lists (their paths and name/document fields: DOCUMENT_LISTS). */
const DOCUMENT_LIST_RECORDS: Record<DocumentListKey, TObject> = {
  disclosure: Disclosure,
  'press-release': PressRelease,
  'annual-report': AnnualReport,
  'annual-return': AnnualReturn,
  'financial-result': FinancialResult,
  'board-meeting': MeetingLink,
  'general-meeting': MeetingLink,
  compliance: Compliance,
  'other-announcement': OtherAnnouncement,
};

interface DocumentRow {
  name: string;
  document: string;
  document_Date: string | null;
  file_Size: number | null;
  page_Count: number | null;
  period_End_Date: string | null;
}

/** The spec's investor lists (§7): one cached, schema-serialised GET each, in the contract's field order. */
export const investorRoutes: FastifyPluginAsyncTypebox<InvestorRoutesOptions> = async (app, { db, version }) => {
  for (const { path, schema, table, columns } of LIST_TABLES) {
    const select = fieldsOf(schema).map((field) => `${columns[field]} AS "${field}"`).join(', ');
    // Soft-deleted records (console) stay in the table for restore, never in the public list.
    const rows = db.prepare(`SELECT ${select} FROM ${table} WHERE deleted_at IS NULL ORDER BY id`);
    app.get(path, { schema: jsonAnswer(Type.Array(schema)) }, cachedJson(version, () => rows.all()));
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
      { schema: jsonAnswer(Type.Array(DOCUMENT_LIST_RECORDS[category])) },
      cachedJson(version, () =>
        documents.all(category).map(({ name, document, ...meta }) => ({ [list.nameField]: name, [list.documentField]: document, ...meta })),
      ),
    );
  }
};

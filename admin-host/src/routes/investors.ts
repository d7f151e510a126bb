import type { FastifyInstance } from 'fastify';
import type {
  CareerOpening,
  CommitteeMember,
  Director,
  InitialPublicOfferDocument,
  MaterialDocument,
  Policy,
  ShareholdingPattern,
} from '@site/shared/types/entities';
import type { ContentVersion } from '../db/content-version';
import type { Db } from '../db/database';
import { cachedJson } from '../http/cached-json';
import type { InvestorDocumentCategory } from '../seed/investor-documents';

/**
 * The nine "name + document" lists: path (spelling as the spec's contract) → category and the
 * field names that list uses for its name and its document.
 */
export const DOCUMENT_LISTS: ReadonlyArray<{
  path: string;
  category: InvestorDocumentCategory;
  nameField: string;
  documentField: string;
}> = [
  { path: '/investors/list-disclosure', category: 'disclosure', nameField: 'Disclosure_Name', documentField: 'Disclosure_Document' },
  { path: '/investors/list-press-relase', category: 'press-release', nameField: 'Press_Release_Name', documentField: 'Press_Release_Document' },
  { path: '/investors/list-annual-report', category: 'annual-report', nameField: 'Annual_report_Name', documentField: 'Annual_report_Document' },
  { path: '/investors/list-annual-return', category: 'annual-return', nameField: 'annual_return_Name', documentField: 'annual_return_Document' },
  { path: '/investors/list-financial-result', category: 'financial-result', nameField: 'financial_result_Name', documentField: 'financial_result_Document' },
  { path: '/investors/list-boardmeeting-links', category: 'board-meeting', nameField: 'meeting_Name', documentField: 'Document' },
  { path: '/investors/list-generalmeeting-links', category: 'general-meeting', nameField: 'meeting_Name', documentField: 'Document' },
  { path: '/investors/list-complaince', category: 'compliance', nameField: 'Compliances', documentField: 'Document' },
  { path: '/investors/list-other-announcement', category: 'other-announcement', nameField: 'Announcements', documentField: 'Document' },
];

export function registerInvestorRoutes(app: FastifyInstance, db: Db, version: ContentVersion): void {
  const offers = db.prepare<[], InitialPublicOfferDocument>(
    'SELECT file_path AS offers_Document, document_name AS document_Name FROM offer_documents ORDER BY id',
  );
  const openings = db.prepare<[], CareerOpening>(
    `SELECT id, job_role AS job_Roll, position, job_location AS job_Location, education, experience
     FROM career_openings ORDER BY id`,
  );
  const directors = db.prepare<[], Director>('SELECT pan AS PAN, name, designation FROM directors ORDER BY id');
  const committees = db.prepare<[], CommitteeMember>(
    `SELECT committee_type AS committee_Type, director_name AS name_Of_Director, status,
            nature_of_directorship AS nature_Of_Directorship
     FROM committee_members ORDER BY id`,
  );
  const policies = db.prepare<[], Policy>('SELECT name AS policie_Name, document AS policy_Document FROM policies ORDER BY id');
  const shareholding = db.prepare<[], ShareholdingPattern>(
    'SELECT name AS Name, last_updated AS Last_Updated_Date, document AS Document FROM shareholding_patterns ORDER BY id',
  );
  const material = db.prepare<[], MaterialDocument>(
    `SELECT document_type AS Type_Of_Document, file_name AS File_Name, upload_file AS Upload_File
     FROM material_documents ORDER BY id`,
  );
  const documents = db.prepare<[string], { name: string; document: string }>(
    'SELECT name, document FROM investor_documents WHERE category = ? ORDER BY id',
  );

  app.get('/investors/list-initial-public-offers', cachedJson(version, () => offers.all()));
  app.get('/investors/list-career-opening', cachedJson(version, () => openings.all()));
  app.get('/investors/list-board-of-directors', cachedJson(version, () => directors.all()));
  app.get('/investors/list-committees', cachedJson(version, () => committees.all()));
  app.get('/investors/list-policies', cachedJson(version, () => policies.all()));
  app.get('/investors/list-shareholders-pattern', cachedJson(version, () => shareholding.all()));
  app.get('/investors/list-material-documents', cachedJson(version, () => material.all()));
  for (const list of DOCUMENT_LISTS) {
    app.get(
      list.path,
      cachedJson(version, () => documents.all(list.category).map((row) => ({ [list.nameField]: row.name, [list.documentField]: row.document }))),
    );
  }
}

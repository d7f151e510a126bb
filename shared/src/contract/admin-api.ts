// The admin host's public API contract (spec §3, §7), declared once: the paths, which fields of the
// document lists hold a row's name and its document, the dealer search form and its 'No data found'
// answer. The records' shapes are TypeBox schemas in records.ts (the admin host validates and
// serialises with them; everyone else takes their types), so a name changed there changes both
// sides, and a name changed on one side only fails the typecheck. Spellings are the spec's, typos
// included (list-press-relase, list-complaince, policie_Name). Browser code imports this file: it
// holds plain data and only types from records.ts.
import { INVESTOR_ARCHIVE_ENDPOINTS } from './investor-archive';
import type {
  AnnualReport,
  AnnualReturn,
  ArchiveDocument,
  Compliance,
  DealerSearchCriteria,
  Disclosure,
  DocumentMeta,
  FinancialResult,
  FinancialResultMeta,
  MeetingLink,
  NewspaperPublication,
  OtherAnnouncement,
  Policy,
  PressRelease,
} from './records';

/** Field names of T whose values are strings (optional ones included). */
export type StringField<T> = { [K in keyof T]-?: NonNullable<T[K]> extends string ? K : never }[keyof T] & string;

/** The spec's endpoints (§7) by what they serve. Paths are exact, typos included. */
export const ADMIN_API_PATHS = {
  health: '/health',
  initialPublicOffers: '/investors/list-initial-public-offers',
  blogPosts: '/blog/blog-post',
  states: '/dealers/list-states',
  /** With `:stateId`; clients build it with `districtsPath(id)`. */
  districts: '/dealers/list-districts/:stateId',
  dealerSearch: '/dealers/search',
  careerOpenings: '/investors/list-career-opening',
  boardOfDirectors: '/investors/list-board-of-directors',
  committees: '/investors/list-committees',
  policies: '/investors/list-policies',
  shareholdersPattern: '/investors/list-shareholders-pattern',
  materialDocuments: '/investors/list-material-documents',
} as const;

/**
 * Not in the spec: what the site's page server asks the admin host (issue 15). `contentVersion`
 * answers `{ version }`, a token that changes whenever the published content may have changed (and
 * with every admin-host start), so server-rendered pages are cached per content version.
 */
export const SITE_SERVER_PATHS = {
  contentVersion: '/content-version',
} as const;

export const districtsPath = (stateId: string | number): string => `/dealers/list-districts/${encodeURIComponent(String(stateId))}`;

/**
 * Every field of T, each once: a list that misses a field or names one T does not have fails the
 * typecheck. The order is the order the fields are sent in.
 */
function allFields<T>() {
  return <const F extends readonly (keyof T & string)[]>(...fields: F & (Exclude<keyof T, F[number]> extends never ? unknown : never)): F => fields;
}

/** A "name + document" list: its path and which record fields hold the name and the document. */
export interface DocumentListContract<P extends string = string, N extends string = string, D extends string = string> {
  path: P;
  nameField: N;
  documentField: D;
}

/** Typed constructor: both fields must be string fields of the entity the endpoint returns. */
function documentList<T>() {
  return <const P extends `/investors/list-${string}`, const N extends StringField<T>, const D extends StringField<T>>(
    path: P,
    nameField: N,
    documentField: D,
  ): DocumentListContract<P, N, D> => ({ path, nameField, documentField });
}

/** The nine "name + document" lists (spec §2.11, §7), by the admin host's category key. */
export const DOCUMENT_LISTS = {
  disclosure: documentList<Disclosure>()('/investors/list-disclosure', 'Disclosure_Name', 'Disclosure_Document'),
  'press-release': documentList<PressRelease>()('/investors/list-press-relase', 'Press_Release_Name', 'Press_Release_Document'),
  'annual-report': documentList<AnnualReport>()('/investors/list-annual-report', 'Annual_report_Name', 'Annual_report_Document'),
  'annual-return': documentList<AnnualReturn>()('/investors/list-annual-return', 'annual_return_Name', 'annual_return_Document'),
  'financial-result': documentList<FinancialResult>()('/investors/list-financial-result', 'financial_result_Name', 'financial_result_Document'),
  'board-meeting': documentList<MeetingLink>()('/investors/list-boardmeeting-links', 'meeting_Name', 'Document'),
  'general-meeting': documentList<MeetingLink>()('/investors/list-generalmeeting-links', 'meeting_Name', 'Document'),
  compliance: documentList<Compliance>()('/investors/list-complaince', 'Compliances', 'Document'),
  'other-announcement': documentList<OtherAnnouncement>()('/investors/list-other-announcement', 'Announcements', 'Document'),
} as const;

export type DocumentListKey = keyof typeof DOCUMENT_LISTS;
export const DOCUMENT_LIST_KEYS = Object.keys(DOCUMENT_LISTS) as DocumentListKey[];

/** Policies are read like a document list too (spec §2.11: rows with a download button). */
export const POLICIES_LIST = documentList<Policy>()(ADMIN_API_PATHS.policies, 'policie_Name', 'policy_Document');

/** One record of document list K, as the admin host sends it. */
export type DocumentListRecord<K extends DocumentListKey> = Record<(typeof DOCUMENT_LISTS)[K]['nameField'] | (typeof DOCUMENT_LISTS)[K]['documentField'], string> &
  (K extends 'financial-result' ? FinancialResultMeta : DocumentMeta);

/**
 * The four plain Reg 46 lists of the investor archive (issue 17), by category key; their records
 * are `ArchiveDocument`s (fields: LIST_FIELDS.archiveDocuments) kept beside the nine in one table.
 */
export const REG46_DOCUMENT_LISTS = {
  'secretarial-compliance': documentList<ArchiveDocument>()(INVESTOR_ARCHIVE_ENDPOINTS.secretarialCompliance, 'document_Name', 'document'),
  'familiarisation-programme': documentList<ArchiveDocument>()(INVESTOR_ARCHIVE_ENDPOINTS.familiarisationProgramme, 'document_Name', 'document'),
  'independent-director-terms': documentList<ArchiveDocument>()(INVESTOR_ARCHIVE_ENDPOINTS.independentDirectorTerms, 'document_Name', 'document'),
  'unclaimed-dividend': documentList<ArchiveDocument>()(INVESTOR_ARCHIVE_ENDPOINTS.unclaimedDividend, 'document_Name', 'document'),
} as const;

export type Reg46DocumentListKey = keyof typeof REG46_DOCUMENT_LISTS;

/** Newspaper publications are read like a document list too; their rows also name the newspaper and edition. */
export const NEWSPAPER_PUBLICATIONS_LIST = documentList<NewspaperPublication>()(INVESTOR_ARCHIVE_ENDPOINTS.newspaperPublications, 'publication_Name', 'document');
export const REG46_DOCUMENT_LIST_KEYS = Object.keys(REG46_DOCUMENT_LISTS) as Reg46DocumentListKey[];

/** Every list the admin host keeps in its investor_documents table (one category each): the nine and the four. */
export type InvestorDocumentListKey = DocumentListKey | Reg46DocumentListKey;
export const INVESTOR_DOCUMENT_LIST_KEYS: readonly InvestorDocumentListKey[] = [...DOCUMENT_LIST_KEYS, ...REG46_DOCUMENT_LIST_KEYS];

/** POST /dealers/search: the multipart form's fields, in the order the spec lists them (§7). */
export const DEALER_SEARCH_FIELDS = allFields<DealerSearchCriteria>()('type', 'sector', 'state', 'district', 'pin');
export type DealerSearchField = (typeof DEALER_SEARCH_FIELDS)[number];


/** The search's answer when nothing matches: this text (text/plain), not an empty list. */
export const NO_DATA_FOUND = 'No data found';

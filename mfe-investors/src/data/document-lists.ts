// The plain document-list pages (spec §2.11): one generic page renders each of them from this
// table. Endpoints and field names come from the admin-host contract (@site/shared/contract/admin-api).
import {
  DOCUMENT_LISTS,
  NEWSPAPER_PUBLICATIONS_LIST,
  POLICIES_LIST,
  REG46_DOCUMENT_LISTS,
  type DocumentListContract,
} from '@site/shared/contract/admin-api';
import type { NewspaperPublication } from '@site/shared/contract/investor-archive';
import { INVESTOR_PAGES, type InvestorPagePath } from './pages';

export interface DocumentListPageConfig {
  path: InvestorPagePath;
  title: string;
  summary: string;
  endpoint: string;
  /** Record field holding the row's name (falls back to a name from the file when empty). */
  nameField: string;
  /** Record field holding the document's path on the admin host. */
  documentField: string;
  /** Financial results: the period-end field that gives the quarter (IR-API.md). */
  periodField?: string;
  /** Fields shown and searched after a row's date (newspaper publications: newspaper, edition). */
  extraFields?: readonly string[];
}

/** A page showing one of the contract's lists (endpoint and field names come from there). */
function listPage(path: InvestorPagePath, { path: endpoint, nameField, documentField }: DocumentListContract): DocumentListPageConfig {
  const { title, summary } = INVESTOR_PAGES[path];
  return { path, title, summary, endpoint, nameField, documentField };
}

export const DOCUMENT_LIST_PAGES = [
  // Disclosure_Name is the admin host's display name; older records may lack it.
  listPage('/investors/disclosures-under-regulation', DOCUMENT_LISTS.disclosure),
  listPage('/investors/press-release', DOCUMENT_LISTS['press-release']),
  listPage('/investors/annual-report', DOCUMENT_LISTS['annual-report']),
  listPage('/investors/annual-return', DOCUMENT_LISTS['annual-return']),
  { ...listPage('/investors/financial-result', DOCUMENT_LISTS['financial-result']), periodField: 'period_End_Date' },
  listPage('/investors/board-meeting', DOCUMENT_LISTS['board-meeting']),
  listPage('/investors/general-meeting', DOCUMENT_LISTS['general-meeting']),
  listPage('/investors/complainces', DOCUMENT_LISTS.compliance),
  listPage('/investors/other-announcements', DOCUMENT_LISTS['other-announcement']),
] as const;

/** Reg 46 document lists of the archive API (issue 17): same page, same fields on each. */
export const REG46_DOCUMENT_LIST_PAGES = [
  listPage('/investors/secretarial-compliance', REG46_DOCUMENT_LISTS['secretarial-compliance']),
  listPage('/investors/familiarisation-programme', REG46_DOCUMENT_LISTS['familiarisation-programme']),
  listPage('/investors/independent-directors-terms', REG46_DOCUMENT_LISTS['independent-director-terms']),
  listPage('/investors/unclaimed-dividend', REG46_DOCUMENT_LISTS['unclaimed-dividend']),
] as const;

/** Newspaper publications: a document list whose rows also say the newspaper and edition. */
export const NEWSPAPER_PUBLICATIONS_PAGE: DocumentListPageConfig = {
  ...listPage('/investors/newspaper-publications', NEWSPAPER_PUBLICATIONS_LIST),
  extraFields: ['newspaper', 'edition'] satisfies (keyof NewspaperPublication)[],
};

/** Policies render with the same page and list (spec §2.11: rows with a download button). */
export const POLICIES_PAGE = listPage('/investors/policies', POLICIES_LIST);

/** The config of a document-list page (the nine, Policies, the Reg 46 lists), or undefined for any other path. */
export function documentListPage(path: string): DocumentListPageConfig | undefined {
  return [...DOCUMENT_LIST_PAGES, POLICIES_PAGE, ...REG46_DOCUMENT_LIST_PAGES, NEWSPAPER_PUBLICATIONS_PAGE].find((page) => page.path === path);
}

// The plain document-list pages (spec §2.11): one generic page renders each of them from this
// table. Endpoints and field names are the admin-host contract (spec §3, §7), typos included.
import type {
  AnnualReport,
  AnnualReturn,
  Compliance,
  Disclosure,
  FinancialResult,
  MeetingLink,
  OtherAnnouncement,
  Policy,
  PressRelease,
} from '@site/shared/types/entities';
import { INVESTOR_PAGES, type InvestorPagePath } from './pages';
import type { StringField } from './records';

export interface DocumentListPageConfig {
  path: InvestorPagePath;
  title: string;
  summary: string;
  endpoint: string;
  /** Record field holding the row's name (falls back to a name from the file when empty). */
  nameField: string;
  /** Record field holding the document's path on the admin host. */
  documentField: string;
}

/** Typed constructor: the field names must be string fields of the entity the endpoint returns. */
function listPage<T>(
  path: InvestorPagePath,
  endpoint: `/investors/${string}`,
  nameField: StringField<T>,
  documentField: StringField<T>,
): DocumentListPageConfig {
  const { title, summary } = INVESTOR_PAGES[path];
  return { path, title, summary, endpoint, nameField, documentField };
}

export const DOCUMENT_LIST_PAGES = [
  // Disclosure_Name is the admin host's display name; older records may lack it.
  listPage<Disclosure>('/investors/disclosures-under-regulation', '/investors/list-disclosure', 'Disclosure_Name', 'Disclosure_Document'),
  listPage<PressRelease>('/investors/press-release', '/investors/list-press-relase', 'Press_Release_Name', 'Press_Release_Document'),
  listPage<AnnualReport>('/investors/annual-report', '/investors/list-annual-report', 'Annual_report_Name', 'Annual_report_Document'),
  listPage<AnnualReturn>('/investors/annual-return', '/investors/list-annual-return', 'annual_return_Name', 'annual_return_Document'),
  listPage<FinancialResult>('/investors/financial-result', '/investors/list-financial-result', 'financial_result_Name', 'financial_result_Document'),
  listPage<MeetingLink>('/investors/board-meeting', '/investors/list-boardmeeting-links', 'meeting_Name', 'Document'),
  listPage<MeetingLink>('/investors/general-meeting', '/investors/list-generalmeeting-links', 'meeting_Name', 'Document'),
  listPage<Compliance>('/investors/complainces', '/investors/list-complaince', 'Compliances', 'Document'),
  listPage<OtherAnnouncement>('/investors/other-announcements', '/investors/list-other-announcement', 'Announcements', 'Document'),
] as const;

/** Policies render with the same page and list (spec §2.11: rows with a download button). */
export const POLICIES_PAGE = listPage<Policy>('/investors/policies', '/investors/list-policies', 'policie_Name', 'policy_Document');

/** The config of a document-list page (the nine and Policies), or undefined for any other path. */
export function documentListPage(path: string): DocumentListPageConfig | undefined {
  return [...DOCUMENT_LIST_PAGES, POLICIES_PAGE].find((page) => page.path === path);
}

// The investor archive's admin-host API (issue 17): its paths, limits and pages. Everything here is
// additive to the spec's endpoints; their records only gain the DocumentMeta fields. The records'
// shapes are schemas in records.ts, the fixed choices in choices.ts; both are re-exported here.
export type {
  ArchiveDocument,
  CreditRating,
  DocumentMeta,
  FinancialResultMeta,
  InvestorHit,
  InvestorLatestResponse,
  InvestorMeet,
  InvestorSearchResponse,
  KeyContacts,
  MaterialityContact,
  NewspaperPublication,
  RegistrarContact,
  WithDocumentMeta,
} from './records';
export { INVESTOR_CATEGORIES, INVESTOR_MEET_TYPES, type InvestorCategory, type InvestorMeetType } from './choices';

/** Site pages added by issue 17 that are not document lists of INVESTOR_CATEGORIES. */
export const INVESTOR_ARCHIVE_PAGES = {
  '/investors/key-contacts': { title: 'Key Contacts' },
  '/investors/search': { title: 'Search Investor Documents' },
} as const;

export const SEARCH_LIMIT = { default: 20, max: 50 } as const;
export const LATEST_LIMIT = { default: 6, max: 20 } as const;
/** Longest query text the search accepts (characters). */
export const SEARCH_QUERY_MAX_CHARS = 100;

/** Admin-host endpoints of the archive, by the category (or page) they feed. */
export const INVESTOR_ARCHIVE_ENDPOINTS = {
  search: '/investors/search',
  latest: '/investors/latest',
  feed: '/investors/feed.xml',
  creditRatings: '/investors/list-credit-ratings',
  investorMeets: '/investors/list-investor-meets',
  newspaperPublications: '/investors/list-newspaper-publications',
  secretarialCompliance: '/investors/list-secretarial-compliance',
  familiarisationProgramme: '/investors/list-familiarisation-programme',
  independentDirectorTerms: '/investors/list-independent-director-terms',
  unclaimedDividend: '/investors/list-unclaimed-dividend',
  keyContacts: '/investors/key-contacts',
} as const;

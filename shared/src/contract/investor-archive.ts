// The investor archive's admin-host API (issue 17, /work/team/IR-API.md). Everything here is
// additive to the spec's 20 endpoints: their records only gain the fields below.

/** Added to every record of the document lists, policies, shareholding patterns, material and offer documents. */
export interface DocumentMeta {
  /** Publication date, ISO `YYYY-MM-DD`. */
  document_Date: string | null;
  /** Size of the PDF in bytes. */
  file_Size: number | null;
  /** Pages of the PDF. */
  page_Count: number | null;
}

/** A record of an existing list as the admin host now sends it, e.g. `WithDocumentMeta<AnnualReport>`. */
export type WithDocumentMeta<T> = T & DocumentMeta;

/** Financial results also carry the last day of the period they report (30 Jun → Q1 … 31 Mar → Q4). */
export interface FinancialResultMeta extends DocumentMeta {
  period_End_Date: string | null;
}

/**
 * Every kind of investor document the archive knows: the nine document lists, the other spec lists
 * and the Reg 46 additions. `section` is the site page that lists it, `title` that page's title.
 */
export const INVESTOR_CATEGORIES = {
  'disclosure': { section: '/investors/disclosures-under-regulation', title: 'Disclosures under Regulation 46' },
  'press-release': { section: '/investors/press-release', title: 'Press Release' },
  'annual-report': { section: '/investors/annual-report', title: 'Annual Report' },
  'annual-return': { section: '/investors/annual-return', title: 'Annual Return' },
  'financial-result': { section: '/investors/financial-result', title: 'Financial Result' },
  'board-meeting': { section: '/investors/board-meeting', title: 'Board Meeting' },
  'general-meeting': { section: '/investors/general-meeting', title: 'General Meeting' },
  'compliance': { section: '/investors/complainces', title: 'Complainces' },
  'other-announcement': { section: '/investors/other-announcements', title: 'Other Announcements' },
  'policy': { section: '/investors/policies', title: 'Policies' },
  'shareholding-pattern': { section: '/investors/share-holders-pattern', title: 'Share Holders Pattern' },
  'material-document': { section: '/investors/material-documents', title: 'Material Documents' },
  // No page of its own: the header's Initial Public Offer menu lists these next to Material Documents.
  'initial-public-offer': { section: '/investors/material-documents', title: 'Initial Public Offer' },
  'credit-rating': { section: '/investors/credit-ratings', title: 'Credit Ratings' },
  'investor-meet': { section: '/investors/investor-meets', title: 'Investor and Analyst Meets' },
  'newspaper-publication': { section: '/investors/newspaper-publications', title: 'Newspaper Publications' },
  'secretarial-compliance': { section: '/investors/secretarial-compliance', title: 'Secretarial Compliance Report' },
  'familiarisation-programme': {
    section: '/investors/familiarisation-programme',
    title: 'Familiarisation Programme for Independent Directors',
  },
  'independent-director-terms': {
    section: '/investors/independent-directors-terms',
    title: 'Terms of Appointment of Independent Directors',
  },
  'unclaimed-dividend': { section: '/investors/unclaimed-dividend', title: 'Unclaimed Dividend and IEPF' },
} as const satisfies Record<string, { section: `/investors/${string}`; title: string }>;

export type InvestorCategory = keyof typeof INVESTOR_CATEGORIES;

/** Site pages added by issue 17 that are not document lists of the table above. */
export const INVESTOR_ARCHIVE_PAGES = {
  '/investors/key-contacts': { title: 'Key Contacts' },
  '/investors/search': { title: 'Search Investor Documents' },
} as const;

/** One document found by `/investors/search` or listed by `/investors/latest`. */
export interface InvestorHit extends DocumentMeta {
  category: InvestorCategory;
  /** Site route that lists it, e.g. '/investors/annual-report'. */
  section: string;
  /** That page's title, e.g. 'Annual Report'. */
  sectionTitle: string;
  /** Record name; the download is saved as `${name}.pdf`. */
  name: string;
  /** Path on the admin host, as the list's document field. */
  document: string;
}

/** `GET /investors/search?q=&limit=1..50` (default 20). A bad query answers `results: []` and a `message`. */
export interface InvestorSearchResponse {
  query: string;
  results: InvestorHit[];
  message?: string;
}

/** `GET /investors/latest?limit=1..20` (default 6): newest `document_Date` first. */
export interface InvestorLatestResponse {
  results: InvestorHit[];
}

export const SEARCH_LIMIT = { default: 20, max: 50 } as const;
export const LATEST_LIMIT = { default: 6, max: 20 } as const;
/** Longest query text the search accepts (characters). */
export const SEARCH_QUERY_MAX_CHARS = 100;

/** `GET /investors/list-credit-ratings`. */
export interface CreditRating {
  agency: string;
  instrument: string;
  rating: string;
  rating_Date: string;
  document: string | null;
  file_Size: number | null;
  page_Count: number | null;
}

export const INVESTOR_MEET_TYPES = ['Analyst meet', 'Investor call', 'Investor conference'] as const;
export type InvestorMeetType = (typeof INVESTOR_MEET_TYPES)[number];

/** `GET /investors/list-investor-meets`; sizes refer to the presentation. */
export interface InvestorMeet {
  title: string;
  meet_Date: string;
  meet_Type: InvestorMeetType;
  venue: string;
  presentation: string | null;
  transcript: string | null;
  recording_Url: string | null;
  file_Size: number | null;
  page_Count: number | null;
}

/** `GET /investors/list-newspaper-publications`. */
export interface NewspaperPublication extends DocumentMeta {
  publication_Name: string;
  newspaper: string;
  edition: string;
  document: string;
}

/**
 * The four plain Reg 46 lists: `/investors/list-secretarial-compliance`,
 * `/investors/list-familiarisation-programme`, `/investors/list-independent-director-terms`,
 * `/investors/list-unclaimed-dividend`.
 */
export interface ArchiveDocument extends DocumentMeta {
  document_Name: string;
  document: string;
}

export interface MaterialityContact {
  name: string;
  designation: string;
  phone: string;
  email: string;
}

export interface RegistrarContact {
  name: string;
  contact_Person: string;
  address: string;
  phone: string;
  email: string;
  website: string;
}

/** `GET /investors/key-contacts`: Reg 30(5) KMP, the registrar and share transfer agent, the grievance mailbox. */
export interface KeyContacts {
  materiality_Kmp: MaterialityContact[];
  registrar: RegistrarContact | null;
  grievance_Email: string | null;
}

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

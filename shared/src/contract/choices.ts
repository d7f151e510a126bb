// The fixed choices of the contract's records (spec §3, issue 17): plain lists, apart from the
// schemas (records.ts) so that browser code can import them without the schema builder.

export const COMMITTEE_TYPES = [
  'Audit Committee',
  'Nomination and Remuneration Committee',
  'Stakeholders Relationship Committee',
] as const;
export type CommitteeType = (typeof COMMITTEE_TYPES)[number];

export const MATERIAL_DOCUMENT_TYPES = [
  'Material Contracts to the Issue',
  'Material Documents',
  'IPO Resolution',
  'Annual Report',
  'Documents',
  'Consent',
] as const;
export type MaterialDocumentType = (typeof MATERIAL_DOCUMENT_TYPES)[number];

export const INVESTOR_MEET_TYPES = ['Analyst meet', 'Investor call', 'Investor conference'] as const;
export type InvestorMeetType = (typeof INVESTOR_MEET_TYPES)[number];

/**
 * The kinds of date in the investor calendar (issue 28), with their English labels (the console's
 * choices; the site's pages translate them). The admin host's migration checks the same keys.
 */
export const INVESTOR_EVENT_KINDS = {
  'board-meeting': 'Board meeting',
  'agm': 'Annual general meeting',
  'egm': 'Extraordinary general meeting',
  'record-date': 'Record date',
  'results-date': 'Financial results',
  'analyst-meet': 'Analyst meet',
} as const;
export type InvestorEventKind = keyof typeof INVESTOR_EVENT_KINDS;
export const INVESTOR_EVENT_KIND_KEYS = Object.keys(INVESTOR_EVENT_KINDS) as InvestorEventKind[];

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

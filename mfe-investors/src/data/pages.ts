// Title and one-line summary of every investor page, keyed by route path (spec §2.1). The landing
// index, the page headings and the document-list table all read them from here.

export interface InvestorPageMeta {
  title: string;
  /** What the page holds, in one line (landing index, page intro). */
  summary: string;
}

export const INVESTOR_PAGES = {
  '/investors/board-of-directors': {
    title: 'Board of Directors and KMP',
    summary: 'Our directors and key managerial personnel, with their DIN/PAN and designation.',
  },
  '/investors/committee': {
    title: 'Committees',
    summary: 'Members of the Audit, Nomination and Remuneration, and Stakeholders Relationship committees.',
  },
  '/investors/policies': {
    title: 'Policies',
    summary: 'Codes of conduct and the policies the board has adopted, as PDF documents.',
  },
  '/investors/invertors-contact': {
    title: 'Investor Contact',
    summary: 'How to reach our company secretary for any investor matter.',
  },
  '/investors/investors-grievances': {
    title: 'Investor Grievances',
    summary: 'Whom to write to if you have a complaint as a shareholder.',
  },
  '/investors/financial-result': {
    title: 'Financial Result',
    summary: 'Quarterly and annual financial results.',
  },
  '/investors/annual-report': {
    title: 'Annual Report',
    summary: 'Annual reports for each financial year.',
  },
  '/investors/annual-return': {
    title: 'Annual Return',
    summary: 'Annual returns (Form MGT-7) for each financial year.',
  },
  '/investors/share-holders-pattern': {
    title: 'Share Holders Pattern',
    summary: 'The shareholding pattern filed every quarter, with its date.',
  },
  '/investors/disclosures-under-regulation': {
    title: 'Disclosures under Regulation 46',
    summary: 'Information we disclose on our website under Regulation 46 of the SEBI Listing Regulations.',
  },
  '/investors/press-release': {
    title: 'Press Release',
    summary: 'Our press releases.',
  },
  '/investors/material-documents': {
    title: 'Material Documents',
    summary: 'Material contracts and documents of the issue, resolutions and consents.',
  },
  '/investors/board-meeting': {
    title: 'Board Meeting',
    summary: 'Intimations and outcomes of board meetings.',
  },
  '/investors/general-meeting': {
    title: 'General Meeting',
    summary: 'Notices, proceedings and voting results of general meetings.',
  },
  '/investors/complainces': {
    title: 'Complainces',
    summary: 'Compliance certificates and reports filed with the stock exchanges.',
  },
  '/investors/other-announcements': {
    title: 'Other Announcements',
    summary: 'Trading window closures and other announcements to the stock exchanges.',
  },
  // Regulation 46(2) items the spec does not have (issue 17); titles as in the shared archive contract.
  '/investors/credit-ratings': {
    title: 'Credit Ratings',
    summary: 'Ratings of our borrowings and instruments by credit rating agencies, with the rating letters.',
  },
  '/investors/investor-meets': {
    title: 'Investor and Analyst Meets',
    summary: 'Schedule of analyst and investor meets, with the presentations and transcripts.',
  },
  '/investors/newspaper-publications': {
    title: 'Newspaper Publications',
    summary: 'Notices and financial results as published in the newspapers.',
  },
  '/investors/key-contacts': {
    title: 'Key Contacts',
    summary: 'Officers authorised to decide materiality of events, our registrar and share transfer agent, and the grievance e-mail.',
  },
  '/investors/secretarial-compliance': {
    title: 'Secretarial Compliance Report',
    summary: 'The annual secretarial compliance report under Regulation 24A.',
  },
  '/investors/familiarisation-programme': {
    title: 'Familiarisation Programme for Independent Directors',
    summary: 'How independent directors are introduced to the company, and the programmes held each year.',
  },
  '/investors/independent-directors-terms': {
    title: 'Terms of Appointment of Independent Directors',
    summary: 'The terms and conditions of appointment of our independent directors.',
  },
  '/investors/unclaimed-dividend': {
    title: 'Unclaimed Dividend and IEPF',
    summary: 'Unpaid and unclaimed dividends, shares transferred to the IEPF, and how to claim them.',
  },
} as const satisfies Record<string, InvestorPageMeta>;

export type InvestorPagePath = keyof typeof INVESTOR_PAGES;

export interface InvestorSectionGroup {
  title: string;
  pages: readonly InvestorPagePath[];
}

/** The landing page's index, grouped as the header's Investors menu groups them. */
export const INVESTOR_SECTION_GROUPS: readonly InvestorSectionGroup[] = [
  {
    title: 'Governance',
    pages: [
      '/investors/board-of-directors',
      '/investors/committee',
      '/investors/policies',
      '/investors/familiarisation-programme',
      '/investors/independent-directors-terms',
    ],
  },
  {
    title: 'Investor services',
    pages: ['/investors/invertors-contact', '/investors/investors-grievances', '/investors/key-contacts', '/investors/unclaimed-dividend'],
  },
  {
    title: 'Financials',
    pages: [
      '/investors/financial-result',
      '/investors/annual-report',
      '/investors/annual-return',
      '/investors/share-holders-pattern',
      '/investors/credit-ratings',
    ],
  },
  {
    title: 'Disclosures',
    // Material Documents sits under Initial Public Offer only, as in the header menu (issue 18: it was listed twice).
    pages: [
      '/investors/disclosures-under-regulation',
      '/investors/press-release',
      '/investors/secretarial-compliance',
      '/investors/newspaper-publications',
      '/investors/investor-meets',
    ],
  },
  {
    title: 'Announcements',
    pages: [
      '/investors/board-meeting',
      '/investors/general-meeting',
      '/investors/complainces',
      '/investors/other-announcements',
    ],
  },
  {
    title: 'Initial Public Offer',
    pages: ['/investors/material-documents'],
  },
];

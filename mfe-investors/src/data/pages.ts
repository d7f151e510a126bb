// Title and one-line summary of every investor page, keyed by route path (spec §2.1). The landing
// index, the page headings and the document-list table all read them from here.

import { INVESTOR_ARCHIVE_PAGES, INVESTOR_CATEGORIES, type InvestorCategory } from '@site/shared/contract/investor-archive';

export interface InvestorPageMeta {
  title: string;
  /** What the page holds, in one line (landing index, page intro). */
  summary: string;
}

/** A page that lists one category of the archive contract: its title comes from the contract's one table. */
const categoryPage = (category: InvestorCategory, summary: string): InvestorPageMeta => ({
  title: INVESTOR_CATEGORIES[category].title,
  summary,
});

export const INVESTOR_PAGES = {
  '/investors/board-of-directors': {
    title: 'Board of Directors and KMP',
    summary: 'Our directors and key managerial personnel, with their DIN/PAN and designation.',
  },
  '/investors/committee': {
    title: 'Committees',
    summary: 'Members of the Audit, Nomination and Remuneration, and Stakeholders Relationship committees.',
  },
  '/investors/policies': categoryPage('policy', 'Codes of conduct and the policies the board has adopted, as PDF documents.'),
  '/investors/invertors-contact': {
    title: 'Investor Contact',
    summary: 'How to reach our company secretary for any investor matter.',
  },
  '/investors/investors-grievances': {
    title: 'Investor Grievances',
    summary: 'Whom to write to if you have a complaint as a shareholder.',
  },
  '/investors/financial-result': categoryPage('financial-result', 'Quarterly and annual financial results.'),
  '/investors/annual-report': categoryPage('annual-report', 'Annual reports for each financial year.'),
  '/investors/annual-return': categoryPage('annual-return', 'Annual returns (Form MGT-7) for each financial year.'),
  '/investors/share-holders-pattern': categoryPage('shareholding-pattern', 'The shareholding pattern filed every quarter, with its date.'),
  '/investors/disclosures-under-regulation': categoryPage('disclosure', 'Information we disclose on our website under Regulation 46 of the SEBI Listing Regulations.'),
  '/investors/press-release': categoryPage('press-release', 'Our press releases.'),
  '/investors/material-documents': categoryPage('material-document', 'Material contracts and documents of the issue, resolutions and consents.'),
  '/investors/board-meeting': categoryPage('board-meeting', 'Intimations and outcomes of board meetings.'),
  '/investors/general-meeting': categoryPage('general-meeting', 'Notices, proceedings and voting results of general meetings.'),
  '/investors/complainces': categoryPage('compliance', 'Compliance certificates and reports filed with the stock exchanges.'),
  '/investors/other-announcements': categoryPage('other-announcement', 'Trading window closures and other announcements to the stock exchanges.'),
  // Regulation 46(2) items the spec does not have (issue 17).
  '/investors/credit-ratings': categoryPage('credit-rating', 'Ratings of our borrowings and instruments by credit rating agencies, with the rating letters.'),
  '/investors/investor-meets': categoryPage('investor-meet', 'Schedule of analyst and investor meets, with the presentations and transcripts.'),
  '/investors/newspaper-publications': categoryPage('newspaper-publication', 'Notices and financial results as published in the newspapers.'),
  '/investors/key-contacts': { ...INVESTOR_ARCHIVE_PAGES['/investors/key-contacts'], summary: 'Officers authorised to decide materiality of events, our registrar and share transfer agent, and the grievance e-mail.' },
  '/investors/secretarial-compliance': categoryPage('secretarial-compliance', 'The annual secretarial compliance report under Regulation 24A.'),
  '/investors/familiarisation-programme': categoryPage('familiarisation-programme', 'How independent directors are introduced to the company, and the programmes held each year.'),
  '/investors/independent-directors-terms': categoryPage('independent-director-terms', 'The terms and conditions of appointment of our independent directors.'),
  '/investors/unclaimed-dividend': categoryPage('unclaimed-dividend', 'Unpaid and unclaimed dividends, shares transferred to the IEPF, and how to claim them.'),
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

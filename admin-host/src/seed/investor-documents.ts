import { INVESTOR_DOCUMENT_LIST_KEYS, type InvestorDocumentListKey } from '@site/shared/contract/admin-api';
import type { MaterialDocumentType } from '@site/shared/types/entities';
import { sampleDocument, type DocumentKind, type SampleDocument } from './sample-files';

/** Categories of the `investor_documents` table: the contract's nine "name + document" lists and four Reg 46 lists. */
export const INVESTOR_DOCUMENT_CATEGORIES = INVESTOR_DOCUMENT_LIST_KEYS;
export type InvestorDocumentCategory = InvestorDocumentListKey;

export interface NamedDocument {
  name: string;
  /** Publication date, YYYY-MM-DD; null where the record has none. */
  date: string | null;
  document: SampleDocument;
  /** Financial results: last day of the reported period. */
  periodEnd?: string;
}

export interface SeedShareholding extends NamedDocument {
  /** Sent verbatim as Last_Updated_Date. */
  lastUpdated: string;
}

export interface SeedMaterialDocument extends NamedDocument {
  type: MaterialDocumentType;
}

/** 'Financial Year 2024-25' for any day from 1 April 2024 to 31 March 2025. */
export function financialYearLabel(isoDate: string): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `Financial Year ${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * A record factory for one folder: the title page shows the financial year of the publication date
 * unless the document is about another year (annual reports, results), given as `year`.
 */
function named(folder: string, kind: DocumentKind) {
  return (name: string, date: string, year: string = financialYearLabel(date)): NamedDocument => ({
    name,
    date,
    document: sampleDocument(folder, kind, name, year),
  });
}

const offer = named('initial-public-offer', 'offer');
export const SEED_OFFER_DOCUMENTS: readonly NamedDocument[] = [
  offer('Draft Red Herring Prospectus', '2024-12-20'),
  offer('Addendum to the Draft Red Herring Prospectus', '2025-03-10'),
  offer('Red Herring Prospectus', '2025-06-02'),
  offer('Abridged Prospectus', '2025-06-02'),
  offer('Price Band Advertisement', '2025-06-05'),
];

// Date of adoption or last revision by the board.
const policy = named('policies', 'policy');
export const SEED_POLICIES: readonly NamedDocument[] = [
  policy('Code of Conduct for Board Members and Senior Management', '2025-05-27'),
  policy('Whistle Blower Policy and Vigil Mechanism', '2024-08-12'),
  policy('Policy on Related Party Transactions', '2025-05-27'),
  policy('Nomination and Remuneration Policy', '2024-05-27'),
  policy('Policy for Determination of Materiality of Events', '2023-08-11'),
  policy('Policy on Preservation and Archival of Documents', '2023-08-11'),
  policy('Corporate Social Responsibility Policy', '2024-05-27'),
  policy('Policy on Prevention of Sexual Harassment at Workplace', '2022-11-10'),
  policy('Dividend Distribution Policy', '2026-05-26'),
  policy('Code of Fair Disclosure of Unpublished Price Sensitive Information', '2025-02-11'),
];

/** Filed within 21 days of the quarter's end (Reg 31). */
function quarter(label: string, quarterEnd: string, filed: string): SeedShareholding {
  const name = `Shareholding Pattern - Quarter ended ${label}`;
  return {
    name,
    date: filed,
    lastUpdated: `${quarterEnd}T00:00:00.000Z`,
    document: sampleDocument('shareholding-pattern', 'shareholding', name, financialYearLabel(quarterEnd)),
  };
}

export const SEED_SHAREHOLDING: readonly SeedShareholding[] = [
  quarter('30 September 2026', '2026-09-30', '2026-10-16'),
  quarter('30 June 2026', '2026-06-30', '2026-07-17'),
  quarter('31 March 2026', '2026-03-31', '2026-04-17'),
  quarter('31 December 2025', '2025-12-31', '2026-01-16'),
  quarter('30 September 2025', '2025-09-30', '2025-10-17'),
  quarter('30 June 2025', '2025-06-30', '2025-07-18'),
  quarter('31 March 2025', '2025-03-31', '2025-04-17'),
  quarter('31 December 2024', '2024-12-31', '2025-01-17'),
  quarter('30 September 2024', '2024-09-30', '2024-10-18'),
  quarter('30 June 2024', '2024-06-30', '2024-07-19'),
  quarter('31 March 2024', '2024-03-31', '2024-04-19'),
  quarter('31 December 2023', '2023-12-31', '2024-01-19'),
  quarter('30 September 2023', '2023-09-30', '2023-10-20'),
  quarter('30 June 2023', '2023-06-30', '2023-07-21'),
  quarter('31 March 2023', '2023-03-31', '2023-04-20'),
  // The one entry whose date the client cannot parse: it must show a blank date, not 'Invalid Date'.
  {
    name: 'Shareholding Pattern - Pre-issue',
    date: null,
    lastUpdated: 'Not updated',
    document: sampleDocument('shareholding-pattern', 'shareholding', 'Shareholding Pattern - Pre-issue', 'Financial Year 2024-25'),
  },
];

function material(type: MaterialDocumentType, date: string, names: string[], year = financialYearLabel(date)): SeedMaterialDocument[] {
  return names.map((name) => ({ type, name, date, document: sampleDocument('material-documents', 'material', name, year) }));
}

// Placed for inspection with the draft offer document.
const DRHP = '2024-12-20';
export const SEED_MATERIAL_DOCUMENTS: readonly SeedMaterialDocument[] = [
  ...material('Material Contracts to the Issue', DRHP, [
    'Issue Agreement with the Book Running Lead Manager',
    'Registrar Agreement',
    'Underwriting Agreement',
  ]),
  ...material('Material Documents', DRHP, [
    'Certificate of Incorporation',
    'Memorandum and Articles of Association',
    'Statement of Special Tax Benefits',
  ]),
  ...material('IPO Resolution', '2024-09-05', [
    'Board Resolution approving the Issue',
    'Special Resolution of the Shareholders approving the Issue',
  ]),
  ...material('Annual Report', DRHP, ['Annual Report 2023-24 (Issue Document Annexure)'], 'Financial Year 2023-24'),
  ...material('Annual Report', DRHP, ['Annual Report 2022-23 (Issue Document Annexure)'], 'Financial Year 2022-23'),
  ...material('Documents', DRHP, [
    'Restated Financial Statements',
    'Statement of Capitalisation',
    'Report on Key Performance Indicators',
  ]),
  ...material('Consent', DRHP, ['Consent of the Directors', 'Consent of the Statutory Auditor', 'Consent of the Bankers to the Company']),
];

const disclosure = named('disclosures', 'disclosure');
const press = named('press-releases', 'press-release');
const annualReport = named('annual-report', 'annual-report');
const annualReturn = named('annual-return', 'annual-return');
const boardMeeting = named('board-meetings', 'meeting');
const generalMeeting = named('general-meetings', 'meeting');
const compliance = named('compliances', 'compliance');
const announcement = named('other-announcements', 'announcement');
const secretarial = named('secretarial-compliance', 'secretarial-compliance');
const familiarisation = named('familiarisation-programme', 'familiarisation');
const directorTerms = named('independent-director-terms', 'director-terms');
const unclaimed = named('unclaimed-dividend', 'unclaimed-dividend');

const QUARTER_ENDS = { Q1: '06-30', Q2: '09-30', Q3: '12-31' } as const;

/** 'Q2 FY 2024-25' → period ending 2024-09-30; the audited year ends 31 March. */
function result(name: string, date: string): NamedDocument {
  const match = /(?:(Q[123]) )?FY (\d{4})-(\d{2})$/.exec(name);
  if (!match) throw new Error(`No period in result name: ${name}`);
  const [, quarterName, startYear] = match;
  const start = Number(startYear);
  // Q1–Q3 end in the year the financial year starts; the year (Q4) ends on 31 March of the next.
  const periodEnd = quarterName ? `${start}-${QUARTER_ENDS[quarterName as keyof typeof QUARTER_ENDS]}` : `${start + 1}-03-31`;
  return { name, date, periodEnd, document: sampleDocument('financial-results', 'financial-result', name, financialYearLabel(periodEnd)) };
}

/** Newest first within each category, as the lists are shown. */
export const SEED_INVESTOR_DOCUMENTS: Readonly<Record<InvestorDocumentCategory, readonly NamedDocument[]>> = {
  disclosure: [
    disclosure('Details of Business', '2026-06-15'),
    disclosure('Composition of Committees of the Board', '2025-09-30'),
    disclosure('Familiarisation Programmes for Independent Directors', '2025-04-25'),
    disclosure('Terms and Conditions of Appointment of Independent Directors', '2024-09-26'),
    disclosure('Contact Details of Officials Responsible for Investor Grievances', '2024-07-01'),
    disclosure('Secretarial Compliance Report 2023-24', '2024-05-28', 'Financial Year 2023-24'),
    disclosure('Credit Rating Letter', '2024-01-18'),
  ],
  'press-release': [
    press('Press Release - Financial Results Q2 FY 2026-27', '2026-11-12'),
    press('Press Release - Financial Results Q1 FY 2026-27', '2026-08-11'),
    press('Press Release - Financial Results FY 2025-26', '2026-05-26'),
    press('Solar Plant Commissioned at the Punalur Unit', '2026-01-20'),
    press('Press Release - Financial Results FY 2024-25', '2025-05-27'),
    press('Kallada Polypipes Completes Thirty Years', '2024-11-18'),
    press('Press Release - Financial Results Q2 FY 2024-25', '2024-11-14'),
    press('Board Approves Proposal for Initial Public Offer', '2024-09-05'),
    press('New Extrusion Line Commissioned at Kannur Plant', '2024-07-22'),
    press('Press Release - Financial Results FY 2023-24', '2024-05-27'),
  ],
  // Published with the notice of the AGM, late August.
  'annual-report': [
    annualReport('Annual Report 2025-26', '2026-08-28', 'Financial Year 2025-26'),
    annualReport('Annual Report 2024-25', '2025-08-29', 'Financial Year 2024-25'),
    annualReport('Annual Report 2023-24', '2024-08-30', 'Financial Year 2023-24'),
    annualReport('Annual Report 2022-23', '2023-08-31', 'Financial Year 2022-23'),
    annualReport('Annual Report 2021-22', '2022-08-26', 'Financial Year 2021-22'),
    annualReport('Annual Report 2020-21', '2021-08-27', 'Financial Year 2020-21'),
  ],
  // Form MGT-7 is filed within 60 days of the AGM.
  'annual-return': [
    annualReturn('Annual Return (Form MGT-7) 2025-26', '2026-10-28', 'Financial Year 2025-26'),
    annualReturn('Annual Return (Form MGT-7) 2024-25', '2025-10-29', 'Financial Year 2024-25'),
    annualReturn('Annual Return (Form MGT-7) 2023-24', '2024-10-28', 'Financial Year 2023-24'),
    annualReturn('Annual Return (Form MGT-7) 2022-23', '2023-10-27', 'Financial Year 2022-23'),
    annualReturn('Annual Return (Form MGT-7) 2021-22', '2022-10-28', 'Financial Year 2021-22'),
  ],
  // Approved at the board meetings below: quarters within 45 days, the audited year within 60.
  'financial-result': [
    result('Unaudited Financial Results - Q2 FY 2026-27', '2026-11-12'),
    result('Unaudited Financial Results - Q1 FY 2026-27', '2026-08-11'),
    result('Audited Financial Results - FY 2025-26', '2026-05-26'),
    result('Unaudited Financial Results - Q3 FY 2025-26', '2026-02-10'),
    result('Unaudited Financial Results - Q2 FY 2025-26', '2025-11-13'),
    result('Unaudited Financial Results - Q1 FY 2025-26', '2025-08-12'),
    result('Audited Financial Results - FY 2024-25', '2025-05-27'),
    result('Unaudited Financial Results - Q3 FY 2024-25', '2025-02-11'),
    result('Unaudited Financial Results - Q2 FY 2024-25', '2024-11-14'),
    result('Unaudited Financial Results - Q1 FY 2024-25', '2024-08-12'),
    result('Audited Financial Results - FY 2023-24', '2024-05-27'),
    result('Unaudited Financial Results - Q3 FY 2023-24', '2024-02-09'),
    result('Unaudited Financial Results - Q2 FY 2023-24', '2023-11-10'),
    result('Unaudited Financial Results - Q1 FY 2023-24', '2023-08-11'),
    result('Audited Financial Results - FY 2022-23', '2023-05-26'),
  ],
  'board-meeting': [
    boardMeeting('Outcome of Board Meeting held on 12 November 2026', '2026-11-12'),
    boardMeeting('Intimation of Board Meeting on 12 November 2026', '2026-11-02'),
    boardMeeting('Outcome of Board Meeting held on 11 August 2026', '2026-08-11'),
    boardMeeting('Outcome of Board Meeting held on 26 May 2026', '2026-05-26'),
    boardMeeting('Outcome of Board Meeting held on 10 February 2026', '2026-02-10'),
    boardMeeting('Outcome of Board Meeting held on 13 November 2025', '2025-11-13'),
    boardMeeting('Outcome of Board Meeting held on 12 August 2025', '2025-08-12'),
    boardMeeting('Outcome of Board Meeting held on 27 May 2025', '2025-05-27'),
    boardMeeting('Outcome of Board Meeting held on 11 February 2025', '2025-02-11'),
    boardMeeting('Outcome of Board Meeting held on 14 November 2024', '2024-11-14'),
    boardMeeting('Intimation of Board Meeting on 14 November 2024', '2024-11-04'),
    boardMeeting('Outcome of Board Meeting held on 12 August 2024', '2024-08-12'),
    boardMeeting('Outcome of Board Meeting held on 27 May 2024', '2024-05-27'),
    boardMeeting('Outcome of Board Meeting held on 10 November 2023', '2023-11-10'),
    boardMeeting('Outcome of Board Meeting held on 26 May 2023', '2023-05-26'),
  ],
  // AGMs in late September, their notices a month before.
  'general-meeting': [
    generalMeeting("Scrutinizer's Report - 32nd Annual General Meeting", '2026-09-26'),
    generalMeeting('Proceedings of the 32nd Annual General Meeting', '2026-09-25'),
    generalMeeting('Notice of the 32nd Annual General Meeting', '2026-08-28'),
    generalMeeting('Proceedings of the 31st Annual General Meeting', '2025-09-26'),
    generalMeeting('Notice of the 31st Annual General Meeting', '2025-08-29'),
    generalMeeting("Scrutinizer's Report - 30th Annual General Meeting", '2024-09-27'),
    generalMeeting('Proceedings of the 30th Annual General Meeting', '2024-09-26'),
    generalMeeting('Notice of the 30th Annual General Meeting', '2024-08-30'),
    generalMeeting('Notice of Extra-ordinary General Meeting - March 2024', '2024-02-20'),
    generalMeeting('Notice of the 29th Annual General Meeting', '2023-08-31'),
    generalMeeting('Notice of the 28th Annual General Meeting', '2022-08-26'),
  ],
  compliance: [
    compliance('Corporate Governance Report - Quarter ended 30 September 2026', '2026-10-16'),
    compliance('Statement of Investor Complaints - Quarter ended 30 September 2026', '2026-10-14'),
    compliance('Reg. 74(5) Certificate - Quarter ended 30 September 2026', '2026-10-08'),
    compliance('Reg. 74(5) Certificate - Quarter ended 30 June 2026', '2026-07-09'),
    compliance('Corporate Governance Report - Quarter ended 31 March 2026', '2026-04-17'),
    compliance('Reg. 74(5) Certificate - Quarter ended 31 December 2025', '2026-01-08'),
    compliance('Corporate Governance Report - Quarter ended 31 March 2025', '2025-04-16'),
    compliance('Corporate Governance Report - Quarter ended 30 September 2024', '2024-10-18'),
    compliance('Statement of Investor Complaints - Quarter ended 30 September 2024', '2024-10-15'),
    compliance('Reg. 74(5) Certificate - Quarter ended 30 September 2024', '2024-10-09'),
    compliance('Reg. 74(5) Certificate - Quarter ended 30 June 2024', '2024-07-10'),
    compliance('Annual Secretarial Compliance Report 2023-24', '2024-05-28', 'Financial Year 2023-24'),
    compliance('Reg. 74(5) Certificate - Quarter ended 31 March 2023', '2023-04-12'),
  ],
  'other-announcement': [
    announcement('Schedule of Analyst and Investor Meet - November 2026', '2026-11-16'),
    announcement('Closure of Trading Window - Quarter ending 30 September 2026', '2026-09-24'),
    announcement('Record Date for the Final Dividend 2025-26', '2026-08-28'),
    announcement('Closure of Trading Window - Quarter ending 31 March 2026', '2026-03-25'),
    announcement('Closure of Trading Window - Quarter ending 31 December 2024', '2024-12-24'),
    announcement('Newspaper Publication - Financial Results Q2 FY 2024-25', '2024-11-16'),
    announcement('Appointment of Statutory Auditors', '2024-09-26'),
    announcement('Change in Contact Details of the Registrar and Share Transfer Agent', '2024-06-03'),
    announcement('Closure of Trading Window - Quarter ending 31 March 2023', '2023-03-24'),
  ],
  // Reg 24A: within 60 days of the year's end.
  'secretarial-compliance': [
    secretarial('Annual Secretarial Compliance Report 2025-26', '2026-05-28', 'Financial Year 2025-26'),
    secretarial('Annual Secretarial Compliance Report 2024-25', '2025-05-29', 'Financial Year 2024-25'),
    secretarial('Annual Secretarial Compliance Report 2023-24', '2024-05-28', 'Financial Year 2023-24'),
    secretarial('Annual Secretarial Compliance Report 2022-23', '2023-05-29', 'Financial Year 2022-23'),
  ],
  'familiarisation-programme': [
    familiarisation('Familiarisation Programme for Independent Directors 2025-26', '2026-04-24', 'Financial Year 2025-26'),
    familiarisation('Familiarisation Programme for Independent Directors 2024-25', '2025-04-25', 'Financial Year 2024-25'),
    familiarisation('Familiarisation Programme for Independent Directors 2023-24', '2024-04-26', 'Financial Year 2023-24'),
    familiarisation('Familiarisation Programme for Independent Directors 2022-23', '2023-04-27', 'Financial Year 2022-23'),
  ],
  'independent-director-terms': [
    directorTerms('Letter of Appointment - Dr. Lakshmi R. Nair (second term)', '2025-09-26'),
    directorTerms('Terms and Conditions of Appointment of Independent Directors', '2024-09-26'),
    directorTerms('Letter of Appointment - George Varghese', '2024-09-26'),
    directorTerms('Letter of Appointment - Abdul Rasheed P.', '2023-09-28'),
  ],
  'unclaimed-dividend': [
    unclaimed('Notice to Shareholders - Transfer of Shares to the IEPF 2026', '2026-07-15'),
    unclaimed('Unclaimed and Unpaid Dividend as on 31 March 2026', '2026-06-26'),
    unclaimed('Unclaimed and Unpaid Dividend as on 31 March 2025', '2025-06-27'),
    unclaimed('Shares Transferred to the IEPF 2024-25', '2025-01-10'),
    unclaimed('Unclaimed and Unpaid Dividend as on 31 March 2024', '2024-06-28'),
  ],
};

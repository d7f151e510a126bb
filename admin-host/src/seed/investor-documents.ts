import { DOCUMENT_LIST_KEYS, type DocumentListKey } from '@site/shared/contract/admin-api';
import type { MaterialDocumentType } from '@site/shared/types/entities';
import { sampleDocument, type DocumentKind, type SampleDocument } from './sample-files';

/** Categories of the `investor_documents` table: the nine "name + document" lists of the contract. */
export const INVESTOR_DOCUMENT_CATEGORIES = DOCUMENT_LIST_KEYS;
export type InvestorDocumentCategory = DocumentListKey;

export interface NamedDocument {
  name: string;
  document: SampleDocument;
}

export interface SeedShareholding extends NamedDocument {
  /** Sent verbatim as Last_Updated_Date. */
  lastUpdated: string;
}

export interface SeedMaterialDocument extends NamedDocument {
  type: MaterialDocumentType;
}

function named(folder: string, kind: DocumentKind, financialYear: string) {
  return (name: string, year: string = financialYear): NamedDocument => ({
    name,
    document: sampleDocument(folder, kind, name, year),
  });
}

const FY25 = 'Financial Year 2024-25';
const FY24 = 'Financial Year 2023-24';
const FY23 = 'Financial Year 2022-23';

const offer = named('initial-public-offer', 'offer', FY25);
export const SEED_OFFER_DOCUMENTS: readonly NamedDocument[] = [
  offer('Draft Red Herring Prospectus'),
  offer('Addendum to the Draft Red Herring Prospectus'),
  offer('Red Herring Prospectus'),
  offer('Abridged Prospectus'),
  offer('Price Band Advertisement'),
];

const policy = named('policies', 'policy', FY25);
export const SEED_POLICIES: readonly NamedDocument[] = [
  policy('Code of Conduct for Board Members and Senior Management'),
  policy('Whistle Blower Policy and Vigil Mechanism'),
  policy('Policy on Related Party Transactions'),
  policy('Nomination and Remuneration Policy'),
  policy('Policy for Determination of Materiality of Events'),
  policy('Policy on Preservation and Archival of Documents'),
  policy('Corporate Social Responsibility Policy'),
  policy('Policy on Prevention of Sexual Harassment at Workplace'),
  policy('Dividend Distribution Policy'),
  policy('Code of Fair Disclosure of Unpublished Price Sensitive Information'),
];

function quarter(label: string, isoDate: string, financialYear: string): SeedShareholding {
  const name = `Shareholding Pattern - Quarter ended ${label}`;
  return { name, lastUpdated: isoDate, document: sampleDocument('shareholding-pattern', 'shareholding', name, financialYear) };
}

export const SEED_SHAREHOLDING: readonly SeedShareholding[] = [
  quarter('30 September 2024', '2024-09-30T00:00:00.000Z', FY25),
  quarter('30 June 2024', '2024-06-30T00:00:00.000Z', FY25),
  quarter('31 March 2024', '2024-03-31T00:00:00.000Z', FY24),
  quarter('31 December 2023', '2023-12-31T00:00:00.000Z', FY24),
  quarter('30 September 2023', '2023-09-30T00:00:00.000Z', FY24),
  quarter('30 June 2023', '2023-06-30T00:00:00.000Z', FY24),
  quarter('31 March 2023', '2023-03-31T00:00:00.000Z', FY23),
  // The one entry whose date the client cannot parse: it must show a blank date, not 'Invalid Date'.
  {
    name: 'Shareholding Pattern - Pre-issue',
    lastUpdated: 'Not updated',
    document: sampleDocument('shareholding-pattern', 'shareholding', 'Shareholding Pattern - Pre-issue', FY25),
  },
];

function material(type: MaterialDocumentType, names: string[], year = FY25): SeedMaterialDocument[] {
  return names.map((name) => ({ type, name, document: sampleDocument('material-documents', 'material', name, year) }));
}

export const SEED_MATERIAL_DOCUMENTS: readonly SeedMaterialDocument[] = [
  ...material('Material Contracts to the Issue', [
    'Issue Agreement with the Book Running Lead Manager',
    'Registrar Agreement',
    'Underwriting Agreement',
  ]),
  ...material('Material Documents', [
    'Certificate of Incorporation',
    'Memorandum and Articles of Association',
    'Statement of Special Tax Benefits',
  ]),
  ...material('IPO Resolution', [
    'Board Resolution approving the Issue',
    'Special Resolution of the Shareholders approving the Issue',
  ]),
  ...material('Annual Report', ['Annual Report 2023-24 (Issue Document Annexure)'], FY24),
  ...material('Annual Report', ['Annual Report 2022-23 (Issue Document Annexure)'], FY23),
  ...material('Documents', [
    'Restated Financial Statements',
    'Statement of Capitalisation',
    'Report on Key Performance Indicators',
  ]),
  ...material('Consent', ['Consent of the Directors', 'Consent of the Statutory Auditor', 'Consent of the Bankers to the Company']),
];

const disclosure = named('disclosures', 'disclosure', FY25);
const press = named('press-releases', 'press-release', FY25);
const annualReport = named('annual-report', 'annual-report', FY24);
const annualReturn = named('annual-return', 'annual-return', FY24);
const result = named('financial-results', 'financial-result', FY25);
const boardMeeting = named('board-meetings', 'meeting', FY25);
const generalMeeting = named('general-meetings', 'meeting', FY25);
const compliance = named('compliances', 'compliance', FY25);
const announcement = named('other-announcements', 'announcement', FY25);

/** Newest first within each category, as the lists are shown. */
export const SEED_INVESTOR_DOCUMENTS: Readonly<Record<InvestorDocumentCategory, readonly NamedDocument[]>> = {
  disclosure: [
    disclosure('Details of Business'),
    disclosure('Terms and Conditions of Appointment of Independent Directors'),
    disclosure('Composition of Committees of the Board'),
    disclosure('Familiarisation Programmes for Independent Directors'),
    disclosure('Contact Details of Officials Responsible for Investor Grievances'),
    disclosure('Credit Rating Letter', FY24),
    disclosure('Secretarial Compliance Report 2023-24', FY24),
  ],
  'press-release': [
    press('Press Release - Financial Results Q2 FY 2024-25'),
    press('Kallada Polypipes Completes Thirty Years'),
    press('Board Approves Proposal for Initial Public Offer'),
    press('New Extrusion Line Commissioned at Kannur Plant'),
    press('Press Release - Financial Results FY 2023-24', FY24),
  ],
  'annual-report': [
    annualReport('Annual Report 2023-24'),
    annualReport('Annual Report 2022-23', FY23),
    annualReport('Annual Report 2021-22', 'Financial Year 2021-22'),
    annualReport('Annual Report 2020-21', 'Financial Year 2020-21'),
  ],
  'annual-return': [
    annualReturn('Annual Return (Form MGT-7) 2023-24'),
    annualReturn('Annual Return (Form MGT-7) 2022-23', FY23),
    annualReturn('Annual Return (Form MGT-7) 2021-22', 'Financial Year 2021-22'),
  ],
  'financial-result': [
    result('Unaudited Financial Results - Q2 FY 2024-25'),
    result('Unaudited Financial Results - Q1 FY 2024-25'),
    result('Audited Financial Results - FY 2023-24', FY24),
    result('Unaudited Financial Results - Q3 FY 2023-24', FY24),
    result('Unaudited Financial Results - Q2 FY 2023-24', FY24),
    result('Audited Financial Results - FY 2022-23', FY23),
  ],
  'board-meeting': [
    boardMeeting('Outcome of Board Meeting held on 14 November 2024'),
    boardMeeting('Intimation of Board Meeting on 14 November 2024'),
    boardMeeting('Outcome of Board Meeting held on 12 August 2024'),
    boardMeeting('Outcome of Board Meeting held on 27 May 2024'),
  ],
  'general-meeting': [
    generalMeeting('Notice of the 30th Annual General Meeting'),
    generalMeeting('Proceedings of the 30th Annual General Meeting'),
    generalMeeting("Scrutinizer's Report - 30th Annual General Meeting"),
    generalMeeting('Notice of Extra-ordinary General Meeting - March 2024', FY24),
  ],
  compliance: [
    compliance('Reg. 74(5) Certificate - Quarter ended 30 September 2024'),
    compliance('Corporate Governance Report - Quarter ended 30 September 2024'),
    compliance('Statement of Investor Complaints - Quarter ended 30 September 2024'),
    compliance('Reg. 74(5) Certificate - Quarter ended 30 June 2024'),
    compliance('Annual Secretarial Compliance Report 2023-24', FY24),
  ],
  'other-announcement': [
    announcement('Closure of Trading Window - Quarter ending 31 December 2024'),
    announcement('Newspaper Publication - Financial Results Q2 FY 2024-25'),
    announcement('Appointment of Statutory Auditors'),
    announcement('Change in Contact Details of the Registrar and Share Transfer Agent'),
  ],
};

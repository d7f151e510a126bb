// Sample content of the Reg 46 lists the spec does not have (issue 17): credit ratings, investor
// and analyst meets, newspaper publications and the key contacts. Fictional, like the rest.
import { siteConfig } from '@site/shared/config/site-config';
import type { InvestorMeetType } from '@site/shared/contract/investor-archive';
import { financialYearLabel } from './investor-documents';
import { sampleDocument, type SampleDocument } from './sample-files';

export interface SeedCreditRating {
  agency: string;
  instrument: string;
  rating: string;
  date: string;
  /** A withdrawn rating has no letter on file. */
  document: SampleDocument | null;
}

export interface SeedInvestorMeet {
  title: string;
  date: string;
  type: InvestorMeetType;
  venue: string;
  presentation: SampleDocument | null;
  transcript: SampleDocument | null;
}

export interface SeedNewspaperPublication {
  name: string;
  newspaper: string;
  edition: string;
  date: string;
  document: SampleDocument;
}

const DECCAN = 'Deccan Ratings and Research Limited';
const COROMANDEL = 'Coromandel Credit Ratings Limited';
const LONG_TERM = 'Long-term bank facilities (Rs. 45 crore)';
const SHORT_TERM = 'Short-term bank facilities (Rs. 15 crore)';

function rating(agency: string, instrument: string, grade: string, date: string, withLetter = true): SeedCreditRating {
  const title = `Credit Rating Letter - ${agency} - ${instrument.replace(/ \(.*\)$/, '')} - ${date}`;
  return {
    agency,
    instrument,
    rating: grade,
    date,
    document: withLetter ? sampleDocument('credit-ratings', 'credit-rating', title, financialYearLabel(date)) : null,
  };
}

/** Newest first. */
export const SEED_CREDIT_RATINGS: readonly SeedCreditRating[] = [
  rating(DECCAN, LONG_TERM, 'DRR A (Stable)', '2026-09-18'),
  rating(DECCAN, SHORT_TERM, 'DRR A1', '2026-09-18'),
  rating(COROMANDEL, LONG_TERM, 'CCR A- (Positive)', '2025-12-05'),
  rating(DECCAN, LONG_TERM, 'DRR A- (Stable)', '2025-09-19'),
  rating(DECCAN, LONG_TERM, 'DRR A- (Stable)', '2024-01-18'),
  rating(COROMANDEL, 'Commercial paper programme (Rs. 10 crore)', 'CCR A1 (Withdrawn at the Company\'s request)', '2023-03-10', false),
];

function meet(title: string, date: string, type: InvestorMeetType, venue: string, files: 'none' | 'presentation' | 'both'): SeedInvestorMeet {
  const year = financialYearLabel(date);
  return {
    title,
    date,
    type,
    venue,
    presentation: files === 'none' ? null : sampleDocument('investor-meets', 'presentation', `${title} - Presentation`, year),
    transcript: files === 'both' ? sampleDocument('investor-meets', 'transcript', `${title} - Transcript`, year) : null,
  };
}

/** Newest first; the first is still to come (its presentation is filed on the day). */
export const SEED_INVESTOR_MEETS: readonly SeedInvestorMeet[] = [
  meet('Analyst and Institutional Investor Meet', '2026-11-26', 'Analyst meet', 'Harbour View Towers, MG Road, Kochi', 'none'),
  meet('Q2 FY 2026-27 Earnings Call', '2026-11-13', 'Investor call', 'Conference call', 'both'),
  meet('Q1 FY 2026-27 Earnings Call', '2026-08-12', 'Investor call', 'Conference call', 'both'),
  meet('FY 2025-26 Results Call', '2026-05-27', 'Investor call', 'Conference call', 'both'),
  meet('South India Building Materials Investor Conference 2026', '2026-03-12', 'Investor conference', 'Mumbai', 'presentation'),
  meet('Q2 FY 2025-26 Earnings Call', '2025-11-14', 'Investor call', 'Conference call', 'both'),
  meet('Plant Visit and Analyst Meet at Punalur', '2025-02-20', 'Analyst meet', 'Punalur Plant, Kollam District', 'presentation'),
  meet('Q2 FY 2024-25 Earnings Call', '2024-11-15', 'Investor call', 'Conference call', 'both'),
];

const ENGLISH = 'The Economic Ledger';
const MALAYALAM = 'Kerala Varthamanam';

function publication(name: string, newspaper: string, edition: string, date: string): SeedNewspaperPublication {
  return {
    name,
    newspaper,
    edition,
    date,
    document: sampleDocument('newspaper-publications', 'newspaper', `${name} - ${newspaper}`, financialYearLabel(date)),
  };
}

/** Newest first: each notice in an English national daily and a Malayalam daily (Reg 47). */
export const SEED_NEWSPAPER_PUBLICATIONS: readonly SeedNewspaperPublication[] = [
  publication('Extract of Unaudited Financial Results - Q2 FY 2026-27', ENGLISH, 'Kochi', '2026-11-14'),
  publication('Extract of Unaudited Financial Results - Q2 FY 2026-27', MALAYALAM, 'Kollam', '2026-11-14'),
  publication('Notice of the 32nd Annual General Meeting and E-voting', ENGLISH, 'Kochi', '2026-08-31'),
  publication('Notice of the 32nd Annual General Meeting and E-voting', MALAYALAM, 'Kollam', '2026-08-31'),
  publication('Extract of Unaudited Financial Results - Q1 FY 2026-27', ENGLISH, 'Kochi', '2026-08-13'),
  publication('Notice to Shareholders - Transfer of Shares to the IEPF', ENGLISH, 'Kochi', '2026-07-16'),
  publication('Extract of Audited Financial Results - FY 2025-26', ENGLISH, 'Kochi', '2026-05-28'),
  publication('Extract of Audited Financial Results - FY 2025-26', MALAYALAM, 'Kollam', '2026-05-28'),
  publication('Extract of Audited Financial Results - FY 2024-25', ENGLISH, 'Kochi', '2025-05-29'),
  publication('Extract of Unaudited Financial Results - Q2 FY 2024-25', ENGLISH, 'Kochi', '2024-11-16'),
  publication('Extract of Audited Financial Results - FY 2022-23', ENGLISH, 'Kochi', '2023-05-28'),
];

export interface SeedMaterialityContact {
  name: string;
  designation: string;
  phone: string;
  email: string;
}

const MAIL_DOMAIN = siteConfig.contactEmail.split('@')[1]!;

/** Reg 30(5): authorised to decide whether an event is material and to disclose it. */
export const SEED_MATERIALITY_CONTACTS: readonly SeedMaterialityContact[] = [
  { name: 'Mathew Kallada', designation: 'Chairman and Managing Director', phone: '+91 94470 00021', email: `md@${MAIL_DOMAIN}` },
  { name: 'Ramesh Pillai', designation: 'Chief Financial Officer', phone: '+91 94470 00022', email: `cfo@${MAIL_DOMAIN}` },
  {
    name: siteConfig.companySecretary.name,
    designation: siteConfig.companySecretary.role,
    phone: '+91 94470 00023',
    email: siteConfig.companySecretary.email,
  },
];

export const SEED_INVESTOR_SERVICE_CONTACTS = {
  registrarName: 'Malabar Registry and Share Services Private Limited',
  registrarContactPerson: 'Priya Narayanan, Senior Manager - Corporate Registry',
  registrarAddress: '4th Floor, Marine Drive Business Centre, Shanmugham Road, Ernakulam, Kochi, Kerala 682031',
  registrarPhone: '+91 94470 00030',
  registrarEmail: 'kallada.investors@malabarregistry.example',
  registrarWebsite: 'https://www.malabarregistry.example',
  grievanceEmail: siteConfig.grievanceOfficer.email,
} as const;

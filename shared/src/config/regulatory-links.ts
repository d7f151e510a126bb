// Public portals a listed company must point investors to. Not company details (those live in
// site-config.ts): these are the regulators' own addresses.

/** SEBI's SMART ODR portal for online dispute resolution (SEBI circular of 31 July 2023). */
export const SEBI_SMART_ODR_URL = 'https://smartodr.in/login';

/** SEBI's complaints redress system (SCORES). */
export const SEBI_SCORES_URL = 'https://scores.sebi.gov.in/';

/** The Investor Education and Protection Fund Authority, where unclaimed shares and dividends are claimed. */
export const IEPF_URL = 'https://www.iepf.gov.in/';

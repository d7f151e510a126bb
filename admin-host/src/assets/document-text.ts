import { siteConfig } from '@site/shared/config/site-config';
import type { SampleDocument } from '../seed/sample-files';
import { createRandom } from '@site/shared/random/seeded-random';

export interface DocumentBody {
  heading: string;
  paragraphs: string[];
  /** Optional figures table: header row first. */
  table?: string[][];
}

const COMPANY = siteConfig.companyName;
const UNITS = 'Punalur, Edamon, Shencottai (Tamil Nadu) and Kannur';

function lakh(value: number): string {
  return value.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Plausible figures (Rs. in lakh) seeded by the document path, so they never change. */
function figures(document: SampleDocument): string[][] {
  const random = createRandom(document.path);
  const revenue = 9000 + Math.round(random() * 4000);
  const otherIncome = 40 + Math.round(random() * 90);
  const expenses = Math.round(revenue * (0.86 + random() * 0.05));
  const profitBeforeTax = revenue + otherIncome - expenses;
  const tax = Math.round(profitBeforeTax * 0.252);
  return [
    ['Particulars', 'Rs. in lakh'],
    ['Revenue from operations', lakh(revenue)],
    ['Other income', lakh(otherIncome)],
    ['Total expenses', lakh(expenses)],
    ['Profit before tax', lakh(profitBeforeTax)],
    ['Tax expense', lakh(tax)],
    ['Profit after tax', lakh(profitBeforeTax - tax)],
  ];
}

function shareholdingTable(document: SampleDocument): string[][] {
  const random = createRandom(document.path);
  const promoters = 68 + Math.round(random() * 600) / 100;
  const institutions = 6 + Math.round(random() * 400) / 100;
  const publicShare = Math.round((100 - promoters - institutions) * 100) / 100;
  return [
    ['Category of shareholder', 'Shareholding (%)'],
    ['Promoter and promoter group', promoters.toFixed(2)],
    ['Institutions', institutions.toFixed(2)],
    ['Public (non-institutions)', publicShare.toFixed(2)],
    ['Total', '100.00'],
  ];
}

export function documentBody(document: SampleDocument): DocumentBody {
  const { title, financialYear } = document;
  switch (document.kind) {
    case 'annual-report':
      return {
        heading: "Directors' Report (extract)",
        paragraphs: [
          `Your Directors present the annual report of ${COMPANY} together with the audited financial statements for the ${financialYear.toLowerCase()}.`,
          `The Company manufactures rigid PVC electrical conduits and fittings, uPVC water pipes and fittings, flexible conduits, solvent cement, garden and suction hoses and water tanks at its four units at ${UNITS}.`,
          'During the year the Company continued to hold its BIS licences for IS 9537 (Part 3) conduits and IS 4985 water pipes. Capacity utilisation improved on the back of steady demand from housing and public water supply projects in Kerala and Tamil Nadu.',
          'The Board thanks its dealers, distributors, bankers, employees and shareholders for their continued support.',
        ],
        table: figures(document),
      };
    case 'financial-result':
      return {
        heading: 'Statement of financial results',
        paragraphs: [
          `The above results of ${COMPANY} were reviewed by the Audit Committee and approved by the Board of Directors at their meeting. The Statutory Auditors have carried out a review of these results.`,
          'The results have been prepared in accordance with the Indian Accounting Standards (Ind AS) prescribed under section 133 of the Companies Act, 2013. The Company operates in a single segment: plastic pipes and fittings.',
        ],
        table: figures(document),
      };
    case 'shareholding':
      return {
        heading: 'Summary statement holding of specified securities',
        paragraphs: [
          `${title} of ${COMPANY}, prepared under Regulation 31 of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015.`,
          'Equity shares of face value Rs. 10 each. Percentages are of the total number of shares.',
        ],
        table: shareholdingTable(document),
      };
    case 'policy':
      return {
        heading: title,
        paragraphs: [
          `1. Purpose. This policy of ${COMPANY} sets out the principles the Company follows and the responsibilities of its directors, officers and employees. It is adopted by the Board of Directors and applies from the ${financialYear.toLowerCase()}.`,
          '2. Scope. The policy applies to the Company and all its manufacturing units, branch offices and depots.',
          '3. Responsibilities. The Company Secretary and Compliance Officer is responsible for the administration of this policy and reports to the Board on its working at least once a year.',
          '4. Review. The Board shall review this policy at least once every three years or earlier when the law requires.',
        ],
      };
    case 'offer':
    case 'material':
      return {
        heading: title,
        paragraphs: [
          `${COMPANY} (the "Company") was incorporated in ${siteConfig.founded} at Punalur, Kerala. Its corporate identification number is ${siteConfig.registrationNumber}.`,
          'This document is placed on the website in connection with the proposed initial public offer of equity shares of the Company and is made available for inspection by investors.',
          'Investors are advised to read the risk factors and the full offer document before making an investment decision. Nothing in this document is an offer to sell or an invitation to buy securities.',
        ],
      };
    case 'meeting':
      return {
        heading: title,
        paragraphs: [
          `Pursuant to the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, ${COMPANY} informs its shareholders of the following.`,
          'The meeting considered and approved the matters placed before it, including the financial results, the report of the Audit Committee and routine business.',
          `For ${COMPANY}, ${siteConfig.companySecretary.name}, ${siteConfig.companySecretary.role}.`,
        ],
      };
    case 'compliance':
    case 'disclosure':
    case 'announcement':
    case 'press-release':
    case 'annual-return':
      return {
        heading: title,
        paragraphs: [
          `${COMPANY}, Punalur, Kerala, makes this ${document.kind === 'press-release' ? 'press release' : 'filing'} for the ${financialYear.toLowerCase()}.`,
          `The Company makes rigid PVC conduits, uPVC water pipes, fittings, hoses and water tanks at ${UNITS}, and sells them through dealers and distributors in Kerala, Tamil Nadu and Karnataka.`,
          'Shareholders and investors may write to the Company Secretary for any clarification on this document.',
          `Registered office: ${siteConfig.registeredOffice.lines.join(', ')}.`,
        ],
      };
  }
}

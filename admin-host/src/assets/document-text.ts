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

// One formatter: toLocaleString builds a new one on every call, which made the seed's text of ~200
// documents take most of a second.
const LAKH = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function lakh(value: number): string {
  return LAKH.format(value);
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
    case 'secretarial-compliance':
      return {
        heading: 'Annual Secretarial Compliance Report',
        paragraphs: [
          `We have examined the compliance by ${COMPANY} with the SEBI regulations, circulars and guidelines applicable to it for the ${financialYear.toLowerCase()}, under Regulation 24A of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015.`,
          'Based on our examination, the Company has complied with the provisions of the regulations listed in this report, and no action was taken against the Company, its promoters or directors by SEBI or the stock exchanges during the period.',
          'Practising Company Secretary (peer reviewed), Kollam.',
        ],
      };
    case 'familiarisation':
      return {
        heading: title,
        paragraphs: [
          `Under Regulation 25(7) of the SEBI Listing Regulations, ${COMPANY} familiarises its independent directors with the Company, its products, its plants at ${UNITS}, the industry and their roles, rights and responsibilities.`,
          `During the ${financialYear.toLowerCase()} the independent directors visited the Punalur plant, attended sessions on the BIS certification of PVC pipes, related party transactions and the prevention of insider trading, and met the statutory auditors.`,
        ],
        table: [
          ['Programme', 'Hours'],
          ['Plant visit and product training', '6.0'],
          ['Regulatory updates (SEBI, Companies Act)', '4.0'],
          ['Risk management and internal controls', '3.0'],
        ],
      };
    case 'director-terms':
      return {
        heading: title,
        paragraphs: [
          `Terms and conditions of appointment of the independent directors of ${COMPANY}, under Schedule IV of the Companies Act, 2013 and Regulation 46(2)(b) of the SEBI Listing Regulations.`,
          '1. Term. Independent directors are appointed for a term of up to five consecutive years and are not liable to retire by rotation.',
          '2. Remuneration. Sitting fees for each meeting of the Board and its committees attended, and commission within the limits approved by the shareholders.',
          '3. Code of conduct. Independent directors follow the Code for Independent Directors and the Company\'s code of conduct for board members.',
        ],
      };
    case 'unclaimed-dividend':
      return {
        heading: title,
        paragraphs: [
          `Shareholders of ${COMPANY} who have not encashed their dividends may claim them from the Company or from its Registrar and Share Transfer Agent.`,
          'Dividends unclaimed for seven consecutive years, and the shares on which they were declared, are transferred to the Investor Education and Protection Fund (IEPF) under section 124 of the Companies Act, 2013. Shares and amounts so transferred can be claimed from the IEPF Authority in Form IEPF-5.',
        ],
        table: [
          ['Dividend', 'Due for transfer to IEPF'],
          ['Final dividend 2019-20', 'October 2027'],
          ['Final dividend 2020-21', 'October 2028'],
          ['Final dividend 2021-22', 'October 2029'],
        ],
      };
    case 'credit-rating':
      return {
        heading: title,
        paragraphs: [
          `The rating committee has assigned the rating set out below to the bank facilities of ${COMPANY}, on the basis of its established position in PVC pipes and conduits in Kerala, comfortable capital structure and moderate working capital intensity.`,
          'The rating is subject to annual surveillance and may be revised, suspended or withdrawn on the basis of new information.',
        ],
      };
    case 'presentation':
      return {
        heading: title,
        paragraphs: [
          `${COMPANY}: four plants at ${UNITS}; rigid PVC conduits, uPVC water pipes, fittings, hoses and water tanks; dealers and distributors across Kerala, Tamil Nadu and Karnataka.`,
          'Highlights of the period: volume growth in conduits and water pipes, a higher share of fittings, stable margins despite resin price movements, and capacity additions on track.',
          'Outlook: demand from housing and the Jal Jeevan Mission continues; the Company plans to add extrusion capacity at the Kannur plant.',
        ],
        table: figures(document),
      };
    case 'transcript':
      return {
        heading: title,
        paragraphs: [
          `Moderator: Good afternoon and welcome to the ${title.replace(/ - Transcript$/, '')} of ${COMPANY}. All participants are in listen-only mode.`,
          'Managing Director: Thank you. Volumes grew in both conduits and water pipes this quarter; our dealer network in Tamil Nadu and Karnataka now contributes a larger share of sales.',
          'Chief Financial Officer: Revenue and profit figures are in the results filed with the stock exchange. Working capital days improved and the Company remains nearly debt free.',
          'Moderator: That concludes the call. Thank you for joining.',
        ],
      };
    case 'newspaper':
      return {
        heading: title,
        paragraphs: [
          `${COMPANY}. CIN ${siteConfig.registrationNumber}. Registered office: ${siteConfig.registeredOffice.lines.join(', ')}.`,
          'Published under Regulation 47 of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015. The full text is available on the websites of the stock exchanges and of the Company.',
        ],
        table: title.includes('Results') ? figures(document) : undefined,
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

/** Every word a sample PDF shows, for the search index: title page and body page. */
export function documentText(document: SampleDocument): string {
  const body = documentBody(document);
  return [document.title, document.financialYear, body.heading, ...body.paragraphs, ...(body.table ?? []).map((row) => row.join(' '))].join('\n');
}

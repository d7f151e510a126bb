import { siteConfig } from '@site/shared/config/site-config';
import type { CommitteeType } from '@site/shared/types/entities';

export interface SeedDirector {
  /** Masked: the site must never show a full PAN. */
  pan: string;
  name: string;
  designation: string;
}

export interface SeedCommitteeMember {
  committeeType: CommitteeType;
  directorName: string;
  status: string;
  nature: string;
}

// Named from site config, which also signs the Managing Director's message on the public site.
const CMD = siteConfig.managingDirector.name;
const WTD = 'Susan Mathew';
const ID1 = 'George Varghese';
const ID2 = 'Dr. Lakshmi R. Nair';
const ID3 = 'Abdul Rasheed P.';
// The grievance contact on the Investor Grievances page is a member of the stakeholders committee.
const NED = siteConfig.grievanceOfficer.name;

export const SEED_DIRECTORS: readonly SeedDirector[] = [
  { pan: 'ABKPK****M', name: CMD, designation: siteConfig.managingDirector.designation },
  { pan: 'AGQPM****S', name: WTD, designation: 'Whole-time Director' },
  { pan: 'AEVPV****G', name: ID1, designation: 'Independent Director' },
  { pan: 'AJNPN****L', name: ID2, designation: 'Independent Director' },
  { pan: 'BCRPR****A', name: ID3, designation: 'Independent Director' },
  { pan: 'AFTPV****T', name: NED, designation: 'Non-Executive Director' },
  { pan: 'AMRPP****R', name: siteConfig.chiefFinancialOfficer.name, designation: siteConfig.chiefFinancialOfficer.designation },
  { pan: 'BNAPM****A', name: siteConfig.companySecretary.name, designation: 'Company Secretary and Compliance Officer (KMP)' },
];

const INDEPENDENT = 'Non-Executive, Independent Director';
const EXECUTIVE = 'Executive Director';
const NON_EXECUTIVE = 'Non-Executive, Non-Independent Director';

export const SEED_COMMITTEE_MEMBERS: readonly SeedCommitteeMember[] = [
  { committeeType: 'Audit Committee', directorName: ID1, status: 'Chairperson', nature: INDEPENDENT },
  { committeeType: 'Audit Committee', directorName: ID2, status: 'Member', nature: INDEPENDENT },
  { committeeType: 'Audit Committee', directorName: CMD, status: 'Member', nature: EXECUTIVE },
  { committeeType: 'Nomination and Remuneration Committee', directorName: ID2, status: 'Chairperson', nature: INDEPENDENT },
  { committeeType: 'Nomination and Remuneration Committee', directorName: ID1, status: 'Member', nature: INDEPENDENT },
  { committeeType: 'Nomination and Remuneration Committee', directorName: ID3, status: 'Member', nature: INDEPENDENT },
  { committeeType: 'Stakeholders Relationship Committee', directorName: ID3, status: 'Chairperson', nature: INDEPENDENT },
  { committeeType: 'Stakeholders Relationship Committee', directorName: NED, status: 'Member', nature: NON_EXECUTIVE },
  { committeeType: 'Stakeholders Relationship Committee', directorName: WTD, status: 'Member', nature: EXECUTIVE },
];

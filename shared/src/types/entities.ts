// Entities exchanged with the admin host (spec §3). Field names are the API contract: keep their
// exact spelling, typos included (policie_Name, Complainces...).

export interface InitialPublicOfferDocument {
  offers_Document: string;
  document_Name: string;
}

export interface BlogEditor {
  email: string;
  profile_image: string;
  name?: string;
}

export interface BlogPost {
  id?: number;
  image: string;
  date: string;
  blog_title: string;
  /** HTML: sanitise before rendering. */
  description: string;
  editor: BlogEditor;
}

export interface BlogPostResponse {
  data: BlogPost[];
}

export interface State {
  id: number;
  name: string;
}

export type District = State;

export interface DealerSearchResult {
  name: string;
  address: string | null;
  phone: string;
  /** A map URL; shown only when it is a valid URL. */
  location: string | null;
}

/** 2 = Dealer, 1 = Distributor. */
export type DealerTypeCode = '1' | '2';
/** 1 = Electrical, 2 = Water pipe. */
export type SectorCode = '1' | '2';

export interface DealerSearchCriteria {
  type: DealerTypeCode | '';
  sector: SectorCode | '';
  state: string;
  district: string;
  pin: string;
}

export interface CareerOpening {
  id?: number;
  job_Roll: string;
  position: string;
  job_Location: string;
  education: string;
  experience: string;
}

export interface Director {
  PAN: string;
  name: string;
  designation: string;
}

export const COMMITTEE_TYPES = [
  'Audit Committee',
  'Nomination and Remuneration Committee',
  'Stakeholders Relationship Committee',
] as const;
export type CommitteeType = (typeof COMMITTEE_TYPES)[number];

export interface CommitteeMember {
  committee_Type: CommitteeType;
  name_Of_Director: string;
  status: string;
  nature_Of_Directorship: string;
}

export interface Policy {
  policie_Name: string;
  policy_Document: string;
}

export interface ShareholdingPattern {
  Name: string;
  Last_Updated_Date: string;
  Document: string;
}

export const MATERIAL_DOCUMENT_TYPES = [
  'Material Contracts to the Issue',
  'Material Documents',
  'IPO Resolution',
  'Annual Report',
  'Documents',
  'Consent',
] as const;
export type MaterialDocumentType = (typeof MATERIAL_DOCUMENT_TYPES)[number];

export interface MaterialDocument {
  Type_Of_Document: MaterialDocumentType;
  File_Name: string;
  Upload_File: string;
}

export interface Disclosure {
  Disclosure_Document: string;
  /** Not in the spec's field list; the admin host adds a display name. */
  Disclosure_Name?: string;
}

export interface PressRelease {
  Press_Release_Name: string;
  Press_Release_Document: string;
}

export interface AnnualReport {
  Annual_report_Name: string;
  Annual_report_Document: string;
}

export interface AnnualReturn {
  annual_return_Name: string;
  annual_return_Document: string;
}

export interface FinancialResult {
  financial_result_Name: string;
  financial_result_Document: string;
}

export interface MeetingLink {
  meeting_Name: string;
  Document: string;
}

export interface Compliance {
  Compliances: string;
  Document: string;
}

export interface OtherAnnouncement {
  Announcements: string;
  Document: string;
}

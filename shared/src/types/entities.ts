// Entities exchanged with the admin host (spec §3): their types, derived from the contract's
// schemas (contract/records.ts, TypeBox), and their fixed choices (contract/choices.ts). Field names
// are the API contract: their exact spelling, typos included (policie_Name, Complainces...).
export type {
  AnnualReport,
  AnnualReturn,
  BlogEditor,
  BlogPost,
  BlogPostResponse,
  CareerOpening,
  CommitteeMember,
  Compliance,
  DealerSearchCriteria,
  DealerSearchResult,
  DealerTypeCode,
  Director,
  Disclosure,
  District,
  FinancialResult,
  InitialPublicOfferDocument,
  MaterialDocument,
  MeetingLink,
  OtherAnnouncement,
  Policy,
  PressRelease,
  SectorCode,
  ShareholdingPattern,
  State,
} from '../contract/records';
export { COMMITTEE_TYPES, MATERIAL_DOCUMENT_TYPES, type CommitteeType, type MaterialDocumentType } from '../contract/choices';

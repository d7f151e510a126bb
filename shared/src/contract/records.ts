// Every record and answer of the admin host's public API (spec §3, §7; the investor archive of
// issue 17), declared once as a JSON Schema with TypeBox. The admin host validates and serialises
// with these objects (@fastify/type-provider-typebox gives its handlers the same types), and every
// other side takes the types from them with Static<>: a field renamed here changes both sides.
// Names and spellings are the spec's, typos included (policie_Name, Complainces, job_Roll); the
// order of the properties is the order the admin host sends them in.
//
// Browser code imports only types from this file (`import type`): the schema builder stays out of
// the pages' bundles (tools/layers.test.ts checks it). Fixed choices live in choices.ts.
import { Type, type Static, type TInteger, type TSchema, type TString } from 'typebox';
import { COMMITTEE_TYPES, INVESTOR_CATEGORIES, INVESTOR_EVENT_KIND_KEYS, INVESTOR_MEET_TYPES, MATERIAL_DOCUMENT_TYPES } from './choices';

/** `{type: [T, 'null']}`: a value or null, in the one-schema form the admin host's serialiser reads fastest. */
export const Nullable = <T extends TString | TInteger>(schema: T) => Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] });
/** One of a fixed list of strings. */
export const OneOf = <const V extends readonly string[]>(values: V) => Type.Unsafe<V[number]>({ type: 'string', enum: [...values] });
/**
 * An object of any keys whose values are `T`, as `additionalProperties`: the serialiser copies every
 * key, where Type.Record's `patternProperties` ('^.*$') would test each against a regular expression.
 */
export const Dictionary = <T extends TSchema>(value: T) => Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: value });

// ---- What the investor archive adds to every document record (issue 17) ----

/** Publication date (`YYYY-MM-DD`), the PDF's size in bytes and its pages. */
export const DocumentMeta = Type.Object({
  document_Date: Nullable(Type.String()),
  file_Size: Nullable(Type.Integer()),
  page_Count: Nullable(Type.Integer()),
});
export type DocumentMeta = Static<typeof DocumentMeta>;

/** Financial results also carry the last day of the period they report (30 Jun → Q1 … 31 Mar → Q4). */
export const FinancialResultMeta = Type.Object({ ...DocumentMeta.properties, period_End_Date: Nullable(Type.String()) });
export type FinancialResultMeta = Static<typeof FinancialResultMeta>;

/** A record of a spec list as the admin host sends it, e.g. `WithDocumentMeta<AnnualReport>`. */
export type WithDocumentMeta<T> = T & DocumentMeta;

/** A list record's schema with the archive's fields after its own. */
const withMeta = <P extends Record<string, TString>>(properties: P) => Type.Object({ ...properties, ...DocumentMeta.properties });

// ---- The spec's lists (§3, §7) ----

export const InitialPublicOfferDocument = Type.Object({ offers_Document: Type.String(), document_Name: Type.String() });
export type InitialPublicOfferDocument = Static<typeof InitialPublicOfferDocument>;

/** The spec's list has no `name`; the admin host always sends it. */
export const BlogEditor = Type.Object({ name: Type.Optional(Type.String()), email: Type.String(), profile_image: Type.String() });
export type BlogEditor = Static<typeof BlogEditor>;

/** The spec's list has no `id`; the admin host always sends it. */
export const BlogPost = Type.Object({
  id: Type.Optional(Type.Integer()),
  image: Type.String(),
  date: Type.String(),
  blog_title: Type.String(),
  /** HTML: sanitise before rendering. */
  description: Type.String(),
  editor: BlogEditor,
});
export type BlogPost = Static<typeof BlogPost>;

export const BlogPostResponse = Type.Object({ data: Type.Array(BlogPost) });
export type BlogPostResponse = Static<typeof BlogPostResponse>;
/** `/blog/blog-post` as the admin host sends it: every field, the editor's name too, in the order above. */
export const BlogPostAnswer = Type.Object({ data: Type.Array(Type.Required(Type.Object({ ...BlogPost.properties, editor: Type.Required(BlogEditor) }))) });

export const State = Type.Object({ id: Type.Integer(), name: Type.String() });
export type State = Static<typeof State>;
export type District = State;

export const DealerSearchResult = Type.Object({
  name: Type.String(),
  address: Nullable(Type.String()),
  phone: Type.String(),
  /** A map URL; shown only when it is a valid URL. */
  location: Nullable(Type.String()),
  /**
   * Our addition to the spec's four fields: the dealer type code (2 = Dealer, 1 = Distributor), so a
   * search for any type can say which each result is. Optional: a backend without it still fits.
   */
  type: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
});
export type DealerSearchResult = Static<typeof DealerSearchResult>;

/** 2 = Dealer, 1 = Distributor. */
export type DealerTypeCode = '1' | '2';
/** 1 = Electrical, 2 = Water pipe. */
export type SectorCode = '1' | '2';

/** POST /dealers/search: the form's fields, each empty for "any". */
export interface DealerSearchCriteria {
  type: DealerTypeCode | '';
  sector: SectorCode | '';
  state: string;
  district: string;
  pin: string;
}

/** The spec's list has no `id`; the admin host always sends it. */
export const CareerOpening = Type.Object({
  id: Type.Optional(Type.Integer()),
  job_Roll: Type.String(),
  position: Type.String(),
  job_Location: Type.String(),
  education: Type.String(),
  experience: Type.String(),
});
export type CareerOpening = Static<typeof CareerOpening>;
/** A career opening as the admin host sends it, `id` included. */
export const CareerOpeningRecord = Type.Required(CareerOpening);

export const Director = Type.Object({ PAN: Type.String(), name: Type.String(), designation: Type.String() });
export type Director = Static<typeof Director>;

export const CommitteeMember = Type.Object({
  committee_Type: OneOf(COMMITTEE_TYPES),
  name_Of_Director: Type.String(),
  status: Type.String(),
  nature_Of_Directorship: Type.String(),
});
export type CommitteeMember = Static<typeof CommitteeMember>;

export const Policy = withMeta({ policie_Name: Type.String(), policy_Document: Type.String() });
export type Policy = Omit<Static<typeof Policy>, keyof DocumentMeta>;

export const ShareholdingPattern = withMeta({ Name: Type.String(), Last_Updated_Date: Type.String(), Document: Type.String() });
export type ShareholdingPattern = Omit<Static<typeof ShareholdingPattern>, keyof DocumentMeta>;

export const MaterialDocument = Type.Object({
  Type_Of_Document: OneOf(MATERIAL_DOCUMENT_TYPES),
  File_Name: Type.String(),
  Upload_File: Type.String(),
  ...DocumentMeta.properties,
});
export type MaterialDocument = Omit<Static<typeof MaterialDocument>, keyof DocumentMeta>;

export const InitialPublicOfferRecord = withMeta(InitialPublicOfferDocument.properties);

// The nine "name + document" lists (their paths and fields: admin-api.ts DOCUMENT_LISTS).
export const Disclosure = withMeta({ Disclosure_Name: Type.String(), Disclosure_Document: Type.String() });
/** `Disclosure_Name` is not in the spec's field list: the admin host adds a display name, older records may lack it. */
export type Disclosure = { Disclosure_Document: string; Disclosure_Name?: string };
export const PressRelease = withMeta({ Press_Release_Name: Type.String(), Press_Release_Document: Type.String() });
export type PressRelease = Omit<Static<typeof PressRelease>, keyof DocumentMeta>;
export const AnnualReport = withMeta({ Annual_report_Name: Type.String(), Annual_report_Document: Type.String() });
export type AnnualReport = Omit<Static<typeof AnnualReport>, keyof DocumentMeta>;
export const AnnualReturn = withMeta({ annual_return_Name: Type.String(), annual_return_Document: Type.String() });
export type AnnualReturn = Omit<Static<typeof AnnualReturn>, keyof DocumentMeta>;
export const FinancialResult = Type.Object({
  financial_result_Name: Type.String(),
  financial_result_Document: Type.String(),
  ...FinancialResultMeta.properties,
});
export type FinancialResult = Omit<Static<typeof FinancialResult>, keyof FinancialResultMeta>;
export const MeetingLink = withMeta({ meeting_Name: Type.String(), Document: Type.String() });
export type MeetingLink = Omit<Static<typeof MeetingLink>, keyof DocumentMeta>;
export const Compliance = withMeta({ Compliances: Type.String(), Document: Type.String() });
export type Compliance = Omit<Static<typeof Compliance>, keyof DocumentMeta>;
export const OtherAnnouncement = withMeta({ Announcements: Type.String(), Document: Type.String() });
export type OtherAnnouncement = Omit<Static<typeof OtherAnnouncement>, keyof DocumentMeta>;

// ---- The investor archive (issue 17) ----

/** One document found by `/investors/search` or listed by `/investors/latest`. */
export const InvestorHit = Type.Object({
  category: Type.Unsafe<keyof typeof INVESTOR_CATEGORIES>({ type: 'string', enum: Object.keys(INVESTOR_CATEGORIES) }),
  /** Site route that lists it, e.g. '/investors/annual-report'. */
  section: Type.String(),
  /** That page's title, e.g. 'Annual Report'. */
  sectionTitle: Type.String(),
  /** Record name; the download is saved as `${name}.pdf`. */
  name: Type.String(),
  /** Path on the admin host, as the list's document field. */
  document: Type.String(),
  ...DocumentMeta.properties,
});
export type InvestorHit = Static<typeof InvestorHit>;

/** `GET /investors/search?q=&limit=1..50` (default 20). A bad query answers `results: []` and a `message`. */
export const InvestorSearchResponse = Type.Object({ query: Type.String(), results: Type.Array(InvestorHit), message: Type.Optional(Type.String()) });
export type InvestorSearchResponse = Static<typeof InvestorSearchResponse>;

/** `GET /investors/latest?limit=1..20` (default 6): newest `document_Date` first. */
export const InvestorLatestResponse = Type.Object({ results: Type.Array(InvestorHit) });
export type InvestorLatestResponse = Static<typeof InvestorLatestResponse>;

/** `GET /investors/list-credit-ratings`; a withdrawn rating may have no letter. */
export const CreditRating = Type.Object({
  agency: Type.String(),
  instrument: Type.String(),
  rating: Type.String(),
  rating_Date: Type.String(),
  document: Nullable(Type.String()),
  file_Size: Nullable(Type.Integer()),
  page_Count: Nullable(Type.Integer()),
});
export type CreditRating = Static<typeof CreditRating>;

/** `GET /investors/list-investor-meets`; sizes refer to the presentation. */
export const InvestorMeet = Type.Object({
  title: Type.String(),
  meet_Date: Type.String(),
  meet_Type: OneOf(INVESTOR_MEET_TYPES),
  venue: Type.String(),
  presentation: Nullable(Type.String()),
  transcript: Nullable(Type.String()),
  recording_Url: Nullable(Type.String()),
  file_Size: Nullable(Type.Integer()),
  page_Count: Nullable(Type.Integer()),
});
export type InvestorMeet = Static<typeof InvestorMeet>;

/**
 * One date of the investor calendar (issue 28, contract: investor-calendar.ts): its day and its
 * times as the notice gives them, in Asia/Kolkata (IST). No start time: the event lasts all day.
 */
export const InvestorEvent = Type.Object({
  /** Stable: the calendar's UID is made from it. */
  id: Type.Integer(),
  kind: OneOf(INVESTOR_EVENT_KIND_KEYS),
  title: Type.String(),
  /** `YYYY-MM-DD`. */
  event_Date: Type.String(),
  /** `HH:MM` (24-hour, IST) or null: all day. */
  start_Time: Nullable(Type.String()),
  /** `HH:MM` on the same day, or null. */
  end_Time: Nullable(Type.String()),
  venue: Nullable(Type.String()),
  details: Nullable(Type.String()),
  /** A web address, e.g. the notice. */
  link: Nullable(Type.String()),
});
export type InvestorEvent = Static<typeof InvestorEvent>;

/**
 * `GET /investors/list-upcoming-events?limit=1..20` (default 5): events from `today` (the date in
 * Kolkata when answered) on, soonest first; an event of today stays listed all day.
 */
export const UpcomingInvestorEventsResponse = Type.Object({ today: Type.String(), results: Type.Array(InvestorEvent) });
export type UpcomingInvestorEventsResponse = Static<typeof UpcomingInvestorEventsResponse>;

/** `GET /investors/list-newspaper-publications`. */
export const NewspaperPublication = Type.Object({
  publication_Name: Type.String(),
  newspaper: Type.String(),
  edition: Type.String(),
  document_Date: DocumentMeta.properties.document_Date,
  document: Type.String(),
  file_Size: DocumentMeta.properties.file_Size,
  page_Count: DocumentMeta.properties.page_Count,
});
export type NewspaperPublication = Static<typeof NewspaperPublication>;

/** The four plain Reg 46 lists (admin-api.ts REG46_DOCUMENT_LISTS). */
export const ArchiveDocument = withMeta({ document_Name: Type.String(), document: Type.String() });
export type ArchiveDocument = Static<typeof ArchiveDocument>;

export const MaterialityContact = Type.Object({ name: Type.String(), designation: Type.String(), phone: Type.String(), email: Type.String() });
export type MaterialityContact = Static<typeof MaterialityContact>;

export const RegistrarContact = Type.Object({
  name: Type.String(),
  contact_Person: Type.String(),
  address: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  website: Type.String(),
});
export type RegistrarContact = Static<typeof RegistrarContact>;

/** `GET /investors/key-contacts`: Reg 30(5) KMP, the registrar and share transfer agent, the grievance mailbox. */
export const KeyContacts = Type.Object({
  materiality_Kmp: Type.Array(MaterialityContact),
  registrar: Type.Unsafe<RegistrarContact | null>({ anyOf: [RegistrarContact, { type: 'null' }] }),
  grievance_Email: Nullable(Type.String()),
});
export type KeyContacts = Static<typeof KeyContacts>;

// ---- The admin host's own small answers ----

/**
 * Every error answer, public API and console alike (admin-host/src/http/errors.ts): `fields`, a
 * message per form field, only on the console's invalid forms ('Name is required').
 */
export const ErrorAnswer = Type.Object({ statusCode: Type.Integer(), error: Type.String(), message: Type.String(), fields: Type.Optional(Dictionary(Type.String())) });
export type ErrorAnswer = Static<typeof ErrorAnswer>;

export const HealthAnswer = Type.Object({ status: Type.String() });
/** `GET /content-version` (admin-api.ts SITE_SERVER_PATHS). */
export const ContentVersionAnswer = Type.Object({ version: Type.String() });

// Every table of the admin host's database as Kysely sees it (the migrations in migrations/ make
// them). Column names are ours; the public API's field names (spec §3) are mapped by each table's
// repository (db/content/tables.ts).
import type { Generated } from 'kysely';

/** What makes a content table editable in the console: a version for optimistic concurrency, soft delete, the last change. */
export interface Editable {
  version: Generated<number>;
  deleted_at: string | null;
  updated_at: string | null;
  /** When it is (or was) published: UTC, ISO 8601 to the minute; null when published as saved (migration 007). */
  publish_at: string | null;
  /** 1 when visitors may see it; 0 while it waits for publish_at or for approval. */
  published: Generated<number>;
  /** 1 while a new record waits for a colleague's approval (pending_changes says who proposed it). */
  awaiting_approval: Generated<number>;
}

/** The investor archive's columns of a record with a PDF (issue 17). */
interface DocumentMeta {
  document_date: string | null;
  file_size: number | null;
  page_count: number | null;
}

interface Id {
  id: Generated<number>;
}

export interface OfferDocuments extends Id, Editable, DocumentMeta {
  document_name: string;
  file_path: string;
}

export interface BlogEditors extends Id {
  name: string;
  email: string;
  profile_image: string;
}

export interface BlogPosts extends Id, Editable {
  title: string;
  published_on: string;
  image: string;
  description_html: string;
  editor_id: number;
}

export interface States extends Id, Editable {
  name: string;
}

export interface Districts extends Id, Editable {
  state_id: number;
  name: string;
}

export interface Dealers extends Id, Editable {
  name: string;
  /** 1 Distributor, 2 Dealer. */
  type: number;
  /** 1 Electrical, 2 Water pipe. */
  sector: number;
  state_id: number;
  district_id: number;
  town: string;
  pin: string;
  address: string | null;
  phone: string;
  location: string | null;
}

export interface CareerOpenings extends Id, Editable {
  job_role: string;
  position: string;
  job_location: string;
  education: string;
  experience: string;
}

export interface Directors extends Id, Editable {
  pan: string;
  name: string;
  designation: string;
}

export interface CommitteeMembers extends Id, Editable {
  committee_type: string;
  director_name: string;
  status: string;
  nature_of_directorship: string;
}

export interface Policies extends Id, Editable, DocumentMeta {
  name: string;
  document: string;
}

export interface ShareholdingPatterns extends Id, Editable, DocumentMeta {
  name: string;
  /** Free text on purpose: the client must cope with a value it cannot parse. */
  last_updated: string;
  document: string;
}

export interface MaterialDocuments extends Id, Editable, DocumentMeta {
  document_type: string;
  file_name: string;
  upload_file: string;
}

export interface InvestorDocuments extends Id, Editable, DocumentMeta {
  category: string;
  name: string;
  document: string;
  /** Financial results only: the last day of the reported period. */
  period_end_date: string | null;
}

export interface CreditRatings extends Id, Editable {
  agency: string;
  instrument: string;
  rating: string;
  rating_date: string;
  document: string | null;
  file_size: number | null;
  page_count: number | null;
}

export interface InvestorMeets extends Id, Editable {
  title: string;
  meet_date: string;
  meet_type: string;
  venue: string;
  presentation: string | null;
  transcript: string | null;
  recording_url: string | null;
  /** The presentation's. */
  file_size: number | null;
  page_count: number | null;
}

export interface NewspaperPublications extends Id, Editable, DocumentMeta {
  name: string;
  newspaper: string;
  edition: string;
  document: string;
}

export interface MaterialityContacts extends Id, Editable {
  name: string;
  designation: string;
  phone: string;
  email: string;
}

/** One row (id 1): the registrar and share transfer agent, and the grievance mailbox. */
export interface InvestorServiceContacts extends Id, Editable {
  registrar_name: string;
  registrar_contact_person: string;
  registrar_address: string;
  registrar_phone: string;
  registrar_email: string;
  registrar_website: string;
  grievance_email: string;
}

/**
 * A date in the investor calendar (migrations/008_investor_calendar.sql): its day and, when it is not
 * an all-day event, its start (and end) as IST wall-clock times.
 */
export interface InvestorEvents extends Id, Editable {
  /** One of INVESTOR_EVENT_KINDS (shared/src/contract/choices.ts). */
  kind: string;
  title: string;
  /** YYYY-MM-DD, in Asia/Kolkata. */
  event_date: string;
  /** HH:MM (24-hour, IST); null: all day. */
  start_time: string | null;
  /** HH:MM on the same day, after start_time; null: not given. */
  end_time: string | null;
  venue: string | null;
  details: string | null;
  /** A web address, e.g. the notice's page. */
  link: string | null;
  /** Scheduled publishing (migration 007's columns, filtered generically by the repository). */
  publish_at: string | null;
  published: Generated<number>;
}

/**
 * An NSE/BSE trading holiday (migrations/010_compliance_clock.sql): the compliance clock's working
 * days skip it. Not on the public site.
 */
export interface ExchangeHolidays extends Id, Editable {
  /** YYYY-MM-DD, in Asia/Kolkata; one live row per day. */
  holiday_date: string;
  name: string;
  /** 1: seeded sample data, not yet checked against the exchange's circular. */
  sample: Generated<number>;
}

/** A website change the team records as required (Reg 46): due two working days after occurred_on. */
export interface RequiredChanges extends Id, Editable {
  description: string;
  /** YYYY-MM-DD, IST. */
  occurred_on: string;
  /** HH:MM, IST; informative (the deadline is the end of a working day). */
  occurred_time: string | null;
  /** YYYY-MM-DD, IST; null while it is still to do. */
  done_on: string | null;
}

/** The text of a stored PDF, by its path (search/search-index.ts indexes it with the records naming it). */
export interface DocumentTexts {
  document: string;
  body: string;
}

/** One row (id 1): moves with every content write, whichever process makes it (db/content-version.ts). */
export interface ContentVersionRow {
  id: number;
  version: number;
}

export interface Users extends Id {
  username: string;
  /** scrypt$N$r$p$salt$hash (console/auth/password.ts). */
  password_hash: string;
  is_demo: Generated<number>;
  created_at: string;
  disabled_at: string | null;
}

export interface UserRoles {
  user_id: number;
  role: string;
}

/** Times in ms since the epoch. The cookie's token is never stored, only its SHA-256. */
export interface Sessions {
  token_hash: string;
  user_id: number;
  csrf_token: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
}

/** `rowid`: SQLite's implicit key, a column of that name on PostgreSQL. */
export interface SignInFailures {
  rowid: Generated<number>;
  key: string;
  at: number;
}

export interface SignInDevices {
  token_hash: string;
  user_id: number;
  created_at: number;
  last_used_at: number;
}

export interface AuditLog extends Id {
  at: string;
  user_id: number | null;
  username: string;
  action: string;
  entity: string;
  record_id: number;
  before_json: string | null;
  after_json: string | null;
}

/** A change waiting for approval (migration 007). */
export interface PendingChanges extends Id {
  entity: string;
  record_id: number;
  kind: 'create' | 'update';
  values_json: string;
  proposed_by: number | null;
  proposed_by_name: string;
  proposed_at: string;
}

export interface ApprovalRules {
  scope: string;
  required: number;
}

/** Investor alerts (issue 28; migration 009): one row per address, only its normalised form. Times in ms. */
export interface AlertSubscribers extends Id {
  email: string;
  /** Comma-separated ALERT_KINDS keys. */
  kinds: string;
  created_at: number;
  confirmed_at: number | null;
  confirmation_sent_at: number;
}

/** The SHA-256 of a confirm or unsubscribe link's token, never the token. */
export interface AlertTokens {
  token_hash: string;
  subscriber_id: number;
  purpose: 'confirm' | 'unsubscribe';
  expires_at: number | null;
}

/** Records already announced (a second publish mails nobody). */
export interface AlertRecords {
  source_table: string;
  record_id: number;
  queued_at: number;
  recipients: number;
}

/** The outgoing mail queue (alerts/mail-sender.ts works it). */
export interface MailQueue extends Id {
  purpose: 'confirmation' | 'alert';
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  /** Extra headers as a JSON object (List-Unsubscribe, List-Unsubscribe-Post). */
  headers_json: string;
  state: 'queued' | 'sending' | 'sent' | 'failed' | 'outbox';
  attempts: Generated<number>;
  next_attempt_at: number;
  last_error: string | null;
  created_at: number;
  sent_at: number | null;
}

/** A release token (issue 26; migration 011): only the SHA-256 of the token is stored. Times ISO 8601. */
export interface ReleaseTokens extends Id {
  name: string;
  token_hash: string;
  /** A JSON array of the remote folders it may release ('mfe-investors'). */
  remotes_json: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

/** A stored release; its files are REGISTRY_DIR/<remote>/<version>/. */
export interface Releases {
  remote: string;
  version: string;
  source_commit: string | null;
  note: string | null;
  bytes: number;
  uploaded_at: string;
  /** The actor (token:<name>). */
  uploaded_by: string;
}

/** One remote's entry of the registry's map; the map's revision is the largest `revision`. */
export interface RemoteMap {
  remote: string;
  stable: string | null;
  canary_version: string | null;
  canary_percent: number | null;
  revision: number;
}

/** One change of the map, with the state it left. */
export interface RemoteMapHistory extends Id {
  remote: string;
  /** MAP_ACTIONS (shared/src/contract/releases.ts). */
  action: string;
  stable: string | null;
  canary_version: string | null;
  canary_percent: number | null;
  revision: number;
  actor: string;
  at: string;
  source_commit: string | null;
  note: string | null;
  reason: string | null;
}

/** Every use of a release token and change to the tokens. */
export interface RegistryAudit extends Id {
  at: string;
  actor: string;
  action: string;
  remote: string | null;
  detail: string;
}

export interface Tables {
  offer_documents: OfferDocuments;
  blog_editors: BlogEditors;
  blog_posts: BlogPosts;
  states: States;
  districts: Districts;
  dealers: Dealers;
  career_openings: CareerOpenings;
  directors: Directors;
  committee_members: CommitteeMembers;
  policies: Policies;
  shareholding_patterns: ShareholdingPatterns;
  material_documents: MaterialDocuments;
  investor_documents: InvestorDocuments;
  credit_ratings: CreditRatings;
  investor_meets: InvestorMeets;
  newspaper_publications: NewspaperPublications;
  materiality_contacts: MaterialityContacts;
  investor_service_contacts: InvestorServiceContacts;
  investor_events: InvestorEvents;
  exchange_holidays: ExchangeHolidays;
  required_changes: RequiredChanges;
  document_texts: DocumentTexts;
  content_version: ContentVersionRow;
  users: Users;
  user_roles: UserRoles;
  sessions: Sessions;
  sign_in_failures: SignInFailures;
  sign_in_devices: SignInDevices;
  audit_log: AuditLog;
  pending_changes: PendingChanges;
  approval_rules: ApprovalRules;
  alert_subscribers: AlertSubscribers;
  alert_tokens: AlertTokens;
  alert_records: AlertRecords;
  mail_queue: MailQueue;
  release_tokens: ReleaseTokens;
  releases: Releases;
  remote_map: RemoteMap;
  remote_map_history: RemoteMapHistory;
  registry_audit: RegistryAudit;
}

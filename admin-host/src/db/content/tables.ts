// Every content table's repository (db/content/repository.ts): the columns behind each public
// answer, whether rows are soft-deleted, and how the table appears in the investor archive. A new
// collection is one declaration here (and one in console/collections/definitions.ts for its form).
import { DOCUMENT_LISTS, REG46_DOCUMENT_LISTS, type DocumentListKey, type Reg46DocumentListKey } from '@site/shared/contract/admin-api';
import {
  AnnualReport,
  AnnualReturn,
  ArchiveDocument,
  type BlogPost,
  CareerOpeningRecord,
  CommitteeMember,
  Compliance,
  CreditRating,
  type DealerSearchResult,
  Director,
  Disclosure,
  FinancialResult,
  InitialPublicOfferRecord,
  InvestorEvent,
  InvestorMeet,
  MaterialDocument,
  MaterialityContact,
  MeetingLink,
  NewspaperPublication,
  OtherAnnouncement,
  Policy,
  PressRelease,
  RegistrarContact,
  ShareholdingPattern,
  State,
} from '@site/shared/contract/records';
import { sql } from 'kysely';
import type { TObject } from 'typebox';
import { likeLiteral, matches } from '../text-match';
import type { SiteDb, SiteKysely } from '../site-db';
import { contentRepository, publicAnswer, type ContentRepository, type PublicAnswer, type Row } from './repository';

/** The investor archive's fields (issue 17), under the same column names in every table. */
const SIZE = { file_Size: 'file_size', page_Count: 'page_count' } as const;
const META = { document_Date: 'document_date', ...SIZE } as const;

const repository = contentRepository;

export const offerDocuments = repository({
  table: 'offer_documents',
  answer: publicAnswer(InitialPublicOfferRecord, 'offer_documents', { offers_Document: 'file_path', document_Name: 'document_name', ...META }),
  archive: { category: { fixed: 'initial-public-offer' }, name: 'document_name', document: 'file_path', date: 'document_date', announcement: false },
});

export const careerOpenings = repository({
  table: 'career_openings',
  answer: publicAnswer(CareerOpeningRecord, 'career_openings', {
    id: 'id',
    job_Roll: 'job_role',
    position: 'position',
    job_Location: 'job_location',
    education: 'education',
    experience: 'experience',
  }),
});

export const directors = repository({
  table: 'directors',
  answer: publicAnswer(Director, 'directors', { PAN: 'pan', name: 'name', designation: 'designation' }),
});

export const committeeMembers = repository({
  table: 'committee_members',
  answer: publicAnswer(CommitteeMember, 'committee_members', {
    committee_Type: 'committee_type',
    name_Of_Director: 'director_name',
    status: 'status',
    nature_Of_Directorship: 'nature_of_directorship',
  }),
});

export const policies = repository({
  table: 'policies',
  answer: publicAnswer(Policy, 'policies', { policie_Name: 'name', policy_Document: 'document', ...META }),
  archive: { category: { fixed: 'policy' }, name: 'name', document: 'document', date: 'document_date', announcement: false },
});

export const shareholdingPatterns = repository({
  table: 'shareholding_patterns',
  answer: publicAnswer(ShareholdingPattern, 'shareholding_patterns', { Name: 'name', Last_Updated_Date: 'last_updated', Document: 'document', ...META }),
  archive: { category: { fixed: 'shareholding-pattern' }, name: 'name', document: 'document', date: 'document_date', announcement: false },
});

export const materialDocuments = repository({
  table: 'material_documents',
  answer: publicAnswer(MaterialDocument, 'material_documents', { Type_Of_Document: 'document_type', File_Name: 'file_name', Upload_File: 'upload_file', ...META }),
  archive: { category: { fixed: 'material-document' }, name: 'file_name', document: 'upload_file', date: 'document_date', announcement: false },
});

/** The record schema of each of the nine document lists (their paths and name/document fields: DOCUMENT_LISTS). */
export const DOCUMENT_LIST_RECORDS: Record<DocumentListKey, TObject> = {
  disclosure: Disclosure,
  'press-release': PressRelease,
  'annual-report': AnnualReport,
  'annual-return': AnnualReturn,
  'financial-result': FinancialResult,
  'board-meeting': MeetingLink,
  'general-meeting': MeetingLink,
  compliance: Compliance,
  'other-announcement': OtherAnnouncement,
};

/** The nine lists and the four Reg 46 lists share one table, a category per list. */
export const investorDocuments = Object.assign(
  repository({
    table: 'investor_documents',
    archive: { category: { column: 'category' }, name: 'name', document: 'document', date: 'document_date', announcement: true },
  }),
  {
    /** List `category`'s answer: its record's own name and document fields (period_End_Date only where the schema has it). */
    answerOf(category: DocumentListKey | Reg46DocumentListKey): PublicAnswer {
      if (category in REG46_DOCUMENT_LISTS) return publicAnswer(ArchiveDocument, 'investor_documents', { document_Name: 'name', document: 'document', ...META });
      const list = DOCUMENT_LISTS[category as DocumentListKey];
      const schema = DOCUMENT_LIST_RECORDS[category as DocumentListKey];
      return { fields: Object.keys(schema.properties), columns: { [list.nameField]: 'name', [list.documentField]: 'document', ...META, period_End_Date: 'period_end_date' } };
    },
  },
);

export const creditRatings = repository({
  table: 'credit_ratings',
  answer: publicAnswer(CreditRating, 'credit_ratings', {
    agency: 'agency',
    instrument: 'instrument',
    rating: 'rating',
    rating_Date: 'rating_date',
    document: 'document',
    ...SIZE,
  }),
  // A rating is found by agency, instrument and rating; only those with a letter are documents.
  archive: {
    category: { fixed: 'credit-rating' },
    name: "agency || ' - ' || instrument || ': ' || rating",
    document: 'document',
    date: 'rating_date',
    where: 'document IS NOT NULL',
    announcement: true,
  },
});

export const investorMeets = repository({
  table: 'investor_meets',
  answer: publicAnswer(InvestorMeet, 'investor_meets', {
    title: 'title',
    meet_Date: 'meet_date',
    meet_Type: 'meet_type',
    venue: 'venue',
    presentation: 'presentation',
    transcript: 'transcript',
    recording_Url: 'recording_url',
    ...SIZE,
  }),
  archive: {
    category: { fixed: 'investor-meet' },
    name: 'title',
    document: 'coalesce(presentation, transcript)',
    date: 'meet_date',
    // The stored size and pages are the presentation's.
    size: 'CASE WHEN presentation IS NOT NULL THEN file_size END',
    pages: 'CASE WHEN presentation IS NOT NULL THEN page_count END',
    where: 'coalesce(presentation, transcript) IS NOT NULL',
    announcement: true,
  },
});

export const newspaperPublications = repository({
  table: 'newspaper_publications',
  answer: publicAnswer(NewspaperPublication, 'newspaper_publications', {
    publication_Name: 'name',
    newspaper: 'newspaper',
    edition: 'edition',
    document: 'document',
    ...META,
  }),
  // A notice runs in two papers on the same day: the paper's name tells the two hits apart.
  archive: { category: { fixed: 'newspaper-publication' }, name: "name || ' (' || newspaper || ')'", document: 'document', date: 'document_date', announcement: true },
});

export const materialityContacts = repository({
  table: 'materiality_contacts',
  answer: publicAnswer(MaterialityContact, 'materiality_contacts', { name: 'name', designation: 'designation', phone: 'phone', email: 'email' }),
});

/** One row (id 1), edited in place and never deleted: the registrar block and the grievance mailbox of /investors/key-contacts. */
export const investorServiceContacts = repository({
  table: 'investor_service_contacts',
  softDelete: false,
  answer: {
    ...publicAnswer(RegistrarContact, 'investor_service_contacts', {
      name: 'registrar_name',
      contact_Person: 'registrar_contact_person',
      address: 'registrar_address',
      phone: 'registrar_phone',
      email: 'registrar_email',
      website: 'registrar_website',
    }),
    // Sent beside the registrar, not inside it (KeyContacts.grievance_Email).
    fields: [...Object.keys(RegistrarContact.properties), 'grievance_Email'],
    columns: {
      name: 'registrar_name',
      contact_Person: 'registrar_contact_person',
      address: 'registrar_address',
      phone: 'registrar_phone',
      email: 'registrar_email',
      website: 'registrar_website',
      grievance_Email: 'grievance_email',
    },
  },
});

/** The investor calendar (issue 28): live events as the contract names them. */
const investorEventAnswer = publicAnswer(InvestorEvent, 'investor_events', {
  id: 'id',
  kind: 'kind',
  title: 'title',
  event_Date: 'event_date',
  start_Time: 'start_time',
  end_Time: 'end_time',
  venue: 'venue',
  details: 'details',
  link: 'link',
});

export const investorEvents = Object.assign(repository({ table: 'investor_events', answer: investorEventAnswer }), {
  /**
   * Visible events (live and published) in the order they happen: by day, all-day ones first (coalesce: SQLite sorts NULL
   * first, PostgreSQL last), then by start time; from `fromDate` (YYYY-MM-DD) on, at most `limit`.
   * Each row carries updated_at and version too, for the calendar's DTSTAMP and SEQUENCE.
   */
  async inOrder(db: SiteKysely, { fromDate, limit }: { fromDate?: string; limit?: number } = {}): Promise<InvestorEventRow[]> {
    let query = investorEvents
      .visible(db)
      .select([...investorEventAnswer.fields.map((field) => sql.ref(investorEventAnswer.columns[field]!).as(field)), 'updated_at', 'version'])
      .orderBy('event_date')
      .orderBy(sql`coalesce(start_time, '')`)
      .orderBy('id');
    if (fromDate !== undefined) query = query.where('event_date', '>=', fromDate);
    if (limit !== undefined) query = query.limit(limit);
    return ((await query.execute()) as Row[]).map((row) => ({ ...(row as unknown as InvestorEvent), id: Number(row.id), version: Number(row.version), updated_at: (row.updated_at as string | null) ?? null }));
  },
});

export type InvestorEventRow = InvestorEvent & { version: number; updated_at: string | null };

/** Editors are shown as the blog's authors; they are never deleted. */
export const blogEditors = repository({ table: 'blog_editors', softDelete: false });
export const blogPosts = Object.assign(repository({ table: 'blog_posts' }), {
  /** Visible posts, newest first, each with its editor (shown as the author). */
  async publicPosts(db: SiteKysely): Promise<BlogPost[]> {
    const rows = await blogPosts
      .visible(db)
      .innerJoin('blog_editors', 'blog_editors.id', 'blog_posts.editor_id')
      .select([
        'blog_posts.id as id',
        'blog_posts.image as image',
        'blog_posts.published_on as date',
        'blog_posts.title as blog_title',
        'blog_posts.description_html as description',
        'blog_editors.name as editor_name',
        'blog_editors.email as editor_email',
        'blog_editors.profile_image as editor_image',
      ])
      .orderBy('blog_posts.published_on', 'desc')
      .orderBy('blog_posts.id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: Number(row.id),
      image: String(row.image),
      date: String(row.date),
      blog_title: String(row.blog_title),
      description: String(row.description),
      editor: { name: String(row.editor_name), email: String(row.editor_email), profile_image: String(row.editor_image) },
    }));
  },
});

export const states = repository({ table: 'states', answer: publicAnswer(State, 'states', { id: 'id', name: 'name' }), publicOrder: [{ column: 'name' }] });
export const districts = repository({ table: 'districts', answer: publicAnswer(State, 'districts', { id: 'id', name: 'name' }), publicOrder: [{ column: 'name' }] });
export const dealers = Object.assign(repository({ table: 'dealers' }), {
  /**
   * The dealer search (spec §7): every criterion left null means any; `pin` all digits matches a PIN
   * by prefix, any other text the town, district or address case-insensitively, `%` and `_` literally.
   */
  async search(db: SiteDb, { type, sector, state, district, pin }: DealerCriteria): Promise<DealerSearchResult[]> {
    let query = dealers
      .visible(db.kysely)
      .innerJoin('districts', 'districts.id', 'dealers.district_id')
      .select(['dealers.name as name', 'dealers.address as address', 'dealers.phone as phone', 'dealers.location as location', 'dealers.type as type']);
    if (type !== null) query = query.where('dealers.type', '=', type);
    if (sector !== null) query = query.where('dealers.sector', '=', sector);
    if (state !== null) query = query.where('dealers.state_id', '=', state);
    if (district !== null) query = query.where('dealers.district_id', '=', district);
    if (/^\d+$/.test(pin)) query = query.where(matches(db, 'dealers.pin', `${likeLiteral(pin)}%`));
    else if (pin) {
      const text = `%${likeLiteral(pin)}%`;
      query = query.where((eb) => eb.or([matches(db, 'dealers.town', text), matches(db, 'districts.name', text), matches(db, 'dealers.address', text)]));
    }
    return (await query.orderBy('dealers.name').execute()) as DealerSearchResult[];
  },
});

/**
 * The compliance clock's own tables (issue 28; src/compliance/): edited in the console, never on the
 * public site (no public answer, not in the archive).
 */
export const exchangeHolidays = repository({ table: 'exchange_holidays' });
export const requiredChanges = repository({ table: 'required_changes' });

export interface DealerCriteria {
  type: number | null;
  sector: number | null;
  state: number | null;
  district: number | null;
  pin: string;
}

/** Every content repository, children before parents so deletes respect foreign keys. */
export const CONTENT_REPOSITORIES: readonly ContentRepository[] = [
  blogPosts,
  blogEditors,
  dealers,
  districts,
  states,
  offerDocuments,
  careerOpenings,
  directors,
  committeeMembers,
  policies,
  shareholdingPatterns,
  materialDocuments,
  investorDocuments,
  creditRatings,
  investorMeets,
  newspaperPublications,
  materialityContacts,
  investorServiceContacts,
  investorEvents,
  exchangeHolidays,
  requiredChanges,
];

/** The repository of a table a console collection names. */
export function repositoryOf(table: string): ContentRepository {
  const found = CONTENT_REPOSITORIES.find((repository) => repository.table === table);
  if (!found) throw new Error(`No repository for table ${table}`);
  return found;
}

// The collections the console edits, one declaration each (see fields.ts). Tables and columns are
// the admin host's (migrations 001-004); pages and titles come from the shared contract.
import { INVESTOR_DOCUMENT_LIST_KEYS } from '@site/shared/contract/admin-api';
import { INVESTOR_CATEGORIES, INVESTOR_MEET_TYPES } from '@site/shared/contract/investor-archive';
import { INVESTOR_EVENT_KIND_KEYS, INVESTOR_EVENT_KINDS } from '@site/shared/contract/investor-calendar';
import { COMMITTEE_TYPES, MATERIAL_DOCUMENT_TYPES } from '@site/shared/types/entities';
import { MAX_IMAGE_LABEL, MAX_PDF_LABEL, MIN_IMAGE_SIZE } from '../api/rules';
import { COMPLIANCE_COLLECTIONS } from './compliance-collections';
import type { CollectionDef, FieldDef } from './fields';

/** Phones as the site writes them (+91 94470 00000); the seed's are 10 digits. */
const PHONE = { source: '^\\+?[0-9][0-9 -]{6,18}$', message: 'Enter a phone number like +91 94470 00000' };

const sameLabel = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The usual fields of a document record: its name, date and PDF, with the archive's size and pages. */
function documentFields({ name = 'name', date = 'document_date', document = 'document', nameLabel = 'Name', dateRequired = true } = {}) {
  const fields: FieldDef[] = [
    { name: 'name', column: name, label: nameLabel, kind: 'text', required: true, hint: "As visitors will see it, and the downloaded file's name (up to 200 characters)." },
    { name: 'date', column: date, label: 'Date', kind: 'date', required: dateRequired, hint: 'The date of the document; the site shows it as dd/mm/yyyy.' },
    pdfField('document', document, 'PDF document', true),
  ];
  return { fields, nameField: 'name', dateField: 'date', pdfMeta: pdfMeta('document') };
}

/** The archive's size and page count columns (every table names them alike), filled from this PDF field. */
const pdfMeta = (field: string) => ({ field, size: 'file_size', pages: 'page_count' });

function pdfField(name: string, column: string, label: string, required: boolean): FieldDef {
  return {
    name,
    column,
    label,
    kind: 'pdf',
    required,
    hint: `PDF only, up to ${MAX_PDF_LABEL}. Not password-protected.`,
    ...(required ? { messages: { required: `Choose the ${label} to publish` } } : {}),
  };
}

const text = (name: string, column: string, label: string, extra: Partial<FieldDef> = {}): FieldDef => ({ name, column, label, kind: 'text', required: true, ...extra });

/** A person's name and designation (directors, key contacts). */
const person = () => [text('name', 'name', 'Name'), text('designation', 'designation', 'Designation')];

/** The investor relations team's collections (role `ir`). */
export const IR_COLLECTIONS: readonly CollectionDef[] = [
  {
    key: 'investor-documents',
    role: 'ir',
    title: 'Investor documents',
    noun: 'document',
    nouns: 'documents',
    table: 'investor_documents',
    ...documentFields(),
    fields: [
      {
        name: 'category',
        column: 'category',
        label: 'List',
        kind: 'choice',
        required: true,
        fixed: true,
        choices: INVESTOR_DOCUMENT_LIST_KEYS.map((key) => ({ value: key, label: INVESTOR_CATEGORIES[key].title })),
        messages: { required: 'Choose a list', invalid: 'Choose one of the lists' },
      },
      ...documentFields().fields,
    ],
    filterField: 'category',
    publicPage: { field: 'category', pages: Object.fromEntries(INVESTOR_DOCUMENT_LIST_KEYS.map((key) => [key, INVESTOR_CATEGORIES[key].section])) },
  },
  {
    key: 'initial-public-offers',
    role: 'ir',
    title: 'Initial Public Offer documents',
    noun: 'IPO document',
    nouns: 'IPO documents',
    table: 'offer_documents',
    ...documentFields({ name: 'document_name', document: 'file_path' }),
    publicPage: INVESTOR_CATEGORIES['initial-public-offer'].section,
  },
  {
    key: 'policies',
    role: 'ir',
    title: 'Policies',
    noun: 'policy',
    nouns: 'policies',
    table: 'policies',
    ...documentFields({ nameLabel: 'Policy name' }),
    publicPage: INVESTOR_CATEGORIES.policy.section,
  },
  {
    key: 'shareholding-patterns',
    role: 'ir',
    title: 'Shareholding pattern',
    noun: 'shareholding pattern',
    nouns: 'shareholding patterns',
    table: 'shareholding_patterns',
    ...documentFields({ dateRequired: false }),
    fields: [
      ...documentFields({ dateRequired: false }).fields,
      text('lastUpdated', 'last_updated', 'Last updated', { hint: 'As the page shows it, e.g. "As on 30/09/2026".', maxLength: 100 }),
    ],
    publicPage: INVESTOR_CATEGORIES['shareholding-pattern'].section,
  },
  {
    key: 'material-documents',
    role: 'ir',
    title: 'Material documents',
    noun: 'material document',
    nouns: 'material documents',
    table: 'material_documents',
    ...documentFields({ name: 'file_name', document: 'upload_file' }),
    fields: [
      { name: 'type', column: 'document_type', label: 'Type of document', kind: 'choice', required: true, choices: sameLabel(MATERIAL_DOCUMENT_TYPES) },
      ...documentFields({ name: 'file_name', document: 'upload_file' }).fields,
    ],
    publicPage: INVESTOR_CATEGORIES['material-document'].section,
  },
  {
    key: 'directors',
    role: 'ir',
    title: 'Board of directors',
    noun: 'director',
    nouns: 'directors',
    table: 'directors',
    fields: [
      ...person(),
      text('pan', 'pan', 'PAN (masked)', { maxLength: 20, hint: 'As the public page shows it, masked: e.g. ABCDE****F.' }),
    ],
    nameField: 'name',
    publicPage: '/investors/board-of-directors',
  },
  {
    key: 'committees',
    role: 'ir',
    title: 'Committee members',
    noun: 'committee member',
    nouns: 'committee members',
    table: 'committee_members',
    fields: [
      { name: 'committee', column: 'committee_type', label: 'Committee', kind: 'choice', required: true, choices: sameLabel(COMMITTEE_TYPES) },
      text('name', 'director_name', 'Name of director'),
      text('status', 'status', 'Status', { hint: 'Chairperson or Member.', maxLength: 60 }),
      text('nature', 'nature_of_directorship', 'Nature of directorship', { hint: 'e.g. Independent Director.', maxLength: 100 }),
    ],
    nameField: 'name',
    publicPage: '/investors/committee',
  },
  {
    key: 'credit-ratings',
    role: 'ir',
    title: 'Credit ratings',
    noun: 'credit rating',
    nouns: 'credit ratings',
    table: 'credit_ratings',
    fields: [
      text('instrument', 'instrument', 'Instrument', { hint: 'e.g. Long-term bank facilities.' }),
      text('agency', 'agency', 'Agency', { maxLength: 100 }),
      text('rating', 'rating', 'Rating', { maxLength: 60, hint: 'e.g. CRISIL A+/Stable.' }),
      { name: 'date', column: 'rating_date', label: 'Rating date', kind: 'date', required: true },
      pdfField('document', 'document', 'Rating letter (PDF)', false),
    ],
    nameField: 'instrument',
    dateField: 'date',
    pdfMeta: pdfMeta('document'),
    publicPage: INVESTOR_CATEGORIES['credit-rating'].section,
  },
  {
    key: 'investor-meets',
    role: 'ir',
    title: 'Investor and analyst meets',
    noun: 'meet',
    nouns: 'meets',
    table: 'investor_meets',
    fields: [
      text('title', 'title', 'Title'),
      { name: 'date', column: 'meet_date', label: 'Date of the meet', kind: 'date', required: true },
      { name: 'type', column: 'meet_type', label: 'Type of meet', kind: 'choice', required: true, choices: sameLabel(INVESTOR_MEET_TYPES) },
      text('venue', 'venue', 'Venue', { hint: 'A place, or e.g. "Conference call".' }),
      pdfField('presentation', 'presentation', 'Presentation (PDF)', false),
      pdfField('transcript', 'transcript', 'Transcript (PDF)', false),
      { name: 'recordingUrl', column: 'recording_url', label: 'Recording (web address)', kind: 'url', required: false, maxLength: 500 },
    ],
    pdfMeta: pdfMeta('presentation'),
    nameField: 'title',
    dateField: 'date',
    publicPage: INVESTOR_CATEGORIES['investor-meet'].section,
  },
  {
    // Issue 28: published as /investors/calendar.ics and the Upcoming block of /investors.
    key: 'investor-events',
    role: 'ir',
    title: 'Investor calendar',
    noun: 'event',
    nouns: 'events',
    table: 'investor_events',
    fields: [
      {
        name: 'kind',
        column: 'kind',
        label: 'Kind of event',
        kind: 'choice',
        required: true,
        choices: INVESTOR_EVENT_KIND_KEYS.map((key) => ({ value: key, label: INVESTOR_EVENT_KINDS[key] })),
        messages: { required: 'Choose the kind of event', invalid: 'Choose one of the kinds of event' },
      },
      text('title', 'title', 'Title', { hint: 'As calendars will show it, e.g. "Board meeting: unaudited results for Q3 FY 2026-27".' }),
      { name: 'date', column: 'event_date', label: 'Date', kind: 'date', required: true, hint: 'The day in India; the site shows it as 11 Feb 2027.' },
      {
        name: 'startTime',
        column: 'start_time',
        label: 'Start time (IST)',
        kind: 'time',
        required: false,
        hint: 'Indian Standard Time, 24-hour. Leave it empty for an all-day event such as a record date or a results date.',
      },
      {
        name: 'endTime',
        column: 'end_time',
        label: 'End time (IST)',
        kind: 'time',
        required: false,
        after: {
          field: 'startTime',
          message: 'The end time must be after the start time (on the same day)',
          missing: 'Enter the start time too, or leave the end time empty: an all-day event has no end time',
        },
        hint: 'Optional; on the same day.',
      },
      text('venue', 'venue', 'Venue', { required: false, hint: 'A place, "Video conferencing" or "Conference call"; empty for a record date.' }),
      {
        name: 'details',
        column: 'details',
        label: 'Details',
        kind: 'textarea',
        required: false,
        listed: false,
        maxLength: 1000,
        hint: 'Plain text for the calendar entry: the agenda, e-voting dates, how to join (up to 1000 characters).',
      },
      { name: 'link', column: 'link', label: 'Notice (web address)', kind: 'url', required: false, listed: false, maxLength: 500, hint: 'e.g. the notice on the General Meeting page.' },
    ],
    nameField: 'title',
    dateField: 'date',
    publicPage: '/investors',
  },
  {
    key: 'newspaper-publications',
    role: 'ir',
    title: 'Newspaper publications',
    noun: 'publication',
    nouns: 'publications',
    table: 'newspaper_publications',
    ...documentFields(),
    fields: [
      ...documentFields().fields,
      text('newspaper', 'newspaper', 'Newspaper', { maxLength: 100 }),
      text('edition', 'edition', 'Edition', { maxLength: 100, hint: 'e.g. Kochi, English.' }),
    ],
    publicPage: INVESTOR_CATEGORIES['newspaper-publication'].section,
  },
  {
    key: 'key-contacts',
    role: 'ir',
    title: 'Key contacts (materiality)',
    noun: 'contact',
    nouns: 'contacts',
    table: 'materiality_contacts',
    fields: [
      ...person(),
      text('phone', 'phone', 'Phone', { maxLength: 20, hint: 'As the site writes phones: +91 94470 00000.', pattern: PHONE }),
      { name: 'email', column: 'email', label: 'E-mail', kind: 'email', required: true, maxLength: 120 },
    ],
    nameField: 'name',
    publicPage: '/investors/key-contacts',
  },
  {
    key: 'investor-services',
    role: 'ir',
    title: 'Registrar and grievances',
    noun: 'registrar and grievance contact',
    nouns: 'registrar and grievance contacts',
    table: 'investor_service_contacts',
    singleton: true,
    fields: [
      text('name', 'registrar_name', 'Registrar and share transfer agent', { hint: 'The company name of the RTA.' }),
      text('contactPerson', 'registrar_contact_person', 'Contact person', { hint: 'Name and designation.' }),
      { name: 'address', column: 'registrar_address', label: 'Address', kind: 'textarea', required: true, maxLength: 500 },
      text('phone', 'registrar_phone', 'Phone', { maxLength: 20, pattern: PHONE }),
      { name: 'email', column: 'registrar_email', label: 'Registrar e-mail', kind: 'email', required: true, maxLength: 120 },
      { name: 'website', column: 'registrar_website', label: 'Registrar website', kind: 'url', required: true, maxLength: 300 },
      {
        name: 'grievanceEmail',
        column: 'grievance_email',
        label: 'Investor grievance e-mail',
        kind: 'email',
        required: true,
        maxLength: 120,
        hint: "The company's grievance-redressal mailbox (Reg 46(2)(j)); the Key contacts page shows it.",
      },
    ],
    nameField: 'name',
    publicPage: '/investors/key-contacts',
  },
  ...COMPLIANCE_COLLECTIONS,
];

/** The content team's collections (role `content`). */
export const CONTENT_COLLECTIONS: readonly CollectionDef[] = [
  {
    key: 'blog-posts',
    role: 'content',
    title: 'Blog posts',
    noun: 'blog post',
    nouns: 'blog posts',
    table: 'blog_posts',
    fields: [
      text('title', 'title', 'Title', { hint: 'The headline, as the blog shows it (up to 200 characters).' }),
      { name: 'date', column: 'published_on', label: 'Date', kind: 'date', required: true, hint: 'Posts are listed newest first by this date; the site shows it as dd/mm/yyyy.' },
      {
        name: 'image',
        column: 'image',
        label: 'Cover image',
        kind: 'image',
        required: true,
        hint: `JPEG, PNG or WebP, up to ${MAX_IMAGE_LABEL}, at least ${MIN_IMAGE_SIZE.width} × ${MIN_IMAGE_SIZE.height} pixels. Published as WebP, without its camera and location data.`,
        messages: { required: 'Choose the cover image' },
      },
      { name: 'editor', column: 'editor_id', label: 'Editor', kind: 'reference', required: true, reference: { table: 'blog_editors', label: 'name' } },
      {
        name: 'text',
        column: 'description_html',
        label: 'Text (HTML)',
        kind: 'textarea',
        required: true,
        html: true,
        listed: false,
        maxLength: 20000,
        hint: 'Paragraphs in <p>…</p>; also <h2>, <h3>, <ul>/<ol> with <li>, <a href="https://…">, <strong>, <em>, <blockquote>.',
      },
    ],
    nameField: 'title',
    dateField: 'date',
    publicPage: '/blog',
  },
  {
    key: 'career-openings',
    role: 'content',
    title: 'Career openings',
    noun: 'opening',
    nouns: 'openings',
    table: 'career_openings',
    fields: [
      text('jobRole', 'job_role', 'Job role', { hint: 'e.g. Production Supervisor.' }),
      text('position', 'position', 'Position', { maxLength: 100, hint: 'e.g. Supervisor - Extrusion.' }),
      text('location', 'job_location', 'Location', { maxLength: 100 }),
      text('education', 'education', 'Education'),
      text('experience', 'experience', 'Experience', { hint: 'e.g. 3 to 5 years in PVC pipe extrusion.' }),
    ],
    nameField: 'jobRole',
    publicPage: '/career',
  },
];

const DEALER_PAGE = '/dealer-networks';

/** The dealer network (role `dealers`): what the public dealer locator lists and searches. */
export const DEALER_COLLECTIONS: readonly CollectionDef[] = [
  {
    key: 'dealers',
    role: 'dealers',
    title: 'Dealers and distributors',
    noun: 'dealer',
    nouns: 'dealers',
    table: 'dealers',
    fields: [
      text('name', 'name', 'Name', { hint: 'The shop or firm, as visitors will see it.' }),
      // Codes of the spec's search form: type 2 Dealer, 1 Distributor; sector 1 Electrical, 2 Water pipe.
      { name: 'type', column: 'type', label: 'Type', kind: 'choice', required: true, choices: [{ value: '2', label: 'Dealer' }, { value: '1', label: 'Distributor' }] },
      { name: 'sector', column: 'sector', label: 'Sector', kind: 'choice', required: true, choices: [{ value: '1', label: 'Electrical' }, { value: '2', label: 'Water pipe' }] },
      { name: 'state', column: 'state_id', label: 'State', kind: 'reference', required: true, reference: { table: 'states', label: 'name' } },
      {
        name: 'district',
        column: 'district_id',
        label: 'District',
        kind: 'reference',
        required: true,
        reference: { table: 'districts', label: 'name', parent: { field: 'state', column: 'state_id' } },
        messages: { invalid: 'Choose a district of the chosen state' },
      },
      text('town', 'town', 'Town', { maxLength: 100 }),
      text('pin', 'pin', 'PIN code', { maxLength: 6, pattern: { source: '^[0-9]{6}$', message: 'Enter the 6-digit PIN code, e.g. 691305' } }),
      text('address', 'address', 'Address', { required: false, listed: false, hint: 'Street and landmark; leave empty if unknown.' }),
      text('phone', 'phone', 'Phone', { maxLength: 20, pattern: PHONE }),
      text('location', 'location', 'Map link or landmark', {
        required: false,
        listed: false,
        maxLength: 500,
        hint: 'A map web address (https://…) shows a map link; other text is shown as a landmark.',
      }),
    ],
    nameField: 'name',
    publicPage: DEALER_PAGE,
  },
  {
    key: 'districts',
    role: 'dealers',
    title: 'Districts',
    noun: 'district',
    nouns: 'districts',
    table: 'districts',
    fields: [
      { name: 'state', column: 'state_id', label: 'State', kind: 'reference', required: true, reference: { table: 'states', label: 'name' } },
      text('name', 'name', 'District', { maxLength: 100 }),
    ],
    nameField: 'name',
    dependents: [{ table: 'dealers', column: 'district_id', noun: 'dealer', nouns: 'dealers' }],
    publicPage: DEALER_PAGE,
  },
  {
    key: 'states',
    role: 'dealers',
    title: 'States',
    noun: 'state',
    nouns: 'states',
    table: 'states',
    fields: [text('name', 'name', 'State', { maxLength: 100 })],
    nameField: 'name',
    dependents: [
      { table: 'districts', column: 'state_id', noun: 'district', nouns: 'districts' },
      { table: 'dealers', column: 'state_id', noun: 'dealer', nouns: 'dealers' },
    ],
    publicPage: DEALER_PAGE,
  },
];

/** Every collection the console edits, in the order of its menu. */
export const COLLECTIONS: readonly CollectionDef[] = [...IR_COLLECTIONS, ...CONTENT_COLLECTIONS, ...DEALER_COLLECTIONS];

export const collectionByKey = (key: string) => COLLECTIONS.find((collection) => collection.key === key);

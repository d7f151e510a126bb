// What a console collection is: its table, its fields and who may edit it. One declaration per
// collection drives the server (SQL, JSON schemas, checks, audit) and the console app (list and form),
// so both always say the same thing. No Node imports here: the console app bundles it.
import type { Choice, ReferenceChoicesAnswer } from '@site/shared/contract/console-api';
import type { Role } from '../auth/roles';
import { IMAGE_TOO_LARGE, isIsoDate, MAX_IMAGE_BYTES, MAX_PDF_BYTES, TOO_LARGE } from '../api/rules';

export type FieldKind = 'text' | 'textarea' | 'date' | 'time' | 'choice' | 'reference' | 'pdf' | 'image' | 'email' | 'url';

/** One offered value of a choice or reference field (the console API's Choice). */
export type { Choice };

/** The choices read from the database for a collection's reference fields, by field name (GET …/choices). */
export type ReferenceChoices = ReferenceChoicesAnswer['fields'];

export interface FieldDef {
  /** The field's name in the console API and its form. */
  name: string;
  /** Its SQL column (the public API maps columns to the contract's names on its own). */
  column: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  /** Text kinds: at most this many characters (default 200). */
  maxLength?: number;
  /** Choice kind: the values offered, with their labels. */
  choices?: readonly Choice[];
  /**
   * Reference kind: the choices are the live (not deleted) rows of `table` (value: id, label: the
   * `label` column); with `parent`, only those whose `parent.column` equals the value of the field
   * `parent.field` (a dealer's district must be in the dealer's state).
   */
  /** Whether the table's rows can be deleted is its repository's to say (db/content/tables.ts). */
  reference?: { table: string; label: string; parent?: { field: string; column: string } };
  /** Text kinds: a pattern the value must match, and what to say when it does not. */
  pattern?: { source: string; message: string };
  hint?: string;
  /** Chosen when the record is created, never changed after (e.g. which list a document is in). */
  fixed?: boolean;
  /** Textarea kind: the text is HTML, limited to what the blog shows (shared/src/contract/blog-html.ts; checked on the server). */
  html?: boolean;
  /**
   * Time kind: this field may be filled in only with the field `field` (`missing` when that one is
   * empty) and must be later than it (`message` when it is not): an event's end after its start.
   */
  after?: { field: string; message: string; missing: string };
  /** False: left out of the line under a record's name in the console's list (long texts, links). */
  listed?: boolean;
  /** Messages that read better than the generic ones. */
  messages?: { required?: string; invalid?: string };
}

export interface CollectionDef {
  /** URL segment: /admin/api/<key>. */
  key: string;
  role: Role;
  title: string;
  /** One record, and several, in the console's sentences ("Add a policy", "Show deleted policies"). */
  noun: string;
  nouns: string;
  table: string;
  fields: readonly FieldDef[];
  /** The field that names a record in lists, messages and the public page. */
  nameField: string;
  /** Newest first by this date field (then by id); without one, the newest added first. */
  dateField?: string;
  /** A fixed choice field the list is filtered by (investor documents: which list). */
  filterField?: string;
  /** The PDF whose size and page count the public API sends, and their columns. */
  pdfMeta?: { field: string; size: string; pages: string };
  /**
   * Rows elsewhere that point at a record of this collection: a record cannot be deleted while live
   * ones do (a state with districts), so the public lists never show an orphan.
   */
  dependents?: readonly { table: string; column: string; noun: string; nouns: string }[];
  /** One record only (the registrar block): created once when missing, edited in place, never deleted. */
  singleton?: true;
  /**
   * The public page that shows a record: one page, or one per value of a field; '' for a collection
   * the public site never shows (the compliance clock's holidays and required changes): no "View on
   * site", no publish time to choose.
   */
  publicPage: string | { field: string; pages: Readonly<Record<string, string>> };
  /**
   * The field a unique index of the table guards among live rows, and what to say when a save would
   * repeat it; by default the name field, "There is already a … with this …".
   */
  unique?: { field: string; message: string };
}

export const TEXT_MAX = 200;
export type FieldErrors = Record<string, string>;
/** A form's values as sent: text for every field but the files. */
export type FieldValues = Record<string, string | undefined>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** A time of day as <input type="time"> sends it: HH:MM, 24-hour. */
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
export const isTimeOfDay = (value: string) => TIME.test(value);
const WEB_ADDRESS = /^https?:\/\/[^\s/]+\.[^\s]+$/;

const requiredMessage = (field: FieldDef) => field.messages?.required ?? `${field.label} is required`;

/** The message for one field's value, or undefined when it is fine. `file` is the chosen file, if any. */
export function fieldError(
  field: FieldDef,
  value: string | undefined,
  { creating, file, choices }: { creating: boolean; file?: { size: number } | undefined; choices?: readonly Choice[] | undefined },
): string | undefined {
  if (field.fixed && !creating) return undefined;
  if (isFileField(field)) {
    const [limit, tooLarge] = field.kind === 'image' ? [MAX_IMAGE_BYTES, IMAGE_TOO_LARGE] : [MAX_PDF_BYTES, TOO_LARGE];
    if (file) return file.size > limit ? tooLarge : undefined;
    return creating && field.required ? requiredMessage(field) : undefined;
  }
  const text = (value ?? '').trim();
  if (!text) return field.required ? requiredMessage(field) : undefined;
  switch (field.kind) {
    case 'date':
      return isIsoDate(text) ? undefined : (field.messages?.invalid ?? 'Enter a real date');
    case 'time':
      return isTimeOfDay(text) ? undefined : (field.messages?.invalid ?? 'Enter a time like 10:30 (24-hour)');
    case 'choice':
    case 'reference':
      return (choices ?? field.choices)?.some((choice) => choice.value === text)
        ? undefined
        : (field.messages?.invalid ?? `Choose one of the offered ${field.label.toLowerCase()} values`);
    default: {
      const max = field.maxLength ?? TEXT_MAX;
      if (text.length > max) return `${field.label} must be at most ${max} characters`;
      if (field.kind === 'email' && !EMAIL.test(text)) return 'Enter an e-mail address like name@example.com';
      if (field.kind === 'url' && !WEB_ADDRESS.test(text)) return 'Enter a web address starting with https://';
      if (field.pattern && !new RegExp(field.pattern.source).test(text)) return field.pattern.message;
      // HTML (a blog post's text) is sanitised on the server, which says what it refuses (blog-html.ts).
      return undefined;
    }
  }
}

/** Every field's message at once: the form shows them before sending, the server before writing. */
export function recordErrors(
  collection: CollectionDef,
  values: FieldValues,
  files: Readonly<Record<string, { size: number } | undefined>>,
  { creating, choices = {} }: { creating: boolean; choices?: ReferenceChoices },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of collection.fields) {
    const offered = field.kind === 'reference' ? optionsFor(field, values, choices) : undefined;
    const message = fieldError(field, values[field.name], { creating, file: files[field.name], choices: offered }) ?? orderError(field, values, errors);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** A field that must come after another (`after`): that one filled in, and this later (HH:MM compares as text). */
function orderError(field: FieldDef, values: FieldValues, errors: FieldErrors): string | undefined {
  const value = (values[field.name] ?? '').trim();
  if (!field.after || !value) return undefined;
  const before = (values[field.after.field] ?? '').trim();
  if (!before) return field.after.missing;
  if (errors[field.after.field]) return undefined;
  return value > before ? undefined : field.after.message;
}

/** A reference field's choices for these values: with a parent field, only those under its value. */
export function optionsFor(field: FieldDef, values: FieldValues, choices: ReferenceChoices): readonly Choice[] {
  const all = choices[field.name] ?? [];
  const parent = field.reference?.parent;
  return parent ? all.filter((choice) => choice.parent === (values[parent.field] ?? '').trim()) : all;
}

/** Whether the public site shows this collection's records at all. */
export const isOnPublicSite = (collection: CollectionDef) => collection.publicPage !== '';

/** The public page of a record with these values. */
export function publicPageOf(collection: CollectionDef, values: Readonly<Record<string, unknown>>): string {
  const { publicPage } = collection;
  return typeof publicPage === 'string' ? publicPage : (publicPage.pages[String(values[publicPage.field])] ?? '/');
}

export const referenceFields = (collection: CollectionDef) => collection.fields.filter((field) => field.kind === 'reference');

/** The form field that asks to remove an optional file on edit (a rating letter no longer published). */
export const removeFieldName = (field: FieldDef) => `remove_${field.name}`;

/** Fields that take a file (a PDF, a blog image) rather than text. */
export const isFileField = (field: FieldDef) => field.kind === 'pdf' || field.kind === 'image';
export const fileFields = (collection: CollectionDef) => collection.fields.filter(isFileField);

/**
 * Characters no record text keeps: C0/C1 controls and DEL, and the bidirectional formatting ones
 * (embeddings, overrides, isolates, LRM/RLM/ALM), which make "report\u202Efdp.exe" read as
 * "reportexe.pdf" wherever the name is shown or saved. ZWJ/ZWNJ (Malayalam conjuncts) and the rest
 * of Unicode are kept.
 */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * A field's text as stored: invisible controls removed; in one-line fields a tab or line break
 * becomes a space, in multi-line ones line breaks are kept (CRLF as LF).
 */
export function cleanText(field: FieldDef, value: string): string {
  const text = field.kind === 'textarea' ? value.replace(/\r\n?/g, '\n') : value.replace(/[\t\n\r]/g, ' ');
  return text.replace(CONTROL, '');
}

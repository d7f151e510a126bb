// Field rules of the console's forms, shared by the server (JSON schemas, messages) and the console
// app (the same checks before sending), so both always say the same thing. No Node imports here.
import { INVESTOR_DOCUMENT_LIST_KEYS, type InvestorDocumentListKey } from '@site/shared/contract/admin-api';
import { INVESTOR_CATEGORIES as ARCHIVE_CATEGORIES } from '@site/shared/contract/investor-archive';

export const MAX_PDF_BYTES = 25 * 1024 * 1024;
export const MAX_PDF_LABEL = '25 MB';
export const NAME_MAX = 200;

/**
 * The investor document lists kept in `investor_documents`: the nine of the spec (§3/§7) and the
 * four Reg 46 lists of the archive, as the contract declares them, with their page titles and
 * public pages from the archive's category table.
 */
export const INVESTOR_CATEGORIES = INVESTOR_DOCUMENT_LIST_KEYS.map((category) => ({
  category,
  title: ARCHIVE_CATEGORIES[category].title,
  publicPath: ARCHIVE_CATEGORIES[category].section,
}));

export type InvestorCategory = InvestorDocumentListKey;
export const CATEGORY_VALUES: InvestorCategory[] = [...INVESTOR_DOCUMENT_LIST_KEYS];

export const FIELD_MESSAGES = {
  name: { required: 'Name is required', maxLength: `Name must be at most ${NAME_MAX} characters` },
  category: { required: 'Choose a list', enum: 'Choose one of the lists' },
  date: { required: 'Date is required', format: 'Enter a real date' },
  document: { required: 'Choose the PDF document to publish' },
  version: { required: 'Reload the record before saving' },
} as const;

export type FieldErrors = Partial<Record<keyof typeof FIELD_MESSAGES, string>>;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written YYYY-MM-DD (no 31/02). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1900 && year <= 2100;
}

/** dd/mm/yyyy, as the site shows dates. */
export function displayDate(iso: string | null | undefined): string {
  const match = ISO_DATE.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

export interface InvestorDocumentInput {
  category?: string;
  name?: string;
  date?: string;
  /** The chosen file's size, when one is chosen (client side). */
  fileSize?: number;
  hasFile?: boolean;
}

/** The form's checks, the same as the server's schema and upload checks. */
export function investorDocumentErrors(input: InvestorDocumentInput, { creating }: { creating: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const name = (input.name ?? '').trim();
  if (!name) errors.name = FIELD_MESSAGES.name.required;
  else if (name.length > NAME_MAX) errors.name = FIELD_MESSAGES.name.maxLength;
  if (creating && !CATEGORY_VALUES.includes(input.category as InvestorCategory)) errors.category = input.category ? FIELD_MESSAGES.category.enum : FIELD_MESSAGES.category.required;
  if (!input.date) errors.date = FIELD_MESSAGES.date.required;
  else if (!isIsoDate(input.date)) errors.date = FIELD_MESSAGES.date.format;
  if (creating && !input.hasFile) errors.document = FIELD_MESSAGES.document.required;
  else if (input.fileSize !== undefined && input.fileSize > MAX_PDF_BYTES) errors.document = `The file is larger than ${MAX_PDF_LABEL}. Make it smaller (for example, export with compressed images) and upload it again.`;
  return errors;
}

// Limits and date rules of the console's forms, shared by the server and the console app. No Node imports here.

export const MAX_PDF_BYTES = 25 * 1024 * 1024;
export const MAX_PDF_LABEL = '25 MB';
/** What an editor reads when a PDF is over the limit (the form before sending, the server after). */
export const TOO_LARGE = `The file is larger than ${MAX_PDF_LABEL}. Make it smaller (for example, export with compressed images) and upload it again.`;

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

// Blog images: what an editor may upload; the server re-encodes every image to WebP (image-upload.ts).
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
export const MAX_IMAGE_LABEL = '10 MB';
export const IMAGE_TOO_LARGE = `The image is larger than ${MAX_IMAGE_LABEL}. Save it smaller (JPEG or WebP at a lower quality) and upload it again.`;
/** Smallest image that still looks sharp as a blog cover, and the largest side accepted. */
export const MIN_IMAGE_SIZE = { width: 800, height: 450 } as const;
export const MAX_IMAGE_SIDE = 8000;
/** What the site shows at most: a cover is scaled down to fit, never up. */
export const STORED_IMAGE_SIZE = { width: 1200, height: 1200 } as const;

// Descriptors of the files the sample content points at. The seed stores their paths; the asset
// generator turns each descriptor into a real PDF or WebP under the uploads dir.

export type DocumentKind =
  | 'offer'
  | 'policy'
  | 'shareholding'
  | 'material'
  | 'disclosure'
  | 'press-release'
  | 'annual-report'
  | 'annual-return'
  | 'financial-result'
  | 'meeting'
  | 'compliance'
  | 'announcement'
  | 'secretarial-compliance'
  | 'familiarisation'
  | 'director-terms'
  | 'unclaimed-dividend'
  | 'credit-rating'
  | 'presentation'
  | 'transcript'
  | 'newspaper';

export interface SampleDocument {
  /** Path as stored in the record and requested by the client: `uploads/documents/...pdf`. */
  path: string;
  title: string;
  /** Printed on the title page, e.g. 'Financial Year 2023-24'. */
  financialYear: string;
  kind: DocumentKind;
}

export interface SampleImage {
  path: string;
  kind: 'blog-cover' | 'avatar';
  /** Blog title or person's name: drawn on the image. */
  label: string;
  width: number;
  height: number;
}

export const UPLOADS_URL_PREFIX = 'uploads/';

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function documentPath(folder: string, title: string): string {
  return `${UPLOADS_URL_PREFIX}documents/${folder}/${slugify(title)}.pdf`;
}

export function imagePath(folder: string, name: string): string {
  return `${UPLOADS_URL_PREFIX}images/${folder}/${slugify(name)}.webp`;
}

export function sampleDocument(
  folder: string,
  kind: DocumentKind,
  title: string,
  financialYear: string,
): SampleDocument {
  return { path: documentPath(folder, title), title, financialYear, kind };
}

// What a download link says it downloads: 'PDF, 312 KB, 24 pages'. Sizes in binary units (what
// file managers show for a PDF), whole KB under 1 MB, one decimal above.

import { translator, type Translator } from '../../i18n/react';
import { sharedEn, type SharedMessages } from '../../messages/shared.en';

const english = translator(sharedEn, 'en');

/** '312 KB', '1.4 MB', '900 bytes'; '' when the size is unknown or not a sane number. */
export function formatFileSize(bytes: number | null | undefined, t: Translator<SharedMessages> = english): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  if (bytes < 1024) return t('file.bytes', { n: Math.round(bytes) });
  const kb = bytes / 1024;
  if (kb < 1023.5) return `${Math.round(kb)} KB`;
  const mb = kb / 1024;
  if (mb < 1023.95) return `${mb < 10 ? mb.toFixed(1).replace(/\.0$/, '') : Math.round(mb)} MB`;
  return `${(mb / 1024).toFixed(1).replace(/\.0$/, '')} GB`;
}

/** '24 pages', '1 page'; '' when unknown. */
export function formatPageCount(pages: number | null | undefined, t: Translator<SharedMessages> = english): string {
  if (typeof pages !== 'number' || !Number.isInteger(pages) || pages < 1) return '';
  return t('file.pages', { n: pages });
}

/** 'PDF, 312 KB, 24 pages', leaving out what is unknown ('PDF' at least). */
export function describePdf(fileSize?: number | null, pageCount?: number | null, t: Translator<SharedMessages> = english): string {
  return [t('file.pdf'), formatFileSize(fileSize, t), formatPageCount(pageCount, t)].filter(Boolean).join(', ');
}

// An app's index.html with the values only known at run time written in: the admin host, the
// brochure folder and the enquiry form each page uses (<meta name="site-…">).
import type { StoredFile } from './file-store.ts';

/** index.html with the runtime values written in, and the ETag of the file it came from. */
export interface PageTemplate {
  html: string;
  etag: string;
}

export interface PageValues {
  /** <meta name="site-admin-host">. */
  adminHost: string;
  /** <meta name="site-brochure-base">. */
  brochureBase: string;
  /** <meta name="site-enquiry-form"> (enquiryFormUrlFor). */
  enquiryFormUrl: string;
}

/** The enquiry form pages frame: the configured one, else the admin host's sample form. */
export const enquiryFormUrlFor = (adminHost: string, configured?: string): string =>
  configured ?? `${adminHost.replace(/\/+$/, '')}/enquiry-form/`;

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The template of this version of index.html (filled once per version of the file). */
export function fillTemplate(file: StoredFile, values: PageValues): PageTemplate {
  file.filled ??= file.body
    .toString('utf8')
    .replaceAll('%ADMIN_HOST%', attr(values.adminHost))
    .replaceAll('%BROCHURE_BASE%', attr(values.brochureBase))
    .replaceAll('%ENQUIRY_FORM_URL%', attr(values.enquiryFormUrl));
  return { html: file.filled, etag: file.etag };
}

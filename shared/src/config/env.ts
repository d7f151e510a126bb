/**
 * Runtime environment of the page. The server that sends index.html writes the admin host into
 * <meta name="site-admin-host">; the entry script copies it here before anything renders, so one
 * build runs against any environment. Build-time ADMIN_HOST is the fallback (tests, prerender).
 */
interface SiteEnv {
  adminHost: string;
  /** Folder URL the brochure PDFs are served from (the products origin's /brochures/). */
  brochureBase: string;
  /** Address of the enquiry form framed on Contact; by default the admin host's sample form. */
  enquiryFormUrl: string;
}

const globalEnv = globalThis as typeof globalThis & { __SITE_ENV__?: Partial<SiteEnv> };

export function setSiteEnv(env: Partial<SiteEnv>): void {
  globalEnv.__SITE_ENV__ = { ...globalEnv.__SITE_ENV__, ...env };
}

/** Origin of the admin host (no trailing slash), e.g. http://localhost:4000. */
export function adminHost(): string {
  const host = globalEnv.__SITE_ENV__?.adminHost || process.env.ADMIN_HOST || 'http://localhost:4000';
  return host.replace(/\/+$/, '');
}

/** Folder URL of the brochure PDFs, ending with a slash. */
export function brochureBase(): string {
  const base = globalEnv.__SITE_ENV__?.brochureBase || process.env.BROCHURE_BASE || 'http://localhost:3001/brochures/';
  return base.endsWith('/') ? base : `${base}/`;
}

/** The enquiry form Contact frames: <meta name="site-enquiry-form">, else `<admin host>/enquiry-form/`. */
export function enquiryFormUrl(): string {
  return globalEnv.__SITE_ENV__?.enquiryFormUrl || process.env.ENQUIRY_FORM_URL || `${adminHost()}/enquiry-form/`;
}

/** Reads the environment the server wrote into the page. Call from entry scripts only. */
export function readSiteEnvFromDocument(doc: Document): void {
  const meta = (name: string) => {
    const value = doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
    // The placeholder survives when the page is served by a plain static server (dev): ignore it.
    return value && !value.startsWith('%') ? value : undefined;
  };
  const adminHost = meta('site-admin-host');
  const brochures = meta('site-brochure-base');
  if (adminHost) setSiteEnv({ adminHost });
  if (brochures) setSiteEnv({ brochureBase: brochures });
  const enquiryForm = meta('site-enquiry-form');
  if (enquiryForm) setSiteEnv({ enquiryFormUrl: enquiryForm });
}

/** Absolute address of a file the admin host serves (documents, images), from its stored path. */
export function adminFileUrl(filePath: string): string {
  return `${adminHost()}/${filePath.replace(/^\/+/, '')}`;
}

/**
 * Address that downloads an admin-host file saved as `fileName`. The admin host is another origin,
 * so browsers ignore <a download="…"> there; it reads ?name= and answers Content-Disposition.
 */
export function adminDownloadUrl(filePath: string, fileName: string): string {
  const url = adminFileUrl(filePath);
  const name = fileName.trim();
  if (name === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}name=${encodeURIComponent(name)}`;
}

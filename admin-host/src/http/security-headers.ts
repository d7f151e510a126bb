import type { FastifyInstance } from 'fastify';

/**
 * The policy for what this origin answers: JSON, errors and images. Nothing it serves is a page
 * that runs, styles or frames anything, and nothing of it may be framed.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * PDFs open in the browser's own viewer, which builds a page around the file with inline styles and
 * a plugin: `default-src 'none'` leaves Chrome's viewer half-drawn or blank. So a document refuses
 * to be framed and is sandboxed (a unique origin, no scripts, no forms, no popups: should a file be
 * read as anything but a PDF — a PDF+HTML polyglot — it could still do nothing; Chromium's viewer
 * shows a sandboxed PDF as usual), and its content type is never sniffed.
 */
export const DOCUMENT_CSP = "sandbox; frame-ancestors 'none'";

/** Every other uploaded file (images): the API's policy, sandboxed as well. */
export const UPLOAD_CSP = `${API_CSP}; sandbox`;

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

export interface SecurityHeaderOptions {
  /** Send Strict-Transport-Security: production, behind HTTPS (never on plain-http development). */
  hsts?: boolean;
}

/** The headers every answer carries (errors written before routing and on the raw socket too). */
export function securityHeaders({ hsts = false }: SecurityHeaderOptions = {}): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {
    'content-security-policy': API_CSP,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
    'x-frame-options': 'DENY',
  };
  if (hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * Security headers on every answer (lists, searches, files, 304s, errors, CORS preflights), set
 * when the request arrives so no later failure can drop them. Routes may narrow the CSP
 * (see files/serve-upload.ts for PDFs). Answers Fastify writes before any hook runs (a malformed
 * URL, a broken HTTP request) get them from http/errors.ts.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Readonly<Record<string, string>>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

// Test helpers for the console: an app with users, and a signed-in client over app.inject.
import type { FastifyInstance, InjectOptions } from 'fastify';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import sharp from 'sharp';
import type { AppOptions } from '../app';
import { testApp } from '../test-app';
import { createUser } from './auth/users';
import type { SiteDb } from '../db/site-db';
import type { Tables } from '../db/tables';

export const CONSOLE_ORIGIN = 'http://localhost:80';
export const PASSWORD = 'correct horse battery';
/** The passwords issue 27 saw accepted: long enough, and guessed at once by anyone who tries common ones. */
export const WEAK_PASSWORDS = ['123456789012', 'passwordpassword', 'aaaaaaaaaaaa', 'qwertyuiop12', ' '.repeat(12)] as const;

export async function consoleTestApp(
  users: Record<string, string[]> = { ira: ['ir'], cora: ['content'] },
  consoleOptions?: AppOptions['console'],
  options: NonNullable<Parameters<typeof testApp>[0]>['options'] = {},
) {
  const { app, uploadsDir, db, site } = await testApp({ console: consoleOptions, options });
  // PASSWORD passes the guessability check (password-strength.test.ts); skipping it here spares every
  // test file the dictionaries' load.
  for (const [username, roles] of Object.entries(users)) await createUser(site.kysely, { username, password: PASSWORD, roles, knownStrong: true });
  return { app, uploadsDir, db, site };
}

/** A browser-like client: keeps cookies and the CSRF token, sends the console's Origin. */
export class ConsoleClient {
  cookies: Record<string, string> = {};
  csrfToken = '';
  constructor(readonly app: FastifyInstance) {}

  async request(options: InjectOptions & { method: string; url: string }) {
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    const cookie = Object.entries(this.cookies).map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie && !('cookie' in headers)) headers.cookie = cookie;
    if (options.method !== 'GET') {
      if (!('origin' in headers)) headers.origin = CONSOLE_ORIGIN;
      if (!(`x-csrf-token` in headers)) headers['x-csrf-token'] = this.csrfToken;
    }
    // '' means "send no such header".
    for (const [name, value] of Object.entries(headers)) if (value === '') delete headers[name];
    const response = await this.app.inject({ ...options, headers });
    for (const set of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair] = set.split(';');
      const [name, value] = pair!.split('=');
      if (/Max-Age=0/.test(set)) delete this.cookies[name!];
      else this.cookies[name!] = value!;
    }
    return response;
  }

  async signIn(username: string, password = PASSWORD) {
    const session = await this.request({ method: 'GET', url: '/admin/api/session' });
    this.csrfToken = session.json().csrfToken;
    const response = await this.request({ method: 'POST', url: '/admin/api/session', payload: { username, password } });
    if (response.statusCode === 200) this.csrfToken = response.json().csrfToken;
    return response;
  }
}

const SAMPLE_PDF_DATE = new Date('2026-01-01T00:00:00Z');

/** A real one-page PDF (pdf-lib): the same bytes for the same `title`, distinct per `title`. */
export async function samplePdf(title = 'Sample'): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  // pdf-lib stamps the wall clock by default: two files of one title made across a second's edge
  // differed, and a test that needs the same bytes twice failed now and then.
  doc.setCreationDate(SAMPLE_PDF_DATE);
  doc.setModificationDate(SAMPLE_PDF_DATE);
  const page = doc.addPage([200, 200]);
  page.drawText(title, { x: 10, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}

/** A JPEG photo as a camera writes it: with EXIF (a camera model, turned by its orientation tag). */
export async function sampleJpeg(width: number, height: number, { orientation = 1 } = {}): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#0a7bc2' } })
    .jpeg({ quality: 70 })
    .withMetadata({ orientation, exif: { IFD0: { Make: 'Test Camera', Model: 'T-1' } } })
    .toBuffer();
}

/** PDFs with each kind of active content issue 27 names (and a few more), built with pdf-lib. */
export const ACTIVE_PDFS = {
  /** The probe's file: an OpenAction that calls app.alert. */
  openActionJavaScript: (doc: PDFDocument) => doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("hello")') })),
  pageAdditionalAction: (doc: PDFDocument) => doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'GoTo', D: [doc.getPage(0).ref, 'Fit'] } })),
  javascriptNameTree: (doc: PDFDocument) =>
    doc.catalog.set(PDFName.of('Names'), doc.context.obj({ JavaScript: { Names: [PDFString.of('init'), doc.context.register(doc.context.obj({ S: 'JavaScript', JS: PDFString.of('this.print()') }))] } })),
  launchLink: (doc: PDFDocument) =>
    doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: { S: 'Launch', F: PDFString.of('cmd.exe') } })])),
  javascriptLink: (doc: PDFDocument) =>
    doc.getPage(0).node.set(PDFName.of('Annots'), doc.context.obj([doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 100, 100], A: { S: 'URI', URI: PDFString.of(' javascript:alert(1)') } })])),
  embeddedFile: (doc: PDFDocument) => doc.attach(Buffer.from('MZ not really a program'), 'invoice.exe', { mimeType: 'application/octet-stream' }),
  xfaForm: (doc: PDFDocument) => doc.catalog.set(PDFName.of('AcroForm'), doc.context.obj({ Fields: [], XFA: doc.context.register(doc.context.stream('<xdp:xdp/>')) })),
} as const;

/** A one-page PDF with one kind of active content (ACTIVE_PDFS), saved with object streams as pdf-lib does by default. */
export async function activePdf(kind: keyof typeof ACTIVE_PDFS): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  await ACTIVE_PDFS[kind](doc);
  return Buffer.from(await doc.save());
}

/** A PDF whose trailer names an encryption dictionary, as password-protected files do. */
export async function encryptedPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  const encrypt = doc.context.obj({ Filter: 'Standard', V: 1, R: 2, P: -4 });
  doc.context.trailerInfo.Encrypt = doc.context.register(encrypt);
  return Buffer.from(await doc.save());
}

/** multipart/form-data with text fields and at most one file. */
export function form(fields: Record<string, string | number>, file?: { name: string; filename: string; bytes: Buffer; type?: string }) {
  const boundary = '----console-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\nContent-Type: ${file.type ?? 'application/pdf'}\r\n\r\n`));
    chunks.push(file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const rowCount = async (site: SiteDb, table: keyof Tables) =>
  Number((await site.kysely.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

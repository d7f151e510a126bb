import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { activeContentMessage, findActiveContent, type ActiveContent } from './pdf-active-content';
import { MAX_PDF_BYTES, TOO_LARGE } from './rules';

export class UploadError extends Error {
  constructor(
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  empty: 'The file is empty. Choose the PDF document to publish.',
  notPdf: 'This file is not a PDF document (it does not start with %PDF-). Choose a PDF file.',
  encrypted: 'This PDF is password-protected or encrypted, so visitors could not open it. Save an unprotected copy and upload that.',
  damaged: 'This PDF is damaged and cannot be read. Export or save it again and upload the new file.',
  tooLarge: TOO_LARGE,
} as const;

/**
 * Checks a PDF by its content: the `%PDF-` header, a full parse with pdf-lib, and no active content
 * (JavaScript, automatic actions, launch, embedded files, XFA: pdf-active-content.ts). Throws UploadError.
 */
export async function checkPdf(bytes: Buffer): Promise<{ pages: number }> {
  if (bytes.length === 0) throw new UploadError(MESSAGES.empty);
  if (bytes.length > MAX_PDF_BYTES) throw new UploadError(MESSAGES.tooLarge, 413);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new UploadError(MESSAGES.notPdf);
  let pages: number;
  let active: ActiveContent[];
  try {
    // pdf-lib reports what it skips on the console; a refused upload is reported to the editor instead.
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      const document = await PDFDocument.load(bytes, { updateMetadata: false, throwOnInvalidObject: true });
      // A file without a page tree throws here rather than in load().
      pages = document.getPageCount();
      active = findActiveContent(document, bytes);
    } finally {
      console.warn = warn;
    }
  } catch (error) {
    // pdf-lib's EncryptedPDFError (matched by its text: the class is not the same object across module copies).
    const encrypted = error instanceof Error && /\bis encrypted\b/.test(error.message);
    throw new UploadError(encrypted ? MESSAGES.encrypted : MESSAGES.damaged);
  }
  if (pages === 0) throw new UploadError(MESSAGES.damaged);
  if (active.length) throw new UploadError(activeContentMessage(active));
  return { pages };
}

/** A staged upload: written under a hidden name (never served), then put in place by commit(). */
export interface StagedFile {
  /** Path recorded in the database, e.g. `uploads/documents/financial-result/3f…e1.pdf`. */
  recordPath: string;
  size: number;
  /** Moves the file to its content-hash name; synchronous, so it can run inside a DB transaction. */
  commit(): void;
  /** Removes the staged copy if it was not committed. */
  discard(): void;
}

/**
 * Stages a checked PDF under its content hash: the same bytes always get the same name, and a
 * replaced document gets a new name, so a link someone already has keeps its file.
 */
export const stagePdf = (uploadsDir: string, folder: string, bytes: Buffer): StagedFile => stageUpload(uploadsDir, `documents/${folder}`, bytes, 'pdf');

/** Stages checked bytes as `<folder>/<sha256 prefix>.<extension>` under the uploads root (PDFs, blog images). */
export function stageUpload(uploadsDir: string, folder: string, bytes: Buffer, extension: string): StagedFile {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const relative = path.posix.join(folder, `${hash}.${extension}`);
  const finalPath = path.join(uploadsDir, relative);
  // Dot-folders are never served (files/serve-upload.ts), so a staged file is invisible.
  const stagingDir = path.join(uploadsDir, '.staging');
  mkdirSync(stagingDir, { recursive: true });
  const staged = path.join(stagingDir, `${hash}-${randomBytes(6).toString('hex')}.${extension}`);
  writeFileSync(staged, bytes, { flag: 'wx' });
  let committed = false;
  return {
    recordPath: `uploads/${relative}`,
    size: bytes.length,
    commit() {
      mkdirSync(path.dirname(finalPath), { recursive: true });
      // Same content already stored: keep it (its name is its hash).
      if (existsSync(finalPath)) rmSync(staged, { force: true });
      else renameSync(staged, finalPath);
      committed = true;
    },
    discard() {
      if (!committed) rmSync(staged, { force: true });
    },
  };
}

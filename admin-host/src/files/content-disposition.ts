import path from 'node:path';

/** Longest download name we send, in characters before the extension (file systems allow ~255 bytes). */
export const MAX_NAME_CHARS = 120;

/**
 * Characters never kept in a download name: C0/C1 controls and DEL, path separators, quotes, and
 * the characters Windows refuses in file names. Collapsed to a space.
 */
const UNSAFE = /[\u0000-\u001f\u007f-\u009f/\\"<>:|?*]+/g;
/**
 * Bidirectional formatting (embeddings, overrides, isolates, LRM/RLM/ALM): "report\u202Efdp.exe"
 * shows as "reportexe.pdf" in a downloads list. Dropped; ZWJ/ZWNJ and the rest of Unicode stay.
 */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The name as a visitor's file system can take it, with the stored file's real extension. */
export function downloadFileName(requested: string, storedFile: string): string | undefined {
  const extension = path.extname(storedFile);
  let base = requested.normalize('NFC').replace(BIDI, '').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  // The page sends '<title>.pdf': drop an extension that is the real one rather than doubling it.
  if (extension && base.toLowerCase().endsWith(extension.toLowerCase())) base = base.slice(0, -extension.length);
  // No leading dots (hidden files, '..'), no trailing dots or spaces (Windows strips them).
  base = base.replace(/^[\s.]+|[\s.]+$/g, '');
  const chars = Array.from(base); // by code point, so a cut never splits a surrogate pair
  if (chars.length > MAX_NAME_CHARS) base = chars.slice(0, MAX_NAME_CHARS).join('').trimEnd();
  return base === '' ? undefined : `${base}${extension}`;
}

/** RFC 5987 attr-chars stay; everything else is %XX of its UTF-8 bytes. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** ASCII stand-in for clients that ignore filename*: accents dropped, other non-ASCII as '_'. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/[%;]/g, '_'); // some clients percent-decode or split on these even inside quotes
}

/**
 * Content-Disposition that saves a served file under a readable name (RFC 6266): an ASCII
 * `filename` and the exact UTF-8 `filename*`. undefined when nothing usable is left of `requested`.
 */
export function attachmentDisposition(requested: string, storedFile: string): string | undefined {
  const name = downloadFileName(requested, storedFile);
  if (!name) return undefined;
  return `attachment; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}

// The CSP sources that let a page's own inline scripts run and nothing else: one `'sha256-…'` per
// executable inline <script> of the template a server fills (index.html: the page-start code, see
// tools/build/page-start.ts). Data blocks (JSON, JSON-LD) are never executed and need none; an
// injected script, whatever its text, matches no hash and is blocked.
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** Types a browser executes as script (no type, or a JavaScript MIME type, or a module). */
const EXECUTABLE_TYPE = /^\s*(?:(?:text|application)\/(?:java|ecma)script|module)?\s*$/i;

function isExecutableInline(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
  return EXECUTABLE_TYPE.test(type ? (type[1] ?? type[2] ?? type[3] ?? '') : '');
}

/** `'sha256-…'` of each executable inline script in `html`, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (isExecutableInline(attributes)) hashes.add(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

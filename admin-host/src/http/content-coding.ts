export type ContentCoding = 'br' | 'gzip';

/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const codingOf = new Map<string, ContentCoding | null>();
const CODING_MEMO_LIMIT = 64;

/** The best coding the client accepts (brotli first), honouring `;q=0` refusals. */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
  let coding = codingOf.get(acceptEncoding);
  if (coding === undefined) {
    coding = parsePreferredCoding(acceptEncoding);
    // Any client can send any text: the memo stays bounded, the oldest value going first.
    if (codingOf.size >= CODING_MEMO_LIMIT) codingOf.delete(codingOf.keys().next().value!);
    codingOf.set(acceptEncoding, coding);
  }
  return coding;
}

function parsePreferredCoding(acceptEncoding: string): ContentCoding | null {
  const accepted = new Set<string>();
  for (const entry of acceptEncoding.toLowerCase().split(',')) {
    const [token = '', ...params] = entry.split(';').map((part) => part.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(token);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

/** Vary with Accept-Encoding added; the usual input (CORS's `Origin`) is answered without building a string. */
export function withAcceptEncoding(current: unknown): string {
  return current === 'Origin' ? 'Origin, Accept-Encoding' : appendVary(current, 'Accept-Encoding');
}

/** Adds a token to Vary without dropping what another hook (CORS: Origin) put there. */
export function appendVary(current: unknown, token: string): string {
  const existing = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  return existing ? `${existing}, ${token}` : token;
}

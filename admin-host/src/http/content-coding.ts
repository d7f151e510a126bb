export type ContentCoding = 'br' | 'gzip';

/** The best coding the client accepts (brotli first), honouring `;q=0` refusals. */
export function preferredCoding(acceptEncoding: string | undefined): ContentCoding | null {
  if (!acceptEncoding) return null;
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

/** Adds a token to Vary without dropping what another hook (CORS: Origin) put there. */
export function appendVary(current: unknown, token: string): string {
  const existing = typeof current === 'string' ? current : Array.isArray(current) ? current.join(', ') : '';
  return existing ? `${existing}, ${token}` : token;
}

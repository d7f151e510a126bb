// One answer on the wire, for every kind of body the static server sends (a file, a page, a short
// text): its headers, ETag revalidation (304), br/gzip as the client accepts them, HEAD.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** An answer built in memory; `br`/`gzip` are its body already compressed (else compressed cheaply here). */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  /** Sent as ETag; a matching If-None-Match gets 304. */
  etag?: string;
}

export type Encoding = 'br' | 'gzip';
/** The body in an encoding; null: the reply is never compressed (binary files, short texts). */
export type Encoder = ((encoding: Encoding) => Buffer) | null;

/** Bodies this small are sent as they are: compressing them saves less than it costs. */
const MIN_COMPRESSED_BYTES = 512;

export function pickEncoding(accept: string | undefined): Encoding | null {
  if (!accept) return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Dynamic bodies are compressed per request, so cheaply; files and cached pages once, at the best level. */
const CHEAP_BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } };
const CHEAP_GZIP = { level: 6 };

/** A built reply's body in `encoding`: its prepared variant, else compressed now, cheaply. */
export const preparedOrCheap =
  (reply: Reply): Encoder =>
  (encoding) =>
    reply[encoding] ?? (encoding === 'br' ? brotliCompressSync(reply.body, CHEAP_BROTLI) : gzipSync(reply.body, CHEAP_GZIP));

/** A short text answer (errors), never compressed. */
export const textReply = (status: number, message: string, headers: Record<string, string>): Reply => ({
  status,
  headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers },
  body: Buffer.from(message),
});

export function send(req: IncomingMessage, res: ServerResponse, reply: Reply, encode: Encoder): void {
  // The answer's own Vary (a page chosen by the visitor's cohort: Cookie) adds to the server's.
  const headers: Record<string, string> = { ...reply.headers, Vary: ['Accept-Encoding, Origin', reply.headers.Vary].filter(Boolean).join(', ') };
  if (reply.etag) {
    headers.ETag = reply.etag;
    if (req.headers['if-none-match'] === reply.etag) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
  }
  const encoding = encode && reply.body.length > MIN_COMPRESSED_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
  const payload = encoding && encode ? encode(encoding) : reply.body;
  res.writeHead(reply.status, {
    ...headers,
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': String(payload.length),
  });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

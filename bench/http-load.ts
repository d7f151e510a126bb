// A small bounded HTTP load generator (autocannon is not installed): `connections` keep-alive loops
// each request `url` one after another until `seconds` are over. TTFB = request sent → response
// headers; total = → last byte. Same process as the caller: on the 2-core machine it competes with
// the server for CPU, which caps the figures (the static-file row of bench:html shows that ceiling).
import http from 'node:http';
import { percentile } from './stats.ts';

export const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' } as const;

export interface Sample {
  ttfb: number[];
  total: number[];
  bytes: number;
  errors: number;
  seconds: number;
}

export async function load(url: string, connections: number, seconds: number): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const sample: Sample = { ttfb: [], total: [], bytes: 0, errors: 0, seconds };
  const end = performance.now() + seconds * 1000;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      http
        .get(url, { agent, headers: BROWSER_HEADERS }, (res) => {
          sample.ttfb.push(performance.now() - start);
          if (res.statusCode !== 200) sample.errors += 1;
          res.on('data', (chunk: Buffer) => (sample.bytes += chunk.length));
          res.on('end', () => {
            sample.total.push(performance.now() - start);
            resolve();
          });
        })
        .on('error', () => {
          sample.errors += 1;
          resolve();
        });
    });
  const loop = async () => {
    while (performance.now() < end) await once();
  };
  await Promise.all(Array.from({ length: connections }, loop));
  agent.destroy();
  return sample;
}

const ms = (value: number) => Number(value.toFixed(2));

export interface LoadSummary {
  connections?: number;
  requests: number;
  requestsPerSecond: number;
  ttfbP50Ms: number;
  ttfbP99Ms: number;
  totalP50Ms: number;
  totalP99Ms: number;
  bytesPerResponse: number;
  errors: number;
}

/** The figures kept from a sample (pure: unit-tested in http-load.test.ts). */
export function summarize(sample: Sample): LoadSummary {
  const n = sample.total.length;
  return {
    requests: n,
    requestsPerSecond: Math.round(n / sample.seconds),
    ttfbP50Ms: ms(percentile(sample.ttfb, 50)),
    ttfbP99Ms: ms(percentile(sample.ttfb, 99)),
    totalP50Ms: ms(percentile(sample.total, 50)),
    totalP99Ms: ms(percentile(sample.total, 99)),
    bytesPerResponse: n ? Math.round(sample.bytes / n) : 0,
    errors: sample.errors,
  };
}

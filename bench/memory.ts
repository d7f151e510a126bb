// Memory figures of bench/release-cycles.ts, and the pure arithmetic on them (unit-tested in memory.test.ts).

/** One reading of the shell's server process (after a forced GC when it runs with --expose-gc). */
export interface ServerMemory {
  rssBytes: number;
  heapUsedBytes: number;
  externalBytes: number;
  arrayBuffersBytes: number;
  afterGc: boolean;
  /** Server-code versions the loader holds (its LRU bound is 12 by default). */
  loaderVersions: number;
  pageCacheEntries: number;
}

/** VmRSS and VmHWM (peak) of a process, in bytes, from /proc/<pid>/status (Linux); null elsewhere. */
export function parseProcStatus(status: string): { vmRssBytes: number | null; vmHwmBytes: number | null } {
  const kib = (field: string) => {
    const match = new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status);
    return match ? Number(match[1]) * 1024 : null;
  };
  return { vmRssBytes: kib('VmRSS'), vmHwmBytes: kib('VmHWM') };
}

/**
 * Least-squares slope of `values` against their index (per cycle), so a steady leak shows as a
 * positive slope while a one-off step (an LRU filling up) does not keep it up over the last cycles.
 */
export function slopePerStep(values: readonly number[]): number {
  const n = values.length;
  if (n < 2) return 0;
  const meanX = (n - 1) / 2;
  const meanY = values.reduce((a, b) => a + b, 0) / n;
  let num = 0;
  let den = 0;
  values.forEach((y, x) => {
    num += (x - meanX) * (y - meanY);
    den += (x - meanX) ** 2;
  });
  return num / den;
}

export const mib = (bytes: number): number => Math.round((bytes / 2 ** 20) * 10) / 10;

// Small pure helpers for the bench's numbers (unit-tested in tools/monolith/bench-stats.test.ts).

/** Median of the numbers (mean of the middle two for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** federated / monolith, rounded to 3 decimals; null when either side is missing or monolith is 0. */
export function ratio(federated: number | null | undefined, monolith: number | null | undefined): number | null {
  if (federated == null || monolith == null || !Number.isFinite(federated) || !Number.isFinite(monolith)) return null;
  if (monolith === 0) return null;
  return Math.round((federated / monolith) * 1000) / 1000;
}

/** Per-key median of several runs' records (keys missing or null in every run stay null). */
export function medianRecord<K extends string>(runs: readonly Partial<Record<K, number | null>>[], keys: readonly K[]): Record<K, number | null> {
  const out = {} as Record<K, number | null>;
  for (const key of keys) {
    const values = runs.map((r) => r[key]).filter((v): v is number => typeof v === 'number' && Number.isFinite(v));
    out[key] = values.length ? median(values) : null;
  }
  return out;
}

/** 123456 → "120.6 KiB". */
export function formatKiB(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes)) return '–';
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** 1234.5 → "1.23 s"; under a second → "456 ms". */
export function formatMs(ms: number | null | undefined): string {
  if (ms == null || !Number.isFinite(ms)) return '–';
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

/** The p-th percentile (0–100, nearest rank) of the numbers; NaN for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

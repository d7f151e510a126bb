// A Map bounded by the total weight of its entries, least recently used out first. The static
// server weighs its in-memory files in bytes (unbounded, it kept every file it had ever served:
// since releases are served by the shell's origin at /mf/, that grew with every release, ≈ 0.8 MiB
// each; bench:releases). The shell's server counts entries (weight 1): the server code of the
// releases it rendered with, their screen-assets.json. An evicted entry is simply fetched again.

export class BoundedCache<V> {
  private readonly entries = new Map<string, { value: V; weight: number }>();
  private total = 0;

  constructor(private readonly maxWeight: number) {}

  /** The value of `key`, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Stores `value` with its weight; the least recently used go until the total fits (the newest always stays). */
  set(key: string, value: V, weight = 1): void {
    this.delete(key);
    this.entries.set(key, { value, weight });
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxWeight || oldest === key) break;
      this.entries.delete(oldest);
      this.total -= entry.weight;
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.weight;
  }

  /** The total weight held (bytes, for the static server's files). */
  get weight(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }
}

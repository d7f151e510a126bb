// How many beacon batches each client address may send per minute (BEACON_LIMITS.perClientPerMinute):
// a fixed window on the injected clock, in memory (each admin host process counts its own). The
// table is emptied when a window ends, so it holds at most one window's addresses.

export class ClientRateLimit {
  private counts = new Map<string, number>();
  private windowStart = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly perWindow: number,
    private readonly now: () => number,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one request from `client`; false when it is over the limit (then it is not served). */
  take(client: string): boolean {
    const at = this.now();
    if (at - this.windowStart >= this.windowMs) {
      this.counts.clear();
      this.windowStart = at;
    }
    const count = (this.counts.get(client) ?? 0) + 1;
    this.counts.set(client, count);
    return count <= this.perWindow;
  }

  /** Seconds until the window ends (Retry-After). */
  retryAfterSeconds(): number {
    return Math.max(1, Math.ceil((this.windowStart + this.windowMs - this.now()) / 1000));
  }
}

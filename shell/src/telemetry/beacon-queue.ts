// The page's batch of health events: sent as one beacon when it is full, when it has waited
// flushAfterMs, and when the page is hidden or left (the caller calls flush()). Pure: the sender and
// the timer are given, so tests run it without a browser.
import { BEACON_LIMITS, type BeaconBatch, type BeaconEvent } from '@site/shared/contract/releases';

export interface BeaconQueueOptions {
  /** Sends one batch's JSON; false when the browser refused it (the events are dropped, never retried). */
  send: (body: string) => boolean;
  flushAfterMs: number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  maxEvents?: number;
  maxBytes?: number;
}

export class BeaconQueue {
  private events: BeaconEvent[] = [];
  private timer: unknown;
  private readonly maxEvents: number;
  private readonly maxBytes: number;

  constructor(private readonly options: BeaconQueueOptions) {
    this.maxEvents = options.maxEvents ?? BEACON_LIMITS.maxEvents;
    this.maxBytes = options.maxBytes ?? BEACON_LIMITS.maxBodyBytes;
  }

  add(event: BeaconEvent): void {
    this.events.push(event);
    if (this.events.length >= this.maxEvents) return this.flush();
    this.timer ??= this.options.setTimer(() => {
      this.timer = undefined;
      this.flush();
    }, this.options.flushAfterMs);
  }

  /** Sends what waits, in as many beacons as the intake's limits need. */
  flush(): void {
    if (this.timer !== undefined) this.options.clearTimer(this.timer);
    this.timer = undefined;
    const events = this.events;
    this.events = [];
    this.sendWithin(events);
  }

  /** One beacon, or halves until each fits in maxBytes (an event alone that does not fit is dropped). */
  private sendWithin(events: BeaconEvent[]): void {
    if (!events.length) return;
    const body = JSON.stringify({ events } satisfies BeaconBatch);
    if (new TextEncoder().encode(body).length <= this.maxBytes) {
      this.options.send(body);
      return;
    }
    if (events.length === 1) return;
    const half = Math.ceil(events.length / 2);
    this.sendWithin(events.slice(0, half));
    this.sendWithin(events.slice(half));
  }
}

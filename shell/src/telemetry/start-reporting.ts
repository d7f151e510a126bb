// Starts the page's health reporting (once; later calls answer the same): decides whether this
// page load is in the sample, reads the releases the page was rendered with from its remote-map
// snapshot, and sends the batch with navigator.sendBeacon to the admin host. Synchronous and small,
// so a page left at once (before the browser was ever idle) still reports what it saw: the caller
// starts it then and flushes (start-when-idle.ts). The Web Vitals come later, from their own chunk.
//
// sendBeacon posts a string as text/plain (a CORS "simple" request: no preflight) with the
// browser's credentials mode "include"; it cannot leave cookies out. None reach the intake that
// matter: the site's cookies (the cohort) are the site host's own, and the admin host's are the
// console's (Path=/admin, SameSite=Strict). The intake reads none.
import { REGISTRY_PATHS } from '@site/shared/contract/releases';
import { adminHost } from '@site/shared/config/env';
import { readRemoteMapSnapshot } from '../remotes/remote-map';
import { BeaconQueue } from './beacon-queue';
import { releasesOf } from './release-of';
import { beginReporting } from './telemetry';
import { TELEMETRY_CONFIG } from './telemetry-config';

export type PageWindow = Window & typeof globalThis;

export interface Reporter {
  /** Whether this page load reports (in the sample, and the browser has sendBeacon). */
  readonly on: boolean;
  /** Sends what waits now (the page is being hidden or left). */
  flush(): void;
}

export interface ReportingOptions {
  random?: () => number;
  sampleRate?: number;
}

/** The beacon intake's address on the admin host. */
export const beaconUrl = (): string => `${adminHost()}${REGISTRY_PATHS.beacons}`;

let started: Reporter | undefined;

export function startReporting(win: PageWindow, { random = Math.random, sampleRate = TELEMETRY_CONFIG.sampleRate }: ReportingOptions = {}): Reporter {
  if (started) return started;
  if (!(random() < sampleRate) || typeof win.navigator.sendBeacon !== 'function') {
    beginReporting(null);
    started = { on: false, flush: () => undefined };
    return started;
  }
  const url = beaconUrl();
  const queue = new BeaconQueue({
    send: (body) => win.navigator.sendBeacon(url, body),
    flushAfterMs: TELEMETRY_CONFIG.flushAfterMs,
    setTimer: (run, ms) => win.setTimeout(run, ms),
    clearTimer: (timer) => win.clearTimeout(timer as number),
  });
  // The map the page was rendered with (every page the page server sends has it); without one, a
  // local build's.
  beginReporting({ releases: releasesOf(readRemoteMapSnapshot(win.document)), add: (event) => queue.add(event) });
  started = { on: true, flush: () => queue.flush() };
  return started;
}

/** Tests: a fresh page. */
export function resetReporting(): void {
  started = undefined;
}

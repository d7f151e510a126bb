// The browser half of the health reporting that waits until the page is idle after hydration
// (bootstrap.tsx imports it then, as its own chunk with the web-vitals library): it decides whether
// this page load is in the sample, learns the releases the page was rendered with, and sends the
// batch with navigator.sendBeacon to the admin host when it is full, has waited, or the page is
// hidden or left.
//
// sendBeacon posts a string as text/plain (a CORS "simple" request: no preflight) with the
// browser's credentials mode "include"; it cannot leave cookies out. None reach the intake that
// matter: the site's cookies (the cohort) are the site host's own, and the admin host's are the
// console's (Path=/admin, SameSite=Strict). The intake reads none.
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { REGISTRY_PATHS, type VitalName } from '@site/shared/contract/releases';
import { adminHost } from '@site/shared/config/env';
import { pathWithoutLocale } from '@site/shared/i18n/locales';
import { startRemotes } from '../remotes/remote-loader';
import { readRemoteMapSnapshot } from '../remotes/remote-map';
import { BeaconQueue } from './beacon-queue';
import { releasesOf } from './release-of';
import { beginReporting, reportError, reportVital } from './telemetry';
import { TELEMETRY_CONFIG } from './telemetry-config';

export interface TelemetryDeps {
  win: Window & typeof globalThis;
  random: () => number;
  sampleRate: number;
  /** The web-vitals library's reporters (tests give stand-ins). */
  vitals: Record<VitalName, (report: (metric: Pick<Metric, 'value'>) => void) => void>;
}

const WEB_VITALS: TelemetryDeps['vitals'] = { LCP: onLCP, INP: onINP, CLS: onCLS, TTFB: onTTFB };

/** The beacon intake's address on the admin host. */
export const beaconUrl = (): string => `${adminHost()}${REGISTRY_PATHS.beacons}`;

/** Starts reporting; answers how to stop listening (tests: the window outlives a test). */
export async function startTelemetry({ win, random, sampleRate, vitals }: TelemetryDeps = { win: window, random: Math.random, sampleRate: TELEMETRY_CONFIG.sampleRate, vitals: WEB_VITALS }): Promise<() => void> {
  if (!(random() < sampleRate) || typeof win.navigator.sendBeacon !== 'function') {
    beginReporting(null);
    return () => undefined;
  }
  // The map the page was rendered with; a page the browser rendered alone (no server HTML) uses
  // the map its remotes were loaded with.
  const map = readRemoteMapSnapshot(win.document) ?? (await startRemotes(win.fetch.bind(win)).catch(() => undefined));
  const url = beaconUrl();
  const queue = new BeaconQueue({
    send: (body) => win.navigator.sendBeacon(url, body),
    flushAfterMs: TELEMETRY_CONFIG.flushAfterMs,
    setTimer: (run, ms) => win.setTimeout(run, ms),
    clearTimer: (timer) => win.clearTimeout(timer as number),
  });
  beginReporting({ releases: releasesOf(map), add: (event) => queue.add(event) });

  const landingPath = pathWithoutLocale(win.location.pathname);
  for (const [name, on] of Object.entries(vitals) as [VitalName, TelemetryDeps['vitals'][VitalName]][]) {
    on((metric) => reportVital(name, metric.value, landingPath));
  }
  const onError = () => reportError('window');
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') queue.flush();
  };
  const onPageHide = () => queue.flush();
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onError);
  // After web-vitals' own listeners (theirs capture on the window; these bubble to it), so CLS and
  // INP, which it reports when the page is hidden, go in this beacon.
  win.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', onPageHide);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onError);
    win.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', onPageHide);
  };
}

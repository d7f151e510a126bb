import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BeaconBatch, VitalName } from '@site/shared/contract/releases';
import { REMOTE_MAP_SNAPSHOT_ID } from '../remotes/remote-map-snapshot';
import { resetReporting, startReporting } from './start-reporting';
import { startVitals, type VitalReporters } from './start-vitals';
import { startTelemetryWhenIdle } from './start-when-idle';
import { reportError, reportView, resetTelemetry } from './telemetry';

const MAP = {
  mfe_products: 'http://localhost:3000/mf/mfe-products/local/mf-manifest.json',
  mfe_investors: 'http://localhost:3000/mf/mfe-investors/c1111111111111111/mf-manifest.json',
  mfe_dealers: 'http://localhost:3000/mf/mfe-dealers/local/mf-manifest.json',
  mfe_content: 'http://localhost:3000/mf/mfe-content/local/mf-manifest.json',
};
const investors = { remote: 'mfe-investors', release: 'c1111111111111111' };

/** A server-rendered page (its remote-map snapshot), sendBeacon recorded, and the idle moment held back until `idle()`. */
function page() {
  document.body.innerHTML = `<script type="application/json" id="${REMOTE_MAP_SNAPSHOT_ID}">${JSON.stringify(MAP)}</script>`;
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  let idleCallback: (() => void) | undefined;
  vi.stubGlobal('requestIdleCallback', (run: () => void) => ((idleCallback = run), 1));
  const beacons = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, events: (JSON.parse(body) as BeaconBatch).events }));
  return { sendBeacon, beacons, idle: () => idleCallback?.() };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

let stop = () => undefined as void;
afterEach(() => {
  stop();
  resetReporting();
  resetTelemetry();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe("the page's reporter", () => {
  it('sends the view and errors of a page left before the browser was ever idle, as one text beacon to the admin host', () => {
    const { beacons, sendBeacon } = page();
    window.history.replaceState(null, '', '/investors/annual-report?utm_source=mail');
    stop = startTelemetryWhenIdle(window, { random: () => 0.5, sampleRate: 1 });
    reportView('/investors/annual-report', 'default');
    reportError('boundary', 'mfe_investors');
    window.dispatchEvent(new Event('error'));
    expect(sendBeacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons()).toEqual([
      {
        url: 'http://localhost:4000/registry/beacons',
        events: [
          // The route's path only: the query (a campaign tag here) is never sent.
          { kind: 'view', ...investors, page: '/investors/annual-report' },
          { kind: 'error', ...investors, source: 'boundary' },
          { kind: 'error', ...investors, source: 'window' },
        ],
      },
    ]);
    expect(typeof sendBeacon.mock.calls[0]![1]).toBe('string'); // text/plain: no preflight
  });

  it('once started at the idle moment, sends what follows when the page is hidden; an unhandled rejection counts as an error', () => {
    const { beacons, idle } = page();
    stop = startTelemetryWhenIdle(window, { random: () => 0, sampleRate: 1 });
    idle();
    reportView('/investors', 'a');
    window.dispatchEvent(new Event('unhandledrejection'));
    hide();
    expect(beacons().map(({ events }) => events.map((event) => event.kind))).toEqual([['view', 'error']]);
    // Nothing twice.
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons()).toHaveLength(1);
  });

  it('reports nothing from a page load outside the sample', () => {
    const { sendBeacon, idle } = page();
    stop = startTelemetryWhenIdle(window, { random: () => 0.25, sampleRate: 0.2 });
    reportView('/about', 'default');
    idle();
    window.dispatchEvent(new Event('error'));
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    expect(startReporting(window).on).toBe(false);
  });

  it('adds the Web Vitals, given to the route the page was loaded for', () => {
    const { beacons } = page();
    window.history.replaceState(null, '', '/ml/investors');
    stop = startTelemetryWhenIdle(window, { random: () => 0, sampleRate: 1 });
    startReporting(window);
    const reporters = {} as Record<VitalName, (metric: { value: number }) => void>;
    const keep = (name: VitalName) => (report: (metric: { value: number }) => void) => {
      reporters[name] = report;
    };
    const standIns: VitalReporters = { LCP: keep('LCP'), INP: keep('INP'), CLS: keep('CLS'), TTFB: keep('TTFB') };
    startVitals(window, standIns);
    reporters.TTFB({ value: 120.4 });
    reporters.CLS({ value: 0.01234 });
    hide();
    expect(beacons()[0]!.events).toEqual([
      { kind: 'vital', ...investors, name: 'TTFB', value: 120 },
      { kind: 'vital', ...investors, name: 'CLS', value: 0.0123 },
    ]);
  });
});

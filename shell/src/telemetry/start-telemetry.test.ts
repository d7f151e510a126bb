import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BeaconBatch, VitalName } from '@site/shared/contract/releases';
import { REMOTE_MAP_SNAPSHOT_ID } from '../remotes/remote-map-snapshot';
import { startTelemetry, type TelemetryDeps } from './start-telemetry';
import { reportView, resetTelemetry } from './telemetry';

const MAP = {
  mfe_products: 'http://localhost:3000/mf/mfe-products/local/mf-manifest.json',
  mfe_investors: 'http://localhost:3000/mf/mfe-investors/c1111111111111111/mf-manifest.json',
  mfe_dealers: 'http://localhost:3000/mf/mfe-dealers/local/mf-manifest.json',
  mfe_content: 'http://localhost:3000/mf/mfe-content/local/mf-manifest.json',
};

/** web-vitals stand-ins: each reporter is kept so the test reports a value when it likes. */
function vitals() {
  const reporters = {} as Record<VitalName, (metric: { value: number }) => void>;
  const keep = (name: VitalName) => (report: (metric: { value: number }) => void) => {
    reporters[name] = report;
  };
  const given: TelemetryDeps['vitals'] = { LCP: keep('LCP'), INP: keep('INP'), CLS: keep('CLS'), TTFB: keep('TTFB') };
  return { reporters, given };
}

function page() {
  document.body.innerHTML = `<script type="application/json" id="${REMOTE_MAP_SNAPSHOT_ID}">${JSON.stringify(MAP)}</script>`;
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  const batches = () => sendBeacon.mock.calls.map(([url, body]) => ({ url, batch: JSON.parse(body) as BeaconBatch }));
  return { sendBeacon, batches };
}

const hide = () => {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

let stop = () => undefined as void;
afterEach(() => {
  stop();
  resetTelemetry();
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('startTelemetry', () => {
  it("sends the page's view, vitals and errors in one text beacon to the admin host when the page is hidden", async () => {
    const { batches } = page();
    window.history.replaceState(null, '', '/investors/annual-report?utm_source=mail');
    reportView('/investors/annual-report', 'default');
    const { reporters, given } = vitals();
    stop = await startTelemetry({ win: window, random: () => 0.5, sampleRate: 1, vitals: given });
    reporters.TTFB({ value: 120.4 });
    window.dispatchEvent(new Event('error'));
    expect(batches()).toEqual([]);
    hide();
    expect(batches()).toEqual([
      {
        url: 'http://localhost:4000/registry/beacons',
        batch: {
          events: [
            // The route's path only: the query (a campaign tag here) is never sent.
            { kind: 'view', remote: 'mfe-investors', release: 'c1111111111111111', page: '/investors/annual-report' },
            { kind: 'vital', remote: 'mfe-investors', release: 'c1111111111111111', name: 'TTFB', value: 120 },
            { kind: 'error', remote: 'mfe-investors', release: 'c1111111111111111', source: 'window' },
          ],
        },
      },
    ]);
    expect(typeof vi.mocked(navigator.sendBeacon).mock.calls[0]![1]).toBe('string'); // text/plain: no preflight
  });

  it('sends on pagehide too, and an unhandled rejection counts as an error', async () => {
    const { batches } = page();
    stop = await startTelemetry({ win: window, random: () => 0, sampleRate: 1, vitals: vitals().given });
    reportView('/blog', 'b1');
    window.dispatchEvent(new Event('unhandledrejection'));
    window.dispatchEvent(new Event('pagehide'));
    expect(batches()[0]!.batch.events.map((event) => event.kind)).toEqual(['view', 'error']);
  });

  it('reports nothing from a page load outside the sample', async () => {
    const { sendBeacon } = page();
    reportView('/about', 'default');
    const { reporters, given } = vitals();
    stop = await startTelemetry({ win: window, random: () => 0.25, sampleRate: 0.2, vitals: given });
    expect(reporters).toEqual({});
    hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

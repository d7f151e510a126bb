// The Web Vitals of the page (the web-vitals library: LCP, INP, CLS, TTFB), in a chunk of its own
// loaded when the browser is idle after hydration (start-when-idle.ts). The library observes with
// `buffered: true`, so starting late loses nothing; CLS and INP are reported when the page is
// hidden, before the reporter's own flush (its listeners capture on the window; the flush's bubbles).
import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalName } from '@site/shared/contract/releases';
import { pathWithoutLocale } from '@site/shared/i18n/locales';
import { reportVital } from './telemetry';

export type VitalReporters = Record<VitalName, (report: (metric: Pick<Metric, 'value'>) => void) => void>;

const WEB_VITALS: VitalReporters = { LCP: onLCP, INP: onINP, CLS: onCLS, TTFB: onTTFB };

export function startVitals(win: Window & typeof globalThis = window, vitals: VitalReporters = WEB_VITALS): void {
  const landingPath = pathWithoutLocale(win.location.pathname);
  for (const [name, on] of Object.entries(vitals) as [VitalName, VitalReporters[VitalName]][]) {
    on((metric) => reportVital(name, metric.value, landingPath));
  }
}

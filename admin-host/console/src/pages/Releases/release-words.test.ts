import { describe, expect, it } from 'vitest';
import type { RemoteReleases } from '../../api';
import { actorName, healthRows, historyAction, releaseName, utcTime, vital } from './release-words';

const health = (version: string, pageViews: number, errors: number): RemoteReleases['health']['stable'] => ({
  version,
  pageViews,
  errors,
  errorRate: pageViews ? errors / pageViews : 0,
  serverFailures: 1,
  p75: { LCP: 2345.6, INP: null, CLS: 0.0512, TTFB: 80 },
});

describe("the Releases screen's words", () => {
  it('puts stable and canary side by side, in units people read, a dash without samples', () => {
    const rows = healthRows({ stable: health('c1', 200, 2), canary: health('c2', 20, 7) });
    expect(rows.find((row) => row.label.startsWith('Error rate'))).toMatchObject({ stable: '1.0 %', canary: '35.0 %' });
    expect(rows.find((row) => row.label.startsWith('LCP'))).toMatchObject({ stable: '2346 ms' });
    expect(rows.find((row) => row.label.startsWith('INP'))).toMatchObject({ stable: '—' });
    expect(rows.find((row) => row.label.startsWith('CLS'))).toMatchObject({ stable: '0.051' });
    expect(healthRows({ stable: health('c1', 0, 0), canary: null }).every((row) => row.canary === null)).toBe(true);
    expect(vital('TTFB', 79.5)).toBe('80 ms');
  });

  it('names releases, changes and who made them', () => {
    expect(releaseName(null)).toBe('the local build');
    expect(utcTime('2026-11-28T08:05:09.123Z')).toBe('28/11/2026 08:05 UTC');
    expect(historyAction({ action: 'auto-rollback' } as RemoteReleases['history'][number])).toBe('Rolled back automatically');
    expect(actorName('registry')).toBe('the registry (automatic)');
    expect(actorName('console:ira')).toBe('ira (console)');
    expect(actorName('token:ir-pipeline')).toBe('ir-pipeline (release token)');
    expect(actorName('cli:deploy')).toBe('deploy (command line)');
  });
});

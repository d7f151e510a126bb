import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { blockingSources, blockingSourcesOf, meanBlockingSources } from './blocking-sources.ts';

const PAGE = 'http://localhost:3000/product/pvc-electricals';

describe('blockingSources: a run’s blocking time by what its long tasks are attributed to (issue 30)', () => {
  it('counts each task between first paint and interactive beyond 50 ms, as TBT does, under its source', () => {
    const split = blockingSources(
      [
        { url: 'Unattributable', startTime: 650, duration: 300 }, // 900–950 after FCP at 900: 50 ms, not blocking
        { url: PAGE, startTime: 880, duration: 150 }, // 900–1030: 130 → 80
        { url: PAGE, startTime: 1100, duration: 90 }, // 40
        { url: 'http://localhost:3000/static/js/main.js', startTime: 1400, duration: 70 }, // 20
        { url: 'http://localhost:3000/mf/mfe-products/v1/remoteEntry.js', startTime: 1500, duration: 110 }, // 60
        { url: 'Unattributable', startTime: 1700, duration: 100 }, // 50
        { url: PAGE, startTime: 2950, duration: 200 }, // 2950–3000 before TTI: 50 ms, not blocking
      ],
      PAGE,
      900,
      3000,
    );
    expect(split).toEqual({ document: 120, unattributable: 50, scripts: 80 });
  });

  it('reads a Lighthouse result, and gives null for a run without the audit (a failed run)', () => {
    const lhr = (longTasks: unknown) =>
      ({
        mainDocumentUrl: PAGE,
        finalDisplayedUrl: PAGE,
        audits: {
          'long-tasks': { details: longTasks },
          'first-contentful-paint': { numericValue: 900 },
          interactive: { numericValue: 3000 },
        },
      }) as unknown as Result;
    expect(blockingSourcesOf(lhr({ items: [{ url: PAGE, startTime: 1000, duration: 75 }] }))).toEqual({ document: 25, unattributable: 0, scripts: 0 });
    expect(blockingSourcesOf(lhr(undefined))).toBeNull();
  });

  it('means each source over the runs that have a split', () => {
    expect(
      meanBlockingSources([
        { document: 100, unattributable: 0, scripts: 30 },
        null,
        { document: 200, unattributable: 10, scripts: 0 },
      ]),
    ).toEqual({ document: 150, unattributable: 5, scripts: 15 });
    expect(meanBlockingSources([null, undefined])).toBeNull();
  });
});

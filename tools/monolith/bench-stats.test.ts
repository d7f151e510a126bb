import { describe, expect, it } from 'vitest';
import { formatKiB, formatMs, median, medianRecord, percentile, ratio } from '../../bench/stats.ts';
import { firstRenderAt, kindOf, summarizeBeforeRender, type LoadedFile } from '../../bench/first-render.ts';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
  });

  it('ignores non-finite values and is NaN for nothing', () => {
    expect(median([Number.NaN, 5, Number.POSITIVE_INFINITY, 1])).toBe(3);
    expect(median([])).toBeNaN();
  });

  it('does not reorder the caller\'s array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('percentile', () => {
  it('takes the nearest rank, ignoring non-finite values', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i); // 1..100, unsorted
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile([7, Number.NaN], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });
});

describe('ratio', () => {
  it('is federated / monolith to 3 decimals', () => {
    expect(ratio(210, 200)).toBe(1.05);
    expect(ratio(1, 3)).toBe(0.333);
  });

  it('is null when a side is missing or the monolith is zero', () => {
    expect(ratio(null, 1)).toBeNull();
    expect(ratio(1, undefined)).toBeNull();
    expect(ratio(1, 0)).toBeNull();
    expect(ratio(Number.NaN, 1)).toBeNull();
  });
});

describe('medianRecord', () => {
  it('takes the median of each key over the runs, null where no run has a number', () => {
    const runs = [
      { lcp: 1000, tbt: null },
      { lcp: 3000, tbt: null },
      { lcp: 2000, tbt: null },
    ];
    expect(medianRecord(runs, ['lcp', 'tbt'])).toEqual({ lcp: 2000, tbt: null });
  });
});

describe('formatting', () => {
  it('prints KiB with one decimal and times in ms or s', () => {
    expect(formatKiB(133_120)).toBe('130.0 KiB');
    expect(formatKiB(null)).toBe('–');
    expect(formatMs(456.4)).toBe('456 ms');
    expect(formatMs(1500)).toBe('1.50 s');
    expect(formatMs(undefined)).toBe('–');
  });
});

describe('bytes before first render', () => {
  const file = (url: string, kind: LoadedFile['kind'], gzipBytes: number, endMs: number): LoadedFile => ({
    url,
    kind,
    gzipBytes,
    rawBytes: gzipBytes * 3,
    endMs,
  });
  const files = [
    file('http://a/index', 'other', 500, 10),
    file('http://a/main.js', 'js', 1000, 50),
    file('http://a/app.css', 'css', 300, 60),
    file('http://b/remoteEntry.js', 'js', 4000, 100),
    file('http://b/late.js', 'js', 9000, 250),
  ];

  it('counts only what finished by the first render, biggest JS/CSS first', () => {
    const summary = summarizeBeforeRender(files, 100);
    expect(summary.jsGzipBytes).toBe(5000);
    expect(summary.cssGzipBytes).toBe(300);
    expect(summary.jsRequests).toBe(2);
    expect(summary.cssRequests).toBe(1);
    expect(summary.requests).toBe(4);
    expect(summary.files.map((f) => f.url)).toEqual(['http://b/remoteEntry.js', 'http://a/main.js', 'http://a/app.css']);
  });

  it('counts nothing when the page never rendered', () => {
    expect(summarizeBeforeRender(files, null)).toMatchObject({ jsGzipBytes: 0, requests: 0, files: [] });
  });

  it('classifies by resource type, then by extension', () => {
    expect(kindOf('http://a/remoteEntry.js', 'fetch')).toBe('js');
    expect(kindOf('http://a/x', 'script')).toBe('js');
    expect(kindOf('http://a/static/css/1.css', 'other')).toBe('css');
    expect(kindOf('http://a/remotes.json', 'fetch')).toBe('other');
  });
});

describe('firstRenderAt', () => {
  it('a heading parsed with the server\'s HTML shows with the first contentful paint, however early it was added', () => {
    expect(firstRenderAt(40, 310)).toBe(310);
  });

  it('a heading the browser renders after that paint shows when it is added', () => {
    expect(firstRenderAt(900, 310)).toBe(900);
  });

  it('is not known until both have happened', () => {
    expect(firstRenderAt(40, null)).toBeNull();
    expect(firstRenderAt(null, 310)).toBeNull();
  });
});

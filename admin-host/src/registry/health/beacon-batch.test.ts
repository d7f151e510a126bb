import { describe, expect, it } from 'vitest';
import { BEACON_LIMITS } from '@site/shared/contract/releases';
import { parseBeaconBatch } from './beacon-batch';
import { parseServerReports } from './server-reports';

const view = { kind: 'view', remote: 'mfe-investors', release: 'c0123456789abcdef', page: '/investors' };

describe('a beacon batch', () => {
  it('is read from text (sendBeacon) or from parsed JSON', () => {
    const batch = { events: [view, { kind: 'vital', remote: 'mfe-content', release: 'local', name: 'CLS', value: 0.02 }, { kind: 'error', remote: 'mfe-dealers', release: 'local', source: 'window' }] };
    expect(parseBeaconBatch(JSON.stringify(batch))).toEqual({ ok: true, value: batch });
    expect(parseBeaconBatch(batch)).toEqual({ ok: true, value: batch });
  });

  it('keeps only the fields of the contract', () => {
    expect(parseBeaconBatch({ events: [{ ...view, cookie: 'x', message: 'TypeError at …' }] })).toEqual({ ok: true, value: { events: [view] } });
  });

  it.each([
    ['not JSON', 'events=1', /JSON beacon batch/],
    ['no events list', { event: [] }, /"events" list/],
    ['an empty batch', { events: [] }, /at least one/],
    ['too many events', { events: Array.from({ length: BEACON_LIMITS.maxEvents + 1 }, () => view) }, new RegExp(`at most ${BEACON_LIMITS.maxEvents}`)],
    ['an unknown remote', { events: [{ ...view, remote: 'mfe-admin' }] }, /events\[0\]\.remote/],
    ['a made-up release name', { events: [{ ...view, release: '../../etc' }] }, /events\[0\]\.release/],
    ['an unknown kind', { events: [view, { ...view, kind: 'click' }] }, /events\[1\]\.kind/],
    ['a page with a query', { events: [{ ...view, page: '/investors?email=a@b.c' }] }, /no query/],
    ['an unknown vital', { events: [{ kind: 'vital', remote: 'mfe-content', release: 'local', name: 'FID', value: 3 }] }, /name must be one of LCP, INP, CLS, TTFB/],
    ['an infinite vital (1e999 in JSON)', '{"events":[{"kind":"vital","remote":"mfe-content","release":"local","name":"LCP","value":1e999}]}', /finite number/],
    ['a negative vital', { events: [{ kind: 'vital', remote: 'mfe-content', release: 'local', name: 'LCP', value: -1 }] }, /finite number/],
    ['a vital given as text', { events: [{ kind: 'vital', remote: 'mfe-content', release: 'local', name: 'LCP', value: '100' }] }, /finite number/],
    ['an error of another source', { events: [{ kind: 'error', remote: 'mfe-content', release: 'local', source: 'server' }] }, /source/],
    ['an event that is not an object', { events: [null] }, /events\[0\] must be an object/],
  ])('is refused for %s, naming the problem', (_case, body, message) => {
    const parsed = parseBeaconBatch(body);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toMatch(message);
  });
});

describe('a server report', () => {
  const report = { remote: 'mfe-products', release: 'c0123456789abcdef', kind: 'load-failure' };

  it('comes as a batch or alone', () => {
    expect(parseServerReports({ reports: [report, { ...report, kind: 'render-timeout' }] })).toEqual({ ok: true, value: [report, { ...report, kind: 'render-timeout' }] });
    expect(parseServerReports(report)).toEqual({ ok: true, value: [report] });
  });

  it.each([
    ['a list that is not one', { reports: 'x' }],
    ['an empty batch', { reports: [] }],
    ['too many reports', { reports: Array.from({ length: 201 }, () => report) }],
    ['an unknown kind', { reports: [{ ...report, kind: 'crash' }] }],
    ['an unknown remote', { ...report, remote: 'shell' }],
    ['a bad release', { ...report, release: 'latest' }],
    ['not an object', 'load-failure'],
  ])('is refused for %s', (_case, body) => {
    expect(parseServerReports(body).ok).toBe(false);
  });
});

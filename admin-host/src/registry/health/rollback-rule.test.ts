import { describe, expect, it } from 'vitest';
import { judgeCanary } from './rollback-rule';

const rule = { marginPoints: 2, minPageViews: 20 };

describe('the automatic rollback rule', () => {
  it('rolls back a canary whose error rate is more than the margin over stable, in words', () => {
    expect(judgeCanary({ pageViews: 20, errors: 7, loadFailures: 0 }, { pageViews: 300, errors: 0 }, rule)).toEqual({
      rollback: true,
      reason: 'error rate 35.0 % over 20 page views against 0.0 % for stable: more than 2 points over',
    });
  });

  it('waits for the minimum of canary page views, however bad the rate', () => {
    expect(judgeCanary({ pageViews: 19, errors: 19, loadFailures: 0 }, { pageViews: 300, errors: 0 }, rule)).toMatchObject({ rollback: false, why: '19 page views so far, fewer than 20' });
  });

  it('keeps a canary exactly at the margin or below it, and one better than stable', () => {
    // 3/20 = 15 % against 13 %: exactly 2 points, not more.
    expect(judgeCanary({ pageViews: 20, errors: 3, loadFailures: 0 }, { pageViews: 100, errors: 13 }, rule).rollback).toBe(false);
    expect(judgeCanary({ pageViews: 100, errors: 4, loadFailures: 0 }, { pageViews: 100, errors: 3 }, rule).rollback).toBe(false);
    expect(judgeCanary({ pageViews: 100, errors: 0, loadFailures: 0 }, { pageViews: 100, errors: 50 }, rule).rollback).toBe(false);
    // Just over: 16 % against 13.9 %.
    expect(judgeCanary({ pageViews: 25, errors: 4, loadFailures: 0 }, { pageViews: 1000, errors: 139 }, rule).rollback).toBe(true);
  });

  it('counts stable without page views as 0 %', () => {
    expect(judgeCanary({ pageViews: 40, errors: 1, loadFailures: 0 }, { pageViews: 0, errors: 0 }, rule)).toMatchObject({ rollback: true, reason: expect.stringContaining('2.5 % over 40 page views against 0.0 % for stable') });
  });

  it('follows a configured margin and minimum', () => {
    expect(judgeCanary({ pageViews: 5, errors: 1, loadFailures: 0 }, { pageViews: 5, errors: 0 }, { marginPoints: 25, minPageViews: 5 }).rollback).toBe(false);
    expect(judgeCanary({ pageViews: 5, errors: 2, loadFailures: 0 }, { pageViews: 5, errors: 0 }, { marginPoints: 25, minPageViews: 5 })).toMatchObject({ rollback: true, reason: expect.stringContaining('more than 25 points over') });
  });

  it('rolls back at once when the canary\'s server code failed to load, whatever the page views', () => {
    expect(judgeCanary({ pageViews: 0, errors: 0, loadFailures: 1 }, { pageViews: 0, errors: 0 }, rule)).toEqual({ rollback: true, reason: 'its server code failed to load on a page server (1 report)' });
  });
});

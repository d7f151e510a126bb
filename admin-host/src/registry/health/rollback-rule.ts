// The automatic rollback's rule (issue 26), pure: given what a running canary and the stable
// release did since the canary started, roll back or not, and why, in words for the audit and the
// map's history. The canary watch (canary-watch.ts) gathers the figures and acts.
import { AUTO_ROLLBACK_DEFAULTS } from '@site/shared/contract/releases';

export interface RollbackRule {
  /** Roll back when the canary's error rate is above stable's by more than this many percentage points… */
  marginPoints: number;
  /** …over at least this many canary page views. */
  minPageViews: number;
}

export const DEFAULT_RULE: RollbackRule = { marginPoints: AUTO_ROLLBACK_DEFAULTS.marginPoints, minPageViews: AUTO_ROLLBACK_DEFAULTS.minPageViews };

export interface ReleaseFigures {
  pageViews: number;
  errors: number;
}

export interface CanaryFigures extends ReleaseFigures {
  /** Page servers' reports that the canary's server code did not load. */
  loadFailures: number;
}

export type Verdict = { rollback: false; why: string } | { rollback: true; reason: string };

const rate = ({ pageViews, errors }: ReleaseFigures) => (pageViews ? errors / pageViews : 0);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
const views = (n: number) => `${n} page view${n === 1 ? '' : 's'}`;

export function judgeCanary(canary: CanaryFigures, stable: ReleaseFigures, rule: RollbackRule = DEFAULT_RULE): Verdict {
  if (canary.loadFailures > 0) {
    return { rollback: true, reason: `its server code failed to load on a page server (${canary.loadFailures} report${canary.loadFailures === 1 ? '' : 's'})` };
  }
  if (canary.pageViews < rule.minPageViews) return { rollback: false, why: `${views(canary.pageViews)} so far, fewer than ${rule.minPageViews}` };
  const canaryRate = rate(canary);
  const stableRate = rate(stable);
  // In points, rounded to a millionth: 3/20 − 13 % must not read as 2.0000000000000018 points.
  const over = Math.round((canaryRate - stableRate) * 100 * 1e6) / 1e6;
  const figures = `error rate ${percent(canaryRate)} over ${views(canary.pageViews)} against ${percent(stableRate)} for stable`;
  if (over > rule.marginPoints) return { rollback: true, reason: `${figures}: more than ${rule.marginPoints} points over` };
  return { rollback: false, why: `${figures}: within ${rule.marginPoints} points` };
}

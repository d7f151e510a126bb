// The admin host's environment for release health (issue 26): the automatic rollback's rule and
// pace, and the page servers' token for their reports. Read once at start; a bad value stops it
// with a message, as config.ts does for the rest.
import { AUTO_ROLLBACK_DEFAULTS, BEACON_LIMITS } from '@site/shared/contract/releases';
import type { RollbackRule } from './rollback-rule';

export interface HealthSettings {
  rule: RollbackRule;
  /** How often running canaries are judged, ms (AUTO_ROLLBACK_CHECK_EVERY_MS). */
  checkEveryMs: number;
  /** SERVER_CODE_TOKEN: what page servers send in SERVER_CODE_TOKEN_HEADER with their reports; unset refuses them all. */
  serverCodeToken: string | undefined;
  /** BEACONS_PER_CLIENT_PER_MINUTE: beacon batches one client address may send a minute (a test stack's visitors share one address). */
  perClientPerMinute: number;
}

function number(env: NodeJS.ProcessEnv, name: string, fallback: number, { min, max = Infinity, integer }: { min: number; max?: number; integer: boolean }): number {
  const text = env[name];
  if (text === undefined || text.trim() === '') return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new Error(`${name} must be ${integer ? 'a whole number' : 'a number'} of at least ${min}${max < Infinity ? ` and at most ${max}` : ''}, got "${text}"`);
  }
  return value;
}

/**
 * AUTO_ROLLBACK_MARGIN_POINTS (default 2: percentage points of error rate over stable's),
 * AUTO_ROLLBACK_MIN_PAGE_VIEWS (20: canary page views before it is judged),
 * AUTO_ROLLBACK_CHECK_EVERY_MS (5000; 100 to 60000: the rule promises a rollback within 60 s), SERVER_CODE_TOKEN,
 * BEACONS_PER_CLIENT_PER_MINUTE (BEACON_LIMITS.perClientPerMinute, 60).
 */
export function healthSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): HealthSettings {
  return {
    rule: {
      marginPoints: number(env, 'AUTO_ROLLBACK_MARGIN_POINTS', AUTO_ROLLBACK_DEFAULTS.marginPoints, { min: 0, integer: false }),
      minPageViews: number(env, 'AUTO_ROLLBACK_MIN_PAGE_VIEWS', AUTO_ROLLBACK_DEFAULTS.minPageViews, { min: 1, integer: true }),
    },
    checkEveryMs: number(env, 'AUTO_ROLLBACK_CHECK_EVERY_MS', AUTO_ROLLBACK_DEFAULTS.checkEveryMs, { min: 100, max: 60_000, integer: true }),
    serverCodeToken: env.SERVER_CODE_TOKEN || undefined,
    perClientPerMinute: number(env, 'BEACONS_PER_CLIENT_PER_MINUTE', BEACON_LIMITS.perClientPerMinute, { min: 1, integer: true }),
  };
}

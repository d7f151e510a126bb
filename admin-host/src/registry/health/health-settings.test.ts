import { describe, expect, it } from 'vitest';
import { AUTO_ROLLBACK_DEFAULTS, BEACON_LIMITS } from '@site/shared/contract/releases';
import { healthSettingsFromEnv } from './health-settings';

describe("release health's environment", () => {
  it('defaults to the contract', () => {
    expect(healthSettingsFromEnv({})).toEqual({
      rule: { marginPoints: AUTO_ROLLBACK_DEFAULTS.marginPoints, minPageViews: AUTO_ROLLBACK_DEFAULTS.minPageViews },
      checkEveryMs: AUTO_ROLLBACK_DEFAULTS.checkEveryMs,
      serverCodeToken: undefined,
      perClientPerMinute: BEACON_LIMITS.perClientPerMinute,
    });
  });

  it('reads each variable', () => {
    expect(
      healthSettingsFromEnv({ AUTO_ROLLBACK_MARGIN_POINTS: '0.5', AUTO_ROLLBACK_MIN_PAGE_VIEWS: '100', AUTO_ROLLBACK_CHECK_EVERY_MS: '1000', SERVER_CODE_TOKEN: 't', BEACONS_PER_CLIENT_PER_MINUTE: '600' }),
    ).toEqual({ rule: { marginPoints: 0.5, minPageViews: 100 }, checkEveryMs: 1000, serverCodeToken: 't', perClientPerMinute: 600 });
  });

  it.each([
    ['AUTO_ROLLBACK_MARGIN_POINTS', 'two'],
    ['AUTO_ROLLBACK_MARGIN_POINTS', '-1'],
    ['AUTO_ROLLBACK_MIN_PAGE_VIEWS', '2.5'],
    ['AUTO_ROLLBACK_MIN_PAGE_VIEWS', '0'],
    ['AUTO_ROLLBACK_CHECK_EVERY_MS', '120000'],
    ['BEACONS_PER_CLIENT_PER_MINUTE', '0'],
  ])('stops the start for %s=%s, naming it', (name, value) => {
    expect(() => healthSettingsFromEnv({ [name]: value })).toThrow(new RegExp(`^${name} must be`));
  });
});

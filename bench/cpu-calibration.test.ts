import { describe, expect, it } from 'vitest';
import { calculatorSlowdown, calibrationFrom } from './cpu-calibration.ts';

describe('CPU calibration (issue 30)', () => {
  it("follows the calculator's anchors: 1x at 150, 2x at 800, 3x at 1,300, 4x at 1,533, 6x at 2,000", () => {
    expect([150, 800, 1300, 1533, 2000].map(calculatorSlowdown)).toEqual([1, 2, 3, 4, 6]);
  });

  it('goes on linearly above 1,300 (the issue: about 9.4x at 2,800) and between the anchors below it', () => {
    expect(calculatorSlowdown(2800)).toBe(9.4);
    expect(calculatorSlowdown(1050)).toBe(2.5);
    expect(calculatorSlowdown(475)).toBe(1.5);
  });

  it('refuses a host slower than the phone it should emulate', () => {
    expect(() => calculatorSlowdown(149)).toThrow(RangeError);
    expect(() => calculatorSlowdown(Number.NaN)).toThrow(RangeError);
  });

  it("takes the median of a machine's samples, ignoring runs that reported none", () => {
    expect(calibrationFrom([3700, Number.NaN, 3980, 3860])).toEqual({ samples: [3700, 3980, 3860], benchmarkIndex: 3860, cpuSlowdownMultiplier: 14 });
    expect(() => calibrationFrom([Number.NaN])).toThrow(/no benchmarkIndex/);
  });
});

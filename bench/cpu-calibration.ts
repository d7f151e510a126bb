// The same phone on every machine (issue 30). Lighthouse's fixed 4x CPU slowdown stands for its
// reference phone only on a host of one speed (benchmarkIndex about 1,533); on a faster host a 4x run
// emulates a faster phone. Its authors' CPU-throttling calculator gives the multiplier for a host from
// the benchmarkIndex Lighthouse measures on it: 1x at 150, 2x at 800, 3x at 1,300, 4x at 1,533, 6x at
// 2,000, and on linearly above 1,300. The bench measures the host a few times, takes the median and
// runs a second, calibrated profile with that multiplier beside the fixed 4x one.
import { median } from './stats.ts';

/** Below this a host is slower than the phone it should emulate: no slowdown can make it one. */
export const SLOWEST_USABLE_INDEX = 150;

/** The calculator's CPU slowdown for a host's benchmarkIndex, to one decimal. */
export function calculatorSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_USABLE_INDEX) {
    throw new RangeError(`benchmarkIndex ${benchmarkIndex}: this host is too slow to emulate Lighthouse's reference phone`);
  }
  const multiplier =
    benchmarkIndex >= 1300 ? 3 + (benchmarkIndex - 1300) / 233 : benchmarkIndex >= 800 ? 2 + (benchmarkIndex - 800) / 500 : 1 + (benchmarkIndex - 150) / 650;
  return Math.round(multiplier * 10) / 10;
}

export interface Calibration {
  /** benchmarkIndex of each calibration run, as Lighthouse reported it. */
  samples: number[];
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
}

/** The calibration from the benchmarkIndex samples of one machine (their median). */
export function calibrationFrom(samples: readonly number[]): Calibration {
  const usable = samples.filter((sample) => Number.isFinite(sample));
  if (usable.length === 0) throw new Error('CPU calibration: Lighthouse reported no benchmarkIndex');
  const benchmarkIndex = median(usable);
  return { samples: [...usable], benchmarkIndex, cpuSlowdownMultiplier: calculatorSlowdown(benchmarkIndex) };
}

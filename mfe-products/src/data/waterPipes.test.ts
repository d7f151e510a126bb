// The IS 4985 table in waterPipes.ts is written out by hand; this re-derives every row from the
// rules its header states, so a typo in the table cannot go unnoticed.
import { describe, expect, it } from 'vitest';
import { WATER_PIPE_DIMENSIONS } from './waterPipes';

const MPA_PER_KGCM2 = 0.0980665;
const DESIGN_STRESS_MPA = 8.5;
const upTo01 = (value: number) => Math.ceil(value * 10 - 1e-9) / 10;
const round1 = (value: number) => Math.round(value * 10) / 10;

describe('IS 4985 dimension rows', () => {
  it('minimum wall = p·d / (2σ + p) rounded up; maximum = minimum + (0.1 × minimum + 0.2) rounded up', () => {
    for (const row of WATER_PIPE_DIMENSIONS) {
      const p = row.pressureClass * MPA_PER_KGCM2;
      const min = upTo01((p * row.nominalSize) / (2 * DESIGN_STRESS_MPA + p));
      expect(row.wallThickness.min, `${row.nominalSize}/${row.pressureClass}`).toBe(min);
      expect(row.wallThickness.max, `${row.nominalSize}/${row.pressureClass}`).toBe(round1(min + upTo01(0.1 * min + 0.2)));
    }
  });

  it('lists every size/class pair whose wall is at least 1.0 mm, and no other', () => {
    const sizes = [20, 25, 32, 40, 50, 63, 75, 90, 110, 125, 140, 160, 180, 200];
    const classes = [2.5, 4, 6, 8, 10, 12.5];
    const expected = sizes.flatMap((d) =>
      classes.filter((c) => upTo01((c * MPA_PER_KGCM2 * d) / (2 * DESIGN_STRESS_MPA + c * MPA_PER_KGCM2)) >= 1).map((c) => `${d}/${c}`),
    );
    expect(WATER_PIPE_DIMENSIONS.map((row) => `${row.nominalSize}/${row.pressureClass}`)).toEqual(expected);
  });

  it('mean OD runs from nominal to nominal + tolerance; any-point OD is symmetric about nominal', () => {
    const meanTolerance = (d: number) => (d <= 90 ? 0.3 : d <= 125 ? 0.4 : d <= 160 ? 0.5 : 0.6);
    for (const row of WATER_PIPE_DIMENSIONS) {
      expect(row.meanOD).toEqual({ min: row.nominalSize, max: round1(row.nominalSize + meanTolerance(row.nominalSize)) });
      expect(round1(row.nominalSize - row.odAtAnyPoint.min)).toBe(round1(row.odAtAnyPoint.max - row.nominalSize));
    }
  });
});

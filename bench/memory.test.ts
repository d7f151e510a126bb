import { describe, expect, it } from 'vitest';
import { mib, parseProcStatus, slopePerStep } from './memory.ts';

describe('parseProcStatus', () => {
  it('reads VmRSS and VmHWM in bytes', () => {
    const status = 'Name:\tnode\nVmHWM:\t  204800 kB\nVmRSS:\t  102400 kB\nThreads:\t7\n';
    expect(parseProcStatus(status)).toEqual({ vmRssBytes: 102400 * 1024, vmHwmBytes: 204800 * 1024 });
  });

  it('gives null for missing fields', () => {
    expect(parseProcStatus('Name:\tnode\n')).toEqual({ vmRssBytes: null, vmHwmBytes: null });
  });
});

describe('slopePerStep', () => {
  it('is the per-step growth of a straight line', () => {
    expect(slopePerStep([10, 12, 14, 16])).toBeCloseTo(2);
  });

  it('is zero for a flat series, one value or none', () => {
    expect(slopePerStep([5, 5, 5])).toBe(0);
    expect(slopePerStep([5])).toBe(0);
    expect(slopePerStep([])).toBe(0);
  });
});

describe('mib', () => {
  it('rounds to a tenth of a MiB', () => {
    expect(mib(3 * 2 ** 20 + 2 ** 19)).toBe(3.5);
  });
});

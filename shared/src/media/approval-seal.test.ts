import { describe, expect, it } from 'vitest';
import { approvalSeal, fittingSize } from './approval-seal';

describe('approval seal', () => {
  it('writes the mark and the reference, escaped, and is the same drawing every time', () => {
    const svg = approvalSeal({ mark: 'ISI', reference: 'IS 9537 (Part 3)' });
    expect(svg).toContain('>ISI</text>');
    expect(svg).toContain('>IS 9537 (Part 3)</text>');
    expect(approvalSeal({ mark: 'ISI', reference: 'IS 9537 (Part 3)' })).toBe(svg);
    expect(approvalSeal({ mark: 'R&D', reference: '<lab>' })).toContain('R&amp;D');
  });

  it('sets long references smaller so they stay inside the ring', () => {
    expect(fittingSize('IS 4985', 108, 16)).toBe(16);
    expect(fittingSize('IS 9537 (Part 3)', 108, 16)).toBeLessThan(12);
    expect(fittingSize('IS 9537 (Part 3)', 108, 16) * 'IS 9537 (Part 3)'.length * 0.64).toBeLessThanOrEqual(108.1);
  });
});

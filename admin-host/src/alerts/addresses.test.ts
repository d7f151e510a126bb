import { describe, expect, it } from 'vitest';
import { checkAddress, maskAddress, normaliseAddress } from './addresses';

describe('subscriber addresses', () => {
  it('are stored in one form, so one person is one subscriber however they type it', () => {
    expect(normaliseAddress('  Anu.Menon@Example.IN ')).toBe('anu.menon@example.in');
    expect(checkAddress(' Anu@X.in')).toEqual({ ok: true, email: 'anu@x.in' });
    expect(checkAddress('anu@')).toEqual({ ok: false, problem: 'invalid' });
    expect(checkAddress('')).toEqual({ ok: false, problem: 'required' });
  });

  it('are masked wherever the console shows them', () => {
    expect(maskAddress('anu.menon@example.in')).toBe('a***@e***.in');
    expect(maskAddress('x@localhost')).toBe('x***@l***');
    expect(maskAddress('broken')).toBe('***');
  });
});

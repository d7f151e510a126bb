import { describe, expect, it } from 'vitest';
import { checkAddress, maskAddress, maskAddressesIn, normaliseAddress } from './addresses';

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
    expect(maskAddressesIn('Can\'t send mail - all recipients were rejected: 550 5.1.1 <anu.menon@example.in>: Recipient address rejected')).toBe(
      "Can't send mail - all recipients were rejected: 550 5.1.1 <a***@e***.in>: Recipient address rejected",
    );
    expect(maskAddressesIn('connect ECONNREFUSED 127.0.0.1:2525')).toBe('connect ECONNREFUSED 127.0.0.1:2525');
  });
});

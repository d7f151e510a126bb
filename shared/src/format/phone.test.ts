import { describe, expect, it } from 'vitest';
import { siteConfig } from '../config/site-config';
import { formatPhone, indianNationalNumber, telHref } from './phone';

describe('formatPhone', () => {
  it("writes every Indian number as '+91 XXXXX XXXXX'", () => {
    for (const raw of ['9846000108', '98460 00108', '098460 00108', '+91 98460 00108', '+91-9846000108', '919846000108', ' 9846000108 ']) {
      expect(formatPhone(raw), raw).toBe('+91 98460 00108');
    }
    expect(formatPhone('+91 475 222 0000')).toBe('+91 47522 20000');
    expect(formatPhone('0475-2220000')).toBe('+91 47522 20000');
  });

  it('leaves what is not an Indian number as given', () => {
    expect(formatPhone(' 12345 ')).toBe('12345');
    expect(formatPhone('+44 20 7946 0000')).toBe('+44 20 7946 0000');
    expect(formatPhone('')).toBe('');
    expect(indianNationalNumber('0000000000')).toBeNull();
  });
});

describe('telHref', () => {
  it('dials Indian numbers with +91 from anywhere', () => {
    expect(telHref('9846000108')).toBe('tel:+919846000108');
    expect(telHref('+91 94470 00000')).toBe('tel:+919447000000');
    expect(telHref('0475-2220000')).toBe('tel:+914752220000');
  });

  it('keeps other numbers as digits (with a leading plus), and gives null without digits', () => {
    expect(telHref('+44 20 7946 0000')).toBe('tel:+442079460000');
    expect(telHref('12345')).toBe('tel:12345');
    expect(telHref('n/a')).toBeNull();
  });
});

describe('site config numbers', () => {
  it('are each written once, already in the one format', () => {
    const numbers = [
      siteConfig.supportPhone,
      siteConfig.mobile,
      siteConfig.landline,
      siteConfig.companySecretary.phone,
      siteConfig.grievanceOfficer.phone,
    ];
    for (const number of numbers) expect(formatPhone(number), number).toBe(number);
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

import { describe, expect, it } from 'vitest';
import { telHref } from './phone';

describe('telHref', () => {
  it('dials a ten-digit number with the Indian country code', () => {
    expect(telHref('9846000108')).toBe('tel:+919846000108');
    expect(telHref('98460 00108')).toBe('tel:+919846000108');
  });

  it('keeps numbers that already carry a country or trunk code as they are', () => {
    expect(telHref('+91 98460 00108')).toBe('tel:+919846000108');
    expect(telHref('0475-2222333')).toBe('tel:04752222333');
  });

  it('gives no link for text without digits', () => {
    expect(telHref('n/a')).toBeNull();
  });
});

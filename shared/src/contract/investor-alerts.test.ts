import { describe, expect, it } from 'vitest';
import { INVESTOR_CATEGORIES, type InvestorCategory } from './choices';
import { ALERT_EMAIL_MAX_CHARS, ALERT_KINDS, alertEmailProblem, alertKindOf } from './investor-alerts';

describe('alert kinds', () => {
  it('put every category of the investor archive in exactly one kind', () => {
    const listed = Object.values(ALERT_KINDS).flatMap((kind) => kind.categories as readonly string[]);
    expect([...listed].sort()).toEqual(Object.keys(INVESTOR_CATEGORIES).sort());
    expect(new Set(listed).size).toBe(listed.length);
    expect(alertKindOf('financial-result')).toBe('results');
    expect(alertKindOf('board-meeting')).toBe('announcements');
    expect(alertKindOf('policy')).toBe('governance');
    expect(() => alertKindOf('nonsense' as InvestorCategory)).toThrow();
  });
});

describe('alertEmailProblem', () => {
  it('accepts the addresses investors use, trimmed', () => {
    for (const ok of ['anu@example.in', ' Anu.Menon+ir@Mail.Example.co.in ', "o'neil@example.com", 'x@xn--80ak6aa92e.com', 'latha@ഉദാഹരണം.ഭാരതം']) {
      expect(alertEmailProblem(ok), ok).toBeUndefined();
    }
  });

  it('refuses empty, over-long and malformed addresses, by name', () => {
    expect(alertEmailProblem('   ')).toBe('required');
    expect(alertEmailProblem(`${'a'.repeat(65)}@example.com`)).toBe('too-long');
    expect(alertEmailProblem(`a@${'b'.repeat(ALERT_EMAIL_MAX_CHARS)}.com`)).toBe('too-long');
    for (const bad of ['anu', 'anu@', '@example.com', 'anu@example', 'anu@@example.com', 'a nu@example.com', 'anu@exa mple.com', '.anu@example.com', 'a..nu@example.com', 'anu.@example.com', 'anu@-example.com', 'anu@example..com', '"anu"@example.com', 'anu@[127.0.0.1]', 'anu@example.com\r\nBcc: x@y.z', '<anu@example.com>']) {
      expect(alertEmailProblem(bad), bad).toBe('invalid');
    }
  });
});

import { describe, expect, it } from 'vitest';
import { hashToken, isTokenShaped, newToken } from './tokens';

describe('link tokens', () => {
  it('are 32 random bytes in base64url, stored only as their SHA-256', () => {
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
    expect(hashToken(token)).toBe(hashToken(token));
    // Randomness is injected where a test needs a known token.
    expect(newToken((size) => Buffer.alloc(size, 1))).toBe(Buffer.alloc(32, 1).toString('base64url'));
  });

  it('are refused before the database is asked when they are not of that shape', () => {
    expect(isTokenShaped(newToken())).toBe(true);
    for (const bad of [undefined, '', 'short', `${newToken()}x`, `${newToken().slice(0, 42)}=`, "' OR 1=1 --                                "]) expect(isTokenShaped(bad)).toBe(false);
  });
});

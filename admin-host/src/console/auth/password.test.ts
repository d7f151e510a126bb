import { describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordProblem, SCRYPT_PARAMS, verifyPassword } from './password';

// scrypt is memory-hard on purpose: on a busy machine a sign-in takes a second or more.
vi.setConfig({ testTimeout: 30_000 });

describe('password hashing (scrypt)', () => {
  it('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('stores memory-hard parameters and a random salt with the hash', async () => {
    const [a, b] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(a).not.toBe(b);
    const [scheme, n, r, p, salt, key] = a.split('$');
    expect(scheme).toBe('scrypt');
    expect(Number(n)).toBe(SCRYPT_PARAMS.N);
    // 128 · N · r bytes of memory: at least 32 MiB.
    expect(128 * Number(n) * Number(r)).toBeGreaterThanOrEqual(32 * 1024 * 1024);
    expect(Number(p)).toBe(1);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64url')).toHaveLength(32);
  });

  it('still verifies hashes made with other parameters', async () => {
    const cheap = await hashPassword('old password!!', { N: 1024, r: 8, p: 1 });
    expect(await verifyPassword('old password!!', cheap)).toBe(true);
  });

  it('never matches a malformed hash', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$c2FsdA$a2V5', 'bcrypt$1$2$3$4$5', 'scrypt$1024$8$1$c2FsdA$c2hvcnQ']) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('asks for long passwords', () => {
    expect(passwordProblem('short')).toMatch(/at least 12/);
    expect(passwordProblem('a long enough passphrase')).toBeNull();
  });
});

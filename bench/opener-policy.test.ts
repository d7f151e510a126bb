import { describe, expect, it } from 'vitest';
import { otherSite } from './opener-policy.ts';

describe('otherSite', () => {
  it('starts a visit from the other loopback name: another site, same server', () => {
    expect(otherSite('http://localhost:3000/blog')).toBe('http://127.0.0.1:3000/favicon.svg');
    expect(otherSite('http://127.0.0.1:3050/')).toBe('http://localhost:3050/favicon.svg');
  });
});

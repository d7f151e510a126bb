import { describe, expect, it } from 'vitest';
import { productionHsts } from './site-env.ts';

// serveApp and serveDeployOrigin (what `pnpm start` runs) send HSTS exactly when this says so;
// e2e/tests/security-headers.spec.ts starts real servers both ways.
describe('productionHsts', () => {
  it('is on in the production configuration', () => {
    expect(productionHsts({ NODE_ENV: 'production' })).toBe(true);
  });

  it('is off on development (plain http) and when turned off explicitly', () => {
    expect(productionHsts({})).toBe(false);
    expect(productionHsts({ NODE_ENV: 'development' })).toBe(false);
    expect(productionHsts({ NODE_ENV: 'production', HSTS: 'off' })).toBe(false);
  });
});

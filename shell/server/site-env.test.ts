import { describe, expect, it } from 'vitest';
import { productionHsts, renderBudgets } from './site-env.ts';

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

describe('renderBudgets', () => {
  it('reads positive whole milliseconds and keeps the defaults for anything else', () => {
    expect(renderBudgets({ SSR_BUDGET_MS: '2000', SSR_DATA_BUDGET_MS: '1500' })).toEqual({ budgetMs: 2000, dataBudgetMs: 1500 });
    expect(renderBudgets({})).toEqual({});
    for (const bad of ['0', '-5', '1.5', 'soon', '']) expect(renderBudgets({ SSR_BUDGET_MS: bad, SSR_DATA_BUDGET_MS: bad }), bad).toEqual({});
  });
});

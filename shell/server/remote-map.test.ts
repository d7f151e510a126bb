import { describe, expect, it } from 'vitest';
import { onOwnOrigin } from './remote-map.ts';

describe('onOwnOrigin', () => {
  const map = {
    mfe_products: 'http://localhost:3000/mf/mfe-products/local/mf-manifest.json',
    mfe_investors: 'http://localhost:3000/mf/mfe-investors/v7/mf-manifest.json',
    mfe_dealers: 'https://cdn.example/mfe-dealers/v2/mf-manifest.json',
  };

  it("moves what the main shell serves at /mf/ to another page server's origin, and nothing else", () => {
    expect(onOwnOrigin(map, 'http://localhost:3006/', 'http://localhost:3000')).toEqual({
      mfe_products: 'http://localhost:3006/mf/mfe-products/local/mf-manifest.json',
      mfe_investors: 'http://localhost:3006/mf/mfe-investors/v7/mf-manifest.json',
      mfe_dealers: 'https://cdn.example/mfe-dealers/v2/mf-manifest.json',
    });
    expect(onOwnOrigin(map, 'http://localhost:3000', 'http://localhost:3000')).toBe(map);
  });
});

// @vitest-environment node
// Home leads with the products (issue 29): the hero, then the product grid; the distributor pitch
// comes after what customers say. The spec (§2.4) names the sections, not their order; every one stays.
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import Home from './Home';

describe('Home: order and emphasis', () => {
  const markup = renderToString(
    <MemoryRouter>
      <Home />
    </MemoryRouter>,
  );
  const at = (id: string) => {
    const index = markup.indexOf(`id="${id}"`);
    expect(index, id).toBeGreaterThan(-1);
    return index;
  };

  it('hero, products, certification, what we are, testimonials, then the distributor pitch', () => {
    const order = ['home-title', 'products-heading', 'certification-heading', 'what-we-are-heading', 'testimonials-heading', 'distributor-heading'];
    const positions = order.map(at);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it('the hero picture spans the width (sizes 100vw) and the six product cards follow it', () => {
    expect(/<img[^>]*fetchPriority="high"[^>]*>/.exec(markup)?.[0]).toMatch(/sizes="100vw"/);
    const products = markup.slice(at('products-heading'), at('certification-heading'));
    expect(products.match(/href="\/product\/[a-z-]+"/g)).toEqual([
      'href="/product/pvc-electricals"',
      'href="/product/pvc-water-pipes"',
      'href="/product/green-hoses"',
      'href="/product/pvc-electricals-fitting"',
      'href="/product/solvent"',
      'href="/product/water-tanks"',
    ]);
  });
});

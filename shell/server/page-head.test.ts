import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { pageMeta } from '../src/seo/page-meta.ts';
import { withPageHead } from './page-head.ts';

const TEMPLATE = '<html lang="en"><head><title>x</title><meta name="description" content="x"></head></html>';

describe('server-rendered head: Open Graph picture', () => {
  it('links a product page\'s picture with its size and a large summary card', () => {
    const html = withPageHead(TEMPLATE, pageMeta('/product/solvent'));
    expect(html).toContain(`<meta property="og:image" content="${new URL('/og/product-solvent.jpg', siteConfig.siteUrl).href}" />`);
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  });

  it('has no picture and a plain summary card on other pages', () => {
    const html = withPageHead(TEMPLATE, pageMeta('/about'));
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });
});

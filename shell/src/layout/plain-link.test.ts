import { describe, expect, it } from 'vitest';
import { plainLinkPath, type LinkClick } from './plain-link';

const leftClick: LinkClick = { defaultPrevented: false, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };
const link = (href: string, extra: { target?: string; download?: boolean } = {}) => ({ href, target: extra.target ?? '', download: extra.download ?? false });
const page = { href: 'https://www.example.in/about?x=1' };
const mlPage = { href: 'https://www.example.in/ml/about' };

describe('plainLinkPath', () => {
  it('follows a plain left click on a link to one of the site\'s screens, with its query and fragment', () => {
    expect(plainLinkPath(leftClick, link('https://www.example.in/product/pvc-electricals'), page)).toBe('/product/pvc-electricals');
    expect(plainLinkPath(leftClick, link('/blog?post=quality-lab#top'), page)).toBe('/blog?post=quality-lab#top');
  });

  it('on a Malayalam page, gives the router its path without /ml (the router\'s basename adds it)', () => {
    expect(plainLinkPath(leftClick, link('https://www.example.in/ml/gallery'), mlPage)).toBe('/gallery');
  });

  it('leaves to the browser: a click already handled, another button, a modifier (new tab, window, download)', () => {
    const href = link('/gallery');
    expect(plainLinkPath({ ...leftClick, defaultPrevented: true }, href, page)).toBeNull();
    expect(plainLinkPath({ ...leftClick, button: 1 }, href, page)).toBeNull();
    for (const key of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) expect(plainLinkPath({ ...leftClick, [key]: true }, href, page)).toBeNull();
  });

  it('leaves to the browser: another target, a download, another site, another language', () => {
    expect(plainLinkPath(leftClick, link('/gallery', { target: '_blank' }), page)).toBeNull();
    expect(plainLinkPath(leftClick, link('/gallery', { target: '_self' }), page)).toBe('/gallery');
    expect(plainLinkPath(leftClick, link('/gallery', { download: true }), page)).toBeNull();
    expect(plainLinkPath(leftClick, link('https://admin.example.in/uploads/documents/a.pdf'), page)).toBeNull();
    expect(plainLinkPath(leftClick, link('/ml/about'), page)).toBeNull();
    expect(plainLinkPath(leftClick, link('/about'), mlPage)).toBeNull();
  });

  it('leaves to the browser: a jump within this page, and paths that are not screens (redirects, 404s, files)', () => {
    expect(plainLinkPath(leftClick, link('/about?x=1#values'), page)).toBeNull();
    expect(plainLinkPath(leftClick, link('/about#values'), page)).toBe('/about#values');
    expect(plainLinkPath(leftClick, link('/investors/shareholders-pattern'), page)).toBeNull();
    expect(plainLinkPath(leftClick, link('/brochures/corporate.pdf'), page)).toBeNull();
    expect(plainLinkPath(leftClick, link('mailto:info@example.in'), page)).toBeNull();
  });
});

import { act, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '@site/shared/i18n/catalog';
import { LOCALE_PREFIX, type Locale } from '@site/shared/i18n/locales';
import { LocaleContext } from '@site/shared/i18n/react';
import { setScreenMeta } from '@site/shared/seo/screen-meta';
import '../messages/shell';
import { pageMeta } from '../seo/page-meta';
import { usePageMeta } from './usePageMeta';

function Head() {
  usePageMeta();
  return null;
}

/** The page's router as App builds it: under /ml for a Malayalam page. */
function renderAt(locale: Locale, path: string) {
  render(
    <LocaleContext value={locale}>
      <MemoryRouter basename={LOCALE_PREFIX[locale] || undefined} initialEntries={[`${LOCALE_PREFIX[locale]}${path}`]}>
        <Head />
      </MemoryRouter>
    </LocaleContext>,
  );
}

describe('usePageMeta', () => {
  it('writes the English head on an English page', () => {
    renderAt('en', '/dealer-networks');
    expect(document.title).toBe(pageMeta('/dealer-networks').title);
  });

  it("keeps a Malayalam page's head in Malayalam after hydration (the router's pathname has no /ml)", async () => {
    await loadCatalogs('ml');
    renderAt('ml', '/dealer-networks');
    expect(document.title).toBe(pageMeta('/ml/dealer-networks').title);
    expect(document.title).not.toBe(pageMeta('/dealer-networks').title);
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(/\/ml\/dealer-networks$/);
  });

  it('puts what the screen says over the route (a blog post at its own address), and the route back when it clears', () => {
    renderAt('en', '/blog?post=monsoon-ready-plumbing');
    act(() => setScreenMeta({ title: 'Monsoon-ready plumbing', description: 'Two monsoons a year.', query: '?post=monsoon-ready-plumbing' }));
    expect(document.title).toMatch(/^Monsoon-ready plumbing \| /);
    expect(document.head.querySelector('meta[name=description]')?.getAttribute('content')).toBe('Two monsoons a year.');
    expect(document.head.querySelector('link[rel=canonical]')?.getAttribute('href')).toMatch(/\/blog\?post=monsoon-ready-plumbing$/);
    act(() => setScreenMeta(null));
    expect(document.title).toBe(pageMeta('/blog').title);
  });
});

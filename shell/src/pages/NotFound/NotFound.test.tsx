import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadCatalogs } from '@site/shared/i18n/catalog';
import { LocaleContext } from '@site/shared/i18n/react';
import { MAIN_SECTIONS, NotFound } from './NotFound';

function Address() {
  const { pathname, search } = useLocation();
  return <output data-testid="address">{pathname + search}</output>;
}

const at = (path: string, basename?: string) => (
  <MemoryRouter initialEntries={[path]} basename={basename}>
    <Routes>
      <Route path="*" element={<NotFound />} />
    </Routes>
    <Address />
  </MemoryRouter>
);

describe('NotFound', () => {
  it('keeps its text and way home, and offers the main sections by their titles', () => {
    render(at('/no-such-page'));
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText(/there is no page at this address/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    const sections = screen.getAllByRole('listitem').map((item) => item.querySelector('a')!.getAttribute('href'));
    expect(sections).toEqual([...MAIN_SECTIONS]);
    expect(screen.getByRole('link', { name: /^Investors/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^News and Blog/ })).toBeTruthy();
  });

  it('searches the investor documents in the page, with what was typed', () => {
    render(at('/no-such-page'));
    const box = screen.getByRole('searchbox', { name: /Search our investor documents/ });
    fireEvent.change(box, { target: { value: ' annual report ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('address').textContent).toBe('/investors/search?q=annual%20report');
  });

  it('is a plain GET form to the search page before the script (in the page\'s language)', async () => {
    expect(renderToString(at('/nope'))).toMatch(/<form[^>]*action="\/investors\/search"[^>]*method="get"/);
    await loadCatalogs('ml');
    const ml = renderToString(<LocaleContext value="ml">{at('/ml/nope', '/ml')}</LocaleContext>);
    expect(ml).toMatch(/<form[^>]*action="\/ml\/investors\/search"/);
    expect(ml).toMatch(/<input[^>]*name="q"/);
  });
});

import { render } from '@testing-library/react';
import { loadCatalogs } from '@site/shared/i18n/catalog';
import type { Locale } from '@site/shared/i18n/locales';
import { LocaleContext } from '@site/shared/i18n/react';
import { StrictMode, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router';

/** Renders a screen as the shell would: inside a router, in StrictMode (effects run twice). */
export function renderPage(Screen: ComponentType, path = '/investors') {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <Screen />
      </MemoryRouter>
    </StrictMode>,
  );
}

/** The same in another language, its catalogs loaded first, as the shell provides it on a /ml page. */
export async function renderPageIn(locale: Locale, Screen: ComponentType, path: string) {
  await loadCatalogs(locale);
  return render(
    <StrictMode>
      <LocaleContext value={locale}>
        <MemoryRouter initialEntries={[path]}>
          <Screen />
        </MemoryRouter>
      </LocaleContext>
    </StrictMode>,
  );
}

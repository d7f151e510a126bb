import { BrowserRouter, Route, Routes } from 'react-router';
import { LOCALE_PREFIX, type Locale } from '@site/shared/i18n/locales';
import { LocaleContext } from '@site/shared/i18n/react';
import { Layout } from './layout/Layout';
import { NotFound } from './pages/NotFound/NotFound';
import { RemoteScreen } from './remotes/RemoteScreen';
import { routeTable } from './routes/route-table';

/** Every spec path goes to its remote's screen, anything else is 404 — in the browser's router or the server's. */
export function SiteRoutes() {
  return (
    <Layout>
      <Routes>
        {routeTable.map((route) => (
          <Route key={route.path} path={route.path} element={<RemoteScreen route={route} />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </Layout>
  );
}

/**
 * The one router of the site, in the page's language: a Malayalam page's router lives under /ml,
 * so every <Link to="/about"> on it, the shell's and the remotes' alike, stays in Malayalam
 * (/ml/about). Changing language loads the other page from the server (LanguageSwitch).
 */
export function App({ locale }: { locale: Locale }) {
  return (
    <LocaleContext value={locale}>
      <BrowserRouter basename={LOCALE_PREFIX[locale] || undefined}>
        <SiteRoutes />
      </BrowserRouter>
    </LocaleContext>
  );
}

import { BrowserRouter, Route, Routes } from 'react-router';
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

/** The one router of the site. */
export function App() {
  return (
    <BrowserRouter>
      <SiteRoutes />
    </BrowserRouter>
  );
}

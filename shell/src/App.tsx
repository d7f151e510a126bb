import { BrowserRouter, Route, Routes } from 'react-router';
import { Layout } from './layout/Layout';
import { NotFound } from './pages/NotFound/NotFound';
import { RemoteScreen } from './remotes/RemoteScreen';
import { routeTable } from './routes/route-table';

/** The one router of the site: every spec path goes to its remote's screen, anything else is 404. */
export function App() {
  return (
    <BrowserRouter>
      <Layout>
        <Routes>
          {routeTable.map((route) => (
            <Route key={route.path} path={route.path} element={<RemoteScreen route={route} />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Layout>
    </BrowserRouter>
  );
}

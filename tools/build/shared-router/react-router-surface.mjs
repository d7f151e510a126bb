// What every app provides as the shared `react-router` singleton: the part of the router API the
// site uses, not the whole package. Shared modules cannot be tree-shaken (any remote may need any
// export), and react-router 7 whole is ~61 KB gzip, most of it data-router and server code no
// page runs; this surface is a fraction of that. `react-router-full` is an alias of the real
// package (tools/build/rspack-app.ts), so this import is not itself turned into a shared-module lookup.
// tools/build/shared-router/surface.test.ts fails when any app imports something not listed here.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link,
  NavLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  useHref,
  useInRouterContext,
  matchPath,
  generatePath,
} from 'react-router-full';

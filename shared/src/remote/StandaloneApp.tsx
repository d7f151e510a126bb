import { lazy, StrictMode, Suspense, useMemo } from 'react';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router';
import { useScrollToTop } from '../ui/navigation/useScrollToTop';
import type { ScreenLoaders } from './contract';
import styles from './StandaloneApp.module.css';

interface Props {
  /** The team's name for the frame's banner, e.g. 'mfe-investors'. */
  name: string;
  loaders: ScreenLoaders;
  /** Extra aliases (path → screen path), e.g. '/product' → '/product/pvc-electricals'. */
  aliases?: Readonly<Record<string, string>>;
}

function ScrollToTop() {
  useScrollToTop();
  return null;
}

/**
 * Minimal frame a remote's team runs its screens in, without the shell: a banner with links to
 * every screen of the remote, and the screen itself in a main landmark.
 */
export function StandaloneApp({ name, loaders, aliases = {} }: Props) {
  const screens = useMemo(
    () => Object.entries(loaders).map(([path, load]) => ({ path, Screen: lazy(load) })),
    [loaders],
  );
  const screenOf = (path: string) => screens.find((s) => s.path === path);
  return (
    <StrictMode>
      <BrowserRouter>
        <ScrollToTop />
        <header className={styles.banner}>
          <p className={styles.name}>{name} — standalone</p>
          <nav aria-label="Screens of this remote">
            <ul className={styles.links}>
              {screens.map(({ path }) => (
                <li key={path}>
                  <NavLink to={path} end>
                    {path}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        </header>
        <main id="main">
          <Suspense fallback={<p role="status">Loading…</p>}>
            <Routes>
              {screens.map(({ path, Screen }) => (
                <Route key={path} path={path} element={<Screen />} />
              ))}
              {Object.entries(aliases).map(([alias, target]) => {
                const Screen = screenOf(target)?.Screen;
                return Screen ? <Route key={alias} path={alias} element={<Screen />} /> : null;
              })}
              <Route
                path="*"
                element={
                  <p className={styles.hint}>This remote renders only the screens listed above. Pick one.</p>
                }
              />
            </Routes>
          </Suspense>
        </main>
      </BrowserRouter>
    </StrictMode>
  );
}

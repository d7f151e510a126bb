import { useEffect } from 'react';

/**
 * Marks the document once the route's screen is interactive (hydrated or rendered, its effects
 * run): `<html data-hydrated="/path">`. A server-rendered page is visible before its script runs,
 * and a click or a choice made before then is the browser's, not the screen's; browser tests wait
 * for this mark before they interact, as a visitor's first action usually comes after it.
 */
export function ScreenHydrated({ path }: { path: string }) {
  useEffect(() => {
    document.documentElement.dataset.hydrated = path;
  }, [path]);
  return null;
}

import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { reportView } from './telemetry';

/** Reports a page view for the first render and each client-side navigation (an effect: never on the server). */
export function usePageViews(): void {
  const { pathname, key } = useLocation();
  useEffect(() => reportView(pathname, key), [pathname, key]);
}

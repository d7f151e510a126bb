// Starts the page's health reporting off the critical path (issue 26). Called once hydration has been
// handed to React: the reporter starts when the browser is next idle, and the Web Vitals' code (the
// web-vitals library) is fetched then as a chunk of its own, so the page's load and hydration pay
// nothing for it. A page hidden or left before that moment starts the reporter there and then and
// sends what it saw (the page view, an error of its screen): a visitor who leaves at once counts.
import { startReporting, type PageWindow, type ReportingOptions } from './start-reporting';
import { reportError } from './telemetry';

/** Longest the start waits for an idle moment (ms): a busy page still reports. */
const IDLE_TIMEOUT_MS = 5_000;

/** Starts listening now and reporting when idle; answers how to stop listening (tests: the window outlives a test). */
export function startTelemetryWhenIdle(win: PageWindow = window, options: ReportingOptions = {}): () => void {
  // Errors from now on (the boundary's are reported by RemoteBoundary itself), kept until the start.
  const onError = () => reportError('window');
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onError);
  // Bubbling to the window, after web-vitals' own capturing listeners have reported CLS and INP.
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') startReporting(win, options).flush();
  };
  const onPageHide = () => startReporting(win, options).flush();
  win.addEventListener('visibilitychange', onHidden);
  win.addEventListener('pagehide', onPageHide);
  const start = () => {
    if (!startReporting(win, options).on) return;
    import('./start-vitals').then(
      ({ startVitals }) => startVitals(win),
      () => undefined, // the chunk did not load (offline): the page reports without its vitals
    );
  };
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(start, 1_000);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onError);
    win.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', onPageHide);
  };
}

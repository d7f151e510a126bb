// Starts the health reporting once hydration has been handed to React and the browser is idle: its
// code (and web-vitals) is a chunk of its own, fetched then, so the page's first load and its
// hydration pay nothing for it. The page view and any error before then wait in telemetry.ts.

/** Longest the start waits for an idle moment (ms): a busy page still reports. */
const IDLE_TIMEOUT_MS = 5_000;

export function startTelemetryWhenIdle(win: Window & typeof globalThis = window): void {
  const start = () => {
    import('./start-telemetry').then(
      ({ startTelemetry }) => startTelemetry(),
      () => undefined, // the chunk did not load (offline): the page simply does not report
    );
  };
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else win.setTimeout(start, 1_000);
}

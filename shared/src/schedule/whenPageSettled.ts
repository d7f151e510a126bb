/** Longest wait for the page's load event (a third-party frame that hangs must not hold us up). */
export const SETTLE_CAP_MS = 4000;

/**
 * Runs `callback` once the page has loaded and the main thread is idle, or after SETTLE_CAP_MS at
 * the latest. For work no first frame needs (the header's offer list, carousel behaviour): it
 * then no longer competes with the route's screen for bandwidth and CPU. Returns a cancel
 * function. Call from effects only.
 */
export function whenPageSettled(callback: () => void): () => void {
  let done = false;
  // Idle callbacks and timers have ids of their own: each is cancelled only with its own call.
  let cancelIdle = () => {};
  const run = () => {
    if (done) return;
    done = true;
    cleanup();
    callback();
  };
  const onIdle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 1000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  const cap = window.setTimeout(run, SETTLE_CAP_MS);
  const cleanup = () => {
    window.clearTimeout(cap);
    window.removeEventListener('load', onIdle);
    cancelIdle();
  };
  if (document.readyState === 'complete') onIdle();
  else window.addEventListener('load', onIdle, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}

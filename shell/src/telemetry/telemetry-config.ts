// The one place the browser's health reporting is tuned (issue 26). Every page reports its view, its
// Web Vitals and its errors to the admin host's registry, which judges canary releases with them.

export const TELEMETRY_CONFIG = {
  /**
   * Share of page loads that report (0–1), decided once per page load: 1 = every page view. A page
   * left out reports nothing at all (views, vitals and errors alike), so the error rate per page
   * view stays true at any rate. Lower it when the site's traffic outgrows the intake; the
   * automatic rollback then needs proportionally more visitors to reach its minimum of page views.
   */
  sampleRate: 1,
  /** A batch waiting this long is sent even while the page stays open (a canary is judged within 60 s). */
  flushAfterMs: 10_000,
  /** At most this many errors are counted per page view: one broken loop must not read as a hundred visitors' errors. */
  maxErrorsPerView: 3,
} as const;

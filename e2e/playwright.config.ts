import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromium } from '../tools/chromium.ts';
import { SITE } from './tests/support/ports.ts';

// e2e runs against production builds served exactly as `pnpm start` serves them, with the real
// admin host on a fresh SQLite file. Browser: Debian Chromium, else the one npm ships (tools/chromium.ts;
// Playwright's own download cannot work here).
const chromium = await resolveChromium();

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: SITE,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: chromium.executablePath, args: CHROMIUM_ARGS },
  },
  // results-day.spec waits about two minutes of real time for a publish time: listed first, it starts
  // at once beside the rest instead of running alone at the end (CI's wall clock).
  projects: [
    { name: 'results-day', testMatch: /results-day\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'chromium', testIgnore: /results-day\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'node --import tsx stack.ts',
    url: `${SITE}/`,
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});

// Responsiveness after load (issue 30): a visitor's first interactions on the calibrated phone.
// Each is scripted in Debian Chromium via Playwright on a fresh mobile context, the CPU slowed by the
// machine's calibrated multiplier (CDP Emulation.setCPUThrottlingRate, as Lighthouse's devtools
// throttling does), after the page has hydrated. Its latency is what INP takes from the Event Timing
// API: the longest `event` entry of the interaction (input delay + processing + the next paint).
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';
import { CHROME_FLAGS, chromiumPath, PHONE_CONTEXT } from './config.ts';
import { median } from './stats.ts';

export interface Interaction {
  name: string;
  route: string;
  act(page: Page): Promise<void>;
}

/**
 * A choice in a native select made with the keyboard (focus, then ArrowDown): a real interaction the
 * Event Timing API measures, unlike Playwright's selectOption, which only dispatches input and change.
 */
async function chooseNextOption(page: Page, select: Locator): Promise<void> {
  await select.focus();
  await page.keyboard.press('ArrowDown');
}

/** The four: the menu, a product table's filter, the dealer locator's state, a blog post. */
export const INTERACTIONS: readonly Interaction[] = [
  { name: 'open the menu', route: '/', act: (page) => page.locator('header button[aria-controls="site-drawer"]').click() },
  {
    name: "filter the conduit table by size",
    route: '/product/pvc-electricals',
    act: (page) => chooseNextOption(page, page.locator('main select').first()),
  },
  {
    name: 'choose a state in the dealer locator',
    route: '/dealer-networks',
    act: (page) => chooseNextOption(page, page.getByLabel('State', { exact: true })),
  },
  { name: 'open a blog post', route: '/blog', act: (page) => page.locator('main').getByRole('button', { name: /^Read me/ }).first().click() },
];

/** The longest event entry of any interaction so far, kept from the first script on. */
const WATCH_EVENTS = `(() => {
  window.__benchInteractionMs = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId) window.__benchInteractionMs = Math.max(window.__benchInteractionMs, entry.duration);
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
})();`;

export async function launchInteractionBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: await chromiumPath(), args: CHROME_FLAGS, headless: true });
}

/** One run of one interaction on a fresh page: its latency in ms (0 when every event was under 16 ms). */
export async function measureInteraction(browser: Browser, origin: string, interaction: Interaction, cpuSlowdown: number): Promise<number> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    await page.addInitScript(WATCH_EVENTS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(origin + interaction.route, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined, undefined, { timeout: 120_000, polling: 100 });
    // Let the start-up work after hydration finish, as a visitor's first tap comes a moment later.
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await interaction.act(page);
    // The entry is reported after the next paint: two frames and a little slack.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 200)))));
    return Math.round(await page.evaluate(() => (window as unknown as { __benchInteractionMs: number }).__benchInteractionMs));
  } finally {
    await context.close();
  }
}

export interface InteractionResult {
  name: string;
  route: string;
  /** Median latency (ms) and each run's, per variant. */
  federated: { medianMs: number; runsMs: number[] };
  monolith: { medianMs: number; runsMs: number[] };
}

/** Every interaction on both variants, `runs` times each, interleaved. */
export async function measureInteractions(
  origins: { federated: string; monolith: string },
  cpuSlowdown: number,
  runs: number,
): Promise<InteractionResult[]> {
  const browser = await launchInteractionBrowser();
  try {
    const results: InteractionResult[] = [];
    for (const interaction of INTERACTIONS) {
      const runsMs = { federated: [] as number[], monolith: [] as number[] };
      for (let run = 0; run < runs; run++) {
        for (const variant of ['federated', 'monolith'] as const) {
          const ms = await measureInteraction(browser, origins[variant], interaction, cpuSlowdown);
          runsMs[variant].push(ms);
          console.log(`  interaction ${run + 1}/${runs} ${variant.padEnd(9)} ${interaction.name.padEnd(38)} ${ms} ms (CPU ${cpuSlowdown}×)`);
        }
      }
      results.push({
        name: interaction.name,
        route: interaction.route,
        federated: { medianMs: median(runsMs.federated), runsMs: runsMs.federated },
        monolith: { medianMs: median(runsMs.monolith), runsMs: runsMs.monolith },
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

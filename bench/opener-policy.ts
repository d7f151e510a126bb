// What a Cross-Origin-Opener-Policy costs a visitor entering the site (issue 30): the same page with
// and without the header, entered as visitors enter it — in a new tab (a typed address, a bookmark,
// a link from another app) and by a link on another site in the same tab — in Chromium with site
// isolation (desktop) and without (as on low-end Android phones). Both variants go through the
// same request interception, which only adds the header to the document (or takes it away), so the
// header is the only difference. Measured in the page (Paint and Navigation Timing), unthrottled,
// medians of interleaved runs.
//
//   pnpm start            # the site on http://localhost:3000
//   npx tsx bench/opener-policy.ts [--runs 8] [--route /blog] [origin]
//
// Writes bench/results/opener-policy.json.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import { CHROME_FLAGS, chromiumPath, PHONE_CONTEXT } from './config.ts';
import { runMeta } from './machine.ts';
import { median } from './stats.ts';

const POLICIES = ['none', 'same-origin'] as const;
const ENTRIES = ['new tab', 'link from another site'] as const;
const PROCESS_MODELS = { 'site isolation': [], 'no site isolation': ['--disable-site-isolation-trials'] } as const;

type Policy = (typeof POLICIES)[number];
type Entry = (typeof ENTRIES)[number];
interface Timing {
  /** First contentful paint, from the navigation's start. */
  fcpMs: number;
  /** From the response's first byte to the parsed document: where a renderer process started for the page shows. */
  parsedAfterResponseMs: number;
}

/** Another site than the page's (localhost ↔ 127.0.0.1), to start a visit from. */
export function otherSite(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.hostname = url.hostname === 'localhost' ? '127.0.0.1' : 'localhost';
  url.pathname = '/favicon.svg';
  return url.href;
}

async function visit(browser: Browser, pageUrl: string, policy: Policy, entry: Entry): Promise<Timing> {
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    await context.route(pageUrl, async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers() };
      delete headers['cross-origin-opener-policy'];
      if (policy !== 'none') headers['cross-origin-opener-policy'] = policy;
      await route.fulfill({ response, headers });
    });
    const page = await context.newPage();
    if (entry === 'new tab') await page.goto(pageUrl, { waitUntil: 'load' });
    else {
      await page.goto(otherSite(pageUrl));
      await page.evaluate((url) => location.assign(url), pageUrl);
      await page.waitForURL(pageUrl, { waitUntil: 'load' });
    }
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    return await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        fcpMs: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        parsedAfterResponseMs: navigation.domInteractive - navigation.responseStart,
      };
    });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const runs = Number(option('--runs') ?? 8);
  const route = option('--route') ?? '/blog';
  const origin = args.find((arg) => /^https?:\/\//.test(arg)) ?? 'http://localhost:3000';
  const pageUrl = new URL(route, origin).href;
  const executablePath = await chromiumPath();
  const results = [];
  for (const [model, flags] of Object.entries(PROCESS_MODELS)) {
    const browser = await chromium.launch({ executablePath, args: [...CHROME_FLAGS, ...flags], headless: true });
    const variants = ENTRIES.flatMap((entry) => POLICIES.map((policy) => ({ entry, policy, timings: [] as Timing[] })));
    // Interleaved, so a busy moment of the machine falls on every variant alike.
    for (let run = 0; run < runs; run++) for (const variant of variants) variant.timings.push(await visit(browser, pageUrl, variant.policy, variant.entry));
    await browser.close();
    for (const { entry, policy, timings } of variants) {
      results.push({
        processModel: model,
        entry,
        policy,
        fcpMs: Math.round(median(timings.map((t) => t.fcpMs))),
        parsedAfterResponseMs: Math.round(median(timings.map((t) => t.parsedAfterResponseMs))),
        runs: timings.length,
      });
    }
  }
  console.log(`${pageUrl}, medians of ${runs} (ms): first contentful paint / document parsed after the response`);
  for (const r of results) console.log(`  ${r.processModel.padEnd(18)} ${String(r.entry).padEnd(23)} COOP ${String(r.policy).padEnd(12)} ${String(r.fcpMs).padStart(5)} / ${r.parsedAfterResponseMs}`);
  const out = path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'opener-policy.json');
  await writeFile(out, JSON.stringify({ meta: runMeta(executablePath), page: route, results }, null, 2) + '\n');
  console.log('written', path.relative(process.cwd(), out));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

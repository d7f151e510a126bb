// `pnpm screenshots`: every route of the shell's route table and the 404 page, full page, at 1440,
// 768 and 360 px, into screenshots/<width>/<page>.png plus screenshots/index.html to look at them
// side by side. Each shot waits for the screen and its admin-host data, as the e2e tests do.
//   SITE=<url>          photograph that site (nothing is started)
//   otherwise           the production stack on PORT_OFFSET's ports: used if it answers, else started
//                       here (missing builds built, admin host on a fresh seeded database) and stopped
//   --widths 1440,360   only these widths          --routes /,/about   only these paths
//   --out <folder>      another folder (default screenshots/, gitignored)
//   --lang ml           the same pages in Malayalam (/ml/…; files named as their English twins)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { dataReadySelector, screenReady } from '../e2e/tests/support/screen-ready.ts';
import { routeTable } from '../shell/src/routes/route-table.ts';
import { isLocale, localeOfPath, pathInLocale, pathWithoutLocale } from '../shared/src/i18n/locales.ts';
import { CHROMIUM_ARGS, resolveChromium } from './chromium.ts';
import { ROOT, appUrl, startStack, stopOnSignals, type Stack } from './serve/stack.ts';

const WIDTHS = [1440, 768, 360] as const;
const VIEWPORT_HEIGHT = 900;
const NOT_FOUND_PATH = '/no/such/page';
const READY_TIMEOUT_MS = 30_000;

/** File name of a path: '/' → home, '/investors/annual-report' → investors--annual-report. */
function shotName(localized: string): string {
  const route = pathWithoutLocale(localized);
  if (route === NOT_FOUND_PATH) return '404';
  const slug = route.replace(/^\/+|\/+$/g, '').replace(/\//g, '--').replace(/[^a-zA-Z0-9_-]/g, '_');
  return slug || 'home';
}

function parseArgs(argv: readonly string[]) {
  const value = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const list = (name: string) => value(name)?.split(',').map((s) => s.trim()).filter(Boolean);
  const widths = (list('--widths') ?? WIDTHS.map(String)).map(Number);
  if (widths.some((w) => !Number.isInteger(w) || w < 200 || w > 4000)) throw new Error('--widths: whole pixels, e.g. 1440,768,360');
  const lang = value('--lang') ?? 'en';
  if (!isLocale(lang)) throw new Error('--lang: en or ml');
  const routes = (list('--routes') ?? [...routeTable.map((r) => r.path), NOT_FOUND_PATH]).map((route) =>
    localeOfPath(route) === lang ? route : pathInLocale(route, lang),
  );
  return { widths, routes, out: path.resolve(ROOT, value('--out') ?? 'screenshots') };
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(3_000) })).ok;
  } catch {
    return false;
  }
}

/** The site to photograph, and the stack to stop afterwards if it was started here. */
async function site(): Promise<{ url: string; stack?: Stack }> {
  if (process.env.SITE) return { url: process.env.SITE.replace(/\/$/, '') };
  const url = appUrl('shell');
  if (await answers(`${url}/`)) return { url };
  console.log(`No site at ${url}: starting the production stack…`);
  // Like the e2e stack: a fresh seeded database, so every page has its sample content.
  process.env.ADMIN_DB = path.join(mkdtempSync(path.join(tmpdir(), 'screenshots-admin-')), 'site.db');
  const stack = await startStack({ build: true, adminFlags: ['--reset'] });
  stopOnSignals(stack.stop);
  return { url, stack };
}

/** Scrolls through the page so lazy images load, waits for them and the fonts, then back to the top. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = innerHeight * 0.8;
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 60));
    }
    scrollTo(0, 0);
    // A lazy image that was passed before it started loading would stay empty in the full-page
    // shot (the gallery's 2 x 2 feature did): load the rest eagerly.
    const pending = [...document.images].filter((img) => !img.complete);
    for (const img of pending) img.loading = 'eager';
    const loaded = Promise.all(
      pending.map(
        (img) =>
          new Promise((done) => {
            img.addEventListener('load', done, { once: true });
            img.addEventListener('error', done, { once: true });
          }),
      ),
    );
    await Promise.race([Promise.all([loaded, document.fonts.ready]), new Promise((r) => setTimeout(r, 5_000))]);
  });
}

async function shoot(browser: Browser, base: string, width: number, routes: readonly string[], out: string): Promise<string[]> {
  const context = await browser.newContext({ viewport: { width, height: VIEWPORT_HEIGHT }, deviceScaleFactor: 1 });
  // tsx compiles with keepNames: functions sent to the page call its __name helper.
  await context.addInitScript('globalThis.__name ??= (f) => f;');
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`${page.url()} @${width}: uncaught ${error.message}`));
  mkdirSync(path.join(out, String(width)), { recursive: true });
  try {
    for (const route of routes) {
      await page.goto(base + route, { waitUntil: 'load' });
      const ready = await page
        .waitForFunction(screenReady, { path: route, data: dataReadySelector(route) }, { timeout: READY_TIMEOUT_MS })
        .then(() => true, () => false);
      if (!ready) problems.push(`${route} @${width}: not ready after ${READY_TIMEOUT_MS / 1000} s (photographed as it was)`);
      await settle(page);
      await page.screenshot({ path: path.join(out, String(width), `${shotName(route)}.png`), fullPage: true, animations: 'disabled', caret: 'hide' });
      process.stdout.write('.');
    }
  } finally {
    await context.close();
  }
  process.stdout.write(` ${width} px\n`);
  return problems;
}

/** screenshots/index.html: one row per page, its widths side by side. */
function indexHtml(base: string, widths: readonly number[], routes: readonly string[]): string {
  const rows = routes
    .map((route) => {
      const cells = widths.map((w) => `<a href="${w}/${shotName(route)}.png"><img src="${w}/${shotName(route)}.png" alt="${route} at ${w} px" loading="lazy" style="width:${Math.round(w / 4)}px"></a>`);
      return `<section><h2>${route}</h2><div>${cells.join('')}</div></section>`;
    })
    .join('\n');
  return `<!doctype html><meta charset="utf-8"><title>Screenshots of ${base}</title>
<style>body{font:14px system-ui;margin:24px}div{display:flex;gap:16px;align-items:flex-start}img{border:1px solid #ccc}</style>
<h1>${base} — ${new Date().toISOString()}</h1>\n${rows}\n`;
}

async function main(): Promise<void> {
  const { widths, routes, out } = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const { url, stack } = await site();
  const chromiumToUse = await resolveChromium();
  const browser = await chromium.launch({ executablePath: chromiumToUse.executablePath, args: CHROMIUM_ARGS });
  const problems: string[] = [];
  try {
    rmSync(out, { recursive: true, force: true });
    console.log(`${routes.length} pages × ${widths.join(', ')} px of ${url} (Chromium ${browser.version()}, ${chromiumToUse.source}) → ${path.relative(ROOT, out)}/`);
    for (const width of widths) problems.push(...(await shoot(browser, url, width, routes, out)));
    writeFileSync(path.join(out, 'index.html'), indexHtml(url, widths, routes));
  } finally {
    await browser.close();
    await stack?.stop();
  }
  console.log(`${routes.length * widths.length} screenshots in ${Math.round((Date.now() - started) / 1000)} s; open ${path.relative(ROOT, out)}/index.html`);
  if (problems.length) {
    console.log(`\n${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await main();

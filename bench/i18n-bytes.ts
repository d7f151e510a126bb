// `pnpm bench:i18n`: what a Malayalam page costs beside its English twin (issue 31). Each page is
// loaded once in a fresh Chromium context (empty cache, 412×823 like the bench's first render, no
// throttling) until its screen is ready and the network is idle; every response's bytes on the wire
// (CDP encodedDataLength: headers and the br/gzip body the servers chose) are summed by kind. Also
// the Malayalam font files and the JS chunks that carry Malayalam (the translations' own chunks),
// raw, gzip -9 and brotli -11. Writes bench/results/i18n.json and prints a table for docs/i18n.md.
//   --routes /,/career   English paths (their /ml twins are measured beside them)
// The env import must stay first: it fixes the bench's ports before tools/ reads PORT_OFFSET.
import { TEMP_DEPLOY_DIR } from './env.ts';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { dataReadySelector, screenReady } from '../e2e/tests/support/screen-ready.ts';
import { pathInLocale } from '../shared/src/i18n/locales.ts';
import { appUrl, ROOT, startStack, stopOnSignals } from '../tools/serve/stack.ts';
import { CHROME_FLAGS, chromiumPath } from './config.ts';
import { runMeta } from './machine.ts';

const DEFAULT_ROUTES = ['/', '/product/pvc-electricals', '/dealer-networks', '/investors/annual-report', '/career', '/quote'];
const KINDS = ['document', 'script', 'stylesheet', 'font', 'image', 'fetch', 'other'] as const;
type Kind = (typeof KINDS)[number];
const MALAYALAM_LETTERS = /[\u0D00-\u0D7F]/g;

export interface PageBytes {
  path: string;
  total: number;
  requests: number;
  byKind: Record<Kind, number>;
  /** Malayalam font files fetched (names), to show English pages fetch none. */
  malayalamFonts: string[];
}

function kindOf(cdpType: string | undefined): Kind {
  switch (cdpType) {
    case 'Document':
      return 'document';
    case 'Script':
      return 'script';
    case 'Stylesheet':
      return 'stylesheet';
    case 'Font':
      return 'font';
    case 'Image':
      return 'image';
    case 'Fetch':
    case 'XHR':
      return 'fetch';
    default:
      return 'other';
  }
}

async function measure(browser: Browser, base: string, route: string): Promise<PageBytes> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1 });
  await context.addInitScript('globalThis.__name ??= (f) => f;');
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const requests = new Map<string, { url: string; kind: Kind }>();
  const byKind = Object.fromEntries(KINDS.map((k) => [k, 0])) as Record<Kind, number>;
  let total = 0;
  let count = 0;
  const fonts: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, kind: kindOf(e.type) }));
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (!request) return;
    byKind[request.kind] += e.encodedDataLength;
    total += e.encodedDataLength;
    count += 1;
    if (/noto-sans-malayalam/.test(request.url)) fonts.push(path.basename(new URL(request.url).pathname));
  });
  await page.goto(base + route, { waitUntil: 'load' });
  await page.waitForFunction(screenReady, { path: route, data: dataReadySelector(route) }, { timeout: 30_000, polling: 50 });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForLoadState('networkidle');
  await context.close();
  return { path: route, total, requests: count, byKind, malayalamFonts: fonts.sort() };
}

interface FileSize {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

function sizes(file: string): FileSize {
  const body = readFileSync(file);
  return {
    file: path.relative(ROOT, file),
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/** The Malayalam fonts of the shell's build. */
function fontFiles(): FileSize[] {
  const media = path.join(ROOT, 'shell', 'dist', 'static', 'media');
  return readdirSync(media)
    .filter((f) => /^noto-sans-malayalam-.*\.woff2$/.test(f))
    .map((f) => sizes(path.join(media, f)));
}

/** A translation's chunk is mostly Malayalam text; code chunks hold at most a few words of it. */
const CATALOG_SHARE = 0.05;

/**
 * JS chunks of every app's build with Malayalam text in them: the translations' own chunks, and
 * apart the code chunks that hold a few Malayalam words (the switch's "മലയാളം" in the shell's
 * main chunk, the month names of shared/src/i18n/dates.ts where dates are shown).
 */
function malayalamChunks(): { catalogs: FileSize[]; other: FileSize[] } {
  const catalogs: FileSize[] = [];
  const other: FileSize[] = [];
  for (const app of ['shell', 'mfe-products', 'mfe-investors', 'mfe-dealers', 'mfe-content']) {
    const dir = path.join(ROOT, app, 'dist', 'static', 'js');
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.js'))) {
      const file = path.join(dir, name);
      const text = readFileSync(file, 'utf8');
      const letters = text.match(MALAYALAM_LETTERS)?.length ?? 0;
      if (letters === 0) continue;
      (letters / text.length >= CATALOG_SHARE ? catalogs : other).push(sizes(file));
    }
  }
  return { catalogs, other };
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--routes');
  const routes = i >= 0 ? argv[i + 1]!.split(',').map((r) => r.trim()).filter(Boolean) : DEFAULT_ROUTES;
  process.env.ADMIN_DB = path.join(mkdtempSync(path.join(tmpdir(), 'bench-i18n-admin-')), 'site.db');
  const stack = await startStack({ build: true, adminFlags: ['--reset'] });
  stopOnSignals(stack.stop);
  const base = appUrl('shell');
  const browser = await chromium.launch({ executablePath: await chromiumPath(), args: CHROME_FLAGS });
  const pages: { en: PageBytes; ml: PageBytes }[] = [];
  try {
    for (const route of routes) {
      // Warm the servers' compression caches and the page cache for both, then measure.
      await measure(browser, base, route);
      await measure(browser, base, pathInLocale(route, 'ml'));
      pages.push({ en: await measure(browser, base, route), ml: await measure(browser, base, pathInLocale(route, 'ml')) });
    }
  } finally {
    await browser.close();
    await stack.stop();
    if (TEMP_DEPLOY_DIR) rmSync(TEMP_DEPLOY_DIR, { recursive: true, force: true });
  }
  const fonts = fontFiles();
  const chunks = malayalamChunks();
  const results = { meta: runMeta(await chromiumPath()), definition: 'bytes on the wire per page load (CDP encodedDataLength), fresh context, 412x823, unthrottled, after a warm-up load', pages, fonts, chunks };
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  writeFileSync(path.join(ROOT, 'bench', 'results', 'i18n.json'), `${JSON.stringify(results, null, 2)}\n`);

  console.log('\n| page | English KiB | Malayalam KiB | ml/en | of which font (ml) | document en → ml | JS en → ml | requests en → ml |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const { en, ml } of pages) {
    console.log(
      `| ${en.path} | ${kib(en.total)} | ${kib(ml.total)} | ${(ml.total / en.total).toFixed(2)} | ${kib(ml.byKind.font)} | ${kib(en.byKind.document)} → ${kib(ml.byKind.document)} | ${kib(en.byKind.script)} → ${kib(ml.byKind.script)} | ${en.requests} → ${ml.requests} |`,
    );
  }
  const englishFonts = pages.flatMap(({ en }) => en.malayalamFonts);
  console.log(`\nMalayalam font files fetched by English pages: ${englishFonts.length}`);
  console.log(`Fonts: ${fonts.map((f) => `${path.basename(f.file)} ${f.raw} B`).join(', ')}`);
  const sum = (list: FileSize[], key: 'raw' | 'gzip' | 'brotli') => list.reduce((n, f) => n + f[key], 0);
  console.log(`Translation chunks: ${chunks.catalogs.length} files, ${kib(sum(chunks.catalogs, 'raw'))} KiB raw, ${kib(sum(chunks.catalogs, 'gzip'))} KiB gzip, ${kib(sum(chunks.catalogs, 'brotli'))} KiB br`);
  for (const f of chunks.catalogs) console.log(`  ${f.file}: ${f.raw} B raw, ${f.gzip} B gzip, ${f.brotli} B br`);
  for (const f of chunks.other) console.log(`  (code with a few Malayalam words) ${f.file}: ${f.raw} B raw`);
  console.log(`\nWrote bench/results/i18n.json (load average ${results.meta.loadAverage.join(' ')})`);
}

await main();
process.exit(0);

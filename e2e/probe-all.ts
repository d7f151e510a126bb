import { chromium } from '@playwright/test';
import { routeTable } from '../shell/src/routes/route-table.ts';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 360, height: 800 } });
const only = process.argv.slice(2);
for (const route of routeTable) {
  const path = '/ml' + (route.path === '/' ? '/' : route.path);
  if (only.length && !only.includes(path)) continue;
  await page.goto('http://localhost:23000' + path);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForTimeout(300);
  const r = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[lang^="en"], script, style, [aria-hidden="true"]').forEach((node) => node.remove());
    const text = copy.textContent ?? '';
    const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
    const latin: string[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode()) if (/[A-Za-z]/.test(n.textContent!)) latin.push(n.textContent!.trim().slice(0, 60));
    return { ml: (text.match(/[\u0D00-\u0D7F]/g) ?? []).length, latin: (text.match(/[A-Za-z]/g) ?? []).length, words: latin };
  });
  console.log((r.latin / Math.max(r.ml, 1)).toFixed(2), path, r.ml, r.latin, only.length ? '\n' + r.words.join(' | ') : '');
}
await browser.close();

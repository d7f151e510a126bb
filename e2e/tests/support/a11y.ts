// Helpers for the accessibility specs: wait until a screen has really finished (h1, no loader, the
// admin host's data on the page), and run axe with the WCAG 2.2 A/AA tags, reporting each
// violation with its rule, impact and target selectors so a failure says what to fix.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { dataReadySelector, screenReady } from './screen-ready.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
export const WIDTHS = [1280, 360] as const;
export const VIEWPORT_HEIGHT = 800;

/**
 * Waits for the screen of `path` to finish loading: its h1 shown, no loader or busy region, its API
 * data on the page, and the previous screen gone (after navigateWithin). Checked in the page every
 * 50 ms. Not on every animation frame (Playwright's default): once in a CI run that wait ran out
 * although the trace's last snapshot showed every condition true, as if no frame had come.
 */
export async function waitForScreen(page: Page, path: string): Promise<void> {
  const data = dataReadySelector(path);
  try {
    await page.waitForFunction(screenReady, { path, data }, { timeout: 15_000, polling: 50 });
  } catch (error) {
    // Say which condition never held.
    const withQuery = path.includes('?');
    expect(await page.evaluate((query) => decodeURIComponent(location.pathname + (query ? location.search : '')), withQuery), `${path}: address`).toBe(decodeURIComponent(path));
    await expect(page.locator('main > [data-previous-screen]'), `${path}: previous screen gone`).toHaveCount(0, { timeout: 1 });
    await expect(page.locator('main h1').first(), `${path}: h1`).toBeVisible({ timeout: 1 });
    await expect(page.locator('main').getByRole('status').filter({ hasText: 'Loading…' }), `${path}: loader`).toHaveCount(0, { timeout: 1 });
    await expect(page.locator('[aria-busy="true"]'), `${path}: busy region`).toHaveCount(0, { timeout: 1 });
    if (data) await expect(page.locator(data).first(), `${path}: API data`).toBeAttached({ timeout: 1 });
    throw error;
  }
}

/** Goes to `path` (a full page load) and waits for its screen. */
export async function openScreen(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForScreen(page, path);
}

/**
 * Client-side navigation to `path`, as a router link or the Back button does it (the router follows
 * popstate): far cheaper than a page load when sweeping many routes in one page. The previous
 * screen is marked first, and waitForScreen waits until it is gone (each route has its own keyed
 * boundary, so none of its DOM is reused).
 */
export async function navigateWithin(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    for (const node of document.querySelectorAll('main > *')) node.setAttribute('data-previous-screen', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await waitForScreen(page, path);
}

/**
 * One line per violation: where, rule, impact, what it is about, and every failing node's target.
 * `exclude`: selectors left out (the route sweep leaves out the header and footer it has just
 * checked on another route of the same page).
 */
export async function axeViolations(page: Page, where: string, { exclude = [] }: { exclude?: readonly string[] } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder
    .withTags(WCAG_TAGS)
    // Lighthouse's label-in-name check (WCAG 2.5.3) is still tagged experimental in axe, so the
    // tags alone leave it out: switched on explicitly.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations', 'incomplete'] })
    // Legacy mode runs axe in the page itself instead of gathering partial results in a new blank
    // page per call, which halves the time per check. It only skips cross-origin frames, and the
    // site's only frames are third-party embeds (maps, video, enquiry form): not our markup. The
    // <iframe> elements themselves (title, focus) are still checked.
    .setLegacyMode()
    .analyze();
  // Axe leaves text on a gradient or over a picture "to review" (it cannot pick one background
  // colour), and the page intros' h1s sit on gradients, the carousel captions over photos: those
  // are checked here against the worst case instead (see worstCaseContrast).
  const toReview = results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) => result.nodes)
    .map((node) => ({
      selector: String(node.target.at(-1)),
      frames: node.target.length - 1,
      reason: (node.any[0]?.data as { messageKey?: string } | null)?.messageKey ?? '',
      expected: parseFloat((node.any[0]?.data as { expectedContrastRatio?: string } | null)?.expectedContrastRatio ?? '4.5'),
    }))
    .filter((node) => node.frames === 0 && ['bgGradient', 'imgNode', 'bgImage'].includes(node.reason));
  const reviewed = toReview.length > 0 ? await page.evaluate(worstCaseContrast, toReview) : [];
  return [
    ...reviewed.map(
      (failure) =>
        `[${where}] color-contrast, ${failure.reason} (serious): ${failure.selector} — ${failure.ratio.toFixed(2)}:1 at worst (text ${failure.fg} on ${failure.background}), expected ${failure.expected}:1`,
    ),
    ...violationLines(results.violations, where),
  ];
}

function violationLines(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations'], where: string): string[] {
  return violations.map(
    (v) =>
      `[${where}] ${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n      ${v.nodes
        .map((node) => `${node.target.map(String).join(' >>> ')}${node.failureSummary ? ` — ${node.failureSummary.replace(/\s+/g, ' ').slice(0, 200)}` : ''}`)
        .join('\n      ')}`,
  );
}

/**
 * In the page: each element's lowest text contrast in the worst case. On a gradient: against the
 * nearest gradient behind it, sampled along every stop-to-stop segment. Over a picture: against the
 * nearest background colour behind the text; a translucent one (a scrim over a photo) is taken over
 * both pure white and pure black, since the photo could be anything. Returns those below expected.
 */
function worstCaseContrast(nodes: Array<{ selector: string; reason: string; expected: number }>) {
  type Rgba = [number, number, number, number];
  const parse = (css: string): Rgba | null => {
    const m = /rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:\s*[,/]\s*([\d.]+))?\)/.exec(css);
    return m ? [Number(m[1]), Number(m[2]), Number(m[3]), m[4] === undefined ? 1 : Number(m[4])] : null;
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as Rgba;
  const luminance = ([r, g, b]: Rgba) =>
    [r, g, b].map((c) => ((c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)).reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  const contrast = (text: Rgba, background: Rgba) => {
    const fg = text[3] < 1 ? over(text, background) : text;
    const [hi, lo] = [luminance(fg), luminance(background)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };
  const WHITE: Rgba = [255, 255, 255, 1];
  const BLACK: Rgba = [0, 0, 0, 1];
  const failures: Array<{ selector: string; reason: string; ratio: number; expected: number; fg: string; background: string }> = [];
  for (const { selector, reason, expected } of nodes) {
    const element = document.querySelector(selector);
    if (!element) continue;
    const fg = parse(getComputedStyle(element).color)!;
    let ratio = Infinity;
    let background = '';
    if (reason === 'bgGradient') {
      let holder: Element | null = element;
      while (holder && !getComputedStyle(holder).backgroundImage.includes('gradient')) holder = holder.parentElement;
      if (!holder) continue;
      const style = getComputedStyle(holder);
      const base = parse(style.backgroundColor) ?? WHITE;
      const behind = base[3] < 1 ? over(base, WHITE) : base;
      const stops = (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map((css) => over(parse(css)!, behind));
      background = style.backgroundImage;
      for (let i = 0; i + 1 < stops.length; i += 1) {
        for (let t = 0; t <= 10; t += 1) {
          const mix = [0, 1, 2].map((c) => stops[i]![c]! + ((stops[i + 1]![c]! - stops[i]![c]!) * t) / 10).concat(1) as Rgba;
          ratio = Math.min(ratio, contrast(fg, mix));
        }
      }
      if (stops.length === 1) ratio = contrast(fg, stops[0]!);
    } else {
      let holder: Element | null = element;
      while (holder && (parse(getComputedStyle(holder).backgroundColor)?.[3] ?? 0) === 0) holder = holder.parentElement;
      const scrim = holder ? parse(getComputedStyle(holder).backgroundColor)! : WHITE;
      background = holder ? `${getComputedStyle(holder).backgroundColor} (over a picture)` : 'the page';
      ratio = scrim[3] < 1 ? Math.min(contrast(fg, over(scrim, WHITE)), contrast(fg, over(scrim, BLACK))) : contrast(fg, scrim);
    }
    if (ratio < expected) failures.push({ selector, reason, ratio, expected, fg: getComputedStyle(element).color, background });
  }
  return failures;
}

/** Fails with the full list (every route/state of the test at once, so one run shows all of it). */
export function expectNoViolations(found: string[]): void {
  expect(found, `axe violations:\n${found.join('\n')}`).toEqual([]);
}

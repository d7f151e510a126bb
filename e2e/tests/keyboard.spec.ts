// Keyboard walk (issue 8; WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.7, 2.4.11) on representative
// routes at 1280 and 360 px: the first Tab shows 'Skip to content', which moves focus to main;
// Tab alone reaches every visible interactive element, each with a visible focus indicator and
// not hidden behind anything; Tab always leaves the page in a bounded number of presses (no trap);
// Escape closes an open menu, drawer or modal and gives focus back to its opener.
import type { Page } from '@playwright/test';
import { openScreen, VIEWPORT_HEIGHT, WIDTHS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';

const ROUTES = ['/', '/product/pvc-electricals', '/investors/annual-report', '/dealer-networks', '/contact'];

/** What a Tab stop looked like when focused. */
interface Stop {
  /** The walk's id of the element (data-kbd), or null for one that was not there at the start. */
  id: string | null;
  label: string;
  /** Focus is in the page (false once Tab has moved focus out to the browser). */
  inPage: boolean;
  visible: boolean;
  indicator: boolean;
  obscured: boolean;
}

/**
 * Marks every visible element Tab must reach (data-kbd="n") and records its unfocused look.
 * Tab reaches one radio button per group, so a group counts as one element (the same id).
 * An <iframe> is not a stop of its own: Tab goes through its content, which for the site's frames
 * is third-party (the Contact enquiry form, not loadable here) — so frames are not required, but
 * the walk passes through them like a user would.
 */
function markFocusables(): number {
  const SELECTOR =
    'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';
  const radioGroups = new Map<string, string>();
  let n = 0;
  for (const element of document.querySelectorAll<HTMLElement>(SELECTOR)) {
    if (element.tabIndex < 0 || (element as HTMLButtonElement).disabled || element.closest('[inert], dialog:not([open])')) continue;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0 || !element.checkVisibility({ visibilityProperty: true })) continue;
    let id = String(n);
    if (element instanceof HTMLInputElement && element.type === 'radio' && element.name) {
      const group = `${element.form?.id ?? ''}|${element.name}`;
      id = radioGroups.get(group) ?? id;
      radioGroups.set(group, id);
    }
    if (id === String(n)) n += 1;
    element.dataset.kbd = id;
    const style = getComputedStyle(element);
    // Its unfocused look, compared with its look when focused (see describeFocus).
    element.dataset.kbdLook = [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.backgroundColor, style.borderColor, style.color, style.textDecorationLine].join('|');
  }
  return n;
}

/** Describes the focused element: which one, and whether a sighted keyboard user can see it and its focus. */
function describeFocus(): Stop {
  const element = document.activeElement as HTMLElement | null;
  if (!document.hasFocus() || !element || element === document.body || element === document.documentElement) {
    return { id: null, label: '(outside the page)', inPage: false, visible: false, indicator: false, obscured: false };
  }
  const text = (element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('title') ?? '').replace(/\s+/g, ' ').trim();
  const label = `<${element.tagName.toLowerCase()}${element.getAttribute('href') ? ` href="${element.getAttribute('href')}"` : ''}> ${text.slice(0, 60)}`;
  const box = element.getBoundingClientRect();
  const visible =
    box.width > 1 && box.height > 1 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) &&
    box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  const style = getComputedStyle(element);
  const look = [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow, style.backgroundColor, style.borderColor, style.color, style.textDecorationLine].join('|');
  const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
  // Compared with its own unfocused look when it was there at the start; else it needs an outline or ring.
  const indicator = element.dataset.kbdLook ? look !== element.dataset.kbdLook : outline || style.boxShadow !== 'none';
  // Not entirely hidden by something on top (e.g. the fixed header bar): some probe point hits it.
  const inset = 2;
  const points: Array<[number, number]> = [
    [box.left + box.width / 2, box.top + box.height / 2],
    [box.left + inset, box.top + inset],
    [box.right - inset, box.top + inset],
    [box.left + inset, box.bottom - inset],
    [box.right - inset, box.bottom - inset],
  ];
  const obscured =
    visible &&
    !points.some(([x, y]) => {
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return false;
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit) || hit.contains(element));
    });
  return { id: element.dataset.kbd ?? null, label, inPage: true, visible, indicator, obscured };
}

/**
 * Presses Tab and describes where focus went. Sent over the DevTools protocol the way Playwright's
 * keyboard.press sends it (rawKeyDown + keyUp), the two events pipelined: fewer round trips per
 * stop, which matters over hundreds of stops.
 */
async function tabber(page: Page): Promise<{ press: () => Promise<Stop>; close: () => Promise<void> }> {
  const cdp = await page.context().newCDPSession(page);
  const key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9, nativeVirtualKeyCode: 9 };
  // Focus passing through a cross-origin frame (the Contact enquiry form) moves between renderer
  // processes after the key is acknowledged: while focus is still where it was, wait for it to
  // settle (a few hundred ms at most), or the stop would be read too early. On a frame the page
  // cannot see where focus is, so the frame itself is asked (below).
  const expression = `new Promise((resolve) => {
    const describe = ${describeFocus.toString()};
    const previous = window.__kbdPrevious;
    let tries = 0;
    const check = () => {
      const active = document.activeElement;
      const onFrame = active?.tagName === 'IFRAME';
      if (active === previous && !onFrame && tries++ < 20) return setTimeout(check, 16);
      window.__kbdPrevious = active;
      resolve({ ...describe(), onFrame });
    };
    check();
  })`;
  const describeNow = async (): Promise<Stop & { onFrame: boolean }> => {
    const { result, exceptionDetails } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (exceptionDetails) throw new Error(`describeFocus: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
    return result.value as Stop & { onFrame: boolean };
  };
  /** The focused element inside a child frame, as a key ('' when no frame has focus). */
  const focusInFrames = async (): Promise<string> => {
    for (const frame of page.mainFrame().childFrames()) {
      const inside = await frame
        .evaluate(() => {
          const active = document.activeElement;
          if (!document.hasFocus() || !active || active === document.body) return '';
          return `${location.href}#${[...document.querySelectorAll('*')].indexOf(active)}`;
        })
        .catch(() => '');
      if (inside) return inside;
    }
    return '';
  };
  let lastInFrame = '';
  return {
    press: async () => {
      // One after the other, as keyboard.press does (the key-up pipelined behind the key-down
      // occasionally made focus skip the stop after a frame), and asking only once the renderer
      // has acknowledged the key: input goes through the browser process and may be overtaken.
      await cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...key });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
      const stop = await describeNow();
      if (!stop.onFrame) {
        lastInFrame = '';
        return stop;
      }
      // On a frame: a stop inside it once the frame reports a newly focused element; or focus is
      // on its way out (handed back from the frame's renderer, slow on a busy machine). Bounded:
      // after 2 s the frame itself counts as the stop, as a frame whose content never loaded.
      const deadline = Date.now() + 2_000;
      while (Date.now() < deadline) {
        const inside = await focusInFrames();
        if (inside && inside !== lastInFrame) {
          lastInFrame = inside;
          // Focus just arrived in the frame: the page restyles its <iframe> (the focus ring)
          // a moment later. Read it once that has happened, within a bound.
          const settled = Date.now() + 500;
          let now = await describeNow();
          while (!now.indicator && Date.now() < settled) {
            await page.waitForTimeout(16);
            now = await describeNow();
          }
          return now;
        }
        const next = await describeNow();
        if (!next.onFrame) {
          lastInFrame = '';
          return next;
        }
        await page.waitForTimeout(16);
      }
      return stop;
    },
    close: () => cdp.detach(),
  };
}

/**
 * Tabs from the top of a freshly loaded page until focus has left the page and come back to the
 * first stop. Returns the stops in order; fails on a trap (no way out within the bound).
 */
async function walk(page: Page, where: string): Promise<{ stops: Stop[]; expected: number }> {
  const expected = await page.evaluate(markFocusables);
  // Room for elements rendered later and stops inside embedded frames, but never endless.
  const bound = expected * 2 + 40;
  const stops: Stop[] = [];
  const tab = await tabber(page);
  try {
    let left = false;
    for (let i = 0; i < bound; i += 1) {
      const stop = await tab.press();
      if (!stop.inPage) left = true;
      else if (left && stop.id === stops[0]?.id) return { stops, expected };
      else stops.push(stop);
    }
  } finally {
    await tab.close();
  }
  throw new Error(`${where}: keyboard trap — ${bound} Tabs never got out of the page and back to the start. Last stops:\n  ${stops.slice(-8).map((s) => s.label).join('\n  ')}`);
}

/** Labels of the marked elements Tab never reached. */
function unreached(seen: string[]): string[] {
  const reached = new Set(seen);
  return [...document.querySelectorAll<HTMLElement>('[data-kbd]')]
    .filter((element) => !reached.has(element.dataset.kbd!))
    .map((element) => `<${element.tagName.toLowerCase()}> ${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60)}`)
    .filter((label, i, all) => all.indexOf(label) === i);
}

for (const path of ROUTES) {
  test(`keyboard walk on ${path} at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    test.setTimeout(120_000); // a bound for a busy machine; 10–20 s normally
    for (const width of WIDTHS) {
      const where = `${path} @${width}`;
      await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
      await openScreen(page, path);

      const { stops, expected } = await walk(page, where);
      test.info().annotations.push({ type: 'walk', description: `${where}: ${stops.length} Tab stops, ${expected} visible interactive elements` });
      // The first Tab: a visible skip link.
      expect(stops[0]?.label, `${where}: first Tab`).toMatch(/^<a href="#main"> Skip to content$/);
      expect(stops[0]?.visible, `${where}: skip link visible when focused`).toBe(true);
      // Every visible interactive element was reached by Tab.
      const reachedIds = stops.map((stop) => stop.id).filter((id): id is string => id !== null);
      const missed = await page.evaluate(unreached, reachedIds);
      expect(missed, `${where}: not reachable by Tab (of ${expected}); Tab went:\n  ${stops.map((stop) => stop.label).join('\n  ')}\n`).toEqual([]);
      // Each stop is visible, shows its focus, and is not hidden behind something.
      expect(stops.filter((stop) => !stop.visible).map((stop) => stop.label), `${where}: focused but not visible`).toEqual([]);
      expect(stops.filter((stop) => !stop.indicator).map((stop) => stop.label), `${where}: no visible focus indicator`).toEqual([]);
      expect(stops.filter((stop) => stop.obscured).map((stop) => stop.label), `${where}: focused but covered`).toEqual([]);

      // The focus is back on the skip link (the walk came round): Enter moves focus to main, and
      // the next Tab goes to main's first interactive element, past the whole header.
      expect((await page.evaluate(describeFocus)).label).toMatch(/Skip to content$/);
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main'))), `${where}: Tab after the skip link`).toBe(true);

      // Escape closes the header's menu (desktop dropdown or drawer) and returns focus to its button.
      const opener =
        width >= 992
          ? page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Products', exact: true })
          : page.locator('header button[aria-controls="site-drawer"]');
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(opener).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(opener).toHaveAttribute('aria-expanded', 'false');
      await expect(opener).toBeFocused();
    }
  });
}

test('Escape closes the dealer details modal and returns focus to its View Location button', async ({ page }) => {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
    await openScreen(page, '/dealer-networks');
    const search = page.getByRole('search', { name: 'Find a dealer or distributor' });
    await search.getByLabel('State', { exact: true }).selectOption({ label: 'Kerala' });
    await expect(search.getByLabel('District', { exact: true }).locator('option', { hasText: 'Kollam' })).toHaveCount(1);
    await search.getByLabel('District', { exact: true }).selectOption({ label: 'Kollam' });
    await search.getByRole('button', { name: 'Search' }).press('Enter');
    const view = page.getByRole('button', { name: /^View Location: / }).first();
    await view.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('dialog[open]');
    await expect(dialog).toBeVisible();
    // Focus starts on the dialog's first control, its Close button at the top.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();
  }
});

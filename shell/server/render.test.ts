import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { ServerReport } from '../../shared/src/contract/releases.ts';
import { findRoute } from '../src/routes/route-table.ts';
import { createRenderer } from './render.ts';
import { ServerCodeLoader } from './server-code.ts';

// A shell server build of the least the renderer needs: the frame is a <main> around the route's screen.
const dir = mkdtempSync(path.join(tmpdir(), 'render-'));
const shellServerFile = path.join(dir, 'render.cjs');
writeFileSync(
  shellServerFile,
  `const React = require('react');
module.exports = {
  pageMeta: () => ({ title: 't', description: 'd', canonical: 'c', jsonLd: null, feed: null, locale: 'en', alternates: [], image: null }),
  screenKey: (route) => route.remote + route.screen,
  siteElement: (url, screens) => {
    const Screen = [...screens.values()][0];
    return React.createElement('main', null, Screen ? React.createElement(React.Suspense, { fallback: 'loading' }, React.createElement(Screen)) : 'left to the browser');
  },
};`,
);

/** Server code of one release of mfe-investors: `loadScreen` and its component as given. */
const SCREENS: Record<string, string> = {
  ok: `const React = require('react'); module.exports = { loadScreen: async () => () => React.createElement('h1', null, 'Annual report') };`,
  broken: `throw new Error('the release is broken');`,
  noScreen: `module.exports = { loadScreen: async () => { throw new Error('no such screen'); } };`,
  throwing: `module.exports = { loadScreen: async () => () => { throw new Error('render bug'); } };`,
  slowCode: `module.exports = { loadScreen: () => new Promise(() => {}) };`,
  suspending: `const React = require('react'); const never = new Promise(() => {}); module.exports = { loadScreen: async () => () => React.use(never) };`,
};
const version = (name: string) => `c${Buffer.from(name).toString('hex').padEnd(16, '0').slice(0, 16)}`;
const manifest = (name: string) => `http://localhost:3000/mf/mfe-investors/${version(name)}/mf-manifest.json`;

function renderer() {
  const reports: ServerReport[] = [];
  const fetchImpl = vi.fn(async (url: string | URL | Request) => {
    const name = Object.keys(SCREENS).find((key) => String(url).includes(`/${version(key)}/`));
    return name ? new Response(SCREENS[name]) : new Response('', { status: 404 });
  });
  const render = createRenderer({ shellServerFile, loader: new ServerCodeLoader({ fetchImpl }), budgetMs: 100, report: (r) => reports.push(r) });
  const route = findRoute('/investors/annual-report')!;
  return { reports, page: (name: string) => render('/investors/annual-report', route, manifest(name)) };
}

describe('server-render health reports', () => {
  it('reports nothing for a screen that renders', async () => {
    const { reports, page } = renderer();
    expect((await page('ok'))?.html).toContain('Annual report');
    expect(reports).toEqual([]);
  });

  it("reports a release whose server code does not load, and one whose screen fails or is late, tagged with the remote and release; the page is still answered", async () => {
    const { reports, page } = renderer();
    // The screen is left to the browser; the rest of the page is rendered.
    for (const name of ['broken', 'noScreen', 'throwing', 'slowCode']) expect((await page(name))?.html, name).toContain('<main>');
    // Still pending when the budget ran out: the whole page is left to the browser (no inline script).
    expect(await page('suspending')).toBeUndefined();
    expect(reports).toEqual([
      { remote: 'mfe-investors', release: version('broken'), kind: 'load-failure' },
      { remote: 'mfe-investors', release: version('noScreen'), kind: 'render-failure' },
      { remote: 'mfe-investors', release: version('throwing'), kind: 'render-failure' },
      { remote: 'mfe-investors', release: version('slowCode'), kind: 'render-timeout' },
      { remote: 'mfe-investors', release: version('suspending'), kind: 'render-timeout' },
    ]);
  });

  it('never lets a reporter that throws cost the page', async () => {
    const render = createRenderer({
      shellServerFile,
      loader: new ServerCodeLoader({ fetchImpl: async () => new Response(SCREENS.broken) }),
      report: () => {
        throw new Error('reporter down');
      },
    });
    expect(await render('/investors/annual-report', findRoute('/investors/annual-report'), manifest('broken'))).toBeDefined();
  });
});

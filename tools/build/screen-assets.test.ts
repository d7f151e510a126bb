import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_APPS } from '../../shell/server/apps.ts';
import { screenAssetsFromStats, screenRequests } from './screen-assets.ts';
import { ROOT } from '../serve/stack.ts';

describe('screenRequests', () => {
  it('reads inline imports and imports behind a helper', () => {
    const source = `
const list = (path: string) => () =>
  import('./pages/List/List').then((page) => ({ default: page.screen(path) }));
export const screenLoaders = {
  '/': () => import('./pages/Home/Home'),
  '/a/b': list('/a/b'),
  '/x&y': () => import( './pages/XY/XY' ),
  '/unknown': somethingElse,
};`;
    expect(screenRequests(source)).toEqual({
      '/': './pages/Home/Home',
      '/a/b': './pages/List/List',
      '/x&y': './pages/XY/XY',
    });
  });

  // Every remote's screens.ts is in a shape the reader understands, so every route gets its hints.
  for (const app of REMOTE_APPS) {
    it(`finds the import of every route in ${app}/src/screens.ts`, () => {
      const source = readFileSync(path.join(ROOT, app, 'src', 'screens.ts'), 'utf8');
      // Each route is a key of the loaders and, when its screen reads admin data, of the data declarations too.
      const routes = [...new Set([...source.matchAll(/^\s*'(\/[^']*)'\s*:/gm)].map((m) => m[1]))];
      expect(routes.length).toBeGreaterThan(0);
      expect(Object.keys(screenRequests(source))).toEqual(routes);
    });
  }
});

describe('screenAssetsFromStats', () => {
  const origin = (request: string, moduleName = './src/screens.ts') => ({ request, moduleName, module: '', moduleIdentifier: '', loc: '' });

  it('collects each screen’s chunks (shared ones too), the exposed module, and no later lazy chunk', () => {
    const stats = {
      chunks: [
        { names: ['__federation_expose_screens'], files: ['static/js/expose.1.js'], origins: [] },
        { names: [], files: ['static/js/home.2.js', 'static/css/home.2.css'], origins: [origin('./pages/Home/Home')] },
        { names: [], files: ['static/js/carousel.3.js'], origins: [origin('./pages/Home/Home'), origin('./pages/About/About')] },
        { names: [], files: ['static/js/about.4.js', 'static/js/about.4.js.map'], origins: [origin('./pages/About/About')] },
        // A lazy part of the home page (its own import()), not needed for the first render.
        { names: [], files: ['static/js/news.5.js'], origins: [origin('./News', './src/pages/Home/Home.tsx')] },
      ],
    } as unknown as Parameters<typeof screenAssetsFromStats>[0];
    expect(screenAssetsFromStats(stats, { '/': './pages/Home/Home', '/about': './pages/About/About', '/gone': './pages/Gone/Gone' })).toEqual({
      expose: ['static/js/expose.1.js'],
      screens: {
        '/': ['static/css/home.2.css', 'static/js/carousel.3.js', 'static/js/home.2.js'],
        '/about': ['static/js/about.4.js', 'static/js/carousel.3.js'],
      },
    });
  });
});

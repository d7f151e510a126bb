import { describe, expect, it } from 'vitest';
import { monolithStylesFromStats, stylesFor } from './monolith-styles.ts';

const SCREENS = `
const list = (p) => () => import('./pages/List').then((m) => ({ default: m.listFor(p) }));
export const screenLoaders = {
  '/investors': () => import('./pages/Home'),
  '/investors/annual-report': list('/investors/annual-report'),
};`;

const stats = {
  chunks: [
    { initial: true, files: ['static/js/main.1.js', 'static/css/main.1.css'], origins: [] },
    { initial: false, files: ['static/js/10.js', 'static/css/10.css'], origins: [{ request: './bootstrap', moduleName: './src/index.ts' }] },
    { initial: false, files: ['static/js/20.js', 'static/css/20.css'], origins: [{ request: './pages/Home', moduleName: '../mfe-investors/src/screens.ts' }] },
    {
      initial: false,
      files: ['static/js/30.js', 'static/css/30.css', 'static/css/shared.css'],
      origins: [{ request: './pages/List', moduleName: '../mfe-investors/src/screens.ts' }],
    },
    // Same request in another remote's screens.ts: not the investors' screen.
    { initial: false, files: ['static/css/99.css'], origins: [{ request: './pages/Home', moduleName: '../mfe-content/src/screens.ts' }] },
  ],
} as unknown as Parameters<typeof monolithStylesFromStats>[0];

describe('monolithStylesFromStats', () => {
  const styles = monolithStylesFromStats(stats, { 'mfe-investors': SCREENS });

  it('takes the frame\'s CSS from the entry and the shell\'s bootstrap import, root-relative', () => {
    expect(styles.frame).toEqual(['/static/css/10.css', '/static/css/main.1.css']);
  });

  it('gives each screen the CSS of its own import in its remote\'s screens.ts', () => {
    expect(styles.screens).toEqual({
      '/investors': ['/static/css/20.css'],
      '/investors/annual-report': ['/static/css/30.css', '/static/css/shared.css'],
    });
  });
});

describe('stylesFor', () => {
  const styles = { frame: ['/a.css'], screens: { '/x': ['/b.css', '/a.css'] } };

  it('is the frame\'s stylesheets, then the screen\'s, once each', () => {
    expect(stylesFor(styles, '/x')).toEqual(['/a.css', '/b.css']);
  });

  it('is the frame\'s alone for a 404 or an unknown screen', () => {
    expect(stylesFor(styles, undefined)).toEqual(['/a.css']);
    expect(stylesFor(styles, '/y')).toEqual(['/a.css']);
  });
});

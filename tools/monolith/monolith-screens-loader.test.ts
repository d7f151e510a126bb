import { afterEach, describe, expect, it } from 'vitest';
import { MonolithScreensLoader, monolithRemoteMap, remoteOfUrl } from './monolith-screens-loader.ts';
import { MONOLITH_SCREENS } from './src/monolith-screens-key.ts';

const globals = globalThis as Record<symbol, unknown>;
afterEach(() => {
  delete globals[MONOLITH_SCREENS];
});

describe('monolith remote map', () => {
  it('names every remote on the monolith origin, and the loader reads the remote back from its server file', () => {
    const map = monolithRemoteMap('http://localhost:63010');
    expect(Object.keys(map).sort()).toEqual(['mfe_content', 'mfe_dealers', 'mfe_investors', 'mfe_products']);
    const serverFile = new URL('server/screens.cjs', map.mfe_investors).href;
    expect(remoteOfUrl(serverFile)).toBe('mfe_investors');
    expect(remoteOfUrl('http://localhost:3002/server/screens.cjs')).toBeUndefined();
  });
});

describe('MonolithScreensLoader', () => {
  it('hands out the screens the server build registered', async () => {
    const screens = { loadScreen: async () => () => null };
    globals[MONOLITH_SCREENS] = { mfe_investors: async () => screens };
    const loader = new MonolithScreensLoader();
    await expect(loader.load('http://m/_monolith/mfe_investors/server/screens.cjs')).resolves.toBe(screens);
  });

  it('rejects when nothing is registered (so the section is left to the browser, as for a failing remote)', async () => {
    await expect(new MonolithScreensLoader().load('http://m/_monolith/mfe_investors/server/screens.cjs')).rejects.toThrow(/No monolith screens/);
  });
});

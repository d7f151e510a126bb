// @vitest-environment node
// Data before render: the admin-host answers each screen declares in its remote's screens.ts are
// exactly the ones it asks for when it renders on the server, so the page server fetches all of a
// page's data before its one render and never has to render again for a list it did not expect.
import { createElement, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminDataContext, type AdminData } from '@site/shared/api/admin-data';
import type { RemoteScreens } from '@site/shared/remote/contract';
import { REMOTE_LIST } from '@site/shared/remote/registry';

/** The admin paths a screen asks for in a server render at `url`; every answer is "none yet". */
async function requestedBy(Screen: ComponentType, url: string): Promise<string[]> {
  const asked = new Set<string>();
  const data: AdminData = {
    answer: (path) => {
      asked.add(path);
      return undefined;
    },
    load: async (path) => {
      asked.add(path);
      return undefined;
    },
  };
  const { prelude } = await prerenderToNodeStream(
    createElement(AdminDataContext, { value: data }, createElement(MemoryRouter, { initialEntries: [url] }, createElement(Screen))),
  );
  for await (const chunk of prelude) void chunk;
  return [...asked].sort();
}

/** A query string for the screens whose data depends on it. */
const SEARCH: Readonly<Record<string, string>> = { '/investors/search': '?q=annual%20report' };

describe('each screen declares the admin data it renders with', () => {
  for (const { folder } of REMOTE_LIST) {
    it(`${folder}: declared = asked for, screen by screen`, async () => {
      const screens = ((await import(`../../../${folder}/src/screens.ts`)) as { default: RemoteScreens }).default;
      for (const path of screens.paths) {
        const search = SEARCH[path] ?? '';
        const Screen = await screens.loadScreen(path);
        expect([...screens.dataFor(path, search)].sort(), path).toEqual(await requestedBy(Screen, path + search));
      }
    }, 60_000);
  }
});

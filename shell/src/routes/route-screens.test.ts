// The shell's route table and each remote's './screens' module are two halves of one contract:
// every route's screen must be one its remote exposes, and every exposed screen must be reachable
// by a route. Holds for whatever both sides declare; remotes come from the registry.
import { describe, expect, it } from 'vitest';
import type { RemoteScreens } from '@site/shared/remote/contract';
import { REMOTE_LIST, type RemoteName } from '@site/shared/remote/registry';
import { routeTable, type RouteEntry } from './route-table';

interface Disagreement {
  /** Screens the route table asks this remote for that it does not expose. */
  routedButNotExposed: string[];
  /** Screens the remote exposes that no route of the table leads to. */
  exposedButNotRouted: string[];
}

function disagreement(routes: readonly RouteEntry[], remote: RemoteName, exposed: readonly string[]): Disagreement {
  const routed = new Set(routes.filter((route) => route.remote === remote).map((route) => route.screen));
  return {
    routedButNotExposed: [...routed].filter((screen) => !exposed.includes(screen)).sort(),
    exposedButNotRouted: exposed.filter((screen) => !routed.has(screen)).sort(),
  };
}

async function exposedPaths(folder: string): Promise<readonly string[]> {
  const module = (await import(`../../../${folder}/src/screens.ts`)) as { default: RemoteScreens };
  return module.default.paths;
}

describe('route table ↔ remotes\' screens', () => {
  for (const { folder, mfName } of REMOTE_LIST) {
    it(`${folder}: every route's screen is exposed, every exposed screen is routed`, async () => {
      expect(disagreement(routeTable, mfName, await exposedPaths(folder))).toEqual({
        routedButNotExposed: [],
        exposedButNotRouted: [],
      });
    });
  }

  it('catches a disagreement in either direction', () => {
    const routes: RouteEntry[] = [
      { path: '/a', remote: 'mfe_content', screen: '/a', title: 'A', description: '' },
      { path: '/alias', remote: 'mfe_content', screen: '/b', title: 'B', description: '' },
      { path: '/p', remote: 'mfe_products', screen: '/p', title: 'P', description: '' },
    ];
    expect(disagreement(routes, 'mfe_content', ['/b', '/c'])).toEqual({
      routedButNotExposed: ['/a'],
      exposedButNotRouted: ['/c'],
    });
    expect(disagreement(routes, 'mfe_content', ['/a', '/b'])).toEqual({ routedButNotExposed: [], exposedButNotRouted: [] });
  });
});

import { createContext, type ComponentType } from 'react';
import type { RouteEntry } from '../routes/route-table';

/**
 * Screens the server already has (their remote's server code loaded within its budget), by
 * `screenKey`. Only the server render provides it; in the browser every screen loads lazily, and a
 * screen the server rendered stays as the server sent it until its code arrives and hydrates it.
 */
export const ServerScreensContext = createContext<ReadonlyMap<string, ComponentType> | null>(null);

export const screenKey = (route: Pick<RouteEntry, 'remote' | 'screen'>): string => `${route.remote}:${route.screen}`;

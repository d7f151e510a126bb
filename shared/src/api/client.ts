import type { AxiosInstance, AxiosStatic } from 'axios';
import { adminHost } from '../config/env';

// axios is loaded on first use, not with the page: no screen needs it to render its first frame,
// so it stays off the critical path (about 21 KB gzip per app that would otherwise load it eagerly).
let axiosModule: Promise<AxiosStatic> | undefined;
function loadAxios(): Promise<AxiosStatic> {
  axiosModule ??= import('axios').then((module) => module.default);
  // A failed chunk load must not poison every later call: forget it so the next call retries.
  axiosModule.catch(() => (axiosModule = undefined));
  return axiosModule;
}

/** Axios client for the admin host; base URL read per call so the runtime environment applies. */
export async function api(): Promise<AxiosInstance> {
  const axios = await loadAxios();
  return axios.create({ baseURL: adminHost(), timeout: 15_000 });
}

/** The rows of a list answer: the answer itself when it is an array, else none. */
export const listFrom = <T>(answer: unknown): T[] => (Array.isArray(answer) ? (answer as T[]) : []);

/** GET an answer from the admin host as it came (a failure rejects: callers decide what it means). */
export async function fetchAnswer(path: string, signal?: AbortSignal): Promise<unknown> {
  const { data } = await (await api()).get<unknown>(path, { signal });
  return data;
}

/**
 * GET a list from the admin host (`from` reads the rows out of the answer). Per spec §8 a failure
 * is only logged ('Error fetching data:') and the caller gets an empty list, so a page shows its
 * empty state and never crashes.
 */
export async function fetchList<T>(path: string, signal?: AbortSignal, from: (answer: unknown) => T[] = listFrom): Promise<T[]> {
  try {
    return from(await fetchAnswer(path, signal));
  } catch (error) {
    // A cancelled request (the screen unmounted) is not a failure worth logging.
    if (!signal?.aborted) console.error('Error fetching data:', error);
    return [];
  }
}

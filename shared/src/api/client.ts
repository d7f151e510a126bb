import axios, { type AxiosInstance } from 'axios';
import { adminHost } from '../config/env';

/** Axios client for the admin host; base URL read per call so the runtime environment applies. */
export function api(): AxiosInstance {
  return axios.create({ baseURL: adminHost(), timeout: 15_000 });
}

/**
 * GET a list from the admin host. Per spec §8 a failure is only logged ('Error fetching data:')
 * and the caller gets an empty list, so a page shows its empty state and never crashes.
 */
export async function fetchList<T>(path: string, signal?: AbortSignal): Promise<T[]> {
  try {
    const { data } = await api().get<unknown>(path, { signal });
    return Array.isArray(data) ? (data as T[]) : [];
  } catch (error) {
    if (!axios.isCancel(error)) console.error('Error fetching data:', error);
    return [];
  }
}

import { describe, expect, it } from 'vitest';
import { adminDataFrom } from '@site/shared/api/admin-data';
import { NAVIGATION_ANSWER_MS, navigationData } from './navigation-data';

/** A stand-in for the admin host's HTTP answers (the HTTP client has its own tests against a real server). */
function answers() {
  const asked: string[] = [];
  const waiting = new Map<string, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const fetchImpl = (path: string) =>
    new Promise<unknown>((resolve, reject) => {
      asked.push(path);
      waiting.set(path, { resolve, reject });
    });
  return { asked, fetchImpl, answer: (path: string, value: unknown) => waiting.get(path)!.resolve(value), fail: (path: string) => waiting.get(path)!.reject(new Error('down')) };
}

describe('navigation data', () => {
  it('asks once for each path a navigation declares, and hands the answer to the screen', async () => {
    const host = answers();
    const data = navigationData(undefined, host.fetchImpl, () => 0);
    data.prefetch(['/a', '/b']);
    data.prefetch(['/a']);
    expect(host.asked).toEqual(['/a', '/b']);
    expect(data.answer('/a')).toBeUndefined();
    const pending = data.pending('/a');
    host.answer('/a', [1, 2]);
    expect(await pending).toEqual({ value: [1, 2] });
    expect(data.answer('/a')).toEqual({ value: [1, 2] });
    expect(data.pending('/c')).toBeUndefined();
  });

  it('never asks for what the page was rendered with, and gives the page its own answers first', () => {
    const host = answers();
    const data = navigationData(adminDataFrom({ '/a': ['served'] }), host.fetchImpl, () => 0);
    data.prefetch(['/a', '/b']);
    expect(host.asked).toEqual(['/b']);
    expect(data.answer('/a')).toEqual({ value: ['served'] });
  });

  it('a failed request resolves to nothing, so the screen asks itself and reports it', async () => {
    const host = answers();
    const data = navigationData(undefined, host.fetchImpl, () => 0);
    data.prefetch(['/a']);
    const pending = data.pending('/a');
    host.fail('/a');
    expect(await pending).toBeUndefined();
    expect(data.answer('/a')).toBeUndefined();
  });

  it(`an answer is handed out for ${NAVIGATION_ANSWER_MS / 1000} s from its request; later the path is asked for again`, async () => {
    const host = answers();
    let now = 1_000;
    const data = navigationData(undefined, host.fetchImpl, () => now);
    data.prefetch(['/a']);
    host.answer('/a', ['old']);
    await data.pending('/a');
    now += NAVIGATION_ANSWER_MS - 1;
    expect(data.answer('/a')).toEqual({ value: ['old'] });
    now += 1;
    expect(data.answer('/a')).toBeUndefined();
    expect(data.pending('/a')).toBeUndefined();
    data.prefetch(['/a']);
    expect(host.asked).toEqual(['/a', '/a']);
  });

  it('the first history entry is the server-rendered page: only the ones after it are new navigations', () => {
    const data = navigationData(undefined, answers().fetchImpl);
    expect(data.isNewNavigation('default')).toBe(false);
    expect(data.isNewNavigation('default')).toBe(false); // StrictMode's second render, a Retry
    expect(data.isNewNavigation('k1')).toBe(true);
    expect(data.isNewNavigation('k1')).toBe(false);
    expect(data.isNewNavigation('default')).toBe(true); // back to the first page, which has hydrated long ago
  });
});

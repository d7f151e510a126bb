// @vitest-environment happy-dom
// The Releases screen in a browser-like page against the real admin host over HTTP (its console
// API with the registry's map and tokens, in a process of its own: releases-screen-host.ts): what it
// shows, and a rollback asked twice.
import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, setCsrfToken } from '../../api';
import { Releases } from './Releases';

/** test-helpers.ts' PASSWORD (that module loads the database code, which this environment cannot). */
const PASSWORD = 'correct horse battery';
const V1 = 'c00000000000000d1';
const V2 = 'c00000000000000d2';
const here = path.dirname(fileURLToPath(import.meta.url));
const host = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'releases-screen-host.ts')], { cwd: path.resolve(here, '../../../..'), stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
const pageFetch = globalThis.fetch;

/**
 * The page's network as a browser's: cookies kept, and the Origin header a browser sends with every
 * POST (the console's CSRF defence checks it). happy-dom's fetch sends Origin only across origins
 * and lets no script set it, so the page's calls go through node:http here instead.
 */
const cookies = new Map<string, string>();
function browserNetwork(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = new URL(String(input), window.location.href);
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = Object.fromEntries(new Headers(init.headers).entries());
  if (cookies.size) headers.cookie = [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  if (method !== 'GET') headers.origin = url.origin;
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers }, (response) => {
      for (const line of response.headers['set-cookie'] ?? []) {
        const [name = '', value = ''] = line.split(';')[0]!.split('=');
        if (/Max-Age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 500;
        const body = status === 204 ? null : Buffer.concat(chunks).toString('utf8');
        resolve(new Response(body, { status, headers: { 'content-type': String(response.headers['content-type'] ?? '') } }));
      });
    });
    request.on('error', reject);
    request.end(typeof init.body === 'string' ? init.body : undefined);
  });
}
host.stdout.on('data', (chunk) => (output += chunk));
host.stderr.on('data', (chunk) => (output += chunk));

beforeAll(async () => {
  const deadline = Date.now() + 40_000;
  while (!/listening (\S+)/.test(output)) {
    if (host.exitCode !== null || Date.now() > deadline) throw new Error(`the test host did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  (window as unknown as { happyDOM: { setURL(url: string): void } }).happyDOM.setURL(`${/listening (\S+)/.exec(output)![1]}/admin/`);
  globalThis.fetch = browserNetwork;
  setCsrfToken((await api.session()).csrfToken);
  setCsrfToken((await api.signIn('ira', PASSWORD)).csrfToken);
}, 60_000);
afterAll(() => {
  cleanup();
  globalThis.fetch = pageFetch;
  host.kill('SIGTERM');
});

describe('the Releases screen', () => {
  it('shows stable and canary, their health side by side, the history, releases and tokens, in captioned tables', async () => {
    render(createElement(Releases, { onSessionEnded: () => undefined }));
    expect(await screen.findByRole('heading', { level: 2, name: 'mfe-investors now' })).toBeTruthy();
    const health = screen.getByRole('table', { name: /Health from real visitors since .* \(when the canary started\)/ });
    expect(within(health).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Measure', `Stable ${V1}`, `Canary ${V2}`]);
    expect(within(health).getByRole('row', { name: /Error rate/ }).textContent).toContain('0.0 %');
    expect(screen.getByRole('table', { name: /Changes to mfe-investors in the map/ }).textContent).toContain('Canary started');
    expect(screen.getByRole('table', { name: /Stored releases/ }).textContent).toContain('new chart');
    expect(screen.getByRole('table', { name: /Release tokens/ }).textContent).toContain('ir-pipeline');
    cleanup();
  });

  it('rolls the canary back only after a confirmation, moves the focus, and says so in a status', async () => {
    const user = userEvent.setup();
    render(createElement(Releases, { onSessionEnded: () => undefined }));
    await user.click(await screen.findByRole('button', { name: 'Roll back the canary…' }));
    const confirm = screen.getByRole('group', { name: 'Roll back mfe-investors?' });
    await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('heading')));
    // Nothing changed yet.
    expect((await api.remoteReleases('mfe-investors')).entry.canary).not.toBeNull();
    await user.type(within(confirm).getByLabelText(/Why/), 'chart totals are wrong');
    await user.click(within(confirm).getByRole('button', { name: 'Yes, roll back' }));
    const status = await screen.findByText('mfe-investors was rolled back.');
    expect(status.closest('[role="status"]')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(status));
    const after = await api.remoteReleases('mfe-investors');
    expect(after.entry).toEqual({ stable: V1, canary: null });
    expect(after.history[0]).toMatchObject({ action: 'rollback', actor: 'console:ira', reason: 'chart totals are wrong' });
    expect(await screen.findByText('none running')).toBeTruthy();
    cleanup();
  });
});

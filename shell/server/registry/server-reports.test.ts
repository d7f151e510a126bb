import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRY_PATHS, SERVER_REPORT_LIMITS, type ServerReportBatch } from '../../../shared/src/contract/releases.ts';
import { SERVER_CODE_TOKEN_HEADER } from '../http/server-builds.ts';
import { releaseOfManifest } from '../../../shared/src/contract/releases.ts';
import { registryServerReporter } from './server-reports.ts';

const V1 = 'c0000000000000001';
const V2 = 'c0000000000000002';

/** The registry's intake on a real port: what it was sent, with which token. */
async function intake(status = 204) {
  const received: { token: string | undefined; path: string | undefined; batch: ServerReportBatch }[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ token: req.headers[SERVER_CODE_TOKEN_HEADER] as string | undefined, path: req.url, batch: JSON.parse(body) as ServerReportBatch });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { received, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

/** A clock and a schedule the test moves by hand. */
function manualTime() {
  const time = { now: 0, tasks: [] as { at: number; task: () => void }[] };
  return {
    time,
    now: () => time.now,
    schedule: (task: () => void, ms: number) => {
      time.tasks.push({ at: time.now + ms, task });
      return () => undefined;
    },
    /** Moves the clock to `to` and runs what is due. */
    advance(to: number) {
      time.now = to;
      const due = time.tasks.filter((t) => t.at <= to);
      time.tasks = time.tasks.filter((t) => t.at > to);
      for (const { task } of due) task();
    },
  };
}

describe('registryServerReporter', () => {
  it("POSTs the reports of each second in one batch, with the page servers' token, at most one request a second", async () => {
    const registry = await intake();
    const clock = manualTime();
    const report = registryServerReporter({ registryUrl: registry.url, token: 'secret', now: clock.now, schedule: clock.schedule });
    report({ remote: 'mfe-investors', release: V2, kind: 'load-failure' });
    report({ remote: 'mfe-investors', release: V2, kind: 'load-failure' });
    clock.advance(0);
    await report.settled();
    report({ remote: 'mfe-products', release: V1, kind: 'render-timeout' });
    clock.advance(500);
    await report.settled(); // nothing due yet: the first batch left at 0
    expect(registry.received).toHaveLength(1);
    expect(clock.time.tasks.map((t) => t.at)).toEqual([1000]);
    clock.advance(1000);
    await report.settled();
    expect(registry.received).toEqual([
      { token: 'secret', path: REGISTRY_PATHS.serverReports, batch: { reports: [{ remote: 'mfe-investors', release: V2, kind: 'load-failure' }, { remote: 'mfe-investors', release: V2, kind: 'load-failure' }] } },
      { token: 'secret', path: REGISTRY_PATHS.serverReports, batch: { reports: [{ remote: 'mfe-products', release: V1, kind: 'render-timeout' }] } },
    ]);
  });

  it("reports only the registry's releases, and bounds a batch", async () => {
    const registry = await intake();
    const clock = manualTime();
    const report = registryServerReporter({ registryUrl: registry.url, token: 'secret', now: clock.now, schedule: clock.schedule });
    report({ remote: 'mfe-investors', release: 'local', kind: 'load-failure' });
    report({ remote: 'mfe-investors', release: 'v20260101-120000Z', kind: 'load-failure' });
    for (let i = 0; i < SERVER_REPORT_LIMITS.maxReports + 50; i++) report({ remote: 'mfe-investors', release: V1, kind: 'render-failure' });
    clock.advance(0);
    await report.settled();
    expect(registry.received).toHaveLength(1);
    expect(registry.received[0]!.batch.reports).toHaveLength(SERVER_REPORT_LIMITS.maxReports);
    expect(new Set(registry.received[0]!.batch.reports.map((r) => r.release))).toEqual(new Set([V1]));
  });

  it('never throws when the registry is down or refuses; logs once until it takes them again', async () => {
    const logs: string[] = [];
    const clock = manualTime();
    const refusing = await intake(400);
    const report = registryServerReporter({ registryUrl: 'http://127.0.0.1:9', token: 'x', now: clock.now, schedule: clock.schedule, log: (l) => logs.push(l) });
    report({ remote: 'mfe-investors', release: V1, kind: 'load-failure' });
    clock.advance(0);
    await report.settled();
    report({ remote: 'mfe-investors', release: V1, kind: 'load-failure' });
    clock.advance(1000);
    await report.settled();
    expect(logs).toHaveLength(1);
    const refused = registryServerReporter({ registryUrl: refusing.url, token: 'x', now: clock.now, schedule: clock.schedule, log: (l) => logs.push(l) });
    refused({ remote: 'mfe-investors', release: V1, kind: 'load-failure' });
    clock.advance(2000);
    await refused.settled();
    expect(logs.at(-1)).toMatch(/answered 400/);
  });

  it('reads the release from a manifest URL', () => {
    expect(releaseOfManifest(`http://localhost:3006/mf/mfe-investors/${V1}/mf-manifest.json`)).toBe(V1);
    expect(releaseOfManifest('http://localhost:3000/mf/mfe-investors/local/mf-manifest.json')).toBe('local');
    expect(releaseOfManifest('not a url')).toBe('local');
  });
});

import { describe, expect, it } from 'vitest';
import type { BeaconEvent } from '@site/shared/contract/releases';
import { BEACON_LIMITS } from '@site/shared/contract/releases';
import { BeaconQueue } from './beacon-queue';

const view = (page = '/investors'): BeaconEvent => ({ kind: 'view', remote: 'mfe-investors', release: 'local', page });

function queue(overrides: { maxBytes?: number } = {}) {
  const sent: string[] = [];
  const timers: { run: () => void; ms: number; cleared: boolean }[] = [];
  const q = new BeaconQueue({
    send: (body) => (sent.push(body), true),
    flushAfterMs: 10_000,
    setTimer: (run, ms) => {
      const timer = { run, ms, cleared: false };
      timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => ((timer as (typeof timers)[number]).cleared = true),
    ...overrides,
  });
  const batches = () => sent.map((body) => (JSON.parse(body) as { events: BeaconEvent[] }).events);
  return { q, sent, timers, batches };
}

describe('the beacon queue', () => {
  it('sends nothing until flushed, then everything in one batch, and nothing for an empty flush', () => {
    const { q, sent, batches } = queue();
    q.add(view());
    q.add({ kind: 'error', remote: 'mfe-investors', release: 'local', source: 'boundary' });
    expect(sent).toEqual([]);
    q.flush();
    expect(batches()).toEqual([[view(), { kind: 'error', remote: 'mfe-investors', release: 'local', source: 'boundary' }]]);
    q.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends a full batch at once (the intake takes at most BEACON_LIMITS.maxEvents)', () => {
    const { q, batches } = queue();
    for (let i = 0; i < BEACON_LIMITS.maxEvents + 1; i += 1) q.add(view());
    expect(batches().map((events) => events.length)).toEqual([BEACON_LIMITS.maxEvents]);
  });

  it('sends a batch that has waited flushAfterMs, with one timer per batch', () => {
    const { q, timers, batches } = queue();
    q.add(view('/a'));
    q.add(view('/b'));
    expect(timers).toHaveLength(1);
    expect(timers[0]!.ms).toBe(10_000);
    timers[0]!.run();
    expect(batches()).toEqual([[view('/a'), view('/b')]]);
    q.add(view('/c'));
    expect(timers).toHaveLength(2);
    q.flush();
    expect(timers[1]!.cleared).toBe(true);
  });

  it('splits a batch whose JSON is over the size limit, and drops an event too big alone', () => {
    const { q, batches } = queue({ maxBytes: 200 });
    for (const page of ['/1', '/2', '/3', '/4']) q.add(view(page));
    q.add(view(`/${'x'.repeat(300)}`));
    q.flush();
    const sent = batches();
    expect(sent.flat().map((event) => (event as { page: string }).page)).toEqual(['/1', '/2', '/3', '/4']);
    for (const events of sent) expect(JSON.stringify({ events }).length).toBeLessThanOrEqual(200);
  });
});

import { describe, expect, it } from 'vitest';
import { PUBLISH_AT_MESSAGES, publicationOf } from './publish-rule';

// 28 Nov 2026, 16:29:40 India time.
const NOW = Date.parse('2026-11-28T10:59:40Z');

describe('publicationOf', () => {
  it('publishes a new record at once when no time is given', () => {
    expect(publicationOf(undefined, undefined, NOW)).toEqual({ publication: { publish_at: null, published: 1 } });
    expect(publicationOf('', undefined, NOW)).toEqual({ publication: { publish_at: null, published: 1 } });
  });

  it('holds a record back until a later India time, stored in UTC', () => {
    expect(publicationOf('2026-11-28T16:30', undefined, NOW)).toEqual({ publication: { publish_at: '2026-11-28T11:00:00.000Z', published: 0 } });
    expect(publicationOf('2027-01-01T00:00', undefined, NOW)).toEqual({ publication: { publish_at: '2026-12-31T18:30:00.000Z', published: 0 } });
  });

  it('publishes at once for the current minute, and refuses an earlier one', () => {
    expect(publicationOf('2026-11-28T16:29', undefined, NOW)).toEqual({ publication: { publish_at: '2026-11-28T10:59:00.000Z', published: 1 } });
    expect(publicationOf('2026-11-28T16:28', undefined, NOW)).toEqual({ error: PUBLISH_AT_MESSAGES.past });
    // A year typed wrong is the leak this rule exists for.
    expect(publicationOf('2025-11-28T16:30', undefined, NOW)).toEqual({ error: PUBLISH_AT_MESSAGES.past });
  });

  it('refuses what is not a time', () => {
    for (const value of ['tomorrow', '2026-02-30T10:00', '2026-11-28T24:00', '2026-11-28 16:30', '2026-13-01T10:00']) {
      expect(publicationOf(value, undefined, NOW)).toEqual({ error: PUBLISH_AT_MESSAGES.invalid });
    }
  });

  it('reschedules or publishes now a record that is waiting', () => {
    const waiting = { publishAt: '2026-11-28T11:00:00.000Z', published: false };
    expect(publicationOf(undefined, waiting, NOW)).toEqual({});
    expect(publicationOf('2026-11-28T17:00', waiting, NOW)).toEqual({ publication: { publish_at: '2026-11-28T11:30:00.000Z', published: 0 } });
    expect(publicationOf('', waiting, NOW)).toEqual({ publication: { publish_at: '2026-11-28T10:59:00.000Z', published: 1 } });
  });

  it('leaves a published record published: its time cannot move', () => {
    const published = { publishAt: '2026-11-28T10:00:00.000Z', published: true };
    expect(publicationOf(undefined, published, NOW)).toEqual({});
    expect(publicationOf('', published, NOW)).toEqual({});
    expect(publicationOf('2026-11-28T15:30', published, NOW)).toEqual({});
    expect(publicationOf('2026-11-29T10:00', published, NOW)).toEqual({ error: PUBLISH_AT_MESSAGES.alreadyPublished });
  });
});

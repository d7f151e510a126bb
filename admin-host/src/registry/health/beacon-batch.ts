// The beacon intake's schema check: a batch from a visitor's page is untrusted input. Pure, so each
// rule is tested alone; the route answers 400 with the message this gives.
import { BEACON_LIMITS, isRemoteFolder, LOCAL_RELEASE, RELEASE_VERSION_PATTERN, VITAL_NAMES, type BeaconBatch, type BeaconEvent, type VitalName } from '@site/shared/contract/releases';

/** A release name as a page may report it: a content-hash version or a local build. */
export const isReleaseName = (value: unknown): value is string => typeof value === 'string' && (value === LOCAL_RELEASE || RELEASE_VERSION_PATTERN.test(value));

/** Largest value a vital may have: ms for LCP/INP/TTFB (ten minutes), CLS far below. Beyond it is not a measurement. */
export const MAX_VITAL_VALUE = 600_000;
/** Longest page path kept (the route table's are far shorter). */
export const MAX_PAGE_LENGTH = 200;

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const fail = (message: string): Parsed<never> => ({ ok: false, message });

function parseEvent(raw: unknown, at: string): Parsed<BeaconEvent> {
  if (!isObject(raw)) return fail(`${at} must be an object`);
  const { kind, remote, release } = raw;
  if (typeof remote !== 'string' || !isRemoteFolder(remote)) return fail(`${at}.remote must be one of the site's remotes`);
  if (!isReleaseName(release)) return fail(`${at}.release must be a release version or "${LOCAL_RELEASE}"`);
  switch (kind) {
    case 'view': {
      const { page } = raw;
      if (typeof page !== 'string' || !page.startsWith('/') || page.length > MAX_PAGE_LENGTH || page.includes('?')) return fail(`${at}.page must be a path (no query), at most ${MAX_PAGE_LENGTH} characters`);
      return { ok: true, value: { kind, remote, release, page } };
    }
    case 'vital': {
      const { name, value } = raw;
      if (typeof name !== 'string' || !(VITAL_NAMES as readonly string[]).includes(name)) return fail(`${at}.name must be one of ${VITAL_NAMES.join(', ')}`);
      if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_VITAL_VALUE) return fail(`${at}.value must be a finite number from 0 to ${MAX_VITAL_VALUE}`);
      return { ok: true, value: { kind, remote, release, name: name as VitalName, value } };
    }
    case 'error': {
      const { source } = raw;
      if (source !== 'boundary' && source !== 'window') return fail(`${at}.source must be "boundary" or "window"`);
      return { ok: true, value: { kind, remote, release, source } };
    }
    default:
      return fail(`${at}.kind must be "view", "vital" or "error"`);
  }
}

/** A BeaconBatch, or what is wrong with it (the first problem found). */
export function parseBeaconBatch(body: unknown): Parsed<BeaconBatch> {
  let value = body;
  if (typeof body === 'string') {
    // sendBeacon's text/plain body: JSON we parse ourselves.
    try {
      value = JSON.parse(body);
    } catch {
      return fail('The body must be a JSON beacon batch');
    }
  }
  if (!isObject(value) || !Array.isArray(value.events)) return fail('The body must be a JSON object with an "events" list');
  if (value.events.length === 0) return fail('A batch has at least one event');
  if (value.events.length > BEACON_LIMITS.maxEvents) return fail(`A batch has at most ${BEACON_LIMITS.maxEvents} events`);
  const events: BeaconEvent[] = [];
  for (const [index, raw] of value.events.entries()) {
    const event = parseEvent(raw, `events[${index}]`);
    if (!event.ok) return event;
    events.push(event.value);
  }
  return { ok: true, value: { events } };
}

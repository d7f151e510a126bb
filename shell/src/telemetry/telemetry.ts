// What the page reports about its health (issue 26), for the registry's canary judgement: one
// 'view' per page view (client-side navigations too), the Web Vitals, and errors, each tagged with
// the route's remote and the release the page was rendered with. This module is the small part the
// shell's main code calls (the page-view hook, the remotes' error boundary); start-telemetry.ts, loaded
// when the browser is idle after hydration, decides the sample and starts sending. Events before
// then wait here. Nothing runs on the server: the callers are effects and componentDidCatch.
// Nothing personal is sent: the route's path from the route table (never the URL's query or the
// visitor's own text), no error messages, and the admin host reads no cookies.
import type { BeaconEvent, VitalName } from '@site/shared/contract/releases';
import { BEACON_LIMITS } from '@site/shared/contract/releases';
import type { RemoteName } from '@site/shared/remote/registry';
import { findRoute } from '../routes/route-table';
import { remoteFolderOf } from './release-of';
import { TELEMETRY_CONFIG } from './telemetry-config';

/** An event before it is tagged with its release (known once reporting has started). */
export type PageEvent =
  | { kind: 'view'; remote: RemoteName; page: string }
  | { kind: 'vital'; remote: RemoteName; name: VitalName; value: number }
  | { kind: 'error'; remote: RemoteName; source: 'boundary' | 'window' };

export interface Reporting {
  /** The release of each remote the page was rendered with. */
  releases: Record<RemoteName, string>;
  /** Where tagged events go (a BeaconQueue). */
  add: (event: BeaconEvent) => void;
}

interface State {
  /** undefined: not decided yet (events wait); null: this page load is not in the sample. */
  reporting: Reporting | null | undefined;
  waiting: PageEvent[];
  /** The remote of the route shown now (errors outside a boundary are counted against it). */
  currentRemote: RemoteName | undefined;
  /** The remote of the route the page was loaded for: the page's vitals are its. */
  landingRemote: RemoteName | undefined;
  errorsThisView: number;
  lastViewKey: string | undefined;
}

const fresh = (): State => ({ reporting: undefined, waiting: [], currentRemote: undefined, landingRemote: undefined, errorsThisView: 0, lastViewKey: undefined });
let state = fresh();

function tag(event: PageEvent, releases: Record<RemoteName, string>): BeaconEvent {
  const base = { remote: remoteFolderOf(event.remote), release: releases[event.remote] };
  if (event.kind === 'view') return { kind: 'view', ...base, page: event.page };
  if (event.kind === 'vital') return { kind: 'vital', ...base, name: event.name, value: event.value };
  return { kind: 'error', ...base, source: event.source };
}

function emit(event: PageEvent): void {
  const { reporting } = state;
  if (reporting === null) return;
  if (reporting) return reporting.add(tag(event, reporting.releases));
  // Before the start: a page's first moments give a handful of events; a flood is not kept.
  if (state.waiting.length < BEACON_LIMITS.maxEvents) state.waiting.push(event);
}

/** The route of a path inside the router (its locale prefix already removed), if the route table has it. */
const routeOf = (pathname: string) => findRoute(pathname);

/**
 * A page view: the first render of the page and every client-side navigation. `key` is the history
 * entry's (React Router's location.key), so a repeated effect for one entry counts once.
 */
export function reportView(pathname: string, key: string): void {
  if (key === state.lastViewKey) return;
  state.lastViewKey = key;
  const route = routeOf(pathname);
  state.currentRemote = route?.remote;
  state.errorsThisView = 0;
  // The 404 page belongs to no remote: not counted.
  if (!route) return;
  state.landingRemote ??= route.remote;
  emit({ kind: 'view', remote: route.remote, page: route.path });
}

/** An error: caught by a remote's boundary (that remote), or the window's (the route shown now). */
export function reportError(source: 'boundary' | 'window', remote: RemoteName | undefined = state.currentRemote): void {
  if (!remote || state.errorsThisView >= TELEMETRY_CONFIG.maxErrorsPerView) return;
  state.errorsThisView += 1;
  emit({ kind: 'error', remote, source });
}

/** A Web Vital of the page (the route it was loaded for). */
export function reportVital(name: VitalName, value: number, landingPath: string): void {
  const remote = state.landingRemote ?? routeOf(landingPath)?.remote;
  if (!remote || !Number.isFinite(value)) return;
  emit({ kind: 'vital', remote, name, value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value) });
}

/** Starts reporting (null: this page load is outside the sample, and reports nothing). */
export function beginReporting(reporting: Reporting | null): void {
  const waiting = state.waiting;
  state.reporting = reporting;
  state.waiting = [];
  if (reporting) for (const event of waiting) reporting.add(tag(event, reporting.releases));
}

/** Tests: back to a fresh page. */
export function resetTelemetry(): void {
  state = fresh();
}

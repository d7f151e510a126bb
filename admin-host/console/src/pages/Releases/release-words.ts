// How the Releases screen words its figures (issue 26). Pure, so the screen's wording is tested alone.
import type { RemoteReleases } from '../../api';

type Health = RemoteReleases['health']['stable'];
type HistoryItem = RemoteReleases['history'][number];

/** A UTC ISO time as the console shows times: 28/11/2026 08:05 UTC. */
export function utcTime(iso: string | null): string {
  if (!iso) return '';
  const [date = '', time = ''] = iso.split('T');
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y} ${time.slice(0, 5)} UTC`;
}

export const releaseName = (version: string | null) => version ?? 'the local build';

/** A commit as people quote it (the full hash stays in the history's data). */
export const shortCommit = (commit: string) => (/^[0-9a-f]{40}$/i.test(commit) ? commit.slice(0, 12) : commit);

export const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

/** A vital's p75 in its unit: ms for LCP, INP and TTFB, none for CLS; a dash without samples. */
export function vital(name: keyof Health['p75'], value: number | null): string {
  if (value === null) return '—';
  return name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;
}

/** The rows of the side-by-side health table: a label and each release's figure. */
export function healthRows(health: RemoteReleases['health']): { label: string; stable: string; canary: string | null }[] {
  const row = (label: string, figure: (release: Health) => string) => ({ label, stable: figure(health.stable), canary: health.canary ? figure(health.canary) : null });
  return [
    row('Page views', (release) => String(release.pageViews)),
    row('Errors in the browser', (release) => String(release.errors)),
    row('Error rate (errors per page view)', (release) => percent(release.errorRate)),
    row('Server failures (render, time-out, code not loaded)', (release) => String(release.serverFailures)),
    row('LCP, 75th percentile', (release) => vital('LCP', release.p75.LCP)),
    row('INP, 75th percentile', (release) => vital('INP', release.p75.INP)),
    row('CLS, 75th percentile', (release) => vital('CLS', release.p75.CLS)),
    row('TTFB, 75th percentile', (release) => vital('TTFB', release.p75.TTFB)),
  ];
}

const ACTIONS: Record<string, string> = {
  release: 'Released as stable',
  canary: 'Canary started',
  share: 'Canary share changed',
  promote: 'Canary promoted',
  rollback: 'Rolled back',
  'auto-rollback': 'Rolled back automatically',
};

export const historyAction = (item: HistoryItem) => ACTIONS[item.action] ?? item.action;

/** Who made a change, as people read it: the console's user, a pipeline's token, the registry itself. */
export function actorName(actor: string): string {
  if (actor === 'registry') return 'the registry (automatic)';
  const [kind, name] = [actor.slice(0, actor.indexOf(':')), actor.slice(actor.indexOf(':') + 1)];
  if (kind === 'console') return `${name} (console)`;
  if (kind === 'token') return `${name} (release token)`;
  if (kind === 'cli') return `${name} (command line)`;
  return actor;
}

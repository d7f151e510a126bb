// Page servers' reports about a release's server code (shell/server/registry/server-reports.ts posts
// them with the deployment's SERVER_CODE_TOKEN, at most a batch a second): `{ reports: [...] }`
// (ServerReportBatch), or one ServerReport alone. Pure.
import { isRemoteFolder, SERVER_REPORT_LIMITS, type ServerReport } from '@site/shared/contract/releases';
import { isReleaseName, type Parsed } from './beacon-batch';

export const SERVER_REPORT_KINDS = ['load-failure', 'render-failure', 'render-timeout'] as const satisfies readonly ServerReport['kind'][];
/** Most reports one request may carry: what page servers send at most. */
export const MAX_SERVER_REPORTS = SERVER_REPORT_LIMITS.maxReports;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseReport(raw: unknown, at: string): Parsed<ServerReport> {
  if (!isObject(raw)) return { ok: false, message: `${at} must be an object` };
  const { remote, release, kind } = raw;
  if (typeof remote !== 'string' || !isRemoteFolder(remote)) return { ok: false, message: `${at}.remote must be one of the site's remotes` };
  if (!isReleaseName(release)) return { ok: false, message: `${at}.release must be a release version or "local"` };
  if (typeof kind !== 'string' || !(SERVER_REPORT_KINDS as readonly string[]).includes(kind)) return { ok: false, message: `${at}.kind must be one of ${SERVER_REPORT_KINDS.join(', ')}` };
  return { ok: true, value: { remote, release, kind: kind as ServerReport['kind'] } };
}

export function parseServerReports(body: unknown): Parsed<ServerReport[]> {
  if (!isObject(body)) return { ok: false, message: 'The body must be a JSON object: { "reports": [...] } or one report' };
  const batch = 'reports' in body;
  const list = batch ? body.reports : [body];
  if (!Array.isArray(list)) return { ok: false, message: '"reports" must be a list' };
  if (list.length === 0 || list.length > MAX_SERVER_REPORTS) return { ok: false, message: `A batch carries 1 to ${MAX_SERVER_REPORTS} reports` };
  const reports: ServerReport[] = [];
  for (const [index, raw] of list.entries()) {
    const report = parseReport(raw, batch ? `reports[${index}]` : 'body');
    if (!report.ok) return report;
    reports.push(report.value);
  }
  return { ok: true, value: reports };
}

// The README's countable statements, read from the code they describe (issue 32: the README had
// counted 20 endpoints when the contract had 33 public paths). tools/readme.test.ts compares them
// with what the README and admin-host/README.md say, so a new endpoint, port, route or plugin that
// is not written down fails a test instead of going stale quietly.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_API_PATHS, DOCUMENT_LISTS, NEWSPAPER_PUBLICATIONS_LIST, POLICIES_LIST, REG46_DOCUMENT_LISTS, SITE_SERVER_PATHS } from '../shared/src/contract/admin-api.ts';
import { INVESTOR_ALERT_PATHS } from '../shared/src/contract/investor-alerts.ts';
import { INVESTOR_ARCHIVE_ENDPOINTS } from '../shared/src/contract/investor-archive.ts';
import { INVESTOR_CALENDAR_ENDPOINTS } from '../shared/src/contract/investor-calendar.ts';
import { ADMIN_HOST_PORT, APPS, DEPLOY_ORIGIN_PORT, PORT_OFFSET, type AppName } from '../shell/server/apps.ts';
import { routeTable } from '../shell/src/routes/route-table.ts';

/** Every path the admin host answers for the public site (the spec's, the archive's, the page server's, the investor alerts'), each once. */
export function publicApiPaths(): string[] {
  const lists = [...Object.values(DOCUMENT_LISTS), ...Object.values(REG46_DOCUMENT_LISTS), NEWSPAPER_PUBLICATIONS_LIST, POLICIES_LIST];
  return [
    ...new Set([
      ...Object.values(ADMIN_API_PATHS),
      ...lists.map((list) => list.path),
      ...Object.values(INVESTOR_ARCHIVE_ENDPOINTS),
      ...Object.values(INVESTOR_CALENDAR_ENDPOINTS),
      ...Object.values(SITE_SERVER_PATHS),
      ...Object.values(INVESTOR_ALERT_PATHS),
    ]),
  ];
}

/** Package folder (as the README's port table names it) → its port without PORT_OFFSET and, for apps, how many routes it renders. */
export function servedPorts(): Record<string, { port: number; routes?: number }> {
  const routesOf = (app: AppName) => (app === 'shell' ? routeTable.length : routeTable.filter((route) => route.remote === APPS[app].mfName).length);
  return {
    ...Object.fromEntries(Object.entries(APPS).map(([app, { port }]) => [`${app}/`, { port: port - PORT_OFFSET, routes: routesOf(app as AppName) }])),
    'tools/serve/': { port: DEPLOY_ORIGIN_PORT - PORT_OFFSET },
    'admin-host/': { port: ADMIN_HOST_PORT - PORT_OFFSET },
  };
}

/** The README's port table: package folder → port and route count ('—': none), as written. */
export function readmePortTable(readme: string): Record<string, { port: number; routes?: number }> {
  const start = readme.indexOf('| Port | What | Routes | Package |');
  if (start < 0) return {};
  const rows = readme.slice(start).split('\n').slice(2);
  const table: Record<string, { port: number; routes?: number }> = {};
  for (const row of rows) {
    if (!row.startsWith('|')) break;
    const cells = row.split('|').slice(1, -1).map((cell) => cell.trim());
    const port = /:(\d+)\s*$/.exec(cells[0] ?? '')?.[1];
    const folder = /^`([^`]+)`$/.exec(cells[3] ?? '')?.[1];
    if (!port || !folder) continue;
    table[folder] = { port: Number(port), ...(/^\d+$/.test(cells[2] ?? '') ? { routes: Number(cells[2]) } : {}) };
  }
  return table;
}

/** The count the README's architecture picture gives for the admin host's public API. */
export const readmeApiCount = (readme: string): number | undefined => {
  const count = /(\d+) public API paths/.exec(readme)?.[1];
  return count === undefined ? undefined : Number(count);
};

/** Paths of the contract that admin-host/README.md does not name in backticks (a query string may follow). */
export const undocumentedPaths = (adminReadme: string, paths: readonly string[]): string[] =>
  paths.filter((p) => !new RegExp('`' + p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '[`?]').test(adminReadme));

/** The plugins of our own that admin-host/src/app.ts registers (packages such as @fastify/cors left out). */
export function registeredPlugins(appSource: string): string[] {
  const ours = new Set([...appSource.matchAll(/import\s*\{([^}]*)\}\s*from\s*'\.[^']*'/g)].flatMap(([, names]) => names!.split(',').map((name) => name.trim())));
  return [...appSource.matchAll(/app\.register\((\w+)/g)].map(([, name]) => name!).filter((name) => ours.has(name));
}

export const readText = (root: string, file: string): string => readFileSync(path.join(root, file), 'utf8');

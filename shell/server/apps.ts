// The site's deployables as its servers and tools see them: folder, Module Federation name and
// local production port. Which remotes exist is declared once, in shared/src/remote/registry.ts;
// this file adds where each one listens on this machine, with PORT_OFFSET. It shifts every port
// (shell 3000+offset, admin host 4000+offset) so several copies of the stack can run side by side
// on one machine (parallel work, CI), e.g. 10000.
import { REMOTE_LIST, SHELL, type RemoteFolder } from '../../shared/src/remote/registry.ts';

const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 60000) throw new Error(`Bad PORT_OFFSET: ${process.env.PORT_OFFSET}`);
export const PORT_OFFSET = OFFSET;

// Ports browsers and fetch refuse to connect to (WHATWG fetch "bad ports") in the range we use.
const BLOCKED_PORTS = [3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080];
const DEPLOY_ORIGIN_BASE_PORT = 3005;
/** The second page server of `PAGE_SERVERS=2 pnpm start` (issue 26). */
const SECOND_PAGE_SERVER_BASE_PORT = 3006;
const ADMIN_HOST_BASE_PORT = 4000;
const usedPorts = [SHELL.port, ...REMOTE_LIST.map((r) => r.port), DEPLOY_ORIGIN_BASE_PORT, SECOND_PAGE_SERVER_BASE_PORT, ADMIN_HOST_BASE_PORT].map(
  (port) => port + OFFSET,
);
const blocked = usedPorts.filter((port) => BLOCKED_PORTS.includes(port));
if (blocked.length) throw new Error(`PORT_OFFSET=${OFFSET} puts the site on port(s) ${blocked.join(', ')}, which browsers refuse; pick another offset`);

export type RemoteApp = RemoteFolder;
export type AppName = typeof SHELL.folder | RemoteApp;
export const REMOTE_APPS: readonly RemoteApp[] = REMOTE_LIST.map((remote) => remote.folder);

/** App folder → its Module Federation name and port (offset applied). */
export const APPS = Object.fromEntries(
  [SHELL, ...REMOTE_LIST].map(({ folder, mfName, port }) => [folder, { mfName, port: port + OFFSET }]),
) as Readonly<Record<AppName, { readonly mfName: string; readonly port: number }>>;

/** An app's local production origin. */
export const appUrl = (app: AppName): string => `http://localhost:${APPS[app].port}`;

export const ADMIN_HOST_PORT = ADMIN_HOST_BASE_PORT + OFFSET;
/** The local deploy origin's port (deploy-layout.ts). */
export const DEPLOY_ORIGIN_PORT = DEPLOY_ORIGIN_BASE_PORT + OFFSET;
/** The page servers' ports: the shell's, then the second one (`PAGE_SERVERS=2`). */
export const PAGE_SERVER_PORTS: readonly number[] = [APPS.shell.port, SECOND_PAGE_SERVER_BASE_PORT + OFFSET];

// The one list of the site's deployables: folder, Module Federation name and production port.
// PORT_OFFSET shifts every port (shell 3000+offset, admin host 4000+offset) so several copies of
// the stack can run side by side on one machine (parallel work, CI), e.g. PORT_OFFSET=10000.
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 60000) throw new Error(`Bad PORT_OFFSET: ${process.env.PORT_OFFSET}`);
export const PORT_OFFSET = OFFSET;

// Ports browsers and fetch refuse to connect to (WHATWG fetch "bad ports") in the range we use.
const BLOCKED_PORTS = [3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6679, 6697, 10080];
const usedPorts = [3000, 3001, 3002, 3003, 3004, 3005, 4000].map((port) => port + OFFSET);
const blocked = usedPorts.filter((port) => BLOCKED_PORTS.includes(port));
if (blocked.length) throw new Error(`PORT_OFFSET=${OFFSET} puts the site on port(s) ${blocked.join(', ')}, which browsers refuse; pick another offset`);

export const APPS = {
  shell: { mfName: 'shell', port: 3000 + OFFSET },
  'mfe-products': { mfName: 'mfe_products', port: 3001 + OFFSET },
  'mfe-investors': { mfName: 'mfe_investors', port: 3002 + OFFSET },
  'mfe-dealers': { mfName: 'mfe_dealers', port: 3003 + OFFSET },
  'mfe-content': { mfName: 'mfe_content', port: 3004 + OFFSET },
} as const;

export type AppName = keyof typeof APPS;
export const REMOTE_APPS = ['mfe-products', 'mfe-investors', 'mfe-dealers', 'mfe-content'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];
export const ADMIN_HOST_PORT = 4000 + OFFSET;

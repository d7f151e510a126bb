// The one list of the site's deployables: folder, Module Federation name and production port.
// PORT_OFFSET shifts every port (shell 3000+offset, admin host 4000+offset) so several copies of
// the stack can run side by side on one machine (parallel work, CI), e.g. PORT_OFFSET=10000.
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
if (!Number.isInteger(OFFSET) || OFFSET < 0 || OFFSET > 60000) throw new Error(`Bad PORT_OFFSET: ${process.env.PORT_OFFSET}`);
export const PORT_OFFSET = OFFSET;

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

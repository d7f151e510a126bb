// The one list of the site's deployables: folder, Module Federation name and production port.
export const APPS = {
  shell: { mfName: 'shell', port: 3000 },
  'mfe-products': { mfName: 'mfe_products', port: 3001 },
  'mfe-investors': { mfName: 'mfe_investors', port: 3002 },
  'mfe-dealers': { mfName: 'mfe_dealers', port: 3003 },
  'mfe-content': { mfName: 'mfe_content', port: 3004 },
} as const;

export type AppName = keyof typeof APPS;
export const REMOTE_APPS = ['mfe-products', 'mfe-investors', 'mfe-dealers', 'mfe-content'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];
export const ADMIN_HOST_PORT = 4000;

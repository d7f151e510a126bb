// Variant set-ups built from the real servers: a second shell with a different remote map or
// admin host, and an admin host with empty tables. Nothing here mocks our own API.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readRemoteMap } from '../../../shell/server/remote-map.ts';
import { serveApp, startAdminHost, type AdminHostProcess } from '../../../tools/serve/stack.ts';
import type { RunningServer } from '../../../shell/server/http/static-server.ts';
import { ADMIN_HOST, VARIANT_ORIGINS } from './ports.ts';

export interface VariantShellOptions {
  port: number;
  /** Remote name → manifest URL overrides on top of the real map. */
  remotes?: Record<string, string>;
  adminHost?: string;
}

/** A second shell origin with its own remote map and admin host, serving the same shell build. */
export async function startVariantShell({ port, remotes = {}, adminHost }: VariantShellOptions): Promise<RunningServer> {
  const base = await readRemoteMap();
  return serveApp('shell', {
    port,
    adminHost: adminHost ?? ADMIN_HOST,
    remoteMap: async () => ({ ...base, ...remotes }),
  });
}

/** A real admin host with migrated but empty tables (every list answers []). */
export function startEmptyAdminHost(port: number): Promise<AdminHostProcess> {
  const db = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-empty-')), 'empty.db');
  return startAdminHost({ port, db, flags: ['--empty'], allowedOrigins: VARIANT_ORIGINS, quiet: true });
}

// `pnpm --filter shell serve`: the shell's page server on its own, as production runs it behind
// nginx (tools/serve/nginx/site.conf) with the remotes' files served as static folders. It builds
// nothing and starts no admin host. Environment: PORT (default 3000), HOST, SHELL_ORIGIN (the
// origin visitors use, e.g. https://www.kalladapolypipes.example; default http://localhost:PORT), ADMIN_HOST,
// REMOTE_MAP_FILE (default: the deployment's deploy/remote-map.json when there is one, else the
// local map), BROCHURE_BASE, ENQUIRY_FORM_URL, SITE_ORIGINS, NODE_ENV=production / HSTS=off,
// SERVER_CODE_TOKEN (sent for server code it must fetch from another origin, and for the
// registry's release archives and server reports).
// Issue 26: REGISTRY_URL (default ADMIN_HOST; `off`: none) is the release registry it follows —
// every release the registry has of a remote replaces that remote's entry of the map above, per
// visitor's canary cohort — with its last map saved at REGISTRY_MAP_FILE (default
// <DEPLOY_DIR>/registry-map.<PORT>.json) for a start while the registry is down.
import { existsSync } from 'node:fs';
import { deployLayout, remoteMapFile } from './deploy-layout.ts';
import { stopOnSignals } from './http/listen.ts';
import { readRemoteMap } from './remote-map.ts';
import { registryMapFile, serveShell } from './serve-shell.ts';
import { defaultAdminHost } from './site-env.ts';

const deployedMap = remoteMapFile(deployLayout());
const mapFile = process.env.REMOTE_MAP_FILE ?? (existsSync(deployedMap) ? deployedMap : undefined);
const registryUrl = process.env.REGISTRY_URL === 'off' ? undefined : (process.env.REGISTRY_URL || defaultAdminHost());
const port = process.env.PORT ? Number(process.env.PORT) : undefined;
const server = await serveShell({
  ...(port !== undefined ? { port } : {}),
  ...(process.env.SHELL_ORIGIN ? { origin: process.env.SHELL_ORIGIN } : {}),
  remoteMap: () => readRemoteMap(mapFile),
  ...(registryUrl ? { registryUrl } : {}),
  ...(process.env.REGISTRY_MAP_FILE ? { registryMapFile: process.env.REGISTRY_MAP_FILE } : {}),
});
stopOnSignals(server.close);
const following = registryUrl ? `; registry: ${registryUrl}, saved at ${process.env.REGISTRY_MAP_FILE ?? registryMapFile(Number(new URL(server.url).port))}` : '';
console.log(`shell page server: ${server.url} (remote map: ${mapFile ?? 'local'}${following})`);

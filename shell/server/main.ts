// `pnpm --filter shell serve`: the shell's page server on its own, as production runs it behind
// nginx (tools/serve/nginx/site.conf) with the remotes' files served as static folders. It builds
// nothing and starts no admin host. Environment: PORT (default 3000), HOST, SHELL_ORIGIN (the
// origin visitors use, e.g. https://www.kalladapolypipes.example; default http://localhost:PORT), ADMIN_HOST,
// REMOTE_MAP_FILE (default: the deployment's deploy/remote-map.json when there is one, else the
// local map), BROCHURE_BASE, ENQUIRY_FORM_URL, SITE_ORIGINS, NODE_ENV=production / HSTS=off,
// SERVER_CODE_TOKEN (sent for server code it must fetch from another origin).
import { existsSync } from 'node:fs';
import { deployLayout, remoteMapFile } from './deploy-layout.ts';
import { stopOnSignals } from './http/listen.ts';
import { readRemoteMap } from './remote-map.ts';
import { serveShell } from './serve-shell.ts';

const deployedMap = remoteMapFile(deployLayout());
const mapFile = process.env.REMOTE_MAP_FILE ?? (existsSync(deployedMap) ? deployedMap : undefined);
const server = await serveShell({
  ...(process.env.PORT ? { port: Number(process.env.PORT) } : {}),
  ...(process.env.SHELL_ORIGIN ? { origin: process.env.SHELL_ORIGIN } : {}),
  remoteMap: () => readRemoteMap(mapFile),
});
stopOnSignals(server.close);
console.log(`shell page server: ${server.url} (remote map: ${mapFile ?? 'local'})`);

// Where releases live (see tools/release/deploy.ts): DEPLOY_DIR (default deploy/) holds remote-map.json,
// releases/<remote>.json and remotes/<remote>/<version>/, the last served at DEPLOY_ORIGIN.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEPLOY_ORIGIN_PORT } from '../apps.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface DeployLayout {
  dir: string;
  /** Origin serving `<dir>/remotes`, e.g. http://localhost:3005 or a CDN. */
  origin: string;
}

export function deployLayout(): DeployLayout {
  return {
    dir: path.resolve(process.env.DEPLOY_DIR ?? path.join(ROOT, 'deploy')),
    origin: (process.env.DEPLOY_ORIGIN ?? `http://localhost:${DEPLOY_ORIGIN_PORT}`).replace(/\/+$/, ''),
  };
}

export const remoteMapFile = (layout: DeployLayout): string => path.join(layout.dir, 'remote-map.json');
export const remotesRoot = (layout: DeployLayout): string => path.join(layout.dir, 'remotes');

// Where releases live: `pnpm release` writes them (tools/release/deploy.ts), the page server reads the
// map and serves the files. DEPLOY_DIR (default deploy/) holds remote-map.json,
// releases/<remote>.json and remotes/<remote>/<version>/, the last served at DEPLOY_ORIGIN: by default
// the shell's own origin at /mf/ (one connection for the whole page), or any other origin or CDN.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { appUrl } from './apps.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface DeployLayout {
  dir: string;
  /** Base URL serving `<dir>/remotes`: the shell's http://localhost:3000/mf, or another origin or a CDN. */
  origin: string;
}

export function deployLayout(): DeployLayout {
  return {
    dir: path.resolve(process.env.DEPLOY_DIR ?? path.join(ROOT, 'deploy')),
    origin: (process.env.DEPLOY_ORIGIN ?? `${appUrl('shell')}/mf`).replace(/\/+$/, ''),
  };
}

export const remoteMapFile = (layout: DeployLayout): string => path.join(layout.dir, 'remote-map.json');
export const remotesRoot = (layout: DeployLayout): string => path.join(layout.dir, 'remotes');

// For tests only: a release registry on a real port (its map with an ETag, its archives to the
// token holder) and a stand-in for shared/src/release-archive (the registry's reader and writer,
// on another branch until issue 26 is merged): gzip'd JSON of the files. The follower needs only
// "bytes in, files and version out" and "files into a folder at once".
import { createHash } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { REGISTRY_PATHS, type RegistryMap } from '../../../shared/src/contract/releases.ts';
import { SERVER_CODE_TOKEN_HEADER } from '../http/server-builds.ts';
import type { ReleaseArchiveIo } from './release-archive.ts';

export const pack = (version: string, files: Record<string, string>) => gzipSync(JSON.stringify({ version, files }));
export const standInArchive: ReleaseArchiveIo = {
  read(gz) {
    const { version, files } = JSON.parse(gunzipSync(gz).toString()) as { version: string; files: Record<string, string> };
    return { version, files: new Map(Object.entries(files).map(([p, text]) => [p, Buffer.from(text)])) };
  },
  async write(files, target) {
    const temp = `${target}.tmp`;
    for (const [file, body] of files) {
      await mkdir(path.dirname(path.join(temp, file)), { recursive: true });
      await writeFile(path.join(temp, file), body);
    }
    await mkdir(path.dirname(target), { recursive: true });
    await rename(temp, target);
  },
};

export const V1 = 'c0000000000000001';
export const V2 = 'c0000000000000002';
export const V3 = 'c0000000000000003';
export const releaseFiles = (version: string) => ({ 'mf-manifest.json': `{"v":"${version}"}`, 'server/screens.cjs': `module.exports = '${version}';`, 'static/js/a.js': version });

/** A registry on a real port: its map (ETag), its archives (token only), and what it was asked. */
export async function fakeRegistry(token = 'secret') {
  const state = {
    map: { revision: 1, remotes: { 'mfe-investors': { stable: V1, canary: null } } } as RegistryMap | string,
    archives: new Map<string, Buffer>([[V1, pack(V1, releaseFiles(V1))], [V2, pack(V2, releaseFiles(V2))], [V3, pack(V3, releaseFiles(V3))]]),
    failing: new Set<string>(),
    down: false,
    mapRequests: [] as (string | undefined)[],
    archiveRequests: [] as string[],
    serverReports: [] as unknown[],
  };
  const server: Server = createServer((req, res) => {
    if (state.down) return void req.socket.destroy();
    if (req.url === REGISTRY_PATHS.remoteMap) {
      state.mapRequests.push(req.headers['if-none-match']);
      const body = typeof state.map === 'string' ? state.map : JSON.stringify(state.map);
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      return void res.writeHead(200, { 'Content-Type': 'application/json', ETag: etag }).end(body);
    }
    if (req.method === 'POST' && req.url === REGISTRY_PATHS.serverReports) {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        state.serverReports.push(JSON.parse(body) as unknown);
        res.writeHead(204).end();
      });
      return;
    }
    const match = /^\/registry\/releases\/[a-z-]+\/(c[0-9a-f]{16})\/archive\.tar\.gz$/.exec(req.url ?? '');
    if (match) {
      state.archiveRequests.push(match[1]!);
      if (req.headers[SERVER_CODE_TOKEN_HEADER] !== token) return void res.writeHead(404).end();
      const archive = state.archives.get(match[1]!);
      if (!archive || state.failing.has(match[1]!)) return void res.writeHead(500).end();
      return void res.writeHead(200, { 'Content-Type': 'application/gzip' }).end(archive);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { state, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

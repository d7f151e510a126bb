// Test helpers for the registry: a remote's build as files (what `rspack build` writes, in small),
// its archive, a token, and an upload through the real app.
import type { FastifyInstance } from 'fastify';
import { RELEASE_COMMIT_HEADER, RELEASE_NOTE_HEADER, REGISTRY_PATHS, type RemoteFolder } from '@site/shared/contract/releases';
import { packFiles } from '@site/shared/release-archive';
import { REMOTE_LIST } from '@site/shared/remote/registry';
import type { SiteDb } from '../db/site-db';
import { addReleaseToken } from './tokens';

/** A build of `remote`; `marker` makes builds differ (so versions differ), `files` adds or replaces files. */
export function fakeBuild(remote: RemoteFolder, { marker = 'v1', files = {} as Record<string, string | Buffer> } = {}): Map<string, Buffer> {
  const mfName = REMOTE_LIST.find((entry) => entry.folder === remote)!.mfName;
  const manifest = { id: mfName, name: mfName, metaData: { name: mfName, globalName: mfName, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' } }, shared: [], remotes: [], exposes: [] };
  const build: Record<string, string | Buffer> = {
    'mf-manifest.json': JSON.stringify(manifest),
    'remoteEntry.js': `var ${mfName}; /* ${marker} */`,
    'server/screens.cjs': `'use strict'; module.exports = { marker: ${JSON.stringify(marker)} };`,
    'static/js/main.js': `console.log(${JSON.stringify(marker)});`,
    ...files,
  };
  return new Map(Object.entries(build).map(([name, data]) => [name, Buffer.isBuffer(data) ? data : Buffer.from(data)]));
}

export const fakeArchive = (remote: RemoteFolder, options?: Parameters<typeof fakeBuild>[1]) => packFiles(fakeBuild(remote, options));

/** A live token for these remotes. */
export async function releaseToken(site: SiteDb, remotes: RemoteFolder[], name = `ci-${remotes.join('-')}`): Promise<string> {
  return (await addReleaseToken(site, { name, remotes, actor: 'cli:test' })).token;
}

export interface UploadOptions {
  token?: string;
  canary?: number | string;
  commit?: string;
  note?: string;
  contentType?: string;
}

export function upload(app: FastifyInstance, remote: string, archive: Buffer, { token, canary, commit, note, contentType = 'application/gzip' }: UploadOptions = {}) {
  const headers: Record<string, string> = { 'content-type': contentType };
  if (token) headers.authorization = `Bearer ${token}`;
  if (commit !== undefined) headers[RELEASE_COMMIT_HEADER] = encodeURIComponent(commit);
  if (note !== undefined) headers[RELEASE_NOTE_HEADER] = encodeURIComponent(note);
  const query = canary === undefined ? '' : `?canary=${canary}`;
  return app.inject({ method: 'POST', url: `${REGISTRY_PATHS.upload(remote as RemoteFolder)}${query}`, headers, payload: archive });
}

/** POST a map change (promote, rollback, canary share) with a token. */
export function changeMap(app: FastifyInstance, url: string, token: string | undefined, body?: object) {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body) headers['content-type'] = 'application/json';
  return app.inject({ method: 'POST', url, headers, ...(body ? { payload: JSON.stringify(body) } : {}) });
}

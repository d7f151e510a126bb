// The release registry's HTTP API on the admin host (issue 26; paths: REGISTRY_PATHS of
// shared/src/contract/releases.ts). Teams' pipelines upload releases and change the map with a
// release token scoped to their remotes; page servers read the map (public) and the archives
// (SERVER_CODE_TOKEN: they hold server code). Every refusal is a 4xx JSON { statusCode, error,
// message } with the app's security headers; nothing is stored until the whole upload checks out.
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  CANARY_QUERY,
  isRemoteFolder,
  RELEASE_ARCHIVE_LIMITS,
  RELEASE_COMMIT_HEADER,
  RELEASE_NOTE_HEADER,
  RELEASE_VERSION_PATTERN,
  REGISTRY_PATHS,
  type MapChangeAnswer,
  type RemoteFolder,
  type UploadAnswer,
} from '@site/shared/contract/releases';
import { ArchiveError, readReleaseArchive, writeReleaseFiles, type ReleaseArchiveLimits } from '@site/shared/release-archive';
import type { SiteDb } from '../db/site-db';
import { sendError } from '../http/errors';
import { etagMatches, strongEtag } from '../http/etag';
import { ArchiveCache } from './archive-cache';
import { recordRegistryAudit } from './audit';
import { checkRelease, ReleaseCheckError } from './check-release';
import { checkCanaryPercent, MapChangeError, promoteCanary, readRegistryMap, recordRelease, rollbackRemote, setCanaryShare } from './map-store';
import { SERVER_CODE_TOKEN_HEADER, serverCodeTokenMatches } from '@site/shared/contract/server-code-token';
import { checkReleaseToken } from './tokens';

export interface RegistryOptions {
  site: SiteDb;
  /** Where releases are stored: <dir>/<remote>/<version>/ (REGISTRY_DIR). */
  dir: string;
  /** SERVER_CODE_TOKEN: page servers send it to download archives; unset, nobody may. */
  serverCodeToken: string | undefined;
  /** The clock (ms since the epoch) of uploads, changes, token use; Date.now by default. */
  now?: () => number;
  /** The archive limits (tests lower them); RELEASE_ARCHIVE_LIMITS by default. */
  limits?: ReleaseArchiveLimits;
}

class BadInput extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** A metadata header's text (encodeURIComponent'd by the CLI), or null when absent. */
function metadata(request: FastifyRequest, header: string, { max, what, pattern }: { max: number; what: string; pattern: RegExp }): string | null {
  const raw = request.headers[header];
  if (raw === undefined || raw === '') return null;
  if (typeof raw !== 'string') throw new BadInput(400, `Send one ${header} header`);
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    throw new BadInput(400, `The ${header} header is not percent-encoded text`);
  }
  if (value.length > max) throw new BadInput(400, `The ${what} is longer than ${max} characters`);
  if (!pattern.test(value)) throw new BadInput(400, `The ${what} holds characters it may not (${what === 'commit' ? 'a commit is a hash or a ref name' : 'control characters'})`);
  return value;
}

/** A commit: a hash or ref name (printable ASCII, no spaces). A note: one line of text. */
const COMMIT = { max: 100, what: 'commit', pattern: /^[\x21-\x7e]+$/ };
// eslint-disable-next-line no-control-regex
const NOTE = { max: 500, what: 'note', pattern: /^[^\u0000-\u001f\u007f]+$/ };

function canaryPercent(query: unknown): number | undefined {
  const value = (query as Record<string, unknown> | undefined)?.[CANARY_QUERY];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !/^\d{1,3}$/.test(value)) throw new BadInput(400, `?${CANARY_QUERY}= takes one whole percentage from 1 to 99`);
  try {
    return checkCanaryPercent(Number(value));
  } catch (error) {
    throw new BadInput(400, (error as Error).message);
  }
}

/** The status and message of anything a registry route refuses; undefined for a real failure (a 500). */
function refusal(error: unknown): { statusCode: number; message: string } | undefined {
  if (error instanceof ArchiveError) return { statusCode: error.problem === 'too-large' ? 413 : 400, message: error.message };
  if (error instanceof ReleaseCheckError || error instanceof MapChangeError || error instanceof BadInput) return { statusCode: error.statusCode, message: error.message };
  return undefined;
}

export const registryRoutes: FastifyPluginAsync<RegistryOptions> = async (app, options) => {
  const { site, serverCodeToken, now = Date.now, limits = RELEASE_ARCHIVE_LIMITS } = options;
  const dir = path.resolve(options.dir);
  const archives = new ArchiveCache(dir);
  /** The actor of a request whose token passed (set by the route's onRequest hook). */
  const actors = new WeakMap<FastifyRequest, string>();

  // The upload's body is the archive itself; only this plugin reads gzip.
  app.addContentTypeParser(['application/gzip', 'application/x-gzip'], { parseAs: 'buffer', bodyLimit: limits.maxCompressedBytes }, (_request, body, done) => done(null, body));
  app.setErrorHandler((error: Error & { code?: string; statusCode?: number }, _request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return sendError(reply, 413, `The archive is larger than ${limits.maxCompressedBytes / 1024 / 1024} MB compressed, the limit`);
    // Everything else as the app answers it (http/errors.ts).
    throw error;
  });

  const remoteOf = (request: FastifyRequest): RemoteFolder | undefined => {
    const remote = (request.params as { remote?: string }).remote ?? '';
    return isRemoteFolder(remote) ? remote : undefined;
  };

  /** onRequest of every token route: before the body is read, the remote must exist and the token allow it. */
  const requireToken = (action: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    const remote = remoteOf(request);
    if (!remote) return sendError(reply, 404, 'No such remote');
    const check = await checkReleaseToken(site, request.headers.authorization, remote, { action, now });
    if (!check.ok) {
      if (check.statusCode === 401) void reply.header('www-authenticate', 'Bearer realm="release registry"');
      return sendError(reply, check.statusCode, check.message);
    }
    actors.set(request, check.actor);
  };

  /** A refusal after the token passed: answered, and audited with the token's name. */
  const refuse = async (request: FastifyRequest, reply: FastifyReply, remote: RemoteFolder, action: string, error: unknown) => {
    const known = refusal(error);
    if (!known) throw error;
    await recordRegistryAudit(site.kysely, { actor: actors.get(request)!, action: 'refused', remote, detail: `${action} refused (${known.statusCode}): ${known.message}`, at: new Date(now()).toISOString() });
    return sendError(reply, known.statusCode, known.message);
  };

  // ---- The map: public, read-only ----------------------------------------------------------------
  app.get(REGISTRY_PATHS.remoteMap, async (request, reply) => {
    const body = JSON.stringify(await readRegistryMap(site));
    const etag = strongEtag(body);
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  });

  // ---- Upload -------------------------------------------------------------------------------------
  app.post(REGISTRY_PATHS.upload(':remote' as RemoteFolder), { bodyLimit: limits.maxCompressedBytes, onRequest: requireToken('upload') }, async (request, reply) => {
    const remote = remoteOf(request)!;
    try {
      if (!Buffer.isBuffer(request.body)) throw new BadInput(415, 'Send the release archive as the body, Content-Type: application/gzip');
      const canary = canaryPercent(request.query);
      const commit = metadata(request, RELEASE_COMMIT_HEADER, COMMIT);
      const note = metadata(request, RELEASE_NOTE_HEADER, NOTE);
      const release = readReleaseArchive(request.body, limits);
      checkRelease(remote, release);
      // Files first (atomically, under their content hash), then the row and the map in one
      // transaction: the map never names a release whose files are not all there.
      await writeReleaseFiles(release, path.join(dir, remote, release.version));
      const actor = actors.get(request)!;
      const { created, entry } = await recordRelease(site, { remote, version: release.version, commit, note, bytes: release.bytes, actor, canaryPercent: canary }, { now });
      const answer: UploadAnswer = { remote, version: release.version, created, entry };
      return reply.code(created ? 201 : 200).send(answer);
    } catch (error) {
      return refuse(request, reply, remote, 'upload', error);
    }
  });

  // ---- Archives: page servers only ------------------------------------------------------------------
  app.get(REGISTRY_PATHS.archive(':remote' as RemoteFolder, ':version'), async (request, reply) => {
    if (!serverCodeTokenMatches(request.headers[SERVER_CODE_TOKEN_HEADER], serverCodeToken)) {
      return sendError(reply, 403, 'Release archives hold server code: only page servers (with SERVER_CODE_TOKEN) may read them');
    }
    const { remote = '', version = '' } = request.params as { remote?: string; version?: string };
    if (!isRemoteFolder(remote) || !RELEASE_VERSION_PATTERN.test(version)) return sendError(reply, 404, 'No such release');
    const archive = await archives.get(site, remote, version);
    if (!archive) return sendError(reply, 404, 'No such release');
    const etag = `"${version}"`;
    void reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable');
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/gzip').send(archive);
  });

  // ---- Map changes with a release token ---------------------------------------------------------------
  const body = (request: FastifyRequest): Record<string, unknown> => {
    if (request.body === undefined || request.body === null) return {};
    if (typeof request.body !== 'object' || Array.isArray(request.body)) throw new BadInput(400, 'Send a JSON object');
    return request.body as Record<string, unknown>;
  };
  const change = (action: string, apply: (remote: RemoteFolder, actor: string, body: Record<string, unknown>) => Promise<MapChangeAnswer['entry']>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const remote = remoteOf(request)!;
      try {
        const entry = await apply(remote, actors.get(request)!, body(request));
        const answer: MapChangeAnswer = { remote, entry };
        return reply.send(answer);
      } catch (error) {
        return refuse(request, reply, remote, action, error);
      }
    };

  app.post(REGISTRY_PATHS.promote(':remote' as RemoteFolder), { onRequest: requireToken('promote') }, change('promote', (remote, actor) => promoteCanary(site, remote, actor, { now })));
  app.post(
    REGISTRY_PATHS.rollback(':remote' as RemoteFolder),
    { onRequest: requireToken('rollback') },
    change('rollback', (remote, actor, { version, reason }) => {
      if (version !== undefined && typeof version !== 'string') throw new BadInput(400, 'version must be a release version (c followed by 16 hex digits)');
      if (reason !== undefined && (typeof reason !== 'string' || reason.length > NOTE.max)) throw new BadInput(400, `reason must be text of at most ${NOTE.max} characters`);
      return rollbackRemote(site, remote, actor, { version, reason, now });
    }),
  );
  app.post(
    REGISTRY_PATHS.canaryShare(':remote' as RemoteFolder),
    { onRequest: requireToken('share') },
    change('share', (remote, actor, { percent }) => setCanaryShare(site, remote, percent as number, actor, { now })),
  );
};

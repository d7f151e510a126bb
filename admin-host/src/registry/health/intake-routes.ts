// The registry's health intake (issue 26): POST REGISTRY_PATHS.beacons from visitors' pages and POST
// REGISTRY_PATHS.serverReports from page servers. Untrusted input: size-limited, schema-checked,
// rate-limited per client address; answered 204, or 4xx JSON naming the problem, never 5xx for bad
// input. Beacons are counted only for releases the map names now (stable, canary or the local
// build): nothing else is stored, and nothing here changes a release (canary-watch.ts alone does).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { BEACON_LIMITS, REGISTRY_PATHS, type RegistryMap } from '@site/shared/contract/releases';
import type { SiteDb } from '../../db/site-db';
import { sendError } from '../../http/errors';
import { SERVER_CODE_TOKEN_HEADER, serverCodeTokenMatches } from '@site/shared/contract/server-code-token';
import { parseBeaconBatch } from './beacon-batch';
import type { CanaryWatch } from './canary-watch';
import { ClientRateLimit } from './client-rate-limit';
import { recordServerReports, type HealthRecorder } from './health-store';
import { countedReleases, type RegistryAccess } from './registry-access';
import { parseServerReports } from './server-reports';

/** A page server's batch: at most 200 reports of ~90 bytes. */
const SERVER_REPORTS_BODY_LIMIT = 32 * 1024;
/** How long the intake trusts the map it read (ms): one read per second at most, whatever the traffic. */
const MAP_RECHECK_MS = 1_000;

export interface IntakeOptions {
  site: SiteDb;
  registry: RegistryAccess;
  recorder: HealthRecorder;
  watch: CanaryWatch;
  allowedOrigins: readonly string[];
  serverCodeToken: string | undefined;
  perClientPerMinute: number;
  now: () => number;
}

/** The map, read at most once per MAP_RECHECK_MS; while the database does not answer, the last one read. */
function cachedMap(site: SiteDb, registry: RegistryAccess, now: () => number): () => Promise<RegistryMap> {
  let map: RegistryMap = { revision: 0, remotes: {} };
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<RegistryMap> | undefined;
  return () => {
    if (now() - readAt < MAP_RECHECK_MS) return Promise.resolve(map);
    reading ??= registry
      .readRegistryMap(site)
      .then((fresh) => (map = fresh), () => map)
      .finally(() => {
        readAt = now();
        reading = undefined;
      });
    return reading;
  };
}

export const intakeRoutes: FastifyPluginAsync<IntakeOptions> = async (app, options) => {
  const { site, registry, recorder, watch, allowedOrigins, now } = options;
  const limit = new ClientRateLimit(options.perClientPerMinute, now);
  const currentMap = cachedMap(site, registry, now);

  // Before the body is read: a refused client costs no parsing.
  const admitBeacon = async (request: FastifyRequest, reply: FastifyReply) => {
    const origin = request.headers.origin;
    // A browser names the page's origin: only the site's own pages report (a tool sending none is let through to the schema).
    if (origin !== undefined && !allowedOrigins.includes(origin)) return sendError(reply, 403, 'Beacons are accepted from the site\'s own pages only');
    if (!limit.take(request.ip)) {
      void reply.header('retry-after', String(limit.retryAfterSeconds()));
      return sendError(reply, 429, `At most ${options.perClientPerMinute} beacon batches a minute from one address`);
    }
  };

  app.post(REGISTRY_PATHS.beacons, { bodyLimit: BEACON_LIMITS.maxBodyBytes, onRequest: admitBeacon }, async (request, reply) => {
    const batch = parseBeaconBatch(request.body);
    if (!batch.ok) return sendError(reply, 400, batch.message);
    recorder.add(batch.value.events, now(), countedReleases(await currentMap()));
    return reply.code(204).send();
  });

  const admitPageServer = async (request: FastifyRequest, reply: FastifyReply) => {
    const sent = request.headers[SERVER_CODE_TOKEN_HEADER];
    if (sent === undefined) return sendError(reply, 401, `Server reports need the page servers' token in ${SERVER_CODE_TOKEN_HEADER}`);
    if (!serverCodeTokenMatches(sent, options.serverCodeToken)) return sendError(reply, 403, 'The page servers\' token is not this registry\'s SERVER_CODE_TOKEN');
  };

  app.post(REGISTRY_PATHS.serverReports, { bodyLimit: SERVER_REPORTS_BODY_LIMIT, onRequest: admitPageServer }, async (request, reply) => {
    const reports = parseServerReports(request.body);
    if (!reports.ok) return sendError(reply, 400, reports.message);
    await recordServerReports(site, reports.value, now());
    // A canary whose server code does not load is rolled back at once, not at the next check.
    if (reports.value.some((report) => report.kind === 'load-failure')) {
      watch.check().catch((error: unknown) => request.log.error({ err: error }, 'the canary watch could not judge after a load failure'));
    }
    return reply.code(204).send();
  });
};

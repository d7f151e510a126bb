import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { LOCAL_RELEASE, type RemoteFolder } from '@site/shared/contract/releases';
import { RELEASE_ROLES, releaseRemotesOf } from '@site/shared/contract/console-choices';
import { sendError } from '../../http/errors';
import { ERROR_RESPONSES } from '../../http/schemas';
import { healthSettingsFromEnv } from '../../registry/health/health-settings';
import { releaseHealth } from '../../registry/health/health-store';
import { registryAccess } from '../../registry/health/registry-binding';
import type { RegistryAccess } from '../../registry/health/registry-access';
import type { ConsoleContext } from '../context';
import { MapChangeView, ReleasesOverview, RemoteParams, RemoteReleases, RollbackRequest, ShareRequest, type MapHistoryView, type ReleaseTokenView, type StoredReleaseView } from './releases-schemas';

/** Without a canary, the health shown is stable's over this window. */
const HEALTH_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Map changes shown. */
const HISTORY_SHOWN = 30;

/**
 * /admin/api/releases (issue 26): the Releases screen. An administrator sees every remote, a team
 * its own (RELEASE_ROLES: mfe-investors → ir, mfe-products → products, mfe-dealers → dealers,
 * mfe-content → content); another remote answers 403. Promote, roll back and change the share call
 * the registry's own map functions as `console:<username>`, which write the map's history and the
 * registry's audit in the same transaction; the console plugin's hook has checked the session,
 * the origin and the CSRF token of every change.
 */
export const releaseRoutes: FastifyPluginAsyncTypebox<{ context: ConsoleContext; registry?: RegistryAccess }> = async (app, { context, registry = registryAccess }) => {
  const now = context.now ?? Date.now;
  const { rule } = healthSettingsFromEnv();
  const site = context.site;
  const mayManage = (roles: readonly string[], remote: RemoteFolder) => releaseRemotesOf(roles).includes(remote);
  const actor = (username: string) => `console:${username}`;
  const refused = (remote: RemoteFolder) => `Releases of ${remote} are for administrators and its team (role ${RELEASE_ROLES[remote]}).`;

  app.get('/releases', { schema: { response: { 200: ReleasesOverview, ...ERROR_RESPONSES } } }, async (request) => {
    const remotes = releaseRemotesOf(request.consoleUser!.roles);
    return { remotes: await Promise.all(remotes.map(async (remote) => ({ remote, entry: await registry.remoteEntry(site, remote) }))) };
  });

  app.get('/releases/:remote', { schema: { params: RemoteParams, response: { 200: RemoteReleases, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const { remote } = request.params;
    if (!mayManage(request.consoleUser!.roles, remote)) return sendError(reply, 403, refused(remote));
    const entry = await registry.remoteEntry(site, remote);
    // While a canary runs, both are measured since it started, as the automatic rollback does.
    const since = (entry.canary && (await registry.canaryStartedAt(site, remote, entry.canary.version))) || now() - HEALTH_WINDOW_MS;
    const [stable, canary, history, releases, tokens] = await Promise.all([
      releaseHealth(site, remote, entry.stable ?? LOCAL_RELEASE, since),
      entry.canary ? releaseHealth(site, remote, entry.canary.version, since) : null,
      registry.mapHistory(site, remote, HISTORY_SHOWN),
      registry.releasesOf(site, remote),
      registry.tokensOf(site, remote),
    ]);
    return {
      remote,
      entry,
      since: new Date(since).toISOString(),
      health: { stable, canary },
      rule,
      history: history as MapHistoryView[],
      releases: releases as StoredReleaseView[],
      tokens: tokens as ReleaseTokenView[],
    };
  });

  const change = { params: RemoteParams, response: { 200: MapChangeView, ...ERROR_RESPONSES } };

  app.post('/releases/:remote/promote', { schema: change }, async (request, reply) => {
    const { remote } = request.params;
    if (!mayManage(request.consoleUser!.roles, remote)) return sendError(reply, 403, refused(remote));
    await registry.promoteCanary(site, remote, actor(request.consoleUser!.username));
    return { remote, entry: await registry.remoteEntry(site, remote) };
  });

  app.post('/releases/:remote/rollback', { schema: { ...change, body: RollbackRequest } }, async (request, reply) => {
    const { remote } = request.params;
    if (!mayManage(request.consoleUser!.roles, remote)) return sendError(reply, 403, refused(remote));
    const { version, reason } = request.body;
    await registry.rollbackRemote(site, remote, actor(request.consoleUser!.username), { ...(version ? { version } : {}), reason: reason?.trim() || 'rolled back in the console' });
    return { remote, entry: await registry.remoteEntry(site, remote) };
  });

  app.post('/releases/:remote/share', { schema: { ...change, body: ShareRequest } }, async (request, reply) => {
    const { remote } = request.params;
    if (!mayManage(request.consoleUser!.roles, remote)) return sendError(reply, 403, refused(remote));
    await registry.setCanaryShare(site, remote, request.body.percent, actor(request.consoleUser!.username));
    return { remote, entry: await registry.remoteEntry(site, remote) };
  });
};

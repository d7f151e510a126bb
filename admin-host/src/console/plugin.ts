import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { sendError } from '../http/errors';
import { parseCookies, SESSION_COOKIE } from './auth/cookies';
import { CSRF_HEADER, isStateChanging, ownOrigin, sameOrigin, tokenMatches } from './auth/csrf';
import { hasRole } from './auth/roles';
import { DEFAULT_TIMEOUTS, SessionStore } from './auth/sessions';
import { KnownDevices } from './auth/known-devices';
import { DEFAULT_LIMITS, SignInThrottle } from './auth/throttle';
import { findUserById } from './auth/users';
import type { ConsoleContext, ConsoleOptions } from './context';
import { auditLogRoutes } from './api/audit-log';
import { scheduledRoutes } from './api/scheduled';
import { approvalRoutes } from './api/approvals';
import { outboxRoutes } from './api/outbox';
import { complianceRoutes } from './api/compliance';
import { releaseRoutes } from './api/releases';
import { sessionRoutes } from './api/session';
import { userRoutes } from './api/users';
import { collectionsApi } from './collections/routes';

/**
 * The console's JSON API under /admin/api: sessions, CSRF (same origin + token), roles, and the
 * collection routes. No CORS here: the public site's origins get no Access-Control-* header and
 * preflights are refused, so no other origin can read or send to the console.
 */
export const consoleApi: FastifyPluginAsync<ConsoleOptions> = async (app: FastifyInstance, options) => {
  const now = options.now ?? Date.now;
  const context: ConsoleContext = {
    ...options,
    sessions: new SessionStore(options.site.kysely, options.timeouts ?? DEFAULT_TIMEOUTS, now),
    throttle: new SignInThrottle(options.site, options.throttleLimits ?? DEFAULT_LIMITS, now),
    devices: new KnownDevices(options.site, now),
    cookies: (request) => parseCookies(request.headers.cookie),
  };
  await context.sessions.purge();

  // Every console route opts out of the app-wide CORS plugin (route config read by @fastify/cors).
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), cors: false } as typeof route.config;
  });
  // A cross-origin preflight gets no CORS answer, so the browser never sends the real request.
  app.options('/*', { config: { access: 'anyone' } }, async (_request, reply) => sendError(reply, 403, 'The console API is not available to other origins'));
  // Only JSON and multipart bodies: a text/plain body is what a cross-site form can send without preflight.
  app.removeContentTypeParser('text/plain');

  app.decorateRequest('consoleUser', null);
  app.decorateRequest('consoleSession', null);
  app.decorateRequest('consoleToken', null);

  app.addHook('onRequest', async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    const access = request.routeOptions.config.access ?? 'signed-in';
    if (isStateChanging(request.method) && !sameOrigin(request.headers, ownOrigin(request.headers, options.adminOrigin, request.protocol))) {
      return sendError(reply, 403, 'This request did not come from the console itself, so it was refused.');
    }
    const token = context.cookies(request)[SESSION_COOKIE];
    const session = await context.sessions.touch(token);
    const user = session ? await findUserById(options.site.kysely, session.userId) : undefined;
    if (session && user && !user.disabled) {
      request.consoleSession = session;
      request.consoleUser = user;
      request.consoleToken = token ?? null;
    }
    if (access === 'anyone') return;
    if (!request.consoleUser) return sendError(reply, 401, 'Your session has ended or you are not signed in. Sign in to continue.');
    if (access !== 'signed-in' && !hasRole(request.consoleUser.roles, access)) {
      return sendError(reply, 403, `Your account does not have the role needed here (${access}).`);
    }
    if (isStateChanging(request.method) && !tokenMatches(request.headers[CSRF_HEADER], request.consoleSession?.csrfToken)) {
      return sendError(reply, 403, 'The security token of this page is missing or out of date. Reload the page and try again.');
    }
  });

  await app.register(sessionRoutes, { context });
  await app.register(collectionsApi, { context });
  await app.register(auditLogRoutes, { context });
  await app.register(scheduledRoutes, { context });
  await app.register(approvalRoutes, { context });
  await app.register(userRoutes, { context });
  await app.register(outboxRoutes, { context });
  await app.register(complianceRoutes, { context });
  await app.register(releaseRoutes, { context });
};

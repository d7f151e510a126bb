import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ContentVersion } from '../db/content-version';
import type { Db } from '../db/database';
import { parseCookies } from './auth/cookies';
import { CSRF_HEADER, isStateChanging, ownOrigin, sameOrigin, tokenMatches } from './auth/csrf';
import { hasRole, type Role } from './auth/roles';
import { DEFAULT_TIMEOUTS, SessionStore, type Session, type SessionTimeouts } from './auth/sessions';
import { KnownDevices } from './auth/known-devices';
import { DEFAULT_LIMITS, SignInThrottle, type ThrottleLimits } from './auth/throttle';
import { findUserById, type User } from './auth/users';
import { sendError } from './api/errors';
import { auditLogRoutes } from './api/audit-log';
import { sessionRoutes } from './api/session';
import { userRoutes } from './api/users';
import { collectionsApi } from './collections/routes';

export const SESSION_COOKIE = 'console_session';
/** Before signing in: the token the sign-in form sends back (double-submit). */
export const PRE_SESSION_COOKIE = 'console_csrf';
/** A browser that has signed in to an account before (auth/known-devices.ts): its own sign-in throttle. */
export const DEVICE_COOKIE = 'console_device';

export interface ConsoleOptions {
  db: Db;
  version: ContentVersion;
  uploadsDir: string;
  /** Secure cookies (production, behind HTTPS). */
  secureCookies: boolean;
  /** The console's public origin when behind a proxy (ADMIN_ORIGIN); else taken from Host. */
  adminOrigin?: string | undefined;
  /** The public site's origin, for links to where a record appears. */
  publicSiteOrigin?: string | undefined;
  timeouts?: SessionTimeouts;
  throttleLimits?: ThrottleLimits;
  now?: () => number;
}

/** Who a route is for: a role, any signed-in user, or anyone (the sign-in itself). */
export type Access = Role | 'signed-in' | 'anyone';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    consoleUser: User | null;
    consoleSession: Session | null;
    consoleToken: string | null;
  }
}

export interface ConsoleContext extends ConsoleOptions {
  sessions: SessionStore;
  throttle: SignInThrottle;
  devices: KnownDevices;
  cookies: (request: FastifyRequest) => Record<string, string>;
}

/**
 * The console's JSON API under /admin/api: sessions, CSRF (same origin + token), roles, and the
 * collection routes. No CORS here: the public site's origins get no Access-Control-* header and
 * preflights are refused, so no other origin can read or send to the console.
 */
export const consoleApi: FastifyPluginAsync<ConsoleOptions> = async (app: FastifyInstance, options) => {
  const now = options.now ?? Date.now;
  const context: ConsoleContext = {
    ...options,
    sessions: new SessionStore(options.db, options.timeouts ?? DEFAULT_TIMEOUTS, now),
    throttle: new SignInThrottle(options.db, options.throttleLimits ?? DEFAULT_LIMITS, now),
    devices: new KnownDevices(options.db, now),
    cookies: (request) => parseCookies(request.headers.cookie),
  };
  context.sessions.purge();

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
    const session = context.sessions.touch(token);
    const user = session ? findUserById(options.db, session.userId) : undefined;
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
  await app.register(userRoutes, { context });
};

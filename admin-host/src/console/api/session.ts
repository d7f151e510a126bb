import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ConsoleSessionInfo, SignInBody, type ConsoleUser } from '@site/shared/contract/console-api';
import { sendError } from '../../http/errors';
import { ERROR_RESPONSES } from '../../http/schemas';
import { DEVICE_COOKIE, PRE_SESSION_COOKIE, serializeCookie, SESSION_COOKIE } from '../auth/cookies';
import { CSRF_HEADER, tokenMatches } from '../auth/csrf';
import { dummyPasswordHash, verifyPassword } from '../auth/password';
import { randomToken } from '../auth/sessions';
import { DEVICE_LIFETIME_MS } from '../auth/known-devices';
import { throttledMessage } from '../auth/throttle';
import { findUserByName, type User } from '../auth/users';
import type { ConsoleContext } from '../context';

export const WRONG_CREDENTIALS = 'The user name or password is not correct.';

const publicUser = (user: User): ConsoleUser => ({ username: user.username, roles: user.roles });

/** GET/POST/DELETE /admin/api/session: who is signed in, sign in, sign out. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{ context: ConsoleContext }> = async (app, { context }) => {
  const secure = context.secureCookies;
  const publicSite = context.publicSiteOrigin ?? 'http://localhost:3000';

  /** The pre-session token of this browser, set when missing. */
  const preSessionToken = (request: FastifyRequest, reply: FastifyReply): string => {
    const existing = context.cookies(request)[PRE_SESSION_COOKIE];
    if (existing && /^[A-Za-z0-9_-]{43}$/.test(existing)) return existing;
    const token = randomToken();
    void reply.header('set-cookie', serializeCookie(PRE_SESSION_COOKIE, token, { secure }));
    return token;
  };

  app.get(
    '/session',
    { config: { access: 'anyone' }, schema: { response: { 200: ConsoleSessionInfo } } },
    async (request, reply) => {
      if (request.consoleUser && request.consoleSession) {
        return { user: publicUser(request.consoleUser), csrfToken: request.consoleSession.csrfToken, expiresAt: request.consoleSession.expiresAt, publicSite };
      }
      return { user: null, csrfToken: preSessionToken(request, reply), publicSite };
    },
  );

  app.post(
    '/session',
    { config: { access: 'anyone' }, schema: { body: SignInBody, response: { 200: ConsoleSessionInfo, ...ERROR_RESPONSES } }, attachValidation: true },
    async (request, reply) => {
      if (!tokenMatches(request.headers[CSRF_HEADER], context.cookies(request)[PRE_SESSION_COOKIE])) {
        return sendError(reply, 403, 'The security token of this page is missing or out of date. Reload the page and try again.');
      }
      if (request.validationError) return sendError(reply, 400, 'Enter your user name and password.');
      const { username, password } = request.body;
      if (!username.trim() || !password) return sendError(reply, 400, 'Enter your user name and password.');
      const cookies = context.cookies(request);
      const user = await findUserByName(context.site.kysely, username.trim());
      // Counted before the slow hash, atomically: parallel guesses cannot all pass (auth/throttle.ts).
      const device = await context.devices.recognise(cookies[DEVICE_COOKIE], user?.id);
      const decision = await context.throttle.attempt(username, { address: request.ip, device });
      if ('waitMs' in decision) {
        void reply.header('retry-after', String(Math.ceil(decision.waitMs / 1000)));
        return sendError(reply, 429, throttledMessage(decision.waitMs));
      }
      // The same work whether or not the account exists.
      const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
      // A wrong password leaves the attempt counted as a failure.
      if (!user || !ok) return sendError(reply, 401, WRONG_CREDENTIALS);
      // Only after the right password: saying so tells nothing to someone guessing.
      if (user.disabled) return sendError(reply, 403, 'This account is disabled. Ask an administrator to enable it.');
      await decision.attempt.succeeded();
      // A signed-in browser never keeps a session id it had before (session fixation).
      await context.sessions.destroy(cookies[SESSION_COOKIE]);
      const { token, session } = await context.sessions.create(user.id);
      const deviceToken = await context.devices.remember(user.id, cookies[DEVICE_COOKIE]);
      void reply.header('set-cookie', [
        serializeCookie(SESSION_COOKIE, token, { secure }),
        serializeCookie(PRE_SESSION_COOKIE, '', { secure, maxAge: 0 }),
        // Only the sign-in route ever reads it.
        serializeCookie(DEVICE_COOKIE, deviceToken, { secure, maxAge: DEVICE_LIFETIME_MS / 1000, path: '/admin/api/session' }),
      ]);
      return { user: publicUser(user), csrfToken: session.csrfToken, expiresAt: session.expiresAt, publicSite };
    },
  );

  app.delete('/session', { config: { access: 'signed-in' } }, async (request, reply) => {
    await context.sessions.destroy(request.consoleToken ?? undefined);
    void reply.header('set-cookie', serializeCookie(SESSION_COOKIE, '', { secure, maxAge: 0 }));
    return reply.code(204).send();
  });
};

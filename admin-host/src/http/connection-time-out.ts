// Node's connection time-out (Fastify's `connectionTimeout`) is silence on the socket, and a handler
// at work is silence too: a console save whose PDF checks took longer than the time-out (10 s and more
// on a loaded machine) lost its connection without an answer, and the browser sent the POST again
// (one click, two records). The time-out is for silent clients, so it stops while a handler works
// (from preHandler: the body, except a multipart one read by its handler, is in; Node's request
// time-out still bounds a slow body) and starts again once the answer is sent.
// Only on routes that change something (POST, PUT, PATCH, DELETE): a GET cut the same way is just
// asked again, and the public lists, tens of thousands a second, then pay no hook at all (bench:api:
// two hooks on every request cost the lists about a tenth against a bare Fastify).
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest, onResponseHookHandler, preHandlerHookHandler } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const asList = <T>(hooks: T | T[] | undefined): T[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

export function pauseConnectionTimeOutWhileHandling(app: FastifyInstance, idleMs: number): void {
  // (app.inject()'s stand-in socket has no setTimeout: nothing to pause there.)
  const socketOf = (request: FastifyRequest) => {
    const socket = request.raw.socket as Socket | undefined;
    return socket && typeof socket.setTimeout === 'function' && !socket.destroyed ? socket : undefined;
  };
  const pause: preHandlerHookHandler = (request, _reply, done) => {
    socketOf(request)?.setTimeout(0);
    done();
  };
  const resume: onResponseHookHandler = (request, _reply, done) => {
    socketOf(request)?.setTimeout(idleMs);
    done();
  };
  // Routes registered from here on, in every plugin (onRoute reaches encapsulated ones too).
  app.addHook('onRoute', (route) => {
    if (asList(route.method).every((method) => SAFE_METHODS.has(method))) return;
    route.preHandler = [pause, ...asList(route.preHandler)];
    route.onResponse = [...asList(route.onResponse), resume];
  });
}

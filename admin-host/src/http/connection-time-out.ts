// Node's connection time-out (Fastify's `connectionTimeout`) is silence on the socket, and a handler
// at work is silence too: a console save whose PDF checks took longer than the time-out (10 s and more
// on a loaded machine) lost its connection without an answer, and the browser sent the POST again
// (one click, two records). The time-out is for silent clients, so it stops while a handler works
// (from preHandler: the body, except a multipart one read by its handler, is in; Node's request
// time-out still bounds a slow body) and starts again once the answer is sent.
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export function pauseConnectionTimeOutWhileHandling(app: FastifyInstance, idleMs: number): void {
  // (app.inject()'s stand-in socket has no setTimeout: nothing to pause there.)
  const socketOf = (request: FastifyRequest) => {
    const socket = request.raw.socket as Socket | undefined;
    return socket && typeof socket.setTimeout === 'function' && !socket.destroyed ? socket : undefined;
  };
  app.addHook('preHandler', async (request) => {
    socketOf(request)?.setTimeout(0);
  });
  app.addHook('onResponse', async (request) => {
    socketOf(request)?.setTimeout(idleMs);
  });
}

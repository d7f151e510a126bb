import type { FastifyError, FastifyInstance } from 'fastify';

/** JSON errors for every failure; a 5xx never carries the internal message or a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    const message = status >= 500 ? 'Internal Server Error' : error.message;
    void reply.code(status).type('application/json; charset=utf-8').send({ statusCode: status, error: errorName(status), message });
  });
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send({ statusCode: 404, error: 'Not Found', message: `No route for ${request.method} ${request.url.split('?')[0]}` });
  });
}

function errorName(status: number): string {
  const names: Record<number, string> = {
    400: 'Bad Request',
    403: 'Forbidden',
    404: 'Not Found',
    406: 'Not Acceptable',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
    429: 'Too Many Requests',
  };
  return names[status] ?? (status >= 500 ? 'Internal Server Error' : 'Error');
}

/** A 400 with a message, thrown from handlers. */
export function badRequest(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

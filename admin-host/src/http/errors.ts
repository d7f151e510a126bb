import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { ErrorAnswer } from '@site/shared/contract/records';
type SchemaErrorFormatter = NonNullable<FastifyServerOptions['schemaErrorFormatter']>;

/**
 * Every error answer of the admin host, public API and console alike: `{statusCode, error,
 * message}`, plus a message per field for an invalid form (the contract's ErrorAnswer).
 */
export function errorBody(statusCode: number, message: string, fields?: Record<string, string>): ErrorAnswer {
  return { statusCode, error: errorName(statusCode), message, ...(fields ? { fields } : {}) };
}

/** Answers with an error body (a handler's or hook's own error: a refused file path, an invalid form, a missing role). */
export function sendError(reply: FastifyReply, statusCode: number, message: string, fields?: Record<string, string>): FastifyReply {
  return reply.code(statusCode).send(errorBody(statusCode, message, fields));
}

function errorName(status: number): string {
  if (status >= 500) return 'Internal Server Error';
  return STATUS_CODES[status] ?? 'Error';
}

/**
 * Messages for errors raised by Fastify and its plugins while reading a request. Theirs can quote
 * the request (the content type, a JSON parser's view of the body, the URL); ours never do.
 */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: 'Malformed URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URL parameter too long',
  FST_ERR_ASYNC_CONSTRAINT: 'Malformed request',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Empty JSON body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON body',
};
const BY_STATUS: Record<number, string> = {
  400: 'Malformed request',
  413: 'Request body too large',
  415: 'Unsupported content type',
};

/** A client-safe message: our own errors and schema messages as they are, framework ones fixed. */
function safeMessage(error: FastifyError, status: number): string {
  if (status >= 500) return 'Internal Server Error';
  const fixed = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
  if (fixed) return fixed;
  // JSON parse errors (SyntaxError) and other framework codes may carry request text.
  const framework = error instanceof SyntaxError || (error.code?.startsWith('FST_') && error.code !== 'FST_ERR_VALIDATION');
  return framework ? (BY_STATUS[status] ?? errorName(status)) : error.message;
}

/**
 * Validation errors read as their schema's `description` when it has one ('type must be 1
 * (Distributor), 2 (Dealer) or empty'), else as Fastify words them ('params/stateId must match…').
 * Either way no input is quoted: Ajv messages name the field and the rule, not the value.
 */
export const formatSchemaErrors: SchemaErrorFormatter = (errors, dataVar) => {
  const first = errors[0];
  const description = (first as { parentSchema?: { description?: unknown } } | undefined)?.parentSchema?.description;
  const message = typeof description === 'string' ? description : `${dataVar}${first?.instancePath ?? ''} ${first?.message ?? 'is invalid'}`;
  return Object.assign(new Error(message), { statusCode: 400 });
};

/** JSON errors for every failure; a 5xx never carries the internal message or a stack trace. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    void reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, safeMessage(error, status)));
  });
  // No route: the path is not repeated back (it is the visitor's input).
  app.setNotFoundHandler((_request, reply) => {
    void reply.code(404).type('application/json; charset=utf-8').send(errorBody(404, 'No such resource'));
  });
}

/**
 * Fastify options that route the errors it answers before any hook runs (a malformed URL such as
 * `/%zz`, an over-long parameter) and the ones Node answers on the raw socket (a broken request
 * line, headers too large, a request that took too long) through the same JSON shape and the same
 * security headers.
 */
export function frameworkErrorOptions(headers: Readonly<Record<string, string>>): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      void reply
        .headers(headers)
        .code(status)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(errorBody(status, safeMessage(error, status))));
    },
    clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
      if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
      const status = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
      const message = status === 408 ? 'Request took too long' : status === 431 ? 'Request headers too large' : 'Malformed request';
      const body = JSON.stringify(errorBody(status, message));
      const lines = [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'content-type: application/json; charset=utf-8',
        `content-length: ${Buffer.byteLength(body)}`,
        'connection: close',
        ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      ];
      socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
    },
  };
}

/** A 400 with a message, thrown from handlers. */
export function badRequest(message: string): Error & { statusCode: number } {
  return Object.assign(new Error(message), { statusCode: 400 });
}

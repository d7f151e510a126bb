import type { FastifyReply } from 'fastify';
import type { FieldErrors } from '../collections/fields';

/** Every console error: `{statusCode, error, message}` plus, for invalid forms, a message per field. */
export function sendError(reply: FastifyReply, statusCode: number, message: string, fields?: FieldErrors): FastifyReply {
  const names: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 409: 'Conflict', 413: 'Payload Too Large', 429: 'Too Many Requests' };
  return reply.code(statusCode).send({ statusCode, error: names[statusCode] ?? 'Error', message, ...(fields ? { fields } : {}) });
}

export const errorResponseSchema = {
  type: 'object',
  properties: {
    statusCode: { type: 'integer' },
    error: { type: 'string' },
    message: { type: 'string' },
    fields: { type: 'object', additionalProperties: { type: 'string' } },
  },
  required: ['statusCode', 'error', 'message'],
} as const;

// JSON Schema building blocks for the routes' `schema` options: Fastify validates requests and
// serialises answers with them (fast-json-stringify), so handlers hold no hand-written checks.
// A response schema lists exactly what is sent: a field missing here is dropped from the answer.
// The public records' schemas are the contract's own (shared/src/contract/records.ts, TypeBox);
// these are the admin host's own small pieces.
import { Type, type TObject } from 'typebox';
import { Nullable } from '@site/shared/contract/records';

export type JsonSchema = Record<string, unknown>;

export const STRING = { type: 'string' } as const;
export const INTEGER = { type: 'integer' } as const;
export const NULLABLE_STRING = Nullable(Type.String());
export const NULLABLE_INTEGER = Nullable(Type.Integer());

/** The shape of every error answer (http/errors.ts): `fields` only on the console's invalid forms. */
export const ERROR_SCHEMA = {
  type: 'object',
  properties: { statusCode: INTEGER, error: STRING, message: STRING, fields: { type: 'object', additionalProperties: STRING } },
  required: ['statusCode', 'error', 'message'],
} as const;

/** The error answers of a route's `response` schema. */
export const ERROR_RESPONSES = { '4xx': ERROR_SCHEMA, '5xx': ERROR_SCHEMA } as const;

/** `/:id` of a record: a positive integer. */
export const ID_PARAMS = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] } as const;

/** The record fields a schema lists, in the order it sends them (the SQL aliases of a list's query). */
export const fieldsOf = (schema: TObject): string[] => Object.keys(schema.properties);

/** Response schemas of a JSON GET: the 200 body (its type is the handler's, through the type provider) and the error shape. */
export const jsonAnswer = <T extends object>(body: T) => ({ response: { 200: body, ...ERROR_RESPONSES } });

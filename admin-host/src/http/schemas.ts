// JSON Schema building blocks for the routes' `schema` options: Fastify validates requests and
// serialises answers with them (fast-json-stringify), so handlers hold no hand-written checks.
// A response schema lists exactly what is sent: a field missing here is dropped from the answer.
// Every shape is the contract's own TypeBox schema: the public API's in
// shared/src/contract/records.ts, the console's in shared/src/contract/console-api.ts.
import type { TObject } from 'typebox';
import { ErrorAnswer } from '@site/shared/contract/records';

export type JsonSchema = Record<string, unknown>;

/** The error answers of a route's `response` schema (http/errors.ts). */
export const ERROR_RESPONSES = { '4xx': ErrorAnswer, '5xx': ErrorAnswer } as const;

/** The record fields a schema lists, in the order it sends them (the SQL aliases of a list's query). */
export const fieldsOf = (schema: TObject): string[] => Object.keys(schema.properties);

/** Response schemas of a JSON GET: the 200 body (its type is the handler's, through the type provider) and the error shape. */
export const jsonAnswer = <T extends object>(body: T) => ({ response: { 200: body, ...ERROR_RESPONSES } });

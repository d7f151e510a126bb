// JSON Schema building blocks for the routes' `schema` options: Fastify validates requests and
// serialises answers with them (fast-json-stringify), so handlers hold no hand-written checks.
// A response schema lists exactly what is sent: a field missing here is dropped from the answer.

export type JsonSchema = Record<string, unknown>;

export const STRING = { type: 'string' } as const;
export const INTEGER = { type: 'integer' } as const;
export const NULLABLE_STRING = { type: ['string', 'null'] } as const;
export const NULLABLE_INTEGER = { type: ['integer', 'null'] } as const;

/** The investor archive's fields (issue 17) on every document record: a date, the PDF's size and pages. */
export const DOCUMENT_META_TYPES = {
  document_Date: NULLABLE_STRING,
  file_Size: NULLABLE_INTEGER,
  page_Count: NULLABLE_INTEGER,
  period_End_Date: NULLABLE_STRING,
} as const;

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

/** An object with these fields in this order; each a string unless `types` says otherwise. */
export function objectOf(fields: readonly string[], types: Readonly<Record<string, JsonSchema>> = {}): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(fields.map((field) => [field, types[field] ?? STRING])),
    required: [...fields],
  };
}

/** An array of `objectOf(fields, types)`. */
export function listOf(fields: readonly string[], types: Readonly<Record<string, JsonSchema>> = {}): JsonSchema {
  return { type: 'array', items: objectOf(fields, types) };
}

/** Response schemas of a JSON GET: the 200 body and the error shape. */
export function jsonAnswer(body: JsonSchema): { response: Record<string, JsonSchema> } {
  return { response: { 200: body, ...ERROR_RESPONSES } };
}

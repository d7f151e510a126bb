import { Ajv } from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/**
 * A validator compiler that never coerces. Fastify's default coerces types (a JSON `true` becomes
 * the text "true"), which is right for query strings and wrong for a form posted as JSON: there a
 * non-text value is a mistake to refuse. Plugins taking form bodies set it with
 * `app.setValidatorCompiler(strictValidatorCompiler)` (it stays inside their encapsulation).
 * `verbose` keeps the failing schema on each error, so its `description` can be the message.
 */
const ajv = new Ajv({ coerceTypes: false, useDefaults: true, removeAdditional: true, allErrors: false, verbose: true, allowUnionTypes: true });

export const strictValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema }) => ajv.compile(schema as object);

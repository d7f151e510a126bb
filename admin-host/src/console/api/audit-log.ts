import type { FastifyPluginAsync } from 'fastify';
import { auditEntries, type AuditRow } from '../audit';
import type { ConsoleContext } from '../context';
import { ERROR_RESPONSES } from '../../http/schemas';

const CSV_COLUMNS = ['id', 'at', 'username', 'action', 'entity', 'recordId', 'before', 'after'] as const;

/** One CSV field: quoted when needed, and never read as a formula by a spreadsheet. */
export function csvField(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export function auditCsv(rows: AuditRow[]): string {
  const lines = [CSV_COLUMNS.join(','), ...rows.map((row) => CSV_COLUMNS.map((column) => csvField(row[column])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}

const entrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    username: { type: 'string' },
    action: { type: 'string' },
    entity: { type: 'string' },
    recordId: { type: 'integer' },
    before: {},
    after: {},
  },
  required: ['id', 'at', 'username', 'action', 'entity', 'recordId'],
} as const;

/** /admin/api/audit-log (role admin): every change, newest first, as JSON or CSV. */
export const auditLogRoutes: FastifyPluginAsync<{ context: ConsoleContext }> = async (app, { context }) => {
  app.get<{ Querystring: { limit?: number } }>(
    '/audit-log',
    {
      config: { access: 'admin' },
      schema: {
        querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 500 } }, additionalProperties: false },
        response: { 200: { type: 'object', properties: { items: { type: 'array', items: entrySchema } }, required: ['items'] }, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({ items: await auditEntries(context.site.kysely, { limit: request.query.limit ?? 100 }) }),
  );

  app.get('/audit-log.csv', { config: { access: 'admin' } }, async (_request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
      .send(auditCsv(await auditEntries(context.site.kysely)));
  });
};

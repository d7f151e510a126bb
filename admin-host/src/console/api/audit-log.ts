import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogEntry, AuditLogQuery, ListOf } from '@site/shared/contract/console-api';
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

/** /admin/api/audit-log (role admin): every change, newest first, as JSON or CSV. */
export const auditLogRoutes: FastifyPluginAsyncTypebox<{ context: ConsoleContext }> = async (app, { context }) => {
  app.get(
    '/audit-log',
    { config: { access: 'admin' }, schema: { querystring: AuditLogQuery, response: { 200: ListOf(AuditLogEntry), ...ERROR_RESPONSES } } },
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

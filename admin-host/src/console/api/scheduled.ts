import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { ListOf, ScheduledRecord } from '@site/shared/contract/console-api';
import { repositoryOf } from '../../db/content/tables';
import { ERROR_RESPONSES } from '../../http/schemas';
import { hasRole } from '../auth/roles';
import { COLLECTIONS } from '../collections/definitions';
import type { ConsoleContext } from '../context';

/**
 * /admin/api/scheduled: every record waiting for its publish time in the collections the user may
 * edit, soonest first (the console's Scheduled screen, issue 28). Deleted ones are withdrawn, not waiting.
 */
export const scheduledRoutes: FastifyPluginAsyncTypebox<{ context: ConsoleContext }> = async (app, { context }) => {
  app.get('/scheduled', { config: { access: 'signed-in' }, schema: { response: { 200: ListOf(ScheduledRecord), ...ERROR_RESPONSES } } }, async (request) => {
    const roles = request.consoleUser!.roles;
    const items: ScheduledRecord[] = [];
    for (const collection of COLLECTIONS.filter((c) => hasRole(roles, c.role))) {
      const nameColumn = collection.fields.find((field) => field.name === collection.nameField)!.column;
      const rows = await repositoryOf(collection.table)
        .live(context.site.kysely)
        .select(['id', 'version', 'publish_at', sql.ref(nameColumn).as('name')])
        .where('published', '=', 0)
        .execute();
      for (const row of rows) {
        items.push({ collection: collection.key, collectionTitle: collection.title, id: Number(row.id), version: Number(row.version), name: String(row.name ?? ''), publishAt: String(row.publish_at) });
      }
    }
    return { items: items.sort((a, b) => a.publishAt.localeCompare(b.publishAt) || a.id - b.id) };
  });
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OutboxAnswer, OutboxQuery } from '@site/shared/contract/investor-alerts-schemas';
import { outboxView } from '../../alerts/outbox';
import type { ConsoleContext } from '../context';
import { ERROR_RESPONSES } from '../../http/schemas';

/**
 * /admin/api/outbox (role ir: the alerts are investor relations' mail): the newest outgoing mails,
 * recipients masked, and the subscribers per kind, counted. Read-only.
 */
export const outboxRoutes: FastifyPluginAsyncTypebox<{ context: ConsoleContext }> = async (app, { context }) => {
  app.get(
    '/outbox',
    { config: { access: 'ir' }, schema: { querystring: OutboxQuery, response: { 200: OutboxAnswer, ...ERROR_RESPONSES } } },
    async (request) => outboxView(context.site.kysely, { limit: request.query.limit ?? 100 }),
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ComplianceAnswer } from '@site/shared/contract/console-api';
import { complianceFacts } from '../../compliance/compliance-facts';
import { DEADLINE_WINDOW_DAYS, deadlinesOf } from '../../compliance/deadlines';
import { reg46Items } from '../../compliance/reg46-items';
import { ERROR_RESPONSES } from '../../http/schemas';
import type { ConsoleContext } from '../context';

/**
 * /admin/api/compliance (role ir): the compliance clock (issue 28): the website's deadlines under
 * SEBI LODR, derived from the records at the app's clock, and every Reg 46 item with its last change.
 * Read-only; what closes a deadline is an ordinary save in its collection.
 */
export const complianceRoutes: FastifyPluginAsyncTypebox<{ context: ConsoleContext }> = async (app, { context }) => {
  const now = context.now ?? Date.now;
  app.get('/compliance', { config: { access: 'ir' }, schema: { response: { 200: ComplianceAnswer, ...ERROR_RESPONSES } } }, async () => {
    const at = now();
    const db = context.site.kysely;
    const facts = await complianceFacts(db, at, DEADLINE_WINDOW_DAYS);
    return { now: new Date(at).toISOString(), deadlines: deadlinesOf(facts, at), items: await reg46Items(db) };
  });
};

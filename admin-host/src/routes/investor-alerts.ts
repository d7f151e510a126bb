// Investor alerts (issue 28): the public subscribe endpoint the /investors form posts to, the
// confirm and unsubscribe pages the e-mails link to, and the mail sender that works the queue.
// Paths and schemas: shared/src/contract/investor-alerts*.ts. Publishing queues the alerts
// themselves (alerts/enqueue-alerts.ts, called in the publish transaction).
import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { siteConfig } from '@site/shared/config/site-config';
import { ALERT_FIELD_MESSAGES, ALERT_SUBSCRIBE_ANSWER, INVESTOR_ALERT_PATHS, type AlertKind } from '@site/shared/contract/investor-alerts';
import { AlertSubscribeAnswer, AlertSubscribeBody, AlertTokenQuery } from '@site/shared/contract/investor-alerts-schemas';
import type { SiteDb } from '../db/site-db';
import { checkAddress } from '../alerts/addresses';
import { MailSender, smtpTransport, type MailTransport } from '../alerts/mail-sender';
import { isOneClickBody } from '../alerts/one-click-body';
import { ALERT_PAGE_CSP, ALERT_PAGE_CSS, ALERT_PAGE_CSS_PATH, badLinkPage, confirmedPage, confirmFailedPage, unsubscribedPage, unsubscribeFormPage } from '../alerts/pages';
import { confirmSubscription, subscribe, unsubscribe } from '../alerts/subscriptions';
import { isTokenShaped } from '../alerts/tokens';
import { sendError } from '../http/errors';
import { ERROR_RESPONSES } from '../http/schemas';
import { strictValidatorCompiler } from '../http/validation';

/** app.ts's `alerts` option: how this host sends, and its limits. */
export interface InvestorAlertOptions {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): mail goes out through it; without it mail is kept in the outbox. */
  smtpUrl?: string | undefined;
  /** Or a transport of one's own (tests). */
  transport?: MailTransport;
  /** Work the queue in this process (main.ts: yes). Off by default, so tests decide when mail moves. */
  sendMail?: boolean;
  /** How often the queue is looked at (ms; 5 s). */
  sendIntervalMs?: number;
  now?: () => number;
  /** Subscribe requests per client address (`request.ip`) and window; 10 an hour by default. */
  subscribeRateLimit?: { max: number; timeWindow: string | number };
  /** Called with the queue's problems (main.ts: the log). */
  log?: (message: string) => void;
}

export interface InvestorAlertRoutesOptions extends InvestorAlertOptions {
  site: SiteDb;
  publicSiteOrigin: string;
  publicAdminOrigin: string;
}

/** The From of every alert mail: the company's name and site-config's alerts mailbox. */
export const ALERTS_FROM = `"${siteConfig.companyName} Investor Relations" <${siteConfig.alertsMailbox}>`;

/** Unsubscribe bodies are one short field; anything bigger is not one. */
const ONE_CLICK_BODY_LIMIT = 2048;

export const investorAlertRoutes: FastifyPluginAsyncTypebox<InvestorAlertRoutesOptions> = async (app, options) => {
  const { site, publicSiteOrigin, publicAdminOrigin } = options;
  const links = { publicSiteOrigin, publicAdminOrigin };
  const now = options.now ?? Date.now;
  const transport = options.transport ?? (options.smtpUrl ? smtpTransport(options.smtpUrl) : null);
  const sender = new MailSender(site, transport, { from: ALERTS_FROM, now, ...(options.sendIntervalMs ? { intervalMs: options.sendIntervalMs } : {}), ...(options.log ? { log: options.log } : {}) });
  if (options.sendMail) {
    app.addHook('onReady', async () => sender.start());
  }
  // Before the database closes (the app's own onClose runs after its plugins').
  app.addHook('onClose', async () => sender.stop());

  // A JSON `{"email": 5}` is refused, not read as "5".
  app.setValidatorCompiler(strictValidatorCompiler);
  await app.register(rateLimit, { global: false, keyGenerator: (request) => request.ip });
  // The unsubscribe POST's body (urlencoded or multipart, RFC 8058), kept raw: isOneClickBody reads it.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, body, done) =>
    done(null, body),
  );

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).headers({ 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': ALERT_PAGE_CSP }).send(page);
  const linkLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

  app.post(
    INVESTOR_ALERT_PATHS.subscribe,
    {
      schema: { body: AlertSubscribeBody, response: { 202: AlertSubscribeAnswer, ...ERROR_RESPONSES } },
      config: { rateLimit: options.subscribeRateLimit ?? { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const address = checkAddress(request.body.email);
      const kinds = request.body.kinds as AlertKind[];
      const fields: Record<string, string> = {};
      if (!address.ok) fields.email = ALERT_FIELD_MESSAGES[address.problem];
      if (!kinds.length) fields.kinds = ALERT_FIELD_MESSAGES.kinds;
      if (!address.ok || !kinds.length) return sendError(reply, 400, 'Please correct the marked fields.', fields);
      const outcome = await subscribe(site, address.email, kinds, now(), links);
      if (outcome === 'confirmation-queued') sender.kick();
      // The same answer whatever happened: the form must not tell who subscribes.
      return reply.code(202).send({ message: ALERT_SUBSCRIBE_ANSWER });
    },
  );

  app.get(INVESTOR_ALERT_PATHS.confirm, { schema: { querystring: AlertTokenQuery }, config: linkLimit }, async (request, reply) => {
    const { token } = request.query;
    if (!isTokenShaped(token)) return html(reply, 400, badLinkPage(publicSiteOrigin));
    const outcome = await confirmSubscription(site, token, now());
    return outcome.status === 'confirmed' ? html(reply, 200, confirmedPage(outcome.kinds, publicSiteOrigin)) : html(reply, 404, confirmFailedPage(publicSiteOrigin));
  });

  app.get(INVESTOR_ALERT_PATHS.unsubscribe, { schema: { querystring: AlertTokenQuery }, config: linkLimit }, async (request, reply) => {
    const { token } = request.query;
    if (!isTokenShaped(token)) return html(reply, 400, badLinkPage(publicSiteOrigin));
    return html(reply, 200, unsubscribeFormPage(token, publicSiteOrigin));
  });

  // RFC 8058: the mail program POSTs `List-Unsubscribe=One-Click` to the List-Unsubscribe URL; the
  // address is removed at once, with no further page or question (and never a redirect).
  app.post(INVESTOR_ALERT_PATHS.unsubscribe, { schema: { querystring: AlertTokenQuery }, config: linkLimit }, async (request, reply) => {
    const { token } = request.query;
    if (!isTokenShaped(token)) return html(reply, 400, badLinkPage(publicSiteOrigin));
    if (!isOneClickBody(request.headers['content-type'], request.body)) return html(reply, 400, badLinkPage(publicSiteOrigin));
    return html(reply, 200, unsubscribedPage((await unsubscribe(site, token)) === 'removed', publicSiteOrigin));
  });

  app.get(ALERT_PAGE_CSS_PATH, (_request, reply) =>
    reply.headers({ 'content-type': 'text/css; charset=utf-8', 'cache-control': 'public, max-age=300' }).send(ALERT_PAGE_CSS),
  );
};

// The publishing hook of investor alerts: called inside the transaction that makes records public
// (the console's publish, or an embargoed record when its time comes), it queues one alert per
// confirmed subscriber of each record's kind. In the same transaction, so a publish that rolls back
// mails nobody, and a publish that commits has its mails queued (the sender delivers them later,
// retrying while the SMTP server is away).
import { sql } from 'kysely';
import { alertKindOf, type AlertKind } from '@site/shared/contract/investor-alerts';
import { INVESTOR_CATEGORIES, type InvestorCategory } from '@site/shared/contract/investor-archive';
import { CONTENT_REPOSITORIES } from '../db/content/tables';
import type { SiteKysely } from '../db/site-db';
import type { PublishedRecord } from '../publishing/schedule';
import { alertMail, type AlertDocument, type AlertLinks } from './mail-content';
import { queueMail } from './mail-queue';
import { kindsOf } from './subscriptions';
import { hashToken, newToken, type RandomBytes } from './tokens';

export type { PublishedRecord };

/**
 * The record as the investor archive shows it (its repository's `archive` declaration: category,
 * name, document, date), if visitors may see it and it has a document; else undefined (not in the archive: a
 * director, a rating without its letter, a deleted row). SQL from declarations, never from input.
 */
async function archivedDocument(trx: SiteKysely, record: PublishedRecord): Promise<AlertDocument | undefined> {
  const repository = CONTENT_REPOSITORIES.find((candidate) => candidate.table === record.table);
  const source = repository?.spec.archive;
  if (!repository || !source) return undefined;
  const category = 'fixed' in source.category ? `'${source.category.fixed}'` : source.category.column;
  const conditions = [source.where, repository.visibleCondition()].filter(Boolean).map((condition) => ` AND ${condition}`).join('');
  const { rows } = await sql<{ category: string; name: string; document: string | null; date: string | null }>`${sql.raw(
    `SELECT ${category} AS category, ${source.name} AS name, ${source.document} AS document, ${source.date} AS date FROM ${repository.table} WHERE id = `,
  )}${record.id}${sql.raw(conditions)}`.execute(trx);
  const row = rows[0];
  if (!row?.document || !(row.category in INVESTOR_CATEGORIES)) return undefined;
  return { category: row.category as InvestorCategory, name: row.name, document: row.document, date: row.date };
}

/**
 * Queues the alerts of records just published, in the caller's transaction (`trx`); answers how
 * many mails were queued. A record is announced once: the first call records it in alert_records,
 * any later one (an edit published again, a restore) queues nothing. Records outside the archive
 * or without a document queue nothing and are not recorded, so they are announced when they
 * first are published with one.
 */
export async function enqueueAlerts(trx: SiteKysely, published: readonly PublishedRecord[], now: Date, links: AlertLinks, random?: RandomBytes): Promise<number> {
  const at = now.getTime();
  let queued = 0;
  for (const record of published) {
    const document = await archivedDocument(trx, record);
    if (!document) continue;
    const claimed = await trx
      .insertInto('alert_records')
      .values({ source_table: record.table, record_id: record.id, queued_at: at, recipients: 0 })
      .onConflict((conflict) => conflict.columns(['source_table', 'record_id']).doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    const kind: AlertKind = alertKindOf(document.category);
    const subscribers = (await trx.selectFrom('alert_subscribers').select(['id', 'email', 'kinds']).where('confirmed_at', 'is not', null).orderBy('id').execute()).filter(
      (subscriber) => kindsOf(subscriber.kinds).includes(kind),
    );
    for (const subscriber of subscribers) {
      // A token per mail: an unsubscribe link never outlives the subscriber it removes.
      const token = newToken(random);
      await trx.insertInto('alert_tokens').values({ token_hash: hashToken(token), subscriber_id: Number(subscriber.id), purpose: 'unsubscribe', expires_at: null }).execute();
      await queueMail(trx, 'alert', subscriber.email, alertMail(document, kind, token, links, now), at);
    }
    await trx.updateTable('alert_records').set({ recipients: subscribers.length }).where('source_table', '=', record.table).where('record_id', '=', record.id).execute();
    queued += subscribers.length;
  }
  return queued;
}

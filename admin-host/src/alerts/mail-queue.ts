// The outgoing mail queue (table mail_queue): what the alerts queue and the sender works. Every
// state change of a claimed mail names the claim (its attempts count), so a mail whose claim ran
// out and was taken by another process is never written back by the first.
import type { SiteDb, SiteKysely } from '../db/site-db';
import type { MailQueue } from '../db/tables';
import type { MailContent } from './mail-content';
import { maskAddress } from './addresses';

export type QueuedMailRow = Omit<MailQueue, 'attempts' | 'id'> & { id: number; attempts: number };

/** Queues one mail inside the caller's transaction: it exists exactly when the caller's change does. */
export async function queueMail(trx: SiteKysely, purpose: MailQueue['purpose'], to: string, content: MailContent, now: number): Promise<void> {
  await trx
    .insertInto('mail_queue')
    .values({
      purpose,
      to_address: to,
      subject: content.subject,
      text_body: content.text,
      html_body: content.html,
      headers_json: JSON.stringify(content.headers),
      state: 'queued',
      attempts: 0,
      next_attempt_at: now,
      last_error: null,
      created_at: now,
      sent_at: null,
    })
    .execute();
}

/**
 * Takes up to `limit` due mails for this process: queued ones whose time has come, and ones another
 * process claimed but did not finish before its lease ran out (it died mid-send). Each comes back
 * 'sending', its attempts counted, claimed until now + leaseMs. On PostgreSQL the rows are locked
 * with SKIP LOCKED, so two hosts claiming at once take different mails; on SQLite the write
 * transaction (BEGIN IMMEDIATE) already lets one process at a time in.
 */
export async function claimDueMails(site: SiteDb, now: number, { limit, leaseMs }: { limit: number; leaseMs: number }): Promise<QueuedMailRow[]> {
  return site.write(async (trx) => {
    const due = await trx
      .selectFrom('mail_queue')
      .select('id')
      .where('state', 'in', ['queued', 'sending'])
      .where('next_attempt_at', '<=', now)
      .orderBy('next_attempt_at')
      .orderBy('id')
      .limit(limit)
      .$if(site.dialect === 'postgres', (query) => query.forUpdate().skipLocked())
      .execute();
    if (!due.length) return [];
    const rows = await trx
      .updateTable('mail_queue')
      .set((eb) => ({ state: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: now + leaseMs }))
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .returningAll()
      .execute();
    return rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts) }));
  });
}

type Claim = Pick<QueuedMailRow, 'id' | 'attempts'>;

const ofClaim = (trx: SiteKysely, claim: Claim) =>
  trx.updateTable('mail_queue').where('id', '=', claim.id).where('state', '=', 'sending').where('attempts', '=', claim.attempts);

export async function markSent(site: SiteDb, claim: Claim, now: number): Promise<void> {
  await ofClaim(site.kysely, claim).set({ state: 'sent', sent_at: now, last_error: null }).execute();
}

/** Back in the queue for `nextAttemptAt`, or failed for good (nextAttemptAt null). */
export async function markFailed(site: SiteDb, claim: Claim, error: string, nextAttemptAt: number | null): Promise<void> {
  const set = nextAttemptAt === null ? { state: 'failed' as const } : { state: 'queued' as const, next_attempt_at: nextAttemptAt };
  await ofClaim(site.kysely, claim).set({ ...set, last_error: error.slice(0, 500) }).execute();
}

/** No SMTP server configured: due mails stay here, marked 'outbox' (kept, not sent), for the console to show. */
export async function keepDueInOutbox(site: SiteDb, now: number): Promise<number> {
  const result = await site.kysely.updateTable('mail_queue').set({ state: 'outbox' }).where('state', '=', 'queued').where('next_attempt_at', '<=', now).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * An address removed on request: mails not sent yet are dropped (one being sent right now too: its
 * result is then written nowhere, and it is never tried again), and those already sent or given up
 * keep their row (the outbox's history) with the address masked and the bodies emptied.
 */
export async function forgetAddress(trx: SiteKysely, email: string): Promise<void> {
  await trx.deleteFrom('mail_queue').where('to_address', '=', email).where('state', 'in', ['queued', 'sending', 'outbox']).execute();
  await trx
    .updateTable('mail_queue')
    .set({ to_address: maskAddress(email), text_body: '', html_body: '', headers_json: '{}' })
    .where('to_address', '=', email)
    .execute();
}

// What the console's Outbox shows: the newest mails (recipient masked) and how many addresses
// follow each kind. Addresses themselves never leave the database through the console.
import { ALERT_KIND_KEYS, ALERT_KINDS } from '@site/shared/contract/investor-alerts';
import type { AlertKindCount, OutboxAnswer, OutboxMail } from '@site/shared/contract/investor-alerts-schemas';
import type { SiteKysely } from '../db/site-db';
import { maskAddress } from './addresses';
import { kindsOf } from './subscriptions';

const iso = (ms: number | null) => (ms === null ? null : new Date(Number(ms)).toISOString());

export async function outboxView(kysely: SiteKysely, { limit = 100 } = {}): Promise<OutboxAnswer> {
  const mails = await kysely
    .selectFrom('mail_queue')
    .select(['id', 'to_address', 'subject', 'purpose', 'state', 'attempts', 'next_attempt_at', 'last_error', 'created_at', 'sent_at'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  const items: OutboxMail[] = mails.map((mail) => ({
    id: Number(mail.id),
    // Already masked once its address was removed; masking a mask changes nothing worth showing.
    to: mail.to_address.includes('***') ? mail.to_address : maskAddress(mail.to_address),
    subject: mail.subject,
    purpose: mail.purpose,
    state: mail.state,
    attempts: Number(mail.attempts),
    nextAttemptAt: mail.state === 'queued' ? iso(mail.next_attempt_at) : null,
    lastError: mail.last_error,
    createdAt: iso(mail.created_at)!,
    sentAt: iso(mail.sent_at),
  }));
  const subscribers = await kysely.selectFrom('alert_subscribers').select(['kinds', 'confirmed_at']).execute();
  const counts: AlertKindCount[] = ALERT_KIND_KEYS.map((kind) => {
    const following = subscribers.filter((subscriber) => kindsOf(subscriber.kinds).includes(kind));
    const confirmed = following.filter((subscriber) => subscriber.confirmed_at !== null).length;
    return { kind, label: ALERT_KINDS[kind].label, confirmed, pending: following.length - confirmed };
  });
  return { counts, items };
}

// Subscribing (double opt-in), confirming and unsubscribing, each one transaction. Nothing here
// tells the caller whether an address was known: the subscribe route answers the same either way.
import { ALERT_KIND_KEYS, type AlertKind } from '@site/shared/contract/investor-alerts';
import type { SiteDb, SiteKysely } from '../db/site-db';
import { CONFIRMATION_VALID_MS, confirmationMail, type AlertLinks } from './mail-content';
import { forgetAddress, queueMail } from './mail-queue';
import { hashToken, newToken, type RandomBytes } from './tokens';

/**
 * The per-address limit: a confirmation mail to one address at most every 10 minutes and 3 a day,
 * whoever asks and from wherever (the per-client limit is the route's). A confirmed address gets
 * none at all: subscribing it again changes nothing and mails nothing.
 */
export const CONFIRMATION_LIMITS = { minIntervalMs: 10 * 60_000, perDay: 3 } as const;
const DAY_MS = 24 * 60 * 60_000;

export const kindsOf = (stored: string): AlertKind[] => ALERT_KIND_KEYS.filter((kind) => stored.split(',').includes(kind));
const storedKinds = (kinds: readonly AlertKind[]) => ALERT_KIND_KEYS.filter((kind) => kinds.includes(kind)).join(',');

export type SubscribeOutcome = 'confirmation-queued' | 'already-confirmed' | 'limited';

/**
 * Asks `email` (normalised) to confirm alerts of `kinds`. New address: a pending subscriber and a
 * confirmation mail. Pending address: its kinds are replaced and a new link is sent, within the
 * per-address limit. Confirmed address: nothing (no mail to someone already receiving alerts).
 */
export async function subscribe(site: SiteDb, email: string, kinds: readonly AlertKind[], now: number, links: AlertLinks, random?: RandomBytes): Promise<SubscribeOutcome> {
  // One at a time per address, in every process: two quick submits cannot both insert or both mail.
  return site.serialized(`investor-alerts:${email}`, async (trx) => {
    await deleteExpiredPending(trx, now);
    const existing = await trx.selectFrom('alert_subscribers').selectAll().where('email', '=', email).executeTakeFirst();
    if (existing?.confirmed_at != null) return 'already-confirmed';
    if (existing && (await confirmationLimited(trx, email, Number(existing.confirmation_sent_at), now))) return 'limited';
    let id: number;
    if (existing) {
      id = Number(existing.id);
      await trx.updateTable('alert_subscribers').set({ kinds: storedKinds(kinds), confirmation_sent_at: now }).where('id', '=', id).execute();
      // The newest link is the one that works.
      await trx.deleteFrom('alert_tokens').where('subscriber_id', '=', id).where('purpose', '=', 'confirm').execute();
    } else {
      const inserted = await trx
        .insertInto('alert_subscribers')
        .values({ email, kinds: storedKinds(kinds), created_at: now, confirmed_at: null, confirmation_sent_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      id = Number(inserted.id);
    }
    const token = newToken(random);
    await trx.insertInto('alert_tokens').values({ token_hash: hashToken(token), subscriber_id: id, purpose: 'confirm', expires_at: now + CONFIRMATION_VALID_MS }).execute();
    await queueMail(trx, 'confirmation', email, confirmationMail(kindsOf(storedKinds(kinds)), token, links), now);
    return 'confirmation-queued';
  });
}

async function confirmationLimited(trx: SiteKysely, email: string, lastSentAt: number, now: number): Promise<boolean> {
  if (now - lastSentAt < CONFIRMATION_LIMITS.minIntervalMs) return true;
  const { n } = await trx
    .selectFrom('mail_queue')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', email)
    .where('purpose', '=', 'confirmation')
    .where('created_at', '>', now - DAY_MS)
    .executeTakeFirstOrThrow();
  return Number(n) >= CONFIRMATION_LIMITS.perDay;
}

/** Addresses never confirmed within the link's life are not kept (the sender sweeps too, in its own transaction). */
export const purgeExpiredPending = (site: SiteDb, now: number): Promise<void> => site.write((trx) => deleteExpiredPending(trx, now));

async function deleteExpiredPending(trx: SiteKysely, now: number): Promise<void> {
  // The condition is in the DELETE itself: a row another transaction just renewed is not taken.
  const expired = await trx
    .deleteFrom('alert_subscribers')
    .where('confirmed_at', 'is', null)
    .where('confirmation_sent_at', '<', now - CONFIRMATION_VALID_MS)
    .returning('email')
    .execute();
  for (const { email } of expired) await forgetAddress(trx, email);
}

export type ConfirmOutcome = { status: 'confirmed'; kinds: AlertKind[] } | { status: 'invalid' };

/** The confirmation link: the subscriber receives alerts from now on. Used once; an expired one is refused. */
export async function confirmSubscription(site: SiteDb, token: string, now: number): Promise<ConfirmOutcome> {
  return site.write(async (trx) => {
    const found = await trx
      .selectFrom('alert_tokens')
      .innerJoin('alert_subscribers', 'alert_subscribers.id', 'alert_tokens.subscriber_id')
      .select(['alert_subscribers.id', 'alert_subscribers.kinds', 'alert_tokens.expires_at'])
      .where('alert_tokens.token_hash', '=', hashToken(token))
      .where('alert_tokens.purpose', '=', 'confirm')
      .executeTakeFirst();
    if (!found || (found.expires_at !== null && Number(found.expires_at) < now)) return { status: 'invalid' };
    const id = Number(found.id);
    await trx.updateTable('alert_subscribers').set({ confirmed_at: now }).where('id', '=', id).execute();
    await trx.deleteFrom('alert_tokens').where('subscriber_id', '=', id).where('purpose', '=', 'confirm').execute();
    return { status: 'confirmed', kinds: kindsOf(found.kinds) };
  });
}

/**
 * One-click unsubscribe and removal on request in one: the subscriber, its links and the mails not
 * yet sent to it are deleted; mails already sent keep only a masked address. 'unknown' for a link
 * whose subscriber is gone already (a second click).
 */
export async function unsubscribe(site: SiteDb, token: string): Promise<'removed' | 'unknown'> {
  return site.write(async (trx) => {
    const found = await trx
      .selectFrom('alert_tokens')
      .innerJoin('alert_subscribers', 'alert_subscribers.id', 'alert_tokens.subscriber_id')
      .select(['alert_subscribers.id', 'alert_subscribers.email'])
      .where('alert_tokens.token_hash', '=', hashToken(token))
      .where('alert_tokens.purpose', '=', 'unsubscribe')
      .executeTakeFirst();
    if (!found) return 'unknown';
    await forgetAddress(trx, found.email);
    // Its tokens go with it (ON DELETE CASCADE).
    await trx.deleteFrom('alert_subscribers').where('id', '=', Number(found.id)).execute();
    return 'removed';
  });
}

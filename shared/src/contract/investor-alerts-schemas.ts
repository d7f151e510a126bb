// The investor alerts' request and answer shapes (issue 28) as TypeBox schemas: the admin host
// validates and serialises with them, the subscribe form takes their types (`import type`: the
// schema builder stays out of the pages' bundles; tools/layers.ts lists this module).
// Paths, kinds and the address rule: investor-alerts.ts.
import { Type, type Static } from 'typebox';
import { ALERT_EMAIL_MAX_CHARS, ALERT_KIND_KEYS } from './investor-alerts';

/** POST /investors/alerts/subscribe. Lengths are checked again by alertEmailProblem; these bound what is parsed. */
export const AlertSubscribeBody = Type.Object(
  {
    email: Type.String({ maxLength: ALERT_EMAIL_MAX_CHARS + 64, description: 'email must be text' }),
    kinds: Type.Array(Type.String({ enum: [...ALERT_KIND_KEYS] }), {
      maxItems: ALERT_KIND_KEYS.length,
      uniqueItems: true,
      description: `kinds must be a list of ${ALERT_KIND_KEYS.join(', ')}`,
    }),
  },
  { additionalProperties: false },
);
export type AlertSubscribeBody = Static<typeof AlertSubscribeBody>;

/** The same neutral answer for every address (ALERT_SUBSCRIBE_ANSWER). */
export const AlertSubscribeAnswer = Type.Object({ message: Type.String() });
export type AlertSubscribeAnswer = Static<typeof AlertSubscribeAnswer>;

/** The token of a confirm or unsubscribe link: 32 random bytes, base64url. */
export const AlertTokenQuery = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });
export type AlertTokenQuery = Static<typeof AlertTokenQuery>;

// ---- The console's Outbox (GET /admin/api/outbox, role ir) ----

export const OUTBOX_STATES = ['queued', 'sending', 'sent', 'failed', 'outbox'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One outgoing mail. `to` is masked (j***@e***.com): the console never shows a subscriber's address. */
export const OutboxMail = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  purpose: Type.String({ enum: ['confirmation', 'alert'] }),
  state: Type.String({ enum: [...OUTBOX_STATES] }),
  attempts: Type.Integer(),
  /** ISO 8601; the next try of a queued mail, else null. */
  nextAttemptAt: Type.Union([Type.String(), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  sentAt: Type.Union([Type.String(), Type.Null()]),
});
export type OutboxMail = Static<typeof OutboxMail>;

/** Confirmed and unconfirmed subscribers of one kind (counts only). */
export const AlertKindCount = Type.Object({ kind: Type.String(), label: Type.String(), confirmed: Type.Integer(), pending: Type.Integer() });
export type AlertKindCount = Static<typeof AlertKindCount>;

export const OutboxAnswer = Type.Object({
  counts: Type.Array(AlertKindCount),
  /** The newest mails first (at most `limit`). */
  items: Type.Array(OutboxMail),
});
export type OutboxAnswer = Static<typeof OutboxAnswer>;

export const OutboxQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }, { additionalProperties: false });

// The publishing console's JSON API (issue 16, /admin/api on the admin host's own origin), every
// shape declared once as a TypeBox schema. The admin host validates and serialises with these
// objects (its console routes take their handler types from them through
// @fastify/type-provider-typebox), and the console app takes the types with Static<>: a field
// renamed here changes both sides. Field names are those on the wire. Not used by the public site
// (the console is never federated).
//
// The console app imports only types from this file (`import type`): the schema builder stays out
// of its bundle (tools/layers.test.ts checks it). Fixed values live in console-choices.ts.
//
// On the wire, an object's required properties come first and its optional ones after, each in the
// order declared here (fast-json-stringify): `required` decides the order as well as the presence.
import { Type, type Static, type TSchema, type TUnsafe } from 'typebox';
import { AUDIT_ACTIONS, CONSOLE_ROLES, DEADLINE_KINDS, DEADLINE_STATES, MAX_PASSWORD_LENGTH, type AuditAction } from './console-choices';
import { Dictionary, Nullable, OneOf } from './records';

export type { AuditAction };

/** `{items: [...]}`: every list the console API answers. */
export const ListOf = <T extends TSchema>(item: T) => Type.Object({ items: Type.Array(item) });
export type ListOf<T> = { items: T[] };

/** `/:id` of a record or an account: a positive integer. */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

// ---- Session (GET/POST/DELETE /admin/api/session) ----

export const ConsoleUser = Type.Object({ username: Type.String(), roles: Type.Array(Type.String()) });
export type ConsoleUser = Static<typeof ConsoleUser>;

/** GET/POST /admin/api/session: who is signed in (null: nobody yet), and the token to send back. */
export const ConsoleSessionInfo = Type.Object({
  user: Type.Union([ConsoleUser, Type.Null()]),
  csrfToken: Type.String(),
  /** When the session ends at the latest (ms since the epoch); only when signed in. */
  expiresAt: Type.Optional(Type.Integer()),
  /** The public site's origin, for "View on site" links. */
  publicSite: Type.Optional(Type.String()),
});
export type ConsoleSessionInfo = Static<typeof ConsoleSessionInfo>;

/** POST /admin/api/session: sign in. */
export const SignInBody = Type.Object({ username: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: MAX_PASSWORD_LENGTH }) });
export type SignInBody = Static<typeof SignInBody>;

// ---- Collections (/admin/api/<collection>, admin-host/src/console/collections) ----

/** A field's value in a record: the form's text (a choice or reference as its value), null when empty. */
export const ConsoleFieldValue = Nullable(Type.String());

/**
 * What every record of every collection has. A collection's records add its own fields, by the
 * names it declares (admin-host/src/console/collections/definitions.ts): consoleRecordSchema.
 */
export const ConsoleRecordBase = Type.Object({
  id: Type.Integer(),
  /** Optimistic concurrency: a write names the version it saw. */
  version: Type.Integer(),
  deletedAt: Nullable(Type.String()),
  /** The public page that shows it. */
  publicPage: Type.String(),
  updatedAt: Nullable(Type.String()),
  /** When it is to be (or was) published, UTC ISO 8601; null when it was published as saved (issue 28). */
  publishAt: Nullable(Type.String()),
  /** False while it waits for publishAt or for approval: visitors do not see it yet. */
  published: Type.Boolean(),
  /**
   * What waits for a colleague's approval (issue 28), null when nothing does: the record itself
   * (kind 'create'), or a change to it (kind 'update': the proposed field values and publish time;
   * the record stays as it is until the change is approved).
   */
  approval: Type.Union([
    Type.Object({
      kind: OneOf(['create', 'update'] as const),
      proposedBy: Type.String(),
      proposedAt: Type.String(),
      fields: Dictionary(ConsoleFieldValue),
      publishAt: Nullable(Type.String()),
    }),
    Type.Null(),
  ]),
  /** Size and pages of the collection's main PDF, only in collections that have one. */
  fileSize: Type.Optional(Nullable(Type.Integer())),
  pageCount: Type.Optional(Nullable(Type.Integer())),
});
/** One record of a console collection: the base, and its collection's fields by name. */
export type ConsoleRecord = Static<typeof ConsoleRecordBase> & { [field: string]: Static<typeof ConsoleFieldValue> | number | boolean | ConsoleApproval | undefined };
export type ConsoleApproval = NonNullable<Static<typeof ConsoleRecordBase>['approval']>;


/**
 * The schema of one collection's records, from its field names (built when its routes are): the
 * base around the fields, in the order the console has always received them (`updatedAt` after the
 * fields), with the PDF's size and pages only where the collection has a main PDF.
 */
export function consoleRecordSchema(fieldNames: readonly string[], { pdfMeta }: { pdfMeta: boolean }): TUnsafe<ConsoleRecord> {
  const { id, version, deletedAt, publicPage, updatedAt, publishAt, published, approval, fileSize, pageCount } = ConsoleRecordBase.properties;
  // Its type is ConsoleRecord's: the field names are known only at run time.
  return Type.Unsafe<ConsoleRecord>(Type.Object({
    id,
    version,
    deletedAt,
    publicPage,
    ...Object.fromEntries(fieldNames.map((name) => [name, ConsoleFieldValue])),
    updatedAt,
    publishAt,
    published,
    approval,
    ...(pdfMeta ? { fileSize, pageCount } : {}),
  }));
}

/** One offered value of a choice or reference field; `parent` is the value of the field it depends on. */
export const Choice = Type.Object({ value: Type.String(), label: Type.String(), parent: Type.Optional(Type.String()) });
export type Choice = Static<typeof Choice>;

/** GET /admin/api/<collection>/choices: the choices of its reference fields, read from the database, by field name. */
export const ReferenceChoicesAnswer = Type.Object({ fields: Dictionary(Type.Array(Choice)) });
export type ReferenceChoicesAnswer = Static<typeof ReferenceChoicesAnswer>;

/** DELETE /admin/api/<collection>/:id and POST …/:id/restore: the version the editor saw. */
export const VersionBody = Type.Object({ version: Type.Integer({ minimum: 1 }) });
export type VersionBody = Static<typeof VersionBody>;

// ---- What waits for its publish time (GET /admin/api/scheduled; any signed-in user, their collections) ----

/** A record that visitors do not see yet, soonest first (issue 28). */
export const ScheduledRecord = Type.Object({
  /** The collection's key (/admin/api/<collection>) and title. */
  collection: Type.String(),
  collectionTitle: Type.String(),
  id: Type.Integer(),
  version: Type.Integer(),
  name: Type.String(),
  /** UTC, ISO 8601. */
  publishAt: Type.String(),
});
export type ScheduledRecord = Static<typeof ScheduledRecord>;

// ---- What waits for approval (GET /admin/api/approvals; any signed-in user, their collections) ----

/** One field a proposal changes: its label, the value visitors see now and the proposed one (files: their stored paths). */
export const ProposedChange = Type.Object({
  field: Type.String(),
  label: Type.String(),
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
  /** A PDF or image: before/after are stored paths, opened through GET /admin/api/file. */
  file: Type.Boolean(),
});
export type ProposedChange = Static<typeof ProposedChange>;

/** A new record or a change to one, waiting for a colleague's approval (issue 28), oldest first. */
export const PendingApproval = Type.Object({
  collection: Type.String(),
  collectionTitle: Type.String(),
  id: Type.Integer(),
  version: Type.Integer(),
  name: Type.String(),
  kind: OneOf(['create', 'update'] as const),
  proposedBy: Type.String(),
  proposedAt: Type.String(),
  /** False for its proposer: nobody approves their own change. */
  canApprove: Type.Boolean(),
  changes: Type.Array(ProposedChange),
});
export type PendingApproval = Static<typeof PendingApproval>;

/** GET/PUT /admin/api/approval-settings (role admin): which collections, or lists of one, need approval. */
export const ApprovalSetting = Type.Object({ scope: Type.String(), label: Type.String(), role: Type.String(), required: Type.Boolean() });
export type ApprovalSetting = Static<typeof ApprovalSetting>;
export const ApprovalSettingBody = Type.Object({ scope: Type.String({ maxLength: 100 }), required: Type.Boolean() }, { additionalProperties: false });
export type ApprovalSettingBody = Static<typeof ApprovalSettingBody>;

// ---- The compliance clock (GET /admin/api/compliance; role ir) ----

/** A deadline of the website under SEBI LODR (issue 28), derived from the records (admin-host/src/compliance/deadlines.ts). */
export const ComplianceDeadline = Type.Object({
  /** Stable across reads: '<collection>:<id>:<kind>'. */
  key: Type.String(),
  kind: OneOf(DEADLINE_KINDS),
  /** What must be on the website, and the rule that sets its due time, in words. */
  what: Type.String(),
  rule: Type.String(),
  /** The record it follows from: its console collection, id and name. */
  record: Type.Object({ collection: Type.String(), id: Type.Integer(), name: Type.String() }),
  /** When the clock started (the event's conclusion) and when it runs out, UTC ISO 8601. */
  since: Type.String(),
  dueAt: Type.String(),
  state: OneOf(DEADLINE_STATES),
  /** The India day it was done (YYYY-MM-DD), where the records tell; else null. */
  doneOn: Nullable(Type.String()),
  /** Seconds from the server's now to dueAt; negative once overdue. */
  secondsLeft: Type.Integer(),
});
export type ComplianceDeadline = Static<typeof ComplianceDeadline>;

/** A Reg 46 item of the website (an investor collection, or one list of investor documents) and when visitors last saw it change. */
export const Reg46Item = Type.Object({
  key: Type.String(),
  title: Type.String(),
  publicPage: Type.String(),
  /** UTC ISO 8601; null when no change is recorded (sample content). */
  lastChange: Nullable(Type.String()),
});
export type Reg46Item = Static<typeof Reg46Item>;

/** GET /admin/api/compliance: open deadlines first (overdue, then soonest due), then the done ones; and every Reg 46 item. */
export const ComplianceAnswer = Type.Object({
  /** The server's clock when it answered, UTC ISO 8601. */
  now: Type.String(),
  deadlines: Type.Array(ComplianceDeadline),
  items: Type.Array(Reg46Item),
});
export type ComplianceAnswer = Static<typeof ComplianceAnswer>;

// ---- The audit log (GET /admin/api/audit-log; role admin) ----

/** One entry of the audit log, newest first. `before` and `after` are the record as it was and became (null: none). */
export const AuditLogEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  username: Type.String(),
  action: OneOf(AUDIT_ACTIONS),
  entity: Type.String(),
  recordId: Type.Integer(),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditLogEntry = Static<typeof AuditLogEntry>;

export const AuditLogQuery = Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }, { additionalProperties: false });

// ---- Accounts (/admin/api/users; role admin) ----

/** One console account on the users screen. Never its password hash. */
export const ConsoleAccount = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  roles: Type.Array(Type.String()),
  disabled: Type.Boolean(),
  isDemo: Type.Boolean(),
  createdAt: Type.String(),
});
export type ConsoleAccount = Static<typeof ConsoleAccount>;

/** A create or password reset: the account, and the generated password (shown once) when none was given. */
export const AccountWithPassword = Type.Object({ user: ConsoleAccount, password: Type.Optional(Type.String()) });
export type AccountWithPassword = Static<typeof AccountWithPassword>;

const Roles = Type.Array(OneOf(CONSOLE_ROLES), { uniqueItems: true, maxItems: CONSOLE_ROLES.length });
const NewPassword = Type.String({ maxLength: MAX_PASSWORD_LENGTH });

/** POST /admin/api/users: a new account; without a password the server generates one. */
export const NewAccount = Type.Object({ username: Type.String({ maxLength: 100 }), roles: Roles, password: Type.Optional(NewPassword) }, { additionalProperties: false });
export type NewAccount = Static<typeof NewAccount>;

/** PUT /admin/api/users/:id: new roles, disabled or enabled. */
export const AccountChange = Type.Object({ roles: Type.Optional(Roles), disabled: Type.Optional(Type.Boolean()) }, { additionalProperties: false });
export type AccountChange = Static<typeof AccountChange>;

/** POST /admin/api/users/:id/password: a new password, or none for a generated one. */
export const PasswordReset = Type.Object({ password: Type.Optional(NewPassword) }, { additionalProperties: false });
export type PasswordReset = Static<typeof PasswordReset>;

// One store for every console collection, over its table's repository (db/content/tables.ts: the
// same one the public lists read, so the deleted_at filter and the columns are written once). Column
// names come from definitions.ts, never from a request. Each write is one transaction with its audit
// entry; files are put in place last, so a failed write leaves no file behind.
import { sql } from 'kysely';
import type { ConsoleApproval, ConsoleRecord } from '@site/shared/contract/console-api';
import type { ContentRepository, Row } from '../../db/content/repository';
import { repositoryOf } from '../../db/content/tables';
import { isUniqueViolation } from '../../db/errors';
import type { SiteDb, SiteKysely } from '../../db/site-db';
import { likeLiteral, matches } from '../../db/text-match';
import { recordAudit } from '../audit';
import type { User } from '../auth/users';
import type { StagedFile } from '../api/pdf-upload';
import { PUBLISH_AT_FIELD } from '@site/shared/contract/publish-time';
import { approvalRequired, scopeOf } from '../../publishing/approval-rules';
import { publicationOf, type Publication } from '../../publishing/publish-rule';
import type { OnPublished } from '../../publishing/schedule';
import { isFileField, publicPageOf, referenceFields, removeFieldName, type Choice, type CollectionDef, type ReferenceChoices } from './fields';

/** A checked upload (a PDF, a re-encoded image) ready to be put in place, and its page count (PDFs). */
export interface StagedPdf {
  staged: StagedFile;
  pageCount: number;
  /** A PDF's text (api/pdf-text.ts), for the investor search. */
  text?: string;
}

/** A write refused because someone else saved the record first. */
export class ConflictError extends Error {
  readonly statusCode = 409;
  constructor(readonly current: ConsoleRecord) {
    super(
      `Someone else changed this record since you opened it (it is now version ${current.version}). Your changes were not saved: reload it, check their changes, then make yours again.`,
    );
  }
}

export class NotFoundError extends Error {
  readonly statusCode = 404;
  constructor() {
    super('This record no longer exists.');
  }
}

/**
 * A write that does not fit the record's deleted state: a deleted record is read-only until it is
 * restored (editing or deleting it again is refused), and only a deleted record can be restored.
 * 409, not 404 or 410: the record still exists (the bin lists it, GET answers it) and comes back with
 * a restore; the request conflicts with its current state.
 */
export class DeletedStateError extends Error {
  readonly statusCode = 409;
}

/** A delete or restore refused because of linked records (a state that still has districts). */
export class InUseError extends Error {
  readonly statusCode = 409;
}

/** A write refused because another record already has this name (a unique column). */
export class DuplicateError extends Error {
  constructor(readonly field: string, message: string) {
    super(message);
  }
}

/** A publish time refused for the record as it is now (checked again inside the write's transaction). */
export class PublishTimeError extends Error {
  readonly field = PUBLISH_AT_FIELD;
}

/** An approval refused: nothing waits, or the approver proposed the change themselves. */
export class ApprovalError extends Error {
  constructor(readonly statusCode: 403 | 409, message: string) {
    super(message);
  }
}

type PendingRow = { kind: 'create' | 'update'; values_json: string; proposed_by: number | null; proposed_by_name: string; proposed_at: string };

/** Which records a list shows: 'active' (the default), 'deleted' (the bin), or 'all'. */
export const LIST_STATES = ['active', 'deleted', 'all'] as const;
export type ListState = (typeof LIST_STATES)[number];

export interface ListQuery {
  /** The value of the collection's filter field, if it has one. */
  filter?: string | undefined;
  q?: string | undefined;
  state?: ListState | undefined;
}

export interface StoreOptions {
  /** Called after every committed write (the public lists' content version). */
  onWrite?: () => void;
  /** Called inside the transaction of a write that publishes a record (alerts). */
  onPublished?: OnPublished | undefined;
  now?: () => number;
}

export class CollectionStore {
  private readonly repository: ContentRepository;
  private readonly columns: string[];
  private readonly searchable: string[];
  private readonly dateColumn: string | undefined;
  private readonly onWrite: () => void;
  private readonly onPublished: OnPublished | undefined;
  private readonly now: () => number;

  constructor(
    private readonly db: SiteDb,
    readonly collection: CollectionDef,
    { onWrite = () => undefined, onPublished, now = Date.now }: StoreOptions = {},
  ) {
    const { fields, pdfMeta, dateField } = collection;
    this.onWrite = onWrite;
    this.onPublished = onPublished;
    this.now = now;
    this.repository = repositoryOf(collection.table);
    const meta = pdfMeta ? [pdfMeta.size, pdfMeta.pages] : [];
    this.columns = ['id', 'version', 'updated_at', 'deleted_at', 'publish_at', 'published', ...fields.map((f) => f.column), ...meta];
    this.searchable = fields.filter((f) => !isFileField(f) && f.kind !== 'date' && f.kind !== 'reference').map((f) => f.column);
    this.dateColumn = fields.find((f) => f.name === dateField)?.column;
  }

  private toRecord(row: Row, pending?: PendingRow): ConsoleRecord {
    const { collection } = this;
    const record: ConsoleRecord = {
      id: Number(row.id),
      version: Number(row.version),
      updatedAt: (row.updated_at as string | null) ?? null,
      deletedAt: (row.deleted_at as string | null) ?? null,
      publicPage: '',
      publishAt: (row.publish_at as string | null) ?? null,
      published: Number(row.published) === 1,
      approval: pending ? this.approvalOf(pending) : null,
    };
    // Form values are text: integer columns (a dealer's type, a state id) are read as their digits.
    for (const field of collection.fields) record[field.name] = row[field.column] === null || row[field.column] === undefined ? null : String(row[field.column]);
    if (collection.pdfMeta) {
      const size = row[collection.pdfMeta.size];
      const pages = row[collection.pdfMeta.pages];
      record.fileSize = size === null || size === undefined ? null : Number(size);
      record.pageCount = pages === null || pages === undefined ? null : Number(pages);
    }
    record.publicPage = publicPageOf(collection, record);
    return record;
  }

  /** What a pending entry proposes, as the console shows it: field values by name (an update), who and when. */
  private approvalOf(pending: PendingRow): ConsoleApproval {
    const values = JSON.parse(pending.values_json) as Row;
    const fields: Record<string, string | null> = {};
    if (pending.kind === 'update') {
      for (const field of this.collection.fields) {
        if (field.column in values) fields[field.name] = values[field.column] === null || values[field.column] === undefined ? null : String(values[field.column]);
      }
    }
    return {
      kind: pending.kind,
      proposedBy: pending.proposed_by_name,
      proposedAt: pending.proposed_at,
      fields,
      publishAt: 'publish_at' in values ? ((values.publish_at as string | null) ?? null) : null,
    };
  }

  /** The pending entries of these records, by record id. */
  private async pendingOf(db: SiteKysely, ids: readonly number[]): Promise<Map<number, PendingRow>> {
    if (!ids.length) return new Map();
    const rows = await db
      .selectFrom('pending_changes')
      .select(['record_id', 'kind', 'values_json', 'proposed_by', 'proposed_by_name', 'proposed_at'])
      .where('entity', '=', this.collection.table)
      .where('record_id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [Number(row.record_id), row]));
  }

  async list({ filter, q = '', state = 'active' }: ListQuery = {}): Promise<ConsoleRecord[]> {
    const { collection } = this;
    const filterField = collection.fields.find((f) => f.name === collection.filterField);
    const search = q.trim();
    let query = this.repository.inState(this.db.kysely, state).select(this.columns.map((column) => sql.ref(column).as(column)));
    if (filterField && filter) query = query.where(filterField.column, '=', filter);
    if (search) {
      const pattern = `%${likeLiteral(search)}%`;
      query = query.where((eb) => eb.or(this.searchable.map((column) => matches(this.db, column, pattern))));
    }
    if (this.dateColumn) query = query.orderBy(sql`coalesce(${sql.ref(this.dateColumn)}, '')`, 'desc');
    const rows = (await query.orderBy('id', 'desc').execute()) as Row[];
    const pending = await this.pendingOf(this.db.kysely, rows.map((row) => Number(row.id)));
    return rows.map((row) => this.toRecord(row, pending.get(Number(row.id))));
  }

  /** The live rows each reference field may point at, by field name (value: id, label, parent id). */
  async choices(): Promise<ReferenceChoices> {
    const result: Record<string, Choice[]> = {};
    for (const field of referenceFields(this.collection)) {
      const { table, label, parent } = field.reference!;
      const rows = (await repositoryOf(table)
        .live(this.db.kysely)
        .select(['id as value', sql.ref(label).as('label'), (parent ? sql.ref(parent.column) : sql`NULL`).as('parent')])
        .orderBy(label)
        .execute()) as { value: number; label: string; parent: number | null }[];
      result[field.name] = rows.map((row) => ({ value: String(row.value), label: row.label, ...(row.parent === null ? {} : { parent: String(row.parent) }) }));
    }
    return result;
  }

  async get(id: number, db: SiteKysely = this.db.kysely): Promise<ConsoleRecord | undefined> {
    const row = await this.repository.find(db, id, this.columns);
    return row ? this.toRecord(row, (await this.pendingOf(db, [id])).get(id)) : undefined;
  }

  /** Whether the record's row waits for approval as a new record (the row's flag: not in ConsoleRecord's base). */
  private async awaitingApproval(db: SiteKysely, id: number): Promise<boolean> {
    return Number((await this.repository.find(db, id, ['awaiting_approval']))?.awaiting_approval) === 1;
  }

  /** Records that wait for approval are proposed by someone: this user, now. */
  private async propose(trx: SiteKysely, user: User, id: number, kind: 'create' | 'update', values: Record<string, string | number | null> = {}) {
    const entry = {
      kind,
      values_json: JSON.stringify(values),
      proposed_by: user.id,
      proposed_by_name: user.username,
      proposed_at: this.nowIso(),
    };
    await trx
      .insertInto('pending_changes')
      .values({ entity: this.collection.table, record_id: id, ...entry })
      .onConflict((conflict) => conflict.columns(['entity', 'record_id']).doUpdateSet(entry))
      .execute();
  }

  /** The record at the version the approver saw, and what waits about it; else why not (404, 409). */
  private async waiting(trx: SiteKysely, id: number, expectedVersion: number) {
    const before = await this.current(trx, id, expectedVersion, 'edit');
    const pending = (await this.pendingOf(trx, [id])).get(id);
    if (!pending) throw new ApprovalError(409, 'Nothing about this record waits for approval (perhaps a colleague approved or rejected it already).');
    return { before, pending };
  }

  private async dropPending(trx: SiteKysely, id: number) {
    await trx.deleteFrom('pending_changes').where('entity', '=', this.collection.table).where('record_id', '=', id).execute();
  }

  /** Column → value of a write: the fields given (trimmed, '' as null) and the PDFs' paths and metrics. */
  private assignments(values: Readonly<Record<string, string | undefined>>, files: Readonly<Record<string, StagedPdf>>, creating: boolean): Record<string, string | number | null> {
    const { collection } = this;
    const pairs: Record<string, string | number | null> = {};
    for (const field of collection.fields) {
      if (field.fixed && !creating) continue;
      if (isFileField(field)) {
        const file = files[field.name];
        if (file) pairs[field.column] = file.staged.recordPath;
        else if (!creating && !field.required && values[removeFieldName(field)] === '1') {
          // The record stops naming the file; the file itself stays (links already shared, restore of old versions).
          pairs[field.column] = null;
          if (collection.pdfMeta?.field === field.name) Object.assign(pairs, { [collection.pdfMeta.size]: null, [collection.pdfMeta.pages]: null });
        }
        continue;
      }
      const value = (values[field.name] ?? '').trim();
      pairs[field.column] = value === '' ? null : value;
    }
    const metaFile = collection.pdfMeta ? files[collection.pdfMeta.field] : undefined;
    if (collection.pdfMeta && metaFile) Object.assign(pairs, { [collection.pdfMeta.size]: metaFile.staged.size, [collection.pdfMeta.pages]: metaFile.pageCount });
    return pairs;
  }

  private async write<T>(work: (trx: SiteKysely) => Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await this.db.write(work);
    } catch (error) {
      if (isUniqueViolation(error)) {
        const { collection } = this;
        if (collection.unique) throw new DuplicateError(collection.unique.field, collection.unique.message);
        const field = collection.fields.find((f) => f.name === collection.nameField)!;
        throw new DuplicateError(field.name, `There is already a ${collection.noun} with this ${field.label.toLowerCase()} (perhaps a deleted one: restore that instead).`);
      }
      throw error;
    }
    this.onWrite();
    return result;
  }

  create(user: User, values: Readonly<Record<string, string | undefined>>, files: Readonly<Record<string, StagedPdf>> = {}): Promise<ConsoleRecord> {
    return this.write(async (trx) => {
      await this.storeTexts(trx, files);
      if (this.collection.singleton && !(await this.repository.isEmpty(trx))) {
        throw new InUseError(`There is already a ${this.collection.noun}: edit it instead.`);
      }
      const publication = this.publication(values, undefined);
      // A scope that needs approval: the new record waits, unseen, until a colleague approves it.
      const awaiting = await approvalRequired(trx, scopeOf(this.collection, values));
      const id = await this.repository.insert(trx, {
        ...this.assignments(values, files, true),
        ...publication,
        ...(awaiting ? { published: 0, awaiting_approval: 1 } : {}),
        version: 1,
        updated_at: this.nowIso(),
      });
      if (awaiting) await this.propose(trx, user, id, 'create');
      const created = (await this.get(id, trx))!;
      await recordAudit(trx, { user, action: 'create', entity: this.collection.table, recordId: created.id, before: null, after: created });
      if (created.published) await this.published(trx, created.id);
      // Last: if putting a file in place fails, the row is rolled back; if anything before failed, no file.
      for (const file of Object.values(files)) file.staged.commit();
      return created;
    });
  }

  update(user: User, id: number, expectedVersion: number, values: Readonly<Record<string, string | undefined>>, files: Readonly<Record<string, StagedPdf>> = {}): Promise<ConsoleRecord> {
    return this.write(async (trx) => {
      const before = await this.current(trx, id, expectedVersion, 'edit');
      const publication = this.publication(values, before);
      await this.storeTexts(trx, files);
      const assignments = { ...this.assignments(values, files, false), ...publication };
      const commit = () => Object.values(files).forEach((file) => file.staged.commit());
      if (await this.awaitingApproval(trx, id)) {
        // Still a proposal: edited in place and still waiting, now proposed by this editor.
        await this.saveAtVersion(trx, id, expectedVersion, { ...assignments, published: 0, updated_at: this.nowIso() });
        await this.propose(trx, user, id, 'create');
        const after = (await this.get(id, trx))!;
        await recordAudit(trx, { user, action: 'update', entity: this.collection.table, recordId: id, before, after });
        commit();
        return after;
      }
      if (await approvalRequired(trx, scopeOf(this.collection, before))) {
        // The record stays as visitors see it; the change waits for a colleague (its files are
        // stored, and hidden until a published record names them: publishing/hidden-files.ts).
        await this.propose(trx, user, id, 'update', assignments);
        const after = (await this.get(id, trx))!;
        const proposal = after.approval as ConsoleApproval;
        await recordAudit(trx, { user, action: 'propose', entity: this.collection.table, recordId: id, before, after: { ...before, ...proposal.fields, publishAt: proposal.publishAt ?? before.publishAt } });
        commit();
        return after;
      }
      await this.saveAtVersion(trx, id, expectedVersion, { ...assignments, updated_at: this.nowIso() });
      const after = (await this.get(id, trx))!;
      await recordAudit(trx, { user, action: 'update', entity: this.collection.table, recordId: id, before, after });
      if (after.published && !before.published) await this.published(trx, id);
      commit();
      return after;
    });
  }

  /**
   * A colleague approves what waits (never its proposer): a new record becomes visible (at its
   * publish time, or now if that has passed or there is none); a change is written to the record.
   */
  approve(user: User, id: number, expectedVersion: number): Promise<ConsoleRecord> {
    return this.write(async (trx) => {
      const { before, pending } = await this.waiting(trx, id, expectedVersion);
      if (pending.proposed_by === user.id) throw new ApprovalError(403, 'You proposed this change: another colleague with access to this section must approve it.');
      await this.dropPending(trx, id);
      const now = this.nowIso();
      if (pending.kind === 'create') {
        const due = before.publishAt === null || before.publishAt <= now;
        await this.saveAtVersion(trx, id, expectedVersion, { awaiting_approval: 0, published: due ? 1 : 0 });
      } else {
        const values = JSON.parse(pending.values_json) as Record<string, string | number | null>;
        // Published since it was proposed (its time came): its publication is history now.
        if (before.published) {
          delete values.publish_at;
          delete values.published;
        }
        await this.saveAtVersion(trx, id, expectedVersion, { ...values, updated_at: now });
      }
      const after = (await this.get(id, trx))!;
      await recordAudit(trx, { user, action: 'approve', entity: this.collection.table, recordId: id, before: { ...before, approval: pending.kind === 'update' ? before.approval : null }, after });
      if (after.published && !before.published) await this.published(trx, id);
      return after;
    });
  }

  /** What waits is turned down (by a colleague, or withdrawn by its proposer): a change is dropped; a new record goes to the bin. */
  reject(user: User, id: number, expectedVersion: number): Promise<ConsoleRecord> {
    return this.write(async (trx) => {
      const { before, pending } = await this.waiting(trx, id, expectedVersion);
      await this.dropPending(trx, id);
      if (pending.kind === 'create') await this.saveAtVersion(trx, id, expectedVersion, { deleted_at: this.nowIso(), updated_at: this.nowIso() });
      const after = (await this.get(id, trx))!;
      await recordAudit(trx, { user, action: 'reject', entity: this.collection.table, recordId: id, before, after });
      return after;
    });
  }

  /** Soft delete: hidden from the public lists, kept (with its files) for restore. */
  remove(user: User, id: number, expectedVersion: number): Promise<ConsoleRecord> {
    return this.setDeleted(user, id, expectedVersion, true);
  }

  restore(user: User, id: number, expectedVersion: number): Promise<ConsoleRecord> {
    return this.setDeleted(user, id, expectedVersion, false);
  }

  private setDeleted(user: User, id: number, expectedVersion: number, deleted: boolean): Promise<ConsoleRecord> {
    return this.write(async (trx) => {
      const before = await this.current(trx, id, expectedVersion, deleted ? 'delete' : 'restore');
      if (deleted) await this.refuseWhileUsed(trx, before);
      else await this.refuseWhileReferenceDeleted(trx, before);
      const now = this.nowIso();
      await this.saveAtVersion(trx, id, expectedVersion, { deleted_at: deleted ? now : null, updated_at: now });
      // A deleted record's proposal is moot; a new record brought back waits for approval again.
      if (deleted) await this.dropPending(trx, id);
      else if (await this.awaitingApproval(trx, id)) await this.propose(trx, user, id, 'create');
      const after = (await this.get(id, trx))!;
      await recordAudit(trx, { user, action: deleted ? 'delete' : 'restore', entity: this.collection.table, recordId: id, before, after });
      return after;
    });
  }

  private nowIso() {
    return new Date(this.now()).toISOString();
  }

  /** The publishing columns a save writes (none: unchanged), or the refusal, for the record as read in this transaction. */
  private publication(values: Readonly<Record<string, string | undefined>>, before: ConsoleRecord | undefined): Partial<Publication> {
    const result = publicationOf(values[PUBLISH_AT_FIELD], before && { publishAt: before.publishAt, published: before.published }, this.now());
    if ('error' in result) throw new PublishTimeError(result.error);
    return result.publication ?? {};
  }

  private async published(trx: SiteKysely, id: number) {
    if (this.onPublished) await this.onPublished(trx, [{ table: this.repository.table, id }], new Date(this.now()));
  }

  /**
   * Writes the row if it is still at the version read: on PostgreSQL another host may have saved it
   * between this transaction's read and its write (READ COMMITTED), and then nothing is written.
   */
  private async saveAtVersion(trx: SiteKysely, id: number, expectedVersion: number, values: Record<string, string | number | null>) {
    if (!(await this.repository.updateAtVersion(trx, id, expectedVersion, values))) throw new ConflictError((await this.get(id, trx))!);
  }

  /**
   * The PDFs' text, by their stored path, before the row is written: the search index of the
   * investor tables reads document_texts when a row names a document, so the upload is searchable by
   * its words from the same transaction on. Same path, same bytes, same text: kept once.
   */
  private async storeTexts(trx: SiteKysely, files: Readonly<Record<string, StagedPdf>>) {
    for (const file of Object.values(files)) {
      if (!file.text) continue;
      await trx
        .insertInto('document_texts')
        .values({ document: file.staged.recordPath, body: file.text })
        .onConflict((conflict) => conflict.column('document').doNothing())
        .execute();
    }
  }

  /** A record live rows point at stays: deleting it would leave them pointing at nothing public. */
  private async refuseWhileUsed(trx: SiteKysely, record: ConsoleRecord) {
    for (const { table, column, noun, nouns } of this.collection.dependents ?? []) {
      const n = await repositoryOf(table).countLive(trx, column, record.id);
      if (n > 0) throw new InUseError(`“${String(record[this.collection.nameField])}” still has ${n} ${n === 1 ? noun : nouns}. Delete them or move them elsewhere first, then delete it.`);
    }
  }

  /** A record comes back only if what it points at is live (restore the state before its district). */
  private async refuseWhileReferenceDeleted(trx: SiteKysely, record: ConsoleRecord) {
    for (const field of referenceFields(this.collection)) {
      const id = record[field.name];
      const referenced = repositoryOf(field.reference!.table);
      if (id === null || id === undefined || !referenced.softDelete) continue;
      const row = await referenced.find(trx, Number(id), ['deleted_at']);
      if (!row || row.deleted_at) throw new InUseError(`Its ${field.label.toLowerCase()} is deleted. Restore that first, then restore this record.`);
    }
  }

  /**
   * The record as it is, if `action` fits its deleted state and the editor saw this version; else
   * 404, the deleted-state conflict (checked first: it says more than a version number), or the
   * version conflict.
   */
  private async current(trx: SiteKysely, id: number, expectedVersion: number, action: 'edit' | 'delete' | 'restore'): Promise<ConsoleRecord> {
    const before = await this.get(id, trx);
    if (!before) throw new NotFoundError();
    const refused = deletedStateProblem(this.collection, before, action);
    if (refused) throw new DeletedStateError(refused);
    if (before.version !== expectedVersion) throw new ConflictError(before);
    return before;
  }
}

/** Why `action` does not fit the record's deleted state, or undefined. */
export function deletedStateProblem(collection: CollectionDef, record: ConsoleRecord, action: 'edit' | 'delete' | 'restore'): string | undefined {
  const name = `“${String(record[collection.nameField] ?? '')}”`;
  if (record.deletedAt && action === 'edit') return `${name} is deleted, so it cannot be edited. Restore it first (under “Show deleted ${collection.nouns}”), then edit it.`;
  if (record.deletedAt && action === 'delete') return `${name} is already deleted.`;
  if (!record.deletedAt && action === 'restore') return `${name} is not deleted: there is nothing to restore.`;
  return undefined;
}

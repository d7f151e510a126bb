// One store for every console collection: its SQL is built from the collection's declaration (table
// and column names come from definitions.ts, never from a request). Each write is one transaction
// with its audit entry; files are put in place last, so a failed write leaves no file behind.
import type { ConsoleRecord } from '@site/shared/contract/console-api';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit';
import type { User } from '../auth/users';
import type { StagedFile } from '../api/pdf-upload';
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

export interface ListQuery {
  /** The value of the collection's filter field, if it has one. */
  filter?: string | undefined;
  q?: string | undefined;
  /** 'active' (default), 'deleted' (the bin), or 'all'. */
  state?: 'active' | 'deleted' | 'all' | undefined;
}

type Row = Record<string, string | number | null>;

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nowIso = () => new Date().toISOString();
const quote = (identifier: string) => `"${identifier}"`;

export class CollectionStore {
  private readonly columns: string;
  private readonly searchable: string[];
  private readonly order: string;

  constructor(
    private readonly db: Db,
    readonly collection: CollectionDef,
    /** Called after every committed write (the public lists' content version). */
    private readonly onWrite: () => void = () => undefined,
  ) {
    const { fields, pdfMeta, dateField } = collection;
    const meta = pdfMeta ? [pdfMeta.size, pdfMeta.pages] : [];
    this.columns = ['id', 'version', 'updated_at', 'deleted_at', ...fields.map((f) => f.column), ...meta].map(quote).join(', ');
    this.searchable = fields.filter((f) => !isFileField(f) && f.kind !== 'date' && f.kind !== 'reference').map((f) => quote(f.column));
    const date = fields.find((f) => f.name === dateField);
    this.order = `${date ? `coalesce(${quote(date.column)}, '') DESC, ` : ''}id DESC`;
  }

  private toRecord(row: Row): ConsoleRecord {
    const { collection } = this;
    const record: ConsoleRecord = {
      id: Number(row.id),
      version: Number(row.version),
      updatedAt: (row.updated_at as string | null) ?? null,
      deletedAt: (row.deleted_at as string | null) ?? null,
      publicPage: '',
    };
    // Form values are text: integer columns (a dealer's type, a state id) are read as their digits.
    for (const field of collection.fields) record[field.name] = row[field.column] === null || row[field.column] === undefined ? null : String(row[field.column]);
    if (collection.pdfMeta) {
      record.fileSize = (row[collection.pdfMeta.size] as number | null) ?? null;
      record.pageCount = (row[collection.pdfMeta.pages] as number | null) ?? null;
    }
    record.publicPage = publicPageOf(collection, record);
    return record;
  }

  list({ filter, q = '', state = 'active' }: ListQuery = {}): ConsoleRecord[] {
    const { collection } = this;
    const filterField = collection.fields.find((f) => f.name === collection.filterField);
    const search = q.trim();
    const conditions = [
      `CASE @state WHEN 'active' THEN deleted_at IS NULL WHEN 'deleted' THEN deleted_at IS NOT NULL ELSE 1 END`,
      ...(filterField && filter ? [`${quote(filterField.column)} = @filter`] : []),
      ...(search ? [`(${this.searchable.map((column) => `${column} LIKE '%' || @q || '%' ESCAPE '\\'`).join(' OR ')})`] : []),
    ];
    const rows = this.db
      .prepare<[Record<string, string>], Row>(`SELECT ${this.columns} FROM ${quote(collection.table)} WHERE ${conditions.join(' AND ')} ORDER BY ${this.order}`)
      .all({ state, ...(filterField && filter ? { filter } : {}), ...(search ? { q: likeLiteral(search) } : {}) });
    return rows.map((row) => this.toRecord(row));
  }

  /** The live rows each reference field may point at, by field name (value: id, label, parent id). */
  choices(): ReferenceChoices {
    const result: Record<string, Choice[]> = {};
    for (const field of referenceFields(this.collection)) {
      const { table, label, parent, softDelete } = field.reference!;
      const rows = this.db
        .prepare<[], { value: number; label: string; parent: number | null }>(
          `SELECT id AS value, ${quote(label)} AS label, ${parent ? quote(parent.column) : 'NULL'} AS parent FROM ${quote(table)} ${softDelete === false ? '' : 'WHERE deleted_at IS NULL'} ORDER BY ${quote(label)}`,
        )
        .all();
      result[field.name] = rows.map((row) => ({ value: String(row.value), label: row.label, ...(row.parent === null ? {} : { parent: String(row.parent) }) }));
    }
    return result;
  }

  get(id: number): ConsoleRecord | undefined {
    const row = this.db.prepare<[number], Row>(`SELECT ${this.columns} FROM ${quote(this.collection.table)} WHERE id = ?`).get(id);
    return row ? this.toRecord(row) : undefined;
  }

  /** Column → value of a write: the fields given (trimmed, '' as null) and the PDFs' paths and metrics. */
  private assignments(values: Readonly<Record<string, string | undefined>>, files: Readonly<Record<string, StagedPdf>>, creating: boolean): [string, string | number | null][] {
    const { collection } = this;
    const pairs: [string, string | number | null][] = [];
    for (const field of collection.fields) {
      if (field.fixed && !creating) continue;
      if (isFileField(field)) {
        const file = files[field.name];
        if (file) pairs.push([field.column, file.staged.recordPath]);
        else if (!creating && !field.required && values[removeFieldName(field)] === '1') {
          // The record stops naming the file; the file itself stays (links already shared, restore of old versions).
          pairs.push([field.column, null]);
          if (collection.pdfMeta?.field === field.name) pairs.push([collection.pdfMeta.size, null], [collection.pdfMeta.pages, null]);
        }
        continue;
      }
      const value = (values[field.name] ?? '').trim();
      pairs.push([field.column, value === '' ? null : value]);
    }
    const metaFile = collection.pdfMeta ? files[collection.pdfMeta.field] : undefined;
    if (collection.pdfMeta && metaFile) pairs.push([collection.pdfMeta.size, metaFile.staged.size], [collection.pdfMeta.pages, metaFile.pageCount]);
    return pairs;
  }

  private write<T>(work: () => T): T {
    let result: T;
    try {
      result = this.db.transaction(work)();
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        const { collection } = this;
        const field = collection.fields.find((f) => f.name === collection.nameField)!;
        throw new DuplicateError(field.name, `There is already a ${collection.noun} with this ${field.label.toLowerCase()} (perhaps a deleted one: restore that instead).`);
      }
      throw error;
    }
    this.onWrite();
    return result;
  }

  create(user: User, values: Readonly<Record<string, string | undefined>>, files: Readonly<Record<string, StagedPdf>> = {}): ConsoleRecord {
    return this.write(() => {
      this.storeTexts(files);
      if (this.collection.singleton && this.db.prepare(`SELECT 1 FROM ${quote(this.collection.table)}`).get()) {
        throw new InUseError(`There is already a ${this.collection.noun}: edit it instead.`);
      }
      const pairs = [...this.assignments(values, files, true), ['version', 1], ['updated_at', nowIso()]] as [string, string | number | null][];
      const { lastInsertRowid } = this.db
        .prepare(`INSERT INTO ${quote(this.collection.table)} (${pairs.map(([c]) => quote(c)).join(', ')}) VALUES (${pairs.map(() => '?').join(', ')})`)
        .run(...pairs.map(([, v]) => v));
      const created = this.get(Number(lastInsertRowid))!;
      recordAudit(this.db, { user, action: 'create', entity: this.collection.table, recordId: created.id, before: null, after: created });
      // Last: if putting a file in place fails, the row is rolled back; if anything before failed, no file.
      for (const file of Object.values(files)) file.staged.commit();
      return created;
    });
  }

  update(user: User, id: number, expectedVersion: number, values: Readonly<Record<string, string | undefined>>, files: Readonly<Record<string, StagedPdf>> = {}): ConsoleRecord {
    return this.write(() => {
      const before = this.current(id, expectedVersion, 'edit');
      this.storeTexts(files);
      const pairs = this.assignments(values, files, false);
      this.db
        .prepare(
          `UPDATE ${quote(this.collection.table)} SET ${pairs.map(([c]) => `${quote(c)} = ?`).join(', ')}, version = version + 1, updated_at = ?
           WHERE id = ? AND version = ?`,
        )
        .run(...pairs.map(([, v]) => v), nowIso(), id, expectedVersion);
      const after = this.get(id)!;
      recordAudit(this.db, { user, action: 'update', entity: this.collection.table, recordId: id, before, after });
      for (const file of Object.values(files)) file.staged.commit();
      return after;
    });
  }

  /** Soft delete: hidden from the public lists, kept (with its files) for restore. */
  remove(user: User, id: number, expectedVersion: number): ConsoleRecord {
    return this.setDeleted(user, id, expectedVersion, true);
  }

  restore(user: User, id: number, expectedVersion: number): ConsoleRecord {
    return this.setDeleted(user, id, expectedVersion, false);
  }

  private setDeleted(user: User, id: number, expectedVersion: number, deleted: boolean): ConsoleRecord {
    return this.write(() => {
      const before = this.current(id, expectedVersion, deleted ? 'delete' : 'restore');
      if (deleted) this.refuseWhileUsed(before);
      else this.refuseWhileReferenceDeleted(before);
      const now = nowIso();
      this.db
        .prepare(`UPDATE ${quote(this.collection.table)} SET deleted_at = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?`)
        .run(deleted ? now : null, now, id, expectedVersion);
      const after = this.get(id)!;
      recordAudit(this.db, { user, action: deleted ? 'delete' : 'restore', entity: this.collection.table, recordId: id, before, after });
      return after;
    });
  }

  /**
   * The PDFs' text, by their stored path, before the row is written: the search triggers of the
   * investor tables (migration 002) read document_texts when a row names a document, so the upload is
   * searchable by its words from the same transaction on. Same path, same bytes, same text: kept once.
   */
  private storeTexts(files: Readonly<Record<string, StagedPdf>>) {
    const insert = this.db.prepare('INSERT OR IGNORE INTO document_texts (document, body) VALUES (?, ?)');
    for (const file of Object.values(files)) if (file.text) insert.run(file.staged.recordPath, file.text);
  }

  /** A record live rows point at stays: deleting it would leave them pointing at nothing public. */
  private refuseWhileUsed(record: ConsoleRecord) {
    for (const { table, column, noun, nouns } of this.collection.dependents ?? []) {
      const { n } = this.db.prepare<[number], { n: number }>(`SELECT count(*) AS n FROM ${quote(table)} WHERE ${quote(column)} = ? AND deleted_at IS NULL`).get(record.id)!;
      if (n > 0) throw new InUseError(`“${String(record[this.collection.nameField])}” still has ${n} ${n === 1 ? noun : nouns}. Delete them or move them elsewhere first, then delete it.`);
    }
  }

  /** A record comes back only if what it points at is live (restore the state before its district). */
  private refuseWhileReferenceDeleted(record: ConsoleRecord) {
    for (const field of referenceFields(this.collection)) {
      const id = record[field.name];
      const { table, softDelete } = field.reference!;
      if (id === null || id === undefined || softDelete === false) continue;
      const row = this.db.prepare<[string | number], { deleted_at: string | null }>(`SELECT deleted_at FROM ${quote(table)} WHERE id = ?`).get(id);
      if (!row || row.deleted_at) throw new InUseError(`Its ${field.label.toLowerCase()} is deleted. Restore that first, then restore this record.`);
    }
  }

  /**
   * The record as it is, if `action` fits its deleted state and the editor saw this version; else
   * 404, the deleted-state conflict (checked first: it says more than a version number), or the
   * version conflict.
   */
  private current(id: number, expectedVersion: number, action: 'edit' | 'delete' | 'restore'): ConsoleRecord {
    const before = this.get(id);
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

import type { InvestorDocumentRecord } from '@site/shared/contract/console-api';
import type { Db } from '../../db/database';
import { recordAudit } from '../audit';
import type { User } from '../auth/users';
import type { StagedFile } from './pdf-upload';
import { INVESTOR_CATEGORIES, type InvestorCategory } from './rules';

export type { InvestorDocumentRecord };

export const ENTITY = 'investor_documents';

interface Row {
  id: number;
  category: InvestorCategory;
  name: string;
  document_date: string | null;
  document: string;
  file_size: number | null;
  page_count: number | null;
  version: number;
  updated_at: string | null;
  deleted_at: string | null;
}

const COLUMNS = 'id, category, name, document_date, document, file_size, page_count, version, updated_at, deleted_at';

const publicPageOf = (category: string): string => INVESTOR_CATEGORIES.find((c) => c.category === category)?.publicPath ?? '/investors';

const toRecord = (row: Row): InvestorDocumentRecord => ({
  id: row.id,
  category: row.category,
  name: row.name,
  date: row.document_date,
  document: row.document,
  fileSize: row.file_size,
  pageCount: row.page_count,
  version: row.version,
  updatedAt: row.updated_at,
  deletedAt: row.deleted_at,
  publicPage: publicPageOf(row.category),
});

/** A write refused because someone else saved the record first. */
export class ConflictError extends Error {
  readonly statusCode = 409;
  constructor(readonly current: InvestorDocumentRecord | undefined) {
    super(
      current
        ? `Someone else changed this record since you opened it (it is now version ${current.version}). Your changes were not saved: reload it, check their changes, then make yours again.`
        : 'This record no longer exists.',
    );
  }
}

export class NotFoundError extends Error {
  readonly statusCode = 404;
  constructor() {
    super('No such record');
  }
}

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const nowIso = () => new Date().toISOString();

export interface ListQuery {
  category?: InvestorCategory | undefined;
  q?: string | undefined;
  /** 'active' (default), 'deleted' (the bin), or 'all'. */
  state?: 'active' | 'deleted' | 'all' | undefined;
}

/**
 * The console's data access for the nine document lists. Every write runs in one transaction with
 * its audit entry, checks the version the editor saw, and bumps it; `onWrite` runs after commit.
 */
export class InvestorDocumentStore {
  constructor(
    private readonly db: Db,
    private readonly onWrite: () => void = () => undefined,
  ) {}

  list({ category, q = '', state = 'active' }: ListQuery): InvestorDocumentRecord[] {
    const search = q.trim();
    const rows = this.db
      .prepare<[string | null, string | null, string, string, string], Row>(
        `SELECT ${COLUMNS} FROM investor_documents
         WHERE (? IS NULL OR category = ?)
           AND (? = '' OR name LIKE '%' || ? || '%' ESCAPE '\\')
           AND CASE ? WHEN 'active' THEN deleted_at IS NULL WHEN 'deleted' THEN deleted_at IS NOT NULL ELSE 1 END
         ORDER BY coalesce(document_date, '') DESC, id DESC`,
      )
      .all(category ?? null, category ?? null, search, likeLiteral(search), state);
    return rows.map(toRecord);
  }

  get(id: number): InvestorDocumentRecord | undefined {
    const row = this.db.prepare<[number], Row>(`SELECT ${COLUMNS} FROM investor_documents WHERE id = ?`).get(id);
    return row ? toRecord(row) : undefined;
  }

  create(user: User, input: { category: InvestorCategory; name: string; date: string; file: StagedFile; pageCount: number }): InvestorDocumentRecord {
    const record = this.db.transaction(() => {
      const { lastInsertRowid } = this.db
        .prepare(
          `INSERT INTO investor_documents (category, name, document, document_date, file_size, page_count, version, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, 1, ?)`,
        )
        .run(input.category, input.name, input.file.recordPath, input.date, input.file.size, input.pageCount, nowIso());
      const created = this.get(Number(lastInsertRowid))!;
      recordAudit(this.db, { user, action: 'create', entity: ENTITY, recordId: created.id, before: null, after: created });
      // Last: if moving the file fails, the row is rolled back; if anything before failed, no file.
      input.file.commit();
      return created;
    })();
    this.onWrite();
    return record;
  }

  update(
    user: User,
    id: number,
    expectedVersion: number,
    changes: { name: string; date: string; file?: { staged: StagedFile; pageCount: number } | undefined },
  ): InvestorDocumentRecord {
    const record = this.db.transaction(() => {
      const before = this.current(id, expectedVersion);
      this.db
        .prepare(
          `UPDATE investor_documents SET name = ?, document_date = ?, document = ?, file_size = ?, page_count = ?,
             version = version + 1, updated_at = ? WHERE id = ? AND version = ?`,
        )
        .run(
          changes.name,
          changes.date,
          changes.file ? changes.file.staged.recordPath : before.document,
          changes.file ? changes.file.staged.size : before.fileSize,
          changes.file ? changes.file.pageCount : before.pageCount,
          nowIso(),
          id,
          expectedVersion,
        );
      const after = this.get(id)!;
      recordAudit(this.db, { user, action: 'update', entity: ENTITY, recordId: id, before, after });
      changes.file?.staged.commit();
      return after;
    })();
    this.onWrite();
    return record;
  }

  /** Soft delete: hidden from the public lists, kept (with its file) for restore. */
  remove(user: User, id: number, expectedVersion: number): InvestorDocumentRecord {
    return this.setDeleted(user, id, expectedVersion, true);
  }

  restore(user: User, id: number, expectedVersion: number): InvestorDocumentRecord {
    return this.setDeleted(user, id, expectedVersion, false);
  }

  private setDeleted(user: User, id: number, expectedVersion: number, deleted: boolean): InvestorDocumentRecord {
    const record = this.db.transaction(() => {
      const before = this.current(id, expectedVersion);
      const now = nowIso();
      this.db
        .prepare('UPDATE investor_documents SET deleted_at = ?, version = version + 1, updated_at = ? WHERE id = ? AND version = ?')
        .run(deleted ? now : null, now, id, expectedVersion);
      const after = this.get(id)!;
      recordAudit(this.db, { user, action: deleted ? 'delete' : 'restore', entity: ENTITY, recordId: id, before, after });
      return after;
    })();
    this.onWrite();
    return record;
  }

  /** The record as it is, if the editor saw this version; else a conflict (or 404). */
  private current(id: number, expectedVersion: number): InvestorDocumentRecord {
    const before = this.get(id);
    if (!before) throw new NotFoundError();
    if (before.version !== expectedVersion) throw new ConflictError(before);
    return before;
  }
}

import type { AuditAction, AuditLogEntry } from '@site/shared/contract/console-api';
import type { SiteKysely } from '../db/site-db';

export type { AuditAction };

export interface AuditEntry {
  /** The account, or the publishing schedule (no account: id null). */
  user: { id: number | null; username: string };
  action: AuditAction;
  entity: string;
  recordId: number;
  before: unknown;
  after: unknown;
  /** When it happened (ISO 8601); now by default. */
  at?: string;
}

export type AuditRow = AuditLogEntry;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** Writes one audit entry; call it with the write's transaction so both happen or neither. */
export async function recordAudit(trx: SiteKysely, entry: AuditEntry): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      // Set here rather than by the column's default, so both databases write the same format.
      at: entry.at ?? new Date().toISOString(),
      user_id: entry.user.id,
      username: entry.user.username,
      action: entry.action,
      entity: entry.entity,
      record_id: entry.recordId,
      before_json: json(entry.before),
      after_json: json(entry.after),
    })
    .execute();
}

/** Audit entries, newest first (a record's history with `entity` and `recordId`). */
export async function auditEntries(db: SiteKysely, { entity, recordId, limit }: { entity?: string; recordId?: number; limit?: number } = {}): Promise<AuditRow[]> {
  let query = db.selectFrom('audit_log').select(['id', 'at', 'username', 'action', 'entity', 'record_id', 'before_json', 'after_json']).orderBy('id', 'desc');
  if (entity !== undefined) query = query.where('entity', '=', entity);
  if (recordId !== undefined) query = query.where('record_id', '=', recordId);
  if (limit !== undefined) query = query.limit(limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: Number(row.id),
    at: row.at,
    username: row.username,
    action: row.action as AuditAction,
    entity: row.entity,
    recordId: Number(row.record_id),
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  }));
}

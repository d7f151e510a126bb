import type { AuditAction, AuditLogEntry } from '@site/shared/contract/console-api';
import type { Db } from '../db/database';

export type { AuditAction };

export interface AuditEntry {
  user: { id: number; username: string };
  action: AuditAction;
  entity: string;
  recordId: number;
  before: unknown;
  after: unknown;
}

export type AuditRow = AuditLogEntry;

/** Writes one audit entry; call it inside the write's transaction so both happen or neither. */
export function recordAudit(db: Db, entry: AuditEntry): void {
  db.prepare('INSERT INTO audit_log (user_id, username, action, entity, record_id, before_json, after_json) VALUES (?, ?, ?, ?, ?, ?, ?)').run(
    entry.user.id,
    entry.user.username,
    entry.action,
    entry.entity,
    entry.recordId,
    entry.before === null || entry.before === undefined ? null : JSON.stringify(entry.before),
    entry.after === null || entry.after === undefined ? null : JSON.stringify(entry.after),
  );
}

/** A record's history, newest first. */
export function auditEntries(db: Db, { entity, recordId }: { entity?: string; recordId?: number } = {}): AuditRow[] {
  const rows = db
    .prepare<[string | null, string | null, number | null, number | null], { id: number; at: string; username: string; action: AuditAction; entity: string; record_id: number; before_json: string | null; after_json: string | null }>(
      `SELECT id, at, username, action, entity, record_id, before_json, after_json FROM audit_log
       WHERE (? IS NULL OR entity = ?) AND (? IS NULL OR record_id = ?) ORDER BY id DESC`,
    )
    .all(entity ?? null, entity ?? null, recordId ?? null, recordId ?? null);
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    username: row.username,
    action: row.action,
    entity: row.entity,
    recordId: row.record_id,
    before: row.before_json === null ? null : JSON.parse(row.before_json),
    after: row.after_json === null ? null : JSON.parse(row.after_json),
  }));
}

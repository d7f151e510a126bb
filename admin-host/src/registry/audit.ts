// The registry's audit (table registry_audit): every use of a release token, every refusal of a
// known one, every token made or revoked, and the automatic rollback's decisions. Who (the actor:
// token:<name>, console:<username>, cli:<os user>, registry), what, which remote, when, and the
// outcome in a sentence. The console's audit_log stays about records and accounts.
import type { SiteKysely } from '../db/site-db';

export interface RegistryAuditEntry {
  actor: string;
  /** What was done or tried: 'upload', 'promote', 'rollback', 'share', 'refused', 'token-add', 'token-remove', 'auto-rollback'… */
  action: string;
  remote: string | null;
  /** The outcome, in a sentence ("released c0123… as canary at 10 %", "refused: not scoped to mfe-products"). */
  detail: string;
  /** ISO 8601; now by default. */
  at?: string;
}

export interface RegistryAuditRow extends Required<RegistryAuditEntry> {
  id: number;
}

/** Writes one entry; inside the change's own transaction when there is one, so both happen or neither. */
export async function recordRegistryAudit(db: SiteKysely, entry: RegistryAuditEntry): Promise<void> {
  await db
    .insertInto('registry_audit')
    .values({ at: entry.at ?? new Date().toISOString(), actor: entry.actor, action: entry.action, remote: entry.remote, detail: entry.detail })
    .execute();
}

/** Entries, newest first; of one remote with `remote`. */
export async function registryAudit(db: SiteKysely, { remote, limit = 100 }: { remote?: string; limit?: number } = {}): Promise<RegistryAuditRow[]> {
  let query = db.selectFrom('registry_audit').select(['id', 'at', 'actor', 'action', 'remote', 'detail']).orderBy('id', 'desc').limit(limit);
  if (remote !== undefined) query = query.where('remote', '=', remote);
  return (await query.execute()).map((row) => ({ ...row, id: Number(row.id) }));
}

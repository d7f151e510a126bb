// The publishing schedule (issue 28): records saved with a future publish time wait, invisible to
// the public (published = 0, migration 007), until this turns them visible at their time. It runs
// in every admin host process, checking every second, so publication needs no console activity and
// survives restarts: a record whose time came while no host ran is published by the first check of
// the next start. Several hosts on one database may check at once: the UPDATE … WHERE published = 0
// is done by whichever commits first, and only that one gets the ids back (alerts, the audit log).
import { sql } from 'kysely';
import { CONTENT_REPOSITORIES } from '../db/content/tables';
import type { ContentRepository, ContentTableName } from '../db/content/repository';
import type { ContentVersion } from '../db/content-version';
import type { SiteDb, SiteKysely } from '../db/site-db';
import { recordAudit } from '../console/audit';

export interface PublishedRecord {
  table: ContentTableName;
  id: number;
}

/** Called inside the transaction that publishes records (alerts queue their mail there: both or neither). */
export type OnPublished = (trx: SiteKysely, records: readonly PublishedRecord[], now: Date) => Promise<void>;

/** Who the audit log names for a publication that happened at its time. */
export const SCHEDULE_ACTOR = { id: null, username: 'publishing schedule' } as const;

/** Tables whose records can wait for a publish time: every table the console edits as records. */
export const SCHEDULABLE: readonly ContentRepository[] = CONTENT_REPOSITORIES.filter((repository) => repository.softDelete);

const due = (now: string) => (repository: ContentRepository) =>
  sql`SELECT 1 AS due FROM ${sql.table(repository.table)} WHERE published = 0 AND awaiting_approval = 0 AND deleted_at IS NULL AND publish_at <= ${now}`;

/** Whether any record is due: one cheap read (the partial indexes), so the check every second writes nothing. */
async function anyDue(db: SiteKysely, now: string): Promise<boolean> {
  const { rows } = await sql<{ due: number }>`SELECT due FROM (${sql.join(SCHEDULABLE.map(due(now)), sql` UNION ALL `)}) AS scheduled LIMIT 1`.execute(db);
  return rows.length > 0;
}

/** Publishes every record whose time has come (not those in the bin or awaiting approval), and answers which. */
export async function publishDue(site: SiteDb, now: Date, onPublished?: OnPublished): Promise<PublishedRecord[]> {
  const at = now.toISOString();
  if (!(await anyDue(site.kysely, at))) return [];
  return site.write(async (trx) => {
    const published: PublishedRecord[] = [];
    for (const repository of SCHEDULABLE) {
      const rows = await trx
        .updateTable(repository.table as 'policies')
        // The version moves too: an editor who opened it while it waited must reload before saving
        // (their form still offers to reschedule it), as after anyone else's change.
        .set({ published: 1, version: sql<number>`version + 1` as unknown as number })
        .where('published', '=', 0)
        // A record waiting for approval waits past its time too: approving it publishes it then.
        .where('awaiting_approval', '=', 0)
        .where('deleted_at', 'is', null)
        .where('publish_at', '<=', at)
        .returning(['id', 'publish_at'])
        .execute();
      for (const row of rows) {
        published.push({ table: repository.table, id: row.id });
        await recordAudit(trx, {
          user: SCHEDULE_ACTOR,
          action: 'publish',
          entity: repository.table,
          recordId: row.id,
          before: { publishAt: row.publish_at, published: false },
          after: { publishAt: row.publish_at, published: true },
          at,
        });
      }
    }
    if (published.length && onPublished) await onPublished(trx, published, now);
    return published;
  });
}

export interface PublishingSchedule {
  /** Runs a check now (tests; a start). */
  check(): Promise<PublishedRecord[]>;
  stop(): void;
}

export interface ScheduleOptions {
  site: SiteDb;
  version: ContentVersion;
  now?: () => number;
  /** How often to check, ms: the longest a record waits past its time (plus the lists' recheck). */
  everyMs?: number;
  onPublished?: OnPublished;
  log?: (message: string, error?: unknown) => void;
}

/** Checks every `everyMs` (one at a time), publishing what is due; a failed check is logged and tried again. */
export function startPublishingSchedule({ site, version, now = Date.now, everyMs = 1000, onPublished, log = () => undefined }: ScheduleOptions): PublishingSchedule {
  let running: Promise<PublishedRecord[]> | undefined;
  const check = () => {
    running ??= publishDue(site, new Date(now()), onPublished)
      .then((published) => {
        if (published.length) {
          version.changed();
          log(`published ${published.length} scheduled record(s): ${published.map((record) => `${record.table} ${record.id}`).join(', ')}`);
        }
        return published;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  const timer = setInterval(() => {
    check().catch((error: unknown) => log('the publishing schedule could not check for due records; it tries again', error));
  }, everyMs);
  timer.unref();
  return { check, stop: () => clearInterval(timer) };
}

// The admin host on PostgreSQL (DATABASE_URL=postgres://…): Kysely's PostgresDialect over a `pg` pool.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { ContentVersion } from './content-version';
import type { SiteDb, SiteKysely } from './site-db';
import type { Tables } from './tables';

const INT8 = 20;

/** bigint columns hold ms times and counters, far below 2^53: read them as numbers, as SQLite gives them. */
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export const isPostgresUrl = (url: string | undefined): url is string => /^postgres(ql)?:\/\//.test(url ?? '');

export function postgresSiteDb(url: string, { max = 10 } = {}): SiteDb {
  const pool = new pg.Pool({ connectionString: url, max, types });
  // An idle connection the server ends (a restart, an administrator, a test dropping its database)
  // is an 'error' event on the pool: unheard, it would end the process. The pool drops that
  // connection by itself and the next query opens another, so it is only worth a line in the log.
  pool.on('error', (error) => console.error(`admin-host: a PostgreSQL connection ended: ${error.message}`));
  const kysely = new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
  const timers = new Set<NodeJS.Timeout>();
  return {
    dialect: 'postgres',
    kysely,
    write: (work) => kysely.transaction().execute(work),
    serialized: (lock, work) =>
      kysely.transaction().execute(async (trx) => {
        // Held until this transaction ends; every host on the database queues here for the same lock.
        await sql`SELECT pg_advisory_xact_lock(hashtext(${lock}))`.execute(trx);
        return work(trx);
      }),
    contentVersion: async ({ recheckMs }) => {
      const version = await polledContentVersion(kysely, recheckMs);
      timers.add(version.timer);
      return version;
    },
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      await kysely.destroy();
    },
  };
}

/**
 * The content_version row, which triggers move with every statement that writes content (migration
 * 001), read every `recheckMs` (at least 50 ms) in the background, so current() never waits for the
 * database: another host's write shows within recheckMs. changed() marks this host's own writes at once.
 */
async function polledContentVersion(kysely: SiteKysely, recheckMs: number): Promise<ContentVersion & { timer: NodeJS.Timeout }> {
  const read = async () => String((await kysely.selectFrom('content_version').select('version').where('id', '=', 1).executeTakeFirstOrThrow()).version);
  let stored = await read();
  let ownWrites = 0;
  const timer = setInterval(() => {
    read().then(
      (version) => (stored = version),
      // A failed read keeps the last token: lists stay as they were until the database answers again.
      () => undefined,
    );
  }, Math.max(50, recheckMs));
  timer.unref();
  return {
    timer,
    current: () => `${stored}.${ownWrites}`,
    changed: () => {
      ownWrites += 1;
    },
  };
}

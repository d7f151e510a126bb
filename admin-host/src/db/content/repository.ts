// One repository per content table: its columns as the public API names them, the filter that keeps
// soft-deleted rows out of everything visitors see, and what the investor search indexes of it. The
// public routes (src/routes/) and the console's collection store both read and write through it, so
// a table's rules are written once. Queries are Kysely's, so the same code runs on SQLite and
// PostgreSQL; table and column names come from declarations here, never from a request.
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { TObject } from 'typebox';
import type { SiteKysely } from '../site-db';
import type { Tables } from '../tables';

/** Tables edited in the console and read by the public API. */
export type ContentTableName = Exclude<
  keyof Tables,
  'content_version' | 'users' | 'user_roles' | 'sessions' | 'sign_in_failures' | 'sign_in_devices' | 'audit_log' | 'document_texts'
  // Publishing (issue 28): what waits for approval and which scopes need it, not published content.
  | 'pending_changes' | 'approval_rules'
  // Investor alerts (issue 28): subscribers and outgoing mail, not published content.
  | 'alert_subscribers' | 'alert_tokens' | 'alert_records' | 'mail_queue'
  // The release registry (issue 26): releases, the remote map and tokens, not content.
  | 'release_tokens' | 'releases' | 'remote_map' | 'remote_map_history' | 'registry_audit'
>;
export type ColumnOf<T extends ContentTableName> = keyof Tables[T] & string;
export type RecordState = 'active' | 'deleted' | 'all';
export type Row = Record<string, string | number | null>;
type Value = string | number | null;

/**
 * How a table's rows appear in the investor archive (search, latest, the feed): each value is SQL
 * over the table's own columns, the same in SQLite and PostgreSQL (|| and coalesce are standard).
 */
export interface ArchiveSource {
  /** The category of every row ('policy'), or the column holding it. */
  category: { fixed: string } | { column: string };
  name: string;
  document: string;
  date: string;
  size?: string;
  pages?: string;
  /** Rows without a document are not in the archive. */
  where?: string;
  /** In /investors/latest and the feed (announcements), not only in search. */
  announcement: boolean;
}

/** A public answer's fields and the column behind each, in the order the contract sends them. */
export interface PublicAnswer {
  fields: readonly string[];
  columns: Readonly<Record<string, string>>;
}

/** Checks a field → column map against the contract schema and the table: a field added or renamed on either side fails the typecheck. */
export function publicAnswer<S extends TObject, T extends ContentTableName>(schema: S, _table: T, columns: Record<keyof S['properties'] & string, ColumnOf<T>>): PublicAnswer {
  return { fields: Object.keys(schema.properties), columns };
}

export interface ContentTableSpec<T extends ContentTableName> {
  table: T;
  /**
   * False for tables the console does not edit as records (blog editors): their rows are never
   * soft-deleted nor scheduled. Every other content table has the Editable columns (db/tables.ts).
   */
  softDelete?: boolean;
  /** The public list's answer, when the table has one list of its own. */
  answer?: PublicAnswer;
  /** Columns the public list is ordered by (id by default: the order editors arranged). */
  publicOrder?: readonly { column: ColumnOf<T>; desc?: boolean }[];
  archive?: ArchiveSource;
}

/** Kysely typed by our tables where a table is named by a declaration: the generic code below works on names it was given. */
const untyped = (db: SiteKysely) => db as unknown as Kysely<Record<string, Record<string, Value>>>;

/** A declaration as the repository keeps it, once its names were checked against its table. */
type CheckedSpec = Omit<ContentTableSpec<ContentTableName>, 'publicOrder'> & { publicOrder?: readonly { column: string; desc?: boolean }[] };

/** A content table's repository; its declaration's column names are checked against the table's columns. */
export const contentRepository = <T extends ContentTableName>(spec: ContentTableSpec<T>) => new ContentRepository(spec as CheckedSpec);

export class ContentRepository {
  readonly table: ContentTableName;
  readonly softDelete: boolean;

  constructor(readonly spec: CheckedSpec) {
    this.table = spec.table;
    this.softDelete = spec.softDelete ?? true;
  }

  /** Every row of the table, to build on. */
  all(db: SiteKysely) {
    return untyped(db).selectFrom(this.table);
  }

  /** Rows not in the bin: those the console lists, references may point at and dependents count. */
  live(db: SiteKysely) {
    const rows = this.all(db);
    return this.softDelete ? rows.where(`${this.table}.deleted_at`, 'is', null) : rows;
  }

  /**
   * The rows visitors may see: live and published (not waiting for a publish time, migration 007).
   * The one place a content table's public filter is written; every public read goes through it or
   * through `visibleCondition`.
   */
  visible(db: SiteKysely) {
    const rows = this.live(db);
    return this.softDelete ? rows.where(`${this.table}.published`, '=', 1) : rows;
  }

  /** The SQL condition `visible` applies, for queries that name the table themselves (the archive). */
  visibleCondition(): string | undefined {
    return this.softDelete ? `${this.table}.deleted_at IS NULL AND ${this.table}.published = 1` : undefined;
  }

  /** Rows in a console view: live ('active'), the bin ('deleted') or both. */
  inState(db: SiteKysely, state: RecordState) {
    const rows = this.all(db);
    if (state === 'active') return this.live(db);
    if (state === 'deleted') return rows.where('deleted_at', 'is not', null);
    return rows;
  }

  /** The public list: visible rows as the contract names their fields, in the table's public order. */
  async publicList(db: SiteKysely, { answer = this.spec.answer, where = {} }: { answer?: PublicAnswer | undefined; where?: Readonly<Record<string, Value>> } = {}): Promise<Row[]> {
    if (!answer) throw new Error(`${this.table} has no public list`);
    let query = this.visible(db).select(answer.fields.map((field) => sql.ref(answer.columns[field]!).as(field)));
    for (const [column, value] of Object.entries(where)) query = query.where(column, '=', value as Value);
    for (const { column, desc } of this.spec.publicOrder ?? [{ column: 'id' }]) query = query.orderBy(column, desc ? 'desc' : 'asc');
    return (await query.execute()) as Row[];
  }

  async find(db: SiteKysely, id: number, columns: readonly string[]): Promise<Row | undefined> {
    return (await this.all(db).select(columns.map((column) => sql.ref(column).as(column))).where('id', '=', id).executeTakeFirst()) as Row | undefined;
  }

  async isEmpty(db: SiteKysely): Promise<boolean> {
    return (await this.all(db).select(sql.lit(1).as('one')).limit(1).executeTakeFirst()) === undefined;
  }

  /** Inserts a row and answers its id. */
  async insert(db: SiteKysely, values: Readonly<Record<string, Value>>): Promise<number> {
    const { id } = await untyped(db).insertInto(this.table).values(values).returning('id').executeTakeFirstOrThrow();
    return Number(id);
  }

  /** Writes `values` if the row is still at `version` (optimistic concurrency); the version moves on. Answers whether it was. */
  async updateAtVersion(db: SiteKysely, id: number, version: number, values: Readonly<Record<string, Value>>): Promise<boolean> {
    const result = await untyped(db)
      .updateTable(this.table)
      .set({ ...values, version: sql<number>`version + 1` as unknown as number })
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** How many live rows have `column` = `value` (the rows that still point at a record). */
  async countLive(db: SiteKysely, column: string, value: Value): Promise<number> {
    const row = await this.live(db).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', value).executeTakeFirstOrThrow();
    return Number(row.n);
  }
}

/** A column of SQL text chosen from a declaration (never from a request). */
export const declared = (expression: string): RawBuilder<unknown> => sql.raw(expression);

import type { ConsoleAccount } from '@site/shared/contract/console-api';
import { sql } from 'kysely';
import type { SiteKysely } from '../../db/site-db';
import { USERNAME_PATTERN, USERNAME_RULE } from './account-rules';
import { hashPassword } from './password';
import { passwordStrengthProblem } from './password-strength';
import { isRole, type Role } from './roles';

export interface User {
  id: number;
  username: string;
  roles: Role[];
  isDemo: boolean;
  /** A disabled account cannot sign in (users screen). */
  disabled: boolean;
}

interface UserRow {
  id: number;
  username: string;
  password_hash: string;
  is_demo: number;
  disabled_at: string | null;
  created_at: string;
}

/** Accounts with their roles (a second query: group_concat and string_agg differ between the databases). */
async function usersWhere(db: SiteKysely, where: { id?: number; username?: string; isDemo?: boolean } = {}): Promise<(UserRow & { roles: Role[] })[]> {
  let query = db.selectFrom('users').select(['id', 'username', 'password_hash', 'is_demo', 'disabled_at', 'created_at']).orderBy('username');
  if (where.id !== undefined) query = query.where('id', '=', where.id);
  // Names are unique ignoring case (SQLite: COLLATE NOCASE; PostgreSQL: a unique index on lower(username)).
  if (where.username !== undefined) query = query.where(sql`lower(username)`, '=', where.username.toLowerCase());
  if (where.isDemo !== undefined) query = query.where('is_demo', '=', where.isDemo ? 1 : 0);
  const rows = (await query.execute()) as UserRow[];
  if (!rows.length) return [];
  const roles = await db.selectFrom('user_roles').select(['user_id', 'role']).where('user_id', 'in', rows.map((row) => row.id)).execute();
  return rows.map((row) => ({ ...row, roles: roles.filter((r) => r.user_id === row.id).map((r) => r.role).filter(isRole).sort() }));
}

const toUser = (row: UserRow & { roles: Role[] }): User => ({
  id: Number(row.id),
  username: row.username,
  roles: row.roles,
  isDemo: Number(row.is_demo) === 1,
  disabled: row.disabled_at !== null,
});

export { USERNAME_PATTERN };

export class UserError extends Error {}

interface NewAccount {
  username: string;
  password: string;
  roles: readonly string[];
  isDemo?: boolean;
  /** No guessability check: the password came from generatePassword(), or (tests) is known to pass it. */
  knownStrong?: boolean;
}

/** Refuses a password an account cannot have (length, guessability), unless it is known to be strong. */
async function refuseWeakPassword(password: string, username: string, knownStrong: boolean): Promise<void> {
  const problem = knownStrong ? null : await passwordStrengthProblem(password, { username });
  if (problem) throw new UserError(problem);
}

export async function createUser(db: SiteKysely, { username, password, roles, isDemo = false, knownStrong = false }: NewAccount): Promise<User> {
  if (!USERNAME_PATTERN.test(username)) throw new UserError(USERNAME_RULE);
  await refuseWeakPassword(password, username, knownStrong);
  if (roles.length === 0) throw new UserError('Give the user at least one role (--role ir|content|dealers|products|admin)');
  const unknown = roles.filter((role) => !isRole(role));
  if (unknown.length) throw new UserError(`Unknown role(s): ${unknown.join(', ')} (known: ir, content, dealers, admin)`);
  if (await findUserByName(db, username)) throw new UserError(`A user named "${username}" already exists`);
  const passwordHash = await hashPassword(password);
  const id = await db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('users')
      .values({ username, password_hash: passwordHash, is_demo: isDemo ? 1 : 0, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx.insertInto('user_roles').values([...new Set(roles)].map((role) => ({ user_id: id, role }))).execute();
    return Number(id);
  });
  return (await findUserById(db, id))!;
}

export async function findUserByName(db: SiteKysely, username: string): Promise<(User & { passwordHash: string }) | undefined> {
  const [row] = await usersWhere(db, { username });
  return row ? { ...toUser(row), passwordHash: row.password_hash } : undefined;
}

export async function findUserById(db: SiteKysely, id: number): Promise<User | undefined> {
  const [row] = await usersWhere(db, { id });
  return row ? toUser(row) : undefined;
}

/** Removes a user, their roles and sessions; audit entries keep the name. */
export async function removeUser(db: SiteKysely, username: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where(sql`lower(username)`, '=', username.toLowerCase()).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Every account, by name, with when it was made (the users screen). */
export async function listUsers(db: SiteKysely): Promise<ConsoleAccount[]> {
  return (await usersWhere(db)).map((row) => {
    const { id, username, roles, isDemo, disabled } = toUser(row);
    return { id, username, roles, isDemo, disabled, createdAt: row.created_at };
  });
}

/** Call inside the caller's transaction (with its audit entry). */
export async function setRoles(trx: SiteKysely, id: number, roles: readonly string[]): Promise<void> {
  await trx.deleteFrom('user_roles').where('user_id', '=', id).execute();
  await trx.insertInto('user_roles').values([...new Set(roles)].map((role) => ({ user_id: id, role }))).execute();
}

export async function setDisabled(trx: SiteKysely, id: number, disabled: boolean): Promise<void> {
  // Disabling keeps the first time it was disabled.
  await trx.updateTable('users').set({ disabled_at: disabled ? sql<string>`coalesce(disabled_at, ${new Date().toISOString()})` : null }).where('id', '=', id).execute();
}

export async function setPassword(db: SiteKysely, id: number, password: string, { knownStrong = false } = {}): Promise<void> {
  await refuseWeakPassword(password, (await findUserById(db, id))?.username ?? '', knownStrong);
  await db.updateTable('users').set({ password_hash: await hashPassword(password) }).where('id', '=', id).execute();
}

export const demoUsers = async (db: SiteKysely): Promise<string[]> => (await usersWhere(db, { isDemo: true })).map((row) => row.username);

export const userCount = async (db: SiteKysely): Promise<number> =>
  Number((await db.selectFrom('users').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

export const ALL_ROLES_FOR_DEMO: readonly Role[] = ['ir', 'content', 'dealers', 'products', 'admin'];

import type { ConsoleAccount } from '@site/shared/contract/console-api';
import type { Db } from '../../db/database';
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
  roles: string | null;
}

const SELECT_USER = `SELECT u.id, u.username, u.password_hash, u.is_demo, u.disabled_at, u.created_at,
    (SELECT group_concat(role, ',') FROM user_roles r WHERE r.user_id = u.id) AS roles
  FROM users u`;

const toUser = (row: UserRow): User => ({
  id: row.id,
  username: row.username,
  roles: (row.roles ?? '').split(',').filter(isRole).sort(),
  isDemo: row.is_demo === 1,
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

export async function createUser(db: Db, { username, password, roles, isDemo = false, knownStrong = false }: NewAccount): Promise<User> {
  if (!USERNAME_PATTERN.test(username)) throw new UserError(USERNAME_RULE);
  await refuseWeakPassword(password, username, knownStrong);
  if (roles.length === 0) throw new UserError('Give the user at least one role (--role ir|content|dealers|admin)');
  const unknown = roles.filter((role) => !isRole(role));
  if (unknown.length) throw new UserError(`Unknown role(s): ${unknown.join(', ')} (known: ir, content, dealers, admin)`);
  if (findUserByName(db, username)) throw new UserError(`A user named "${username}" already exists`);
  const passwordHash = await hashPassword(password);
  const id = db.transaction(() => {
    const { lastInsertRowid } = db.prepare('INSERT INTO users (username, password_hash, is_demo) VALUES (?, ?, ?)').run(username, passwordHash, isDemo ? 1 : 0);
    const insertRole = db.prepare('INSERT INTO user_roles (user_id, role) VALUES (?, ?)');
    for (const role of new Set(roles)) insertRole.run(lastInsertRowid, role);
    return Number(lastInsertRowid);
  })();
  return findUserById(db, id)!;
}

export function findUserByName(db: Db, username: string): (User & { passwordHash: string }) | undefined {
  const row = db.prepare<[string], UserRow>(`${SELECT_USER} WHERE u.username = ?`).get(username);
  return row ? { ...toUser(row), passwordHash: row.password_hash } : undefined;
}

export function findUserById(db: Db, id: number): User | undefined {
  const row = db.prepare<[number], UserRow>(`${SELECT_USER} WHERE u.id = ?`).get(id);
  return row ? toUser(row) : undefined;
}

/** Removes a user, their roles and sessions; audit entries keep the name. */
export function removeUser(db: Db, username: string): boolean {
  return db.prepare('DELETE FROM users WHERE username = ?').run(username).changes > 0;
}

/** Every account, by name, with when it was made (the users screen). */
export function listUsers(db: Db): ConsoleAccount[] {
  return db
    .prepare<[], UserRow>(`${SELECT_USER} ORDER BY u.username`)
    .all()
    .map((row) => {
      const { id, username, roles, isDemo, disabled } = toUser(row);
      return { id, username, roles, isDemo, disabled, createdAt: row.created_at };
    });
}

export function setRoles(db: Db, id: number, roles: readonly string[]): void {
  db.transaction(() => {
    db.prepare('DELETE FROM user_roles WHERE user_id = ?').run(id);
    const insert = db.prepare('INSERT INTO user_roles (user_id, role) VALUES (?, ?)');
    for (const role of new Set(roles)) insert.run(id, role);
  })();
}

export function setDisabled(db: Db, id: number, disabled: boolean): void {
  db.prepare(`UPDATE users SET disabled_at = CASE WHEN ? THEN coalesce(disabled_at, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) END WHERE id = ?`).run(disabled ? 1 : 0, id);
}

export async function setPassword(db: Db, id: number, password: string, { knownStrong = false } = {}): Promise<void> {
  await refuseWeakPassword(password, findUserById(db, id)?.username ?? '', knownStrong);
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(await hashPassword(password), id);
}

export const demoUsers = (db: Db): string[] =>
  db.prepare<[], { username: string }>('SELECT username FROM users WHERE is_demo = 1').all().map((row) => row.username);

export const userCount = (db: Db): number => db.prepare<[], { n: number }>('SELECT count(*) AS n FROM users').get()!.n;

export const ALL_ROLES_FOR_DEMO: readonly Role[] = ['ir', 'content', 'dealers', 'admin'];

// Release tokens (issue 26): what a team's pipeline presents to upload, promote and roll back its
// remotes. A token is `pvcrel_` + 32 random bytes in base64url, shown once when made; the database
// keeps its SHA-256 (a lookup, not a password: the token is long and random, so a fast hash is
// enough), the remotes it may touch, when it was made, last used and revoked.
import { createHash, randomBytes } from 'node:crypto';
import { isRemoteFolder, type RemoteFolder } from '@site/shared/contract/releases';
import { REMOTE_FOLDERS } from '@site/shared/remote/registry';
import type { SiteDb } from '../db/site-db';
import { recordRegistryAudit } from './audit';

/** Recognisable in a leaked log or a secret scanner's rules. */
export const RELEASE_TOKEN_PREFIX = 'pvcrel_';
const TOKEN_PATTERN = /^pvcrel_[A-Za-z0-9_-]{43}$/;
export const TOKEN_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

export class TokenError extends Error {}

export interface ReleaseToken {
  name: string;
  remotes: RemoteFolder[];
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

export const hashReleaseToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const toToken = (row: { name: string; remotes_json: string; created_at: string; revoked_at: string | null; last_used_at: string | null }): ReleaseToken => ({
  name: row.name,
  remotes: (JSON.parse(row.remotes_json) as string[]).filter(isRemoteFolder),
  createdAt: row.created_at,
  revokedAt: row.revoked_at,
  lastUsedAt: row.last_used_at,
});

const iso = (now: () => number) => new Date(now()).toISOString();

export interface NewReleaseToken {
  name: string;
  remotes: readonly string[];
  /** Who made it, for the audit (cli:<os user>, console:<username>). */
  actor: string;
  now?: () => number;
}

/** Makes a token for these remotes; returns it (the only time it exists outside the caller's hands) and its record. */
export async function addReleaseToken(site: SiteDb, { name, remotes, actor, now = Date.now }: NewReleaseToken): Promise<{ token: string; record: ReleaseToken }> {
  if (!TOKEN_NAME_PATTERN.test(name)) throw new TokenError('A token name is 1 to 64 letters, digits, dots, dashes or underscores, starting with a letter or digit');
  const unknown = remotes.filter((remote) => !isRemoteFolder(remote));
  if (unknown.length) throw new TokenError(`Unknown remote ${unknown.join(', ')}: name one of ${REMOTE_FOLDERS.join(', ')}`);
  if (!remotes.length) throw new TokenError(`Name the remote(s) the token may release with --remote (${REMOTE_FOLDERS.join(', ')})`);
  const scope = [...new Set(remotes)].sort() as RemoteFolder[];
  const token = `${RELEASE_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const at = iso(now);
  await site.write(async (trx) => {
    const live = await trx.selectFrom('release_tokens').select('id').where('name', '=', name).where('revoked_at', 'is', null).executeTakeFirst();
    if (live) throw new TokenError(`A token named "${name}" exists already: remove it first (token:remove ${name}) or pick another name`);
    await trx.insertInto('release_tokens').values({ name, token_hash: hashReleaseToken(token), remotes_json: JSON.stringify(scope), created_at: at }).execute();
    await recordRegistryAudit(trx, { actor, action: 'token-add', remote: null, detail: `made token "${name}" for ${scope.join(', ')}`, at });
  });
  return { token, record: { name, remotes: scope, createdAt: at, revokedAt: null, lastUsedAt: null } };
}

/** Revokes the live token of this name; false when there is none. */
export async function removeReleaseToken(site: SiteDb, name: string, { actor, now = Date.now }: { actor: string; now?: () => number }): Promise<boolean> {
  const at = iso(now);
  return site.write(async (trx) => {
    const result = await trx.updateTable('release_tokens').set({ revoked_at: at }).where('name', '=', name).where('revoked_at', 'is', null).executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await recordRegistryAudit(trx, { actor, action: 'token-remove', remote: null, detail: `revoked token "${name}"`, at });
    return true;
  });
}

/** Every token, live ones first, by name; `remote`: only those that may release it. */
export async function listReleaseTokens(db: SiteDb, { remote, includeRevoked = true }: { remote?: string; includeRevoked?: boolean } = {}): Promise<ReleaseToken[]> {
  let query = db.kysely.selectFrom('release_tokens').select(['name', 'remotes_json', 'created_at', 'revoked_at', 'last_used_at']).orderBy('name').orderBy('id');
  if (!includeRevoked) query = query.where('revoked_at', 'is', null);
  const tokens = (await query.execute()).map(toToken).filter((token) => remote === undefined || (token.remotes as string[]).includes(remote));
  return [...tokens.filter((token) => !token.revokedAt), ...tokens.filter((token) => token.revokedAt)];
}

export type TokenCheck =
  | { ok: true; actor: string; name: string }
  | { ok: false; statusCode: 401 | 403; message: string };

/**
 * Whether an Authorization header's bearer token may act on `remote`. A known token's every use is
 * audited, refused or not (the caller records the use itself, with its outcome, and `last_used_at`
 * moves here); a string that is no token of ours is not written down (anyone can send one).
 */
export async function checkReleaseToken(site: SiteDb, authorization: string | undefined, remote: string, { action, now = Date.now }: { action: string; now?: () => number }): Promise<TokenCheck> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  if (!match) return { ok: false, statusCode: 401, message: 'Send a release token: Authorization: Bearer <token> (RELEASE_TOKEN for the CLI)' };
  const token = match[1]!;
  if (!TOKEN_PATTERN.test(token)) return { ok: false, statusCode: 401, message: 'This is not a release token' };
  const row = await site.kysely.selectFrom('release_tokens').select(['id', 'name', 'remotes_json', 'revoked_at']).where('token_hash', '=', hashReleaseToken(token)).executeTakeFirst();
  if (!row) return { ok: false, statusCode: 401, message: 'Unknown release token' };
  const actor = `token:${row.name}`;
  const at = iso(now);
  if (row.revoked_at) {
    await recordRegistryAudit(site.kysely, { actor, action: 'refused', remote, detail: `${action} refused: the token was revoked at ${row.revoked_at}`, at });
    return { ok: false, statusCode: 401, message: 'This release token has been revoked' };
  }
  await site.kysely.updateTable('release_tokens').set({ last_used_at: at }).where('id', '=', row.id).execute();
  if (!(JSON.parse(row.remotes_json) as string[]).includes(remote)) {
    await recordRegistryAudit(site.kysely, { actor, action: 'refused', remote, detail: `${action} refused: the token may not release ${remote}`, at });
    return { ok: false, statusCode: 403, message: `The token "${row.name}" may not release ${remote}` };
  }
  return { ok: true, actor, name: row.name };
}

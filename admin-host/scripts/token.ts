// Release tokens from the command line (see README, "Release registry"):
//   pnpm --filter admin-host token:add <name> --remote mfe-investors [--remote mfe-content…]
//   pnpm --filter admin-host token:remove <name>
//   pnpm --filter admin-host token:list
// token:add prints the token once; the database keeps only its hash.
import { userInfo } from 'node:os';
import { readConfig } from '../src/config';
import { openSiteDatabase } from '../src/db/open';
import { addReleaseToken, listReleaseTokens, removeReleaseToken, TokenError } from '../src/registry/tokens';

const [command, ...args] = process.argv.slice(2).filter((arg) => arg !== '--');

function parse(rest: string[]) {
  const remotes: string[] = [];
  const names: string[] = [];
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--remote') remotes.push(...(rest[++i] ?? '').split(',').filter(Boolean));
    else if (arg.startsWith('--remote=')) remotes.push(...arg.slice(9).split(',').filter(Boolean));
    else if (arg.startsWith('--')) throw new TokenError(`Unknown option ${arg}`);
    else names.push(arg);
  }
  return { names, remotes };
}

/** Who ran the command, for the audit: the operating system's account on the admin host. */
function actor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}

const USAGE = 'Usage: token.ts add <name> --remote <remote> [--remote <remote>…] | remove <name> | list';

try {
  const { dbPath, databaseUrl } = readConfig({ ...process.env }, []);
  const { site } = await openSiteDatabase({ databaseUrl, dbPath, mode: 'none' });
  try {
    const { names, remotes } = parse(args);
    if (command === 'add') {
      if (names.length !== 1) throw new TokenError('Name exactly one token, e.g. token:add investors-ci --remote mfe-investors');
      const { token, record } = await addReleaseToken(site, { name: names[0]!, remotes, actor: actor() });
      console.log(`Created release token "${record.name}" for ${record.remotes.join(', ')}.`);
      console.log(`Token (shown once; store it as the pipeline's RELEASE_TOKEN secret): ${token}`);
    } else if (command === 'remove') {
      if (names.length !== 1 || remotes.length) throw new TokenError('Name exactly one token, e.g. token:remove investors-ci');
      if (!(await removeReleaseToken(site, names[0]!, { actor: actor() }))) throw new TokenError(`No live token named "${names[0]}"`);
      console.log(`Revoked release token "${names[0]}": it is refused from now on.`);
    } else if (command === 'list') {
      if (names.length || remotes.length) throw new TokenError(USAGE);
      const tokens = await listReleaseTokens(site);
      if (!tokens.length) console.log('No release tokens. Make one with token:add <name> --remote <remote>.');
      for (const token of tokens) {
        const state = token.revokedAt ? `revoked ${token.revokedAt}` : `last used ${token.lastUsedAt ?? 'never'}`;
        console.log(`${token.name}\t${token.remotes.join(',')}\tcreated ${token.createdAt}\t${state}`);
      }
    } else {
      throw new TokenError(USAGE);
    }
  } finally {
    await site.close();
  }
} catch (error) {
  console.error(`token: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

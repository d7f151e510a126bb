// Console accounts from the command line (see README):
//   pnpm --filter admin-host user:add <name> --role ir [--role content…] [--password-stdin]
//   pnpm --filter admin-host user:remove <name>
// Without --password-stdin a strong password is generated and printed once.
import { readFileSync } from 'node:fs';
import { readConfig } from '../src/config';
import { openSiteDatabase } from '../src/db/open';
import { generatePassword } from '../src/console/auth/password';
import { createUser, removeUser, UserError } from '../src/console/auth/users';

const [command, ...args] = process.argv.slice(2).filter((arg) => arg !== '--');

function parse(rest: string[]) {
  const roles: string[] = [];
  const names: string[] = [];
  let passwordStdin = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i]!;
    if (arg === '--role') roles.push(...(rest[++i] ?? '').split(',').filter(Boolean));
    else if (arg.startsWith('--role=')) roles.push(...arg.slice(7).split(',').filter(Boolean));
    else if (arg === '--password-stdin') passwordStdin = true;
    else if (arg.startsWith('--')) throw new UserError(`Unknown option ${arg}`);
    else names.push(arg);
  }
  if (names.length !== 1) throw new UserError('Name exactly one user, e.g. user:add alice --role admin');
  return { username: names[0]!, roles, passwordStdin };
}

try {
  const { dbPath, databaseUrl } = readConfig({ ...process.env }, []);
  const { site } = await openSiteDatabase({ databaseUrl, dbPath, mode: 'none' });
  const db = site.kysely;
  try {
    const { username, roles, passwordStdin } = parse(args);
    if (command === 'add') {
      const password = passwordStdin ? readFileSync(0, 'utf8').replace(/\r?\n$/, '') : generatePassword();
      const user = await createUser(db, { username, password, roles, knownStrong: !passwordStdin });
      console.log(`Created console user "${user.username}" with role(s) ${user.roles.join(', ')} in ${databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : dbPath}.`);
      if (!passwordStdin) console.log(`Password (shown once, give it to them privately): ${password}`);
    } else if (command === 'remove') {
      if (!(await removeUser(db, username))) throw new UserError(`No user named "${username}"`);
      console.log(`Removed console user "${username}" and ended their sessions.`);
    } else {
      throw new UserError('Usage: user.ts add <name> --role <ir|content|dealers|products|admin> [--password-stdin] | remove <name>');
    }
  } finally {
    await site.close();
  }
} catch (error) {
  console.error(`user: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

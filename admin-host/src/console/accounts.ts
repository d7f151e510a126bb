import type { SiteKysely } from '../db/site-db';
import { generatePassword } from './auth/password';
import { ROLES } from './auth/roles';
import { createUser, demoUsers, userCount } from './auth/users';

export const DEMO_USERNAME = 'demo';

/**
 * Development: when no account exists yet, a demo account with every role is created and its
 * password returned (the caller prints it). Production refuses to run while a demo account exists.
 */
export async function prepareConsoleAccounts(db: SiteKysely, { production, demo }: { production: boolean; demo: boolean }): Promise<{ username: string; password: string } | undefined> {
  if (production) {
    const demos = await demoUsers(db);
    if (demos.length) {
      throw new Error(
        `the console's demo account "${demos[0]}" exists, which a production start refuses: remove it with ` +
          `"pnpm --filter admin-host user:remove ${demos[0]}" and create real accounts with "pnpm --filter admin-host user:add <name> --role admin"`,
      );
    }
    return undefined;
  }
  if (!demo || (await userCount(db)) > 0) return undefined;
  const password = generatePassword();
  await createUser(db, { username: DEMO_USERNAME, password, roles: ROLES, isDemo: true, knownStrong: true });
  return { username: DEMO_USERNAME, password };
}

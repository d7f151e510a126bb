// The stack the e2e tests run against: `pnpm start`'s stack on a fresh, seeded SQLite file, with two
// page servers following the admin host's release registry (tests/support/page-servers.ts). The
// extra origins are the variant shells the tests start themselves (see tests/support/variants.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, stopOnSignals } from '../tools/serve/stack.ts';
import { CONSOLE_USERS } from './tests/support/console-users.ts';
import { E2E_SERVER_CODE_TOKEN } from './tests/support/page-servers.ts';
import { VARIANT_ORIGINS, VARIANT_PORTS } from './tests/support/ports.ts';

process.env.ADMIN_DB = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-admin-')), 'site.db');
process.env.SITE_ORIGINS = VARIANT_ORIGINS.join(',');
// Investor alerts go to the SMTP server results-day.spec starts on this port (nothing else subscribes,
// so no other test sends mail).
process.env.SMTP_URL = `smtp://127.0.0.1:${VARIANT_PORTS.smtp}`;
// Many workers search from one address; the limit itself is unit-tested in admin-host.
process.env.SEARCH_RATE_LIMIT ??= '1000';
// Two page servers behind one registry (issue 26), and the token with which they fetch its archives
// (the tests know it: tests/support/page-servers.ts).
process.env.PAGE_SERVERS = '2';
// Two browsers and two page servers share two cores here: the page servers wait longer for a
// screen's code and the admin host's answers than a quiet production server does (site-env.ts).
process.env.SSR_BUDGET_MS ??= '2000';
process.env.SSR_DATA_BUDGET_MS ??= '2000';
process.env.SERVER_CODE_TOKEN = E2E_SERVER_CODE_TOKEN;
// The console's accounts, made the way the README tells a team to (pnpm --filter admin-host user:add).
for (const { username, password, roles } of Object.values(CONSOLE_USERS)) {
  const args = ['--import', 'tsx', 'scripts/user.ts', 'add', username, ...roles.flatMap((role) => ['--role', role]), '--password-stdin'];
  const result = spawnSync(process.execPath, args, { cwd: path.join(import.meta.dirname, '..', 'admin-host'), input: password, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`user:add ${username} failed: ${result.stderr}`);
}
const stack = await startStack({ build: true, adminFlags: ['--reset'] });
stopOnSignals(stack.stop);
console.log('e2e stack up', stack.urls);

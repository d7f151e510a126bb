// `pnpm start` / `npm run site` supervise the admin host and the shell's page server (issue 27: after
// `kill -9` the admin host stayed dead). Each is started here as the stack starts it, on a port of its
// own, killed with SIGKILL, and must answer again, the restart said in the log.
import { expect, test } from '@playwright/test';
import { superviseAdminHost, superviseShellPageServer } from '../../tools/serve/stack.ts';
import { VARIANT_PORTS } from './support/ports.ts';

test.describe('supervised processes', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the admin host comes back after kill -9, with its data', async ({ request }) => {
    const log: string[] = [];
    const admin = await superviseAdminHost({ port: VARIANT_PORTS.supervisedAdmin, db: ':memory:', flags: ['--empty'], quiet: true, log: (line) => log.push(line) });
    try {
      const killed = admin.child.pid;
      admin.child.kill('SIGKILL');
      await expect.poll(() => log.find((line) => line.includes('is back')), { timeout: 120_000 }).toBeTruthy();
      expect(admin.child.pid).not.toBe(killed);
      expect(log[0]).toMatch(/^\[supervisor\] admin-host exited \(signal SIGKILL\) after .+; restarting in 1 s \(restart 1\)$/);
      expect((await request.get(`${admin.url}/health`)).status()).toBe(200);
    } finally {
      await admin.stop();
    }
  });

  test('the shell page server comes back after kill -9 and renders pages again', async ({ request }) => {
    const log: string[] = [];
    const shell = await superviseShellPageServer({ port: VARIANT_PORTS.supervisedShell, log: (line) => log.push(line) });
    try {
      expect((await request.get(`${shell.url}/about`)).status()).toBe(200);
      shell.child.kill('SIGKILL');
      await expect.poll(() => log.find((line) => line.includes('is back')), { timeout: 120_000 }).toBeTruthy();
      expect(log[0]).toMatch(/^\[supervisor\] shell page server exited \(signal SIGKILL\) after .+; restarting in 1 s \(restart 1\)$/);
      const page = await request.get(`${shell.url}/about`);
      expect(page.status()).toBe(200);
      expect(await page.text()).toContain('<main');
    } finally {
      await shell.close();
    }
  });
});

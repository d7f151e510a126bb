// The e2e stack's page servers (issue 26: e2e/stack.ts starts it with PAGE_SERVERS=2) and the token
// they and the admin host's release registry share. Both page servers follow the registry on the
// admin host (ADMIN_HOST) and serve its releases at their own /mf/; SITE is the first.
import { ADMIN_HOST, SITE } from './ports.ts';

const OFFSET = Number(process.env.PORT_OFFSET ?? 0);

/** The second page server (shell/server/apps.ts PAGE_SERVER_PORTS). */
export const SECOND_SITE = `http://localhost:${3006 + OFFSET}`;
export const PAGE_SERVERS: readonly string[] = [SITE, SECOND_SITE];
/** The registry is the admin host. */
export const REGISTRY = ADMIN_HOST;
/** SERVER_CODE_TOKEN of the e2e stack: release archives and server reports need it. */
export const E2E_SERVER_CODE_TOKEN = 'e2e-server-code-token-0123456789';

/** Resolves once every page server answers (the test runner waits for SITE only). */
export async function pageServersUp(timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (const url of PAGE_SERVERS) {
    for (;;) {
      const ok = await fetch(`${url}/`).then((r) => r.ok, () => false);
      if (ok) break;
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

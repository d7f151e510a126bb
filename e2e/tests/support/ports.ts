// Ports of the servers tests start beside the main stack (3000–3004, 4000; all shifted by
// PORT_OFFSET). Each test file that starts one uses its own port, so parallel workers never collide.
const OFFSET = Number(process.env.PORT_OFFSET ?? 0);
const port = (n: number) => n + OFFSET;

export const SITE = `http://localhost:${port(3000)}`;
export const ADMIN_HOST = `http://localhost:${port(4000)}`;

export const VARIANT_PORTS = {
  shellRemoteDown: port(3100),
  shellAdminDown: port(3101),
  shellAdminEmpty: port(3102),
  shellSpare1: port(3103),
  shellSpare2: port(3104),
  shellRelease: port(3105),
  /** security-headers.spec: a shell and an admin host started with NODE_ENV=production (HSTS). */
  securityProd: port(3106),
  /** console.spec: another site (never listening; the test answers its page) that posts a form to the console. */
  crossSite: port(3107),
  /** supervision.spec: a supervised shell page server and admin host, killed with -9. */
  supervisedShell: port(3108),
  supervisedAdmin: port(4102),
  /** registry.spec: a release registry (an admin host of its own) and two page servers following it. */
  registryShellA: port(3109),
  registryShellB: port(3110),
  registryAdmin: port(4103),
  deployOrigin: port(3198),
  deadRemote: port(3199),
  adminEmpty: port(4100),
  securityProdAdmin: port(4101),
  adminDead: port(4199),
  /** results-day.spec: the SMTP server the stack's admin host sends investor alerts to (SMTP_URL, e2e/stack.ts). */
  smtp: port(4125),
} as const;

export const VARIANT_ORIGINS = [3100, 3101, 3102, 3103, 3104, 3105].map((n) => `http://localhost:${port(n)}`);

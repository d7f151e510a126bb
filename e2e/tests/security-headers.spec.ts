// Security headers of every origin `pnpm start` serves (issue 8); the walk over every route and the
// pieces that load third-party or admin content without a CSP violation is in a11y-sweep.spec.ts. The
// expected origins are derived here from the remote map, the admin host and the site config fields,
// not from the servers' own CSP builder.
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { routeTable } from '../../shell/src/routes/route-table.ts';
import { REMOTE_APPS } from '../../shell/server/apps.ts';
import { appUrl, serveApp, startAdminHost } from '../../tools/serve/stack.ts';
import { ADMIN_HOST, SITE, expect, test } from './support/fixtures.ts';
import { cspHash, inlineScripts } from './support/inline-scripts.ts';
import { VARIANT_PORTS } from './support/ports.ts';

/** The enquiry form Contact frames: by default the admin host's sample form (run-time configuration). */
const ENQUIRY_FORM_URL = `${ADMIN_HOST}/enquiry-form/`;
const FRAME_ORIGINS = [ENQUIRY_FORM_URL, siteConfig.mapEmbedUrl, ...Object.values(siteConfig.videos)].map(
  (url) => new URL(url).origin,
);
const HSTS_IN_STACK = process.env.NODE_ENV === 'production';

type Policy = Map<string, string[]>;

function parseCsp(header: string | undefined): Policy {
  const policy: Policy = new Map();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), values);
  }
  return policy;
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

async function remoteOrigins(request: APIRequestContext): Promise<string[]> {
  const map = (await (await request.get(`${SITE}/remotes.json`)).json()) as Record<string, string>;
  return Object.values(map).map((url) => new URL(url).origin);
}

/** nosniff, a referrer policy and a permissions policy that turns powerful features off. */
function expectBaseHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toMatch(/^(no-referrer|strict-origin-when-cross-origin|same-origin|strict-origin)$/);
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, `${what}: ${feature} disabled`).toMatch(new RegExp(`(^|[ ,])${feature}=\\(\\)`));
  }
  if (HSTS_IN_STACK) expect(headers['strict-transport-security'], what).toMatch(/max-age=\d{7,}/);
  else expect(headers['strict-transport-security'], `${what}: no HSTS on plain-http development`).toBeUndefined();
}

/** A page's policy: scripts only from our own origins (and its own inline start script by hash), frames only from the third parties we embed. */
async function expectDocumentPolicy(response: APIResponse, what: string, scriptOrigins: string[], adminHost: string, remotes: string[]) {
  const header = response.headers()['content-security-policy'];
  // The shell's page-start code runs inline: its CSP must allow it by hash, and nothing else inline.
  const inline = inlineScripts(await response.text()).map(cspHash);
  expect(header, `${what}: CSP`).toBeTruthy();
  const policy = parseCsp(header);
  expect(header, `${what}: nothing unsafe`).not.toMatch(/unsafe-(inline|eval|hashes)|wasm-unsafe-eval/);
  expect(sorted(policy.get('script-src') ?? []), `${what}: script-src`).toEqual(sorted(["'self'", ...scriptOrigins, ...inline]));
  expect(policy.get('default-src'), `${what}: default-src`).toEqual(["'self'"]);
  expect(policy.get('object-src'), `${what}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${what}: base-uri`).toEqual(["'self'"]);
  expect(sorted(policy.get('frame-src') ?? []), `${what}: frame-src`).toEqual(sorted(FRAME_ORIGINS));
  expect(policy.get('frame-ancestors'), `${what}: frame-ancestors`).toEqual(["'self'"]);
  // Everything else the page may reach is ours: itself, the remotes, the admin host (and data: images).
  const ours = new Set(["'self'", adminHost, ...remotes, 'data:']);
  for (const directive of ['style-src', 'img-src', 'font-src', 'connect-src', 'media-src']) {
    const sources = policy.get(directive) ?? [];
    expect(sources.filter((source) => !ours.has(source)), `${what}: ${directive} only our origins`).toEqual([]);
  }
  expect(policy.get('connect-src'), `${what}: connect-src reaches the admin host`).toContain(adminHost);
}

/** The first hashed static file a page's HTML references. */
function hashedAsset(html: string): string {
  const match = /(?:src|href)="(\/static\/[^"]+\.[0-9a-f]{8,}\.(?:js|css))"/.exec(html);
  expect(match, 'a hashed static asset in index.html').toBeTruthy();
  return match![1]!;
}

test.describe('security headers', () => {
  test('the shell and the four remotes: every response hardened, every document with a strict CSP', async ({ request }) => {
    const remotes = await remoteOrigins(request);
    expect(remotes).toHaveLength(4);
    const adminHost = new URL(ADMIN_HOST).origin;

    const shellIndex = await request.get(`${SITE}/`);
    expect(shellIndex.status()).toBe(200);
    expectBaseHeaders(shellIndex, 'shell /');
    await expectDocumentPolicy(shellIndex, 'shell /', remotes, adminHost, remotes);
    const shellRoute = await request.get(`${SITE}/investors/policies`);
    await expectDocumentPolicy(shellRoute, 'shell /investors/policies', remotes, adminHost, remotes);
    for (const file of ['/remotes.json', hashedAsset(await shellIndex.text())]) {
      const response = await request.get(`${SITE}${file}`);
      expect(response.status(), `shell ${file}`).toBe(200);
      expectBaseHeaders(response, `shell ${file}`);
    }
    // Not found is a document too.
    const missing = await request.get(`${SITE}/no/such/page`);
    expect(missing.status()).toBe(404);
    await expectDocumentPolicy(missing, 'shell 404', remotes, adminHost, remotes);

    // Each remote's own origin (where the map points unless a release moved it to the deploy origin).
    for (const name of REMOTE_APPS) {
      const origin = appUrl(name);
      // The standalone page runs only its own scripts.
      const index = await request.get(`${origin}/`);
      expect(index.status(), `${name} /`).toBe(200);
      expectBaseHeaders(index, `${name} /`);
      await expectDocumentPolicy(index, `${name} /`, [], adminHost, remotes);
      for (const file of ['/mf-manifest.json', '/remoteEntry.js', hashedAsset(await index.text())]) {
        const response = await request.get(`${origin}${file}`);
        expect(response.status(), `${name} ${file}`).toBe(200);
        expectBaseHeaders(response, `${name} ${file}`);
        expect(response.headers()['content-type'], `${name} ${file}`).toMatch(/javascript|json|css/);
      }
    }
  });

  test("the admin host: nosniff everywhere, default-src 'none' on the API and images, documents never framed", async ({ request }) => {
    const posts = ((await (await request.get(`${ADMIN_HOST}/blog/blog-post`)).json()) as { data: { image: string }[] }).data;
    const policies = (await (await request.get(`${ADMIN_HOST}/investors/list-policies`)).json()) as { policy_Document: string }[];
    const file = (stored: string) => `${ADMIN_HOST}/${stored.replace(/^\/+/, '')}`;
    const checks = [
      { what: 'API list', url: `${ADMIN_HOST}/blog/blog-post`, type: /json/, document: false },
      { what: 'API error', url: `${ADMIN_HOST}/no/such/route`, type: /json/, document: false, status: 404 },
      { what: 'image', url: file(posts[0]!.image), type: /^image\//, document: false },
      { what: 'document', url: file(policies[0]!.policy_Document), type: /^application\/pdf/, document: true },
    ];
    for (const check of checks) {
      const response = await request.get(check.url);
      const headers = response.headers();
      expect(response.status(), check.what).toBe(check.status ?? 200);
      expectBaseHeaders(response, check.what);
      expect(headers['content-type'], check.what).toMatch(check.type);
      expect(headers['x-content-type-options'], check.what).toBe('nosniff');
      const policy = parseCsp(headers['content-security-policy']);
      expect(policy.get('frame-ancestors'), `${check.what}: frame-ancestors`).toEqual(["'none'"]);
      expect(headers['content-security-policy'], check.what).not.toContain('unsafe');
      // The browser's PDF viewer needs its inline styles and plugin; everything else gets nothing.
      if (!check.document) expect(policy.get('default-src'), `${check.what}: default-src`).toEqual(["'none'"]);
    }
    // A cross-origin search answer from the site carries them too.
    const search = await request.post(`${ADMIN_HOST}/dealers/search`, { multipart: { type: '', sector: '', state: '', district: '', pin: '' }, headers: { origin: SITE } });
    expect(search.status()).toBe(200);
    expect(search.headers()['access-control-allow-origin']).toBe(SITE);
    expectBaseHeaders(search, 'dealer search');
    expect(parseCsp(search.headers()['content-security-policy']).get('default-src')).toEqual(["'none'"]);
  });

  test('HSTS only in the production configuration (NODE_ENV=production), never on plain-http development', async ({ request }) => {
    const port = VARIANT_PORTS.securityProd;
    const withEnv = async <T>(value: string | undefined, start: () => Promise<T>): Promise<T> => {
      const saved = process.env.NODE_ENV;
      if (value === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = value;
      try {
        // Both starters read the environment synchronously, before their first await.
        return await start();
      } finally {
        if (saved === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = saved;
      }
    };
    const hstsOf = async (url: string) => (await request.get(url)).headers()['strict-transport-security'];

    const production = await withEnv('production', () => serveApp('shell', { port, adminHost: ADMIN_HOST }));
    try {
      for (const path of ['/', '/remotes.json', '/no/such/page']) {
        expect(await hstsOf(`${production.url}${path}`), `production shell ${path}`).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await production.close();
    }
    const development = await withEnv(undefined, () => serveApp('shell', { port, adminHost: ADMIN_HOST }));
    try {
      expect(await hstsOf(`${development.url}/`), 'development shell').toBeUndefined();
    } finally {
      await development.close();
    }

    const admin = await withEnv('production', () =>
      startAdminHost({ port: VARIANT_PORTS.securityProdAdmin, db: ':memory:', flags: ['--empty'], quiet: true }),
    );
    try {
      for (const path of ['/health', '/investors/list-policies', '/no/such/route']) {
        expect(await hstsOf(`${admin.url}${path}`), `production admin host ${path}`).toMatch(/^max-age=31536000/);
      }
    } finally {
      await admin.stop();
    }
  });

  test('every route answers a document with the CSP header', async ({ request }) => {
    const remotes = await remoteOrigins(request);
    const responses = await Promise.all(routeTable.map((route) => request.get(`${SITE}${route.path}`)));
    for (const [i, response] of responses.entries()) {
      const path = routeTable[i]!.path;
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      await expectDocumentPolicy(response, path, remotes, new URL(ADMIN_HOST).origin, remotes);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    }
  });
});

// No CSP violation while the site is used: every route and every modal, form and embed is walked
// with the CSP watch (support/csp-watch.ts) in the route sweep, a11y-sweep.spec.ts.

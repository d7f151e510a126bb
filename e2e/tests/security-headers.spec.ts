// Security headers of every origin `pnpm start` serves (issue 8), and a walk over every route and the
// pieces that load third-party or admin content with no Content-Security-Policy violation. The
// expected origins are derived here from the remote map, the admin host and the site config fields,
// not from the servers' own CSP builder.
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { siteConfig } from '../../shared/src/config/site-config.ts';
import { routeTable } from '../../shell/src/routes/route-table.ts';
import { pageMeta } from '../../shell/src/seo/page-meta.ts';
import { REMOTE_APPS } from '../../tools/apps.ts';
import { appUrl, serveApp, startAdminHost } from '../../tools/serve/stack.ts';
import { ADMIN_HOST, SITE, expect, test } from './support/fixtures.ts';
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

/** A page's policy: scripts only from our own origins, frames only from the third parties we embed. */
function expectDocumentPolicy(response: APIResponse, what: string, scriptOrigins: string[], adminHost: string, remotes: string[]) {
  const header = response.headers()['content-security-policy'];
  expect(header, `${what}: CSP`).toBeTruthy();
  const policy = parseCsp(header);
  expect(header, `${what}: nothing unsafe`).not.toMatch(/unsafe-(inline|eval|hashes)|wasm-unsafe-eval/);
  expect(sorted(policy.get('script-src') ?? []), `${what}: script-src`).toEqual(sorted(["'self'", ...scriptOrigins]));
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
    expectDocumentPolicy(shellIndex, 'shell /', remotes, adminHost, remotes);
    const shellRoute = await request.get(`${SITE}/investors/policies`);
    expectDocumentPolicy(shellRoute, 'shell /investors/policies', remotes, adminHost, remotes);
    for (const file of ['/remotes.json', hashedAsset(await shellIndex.text())]) {
      const response = await request.get(`${SITE}${file}`);
      expect(response.status(), `shell ${file}`).toBe(200);
      expectBaseHeaders(response, `shell ${file}`);
    }
    // Not found is a document too.
    const missing = await request.get(`${SITE}/no/such/page`);
    expect(missing.status()).toBe(404);
    expectDocumentPolicy(missing, 'shell 404', remotes, adminHost, remotes);

    // Each remote's own origin (where the map points unless a release moved it to the deploy origin).
    for (const name of REMOTE_APPS) {
      const origin = appUrl(name);
      // The standalone page runs only its own scripts.
      const index = await request.get(`${origin}/`);
      expect(index.status(), `${name} /`).toBe(200);
      expectBaseHeaders(index, `${name} /`);
      expectDocumentPolicy(index, `${name} /`, [], adminHost, remotes);
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
    responses.forEach((response, i) => {
      const path = routeTable[i]!.path;
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/^text\/html/);
      expectDocumentPolicy(response, path, remotes, new URL(ADMIN_HOST).origin, remotes);
      expect(response.headers()['x-content-type-options'], path).toBe('nosniff');
    });
  });
});

// ----- No CSP violation while the site is used -----

interface Watch {
  /** Reports of our own pages' policy: violation events, console reports and blocked requests. */
  violations(): Promise<string[]>;
  /** Waits until none of the page's requests to our own origins is still in flight. */
  settled(): Promise<void>;
}

const isOurs = (url: string) => /^http:\/\/localhost:\d+\//.test(url);

/** Records every CSP violation from the first script on: events, console reports, blocked requests. */
async function watchCsp(page: Page): Promise<Watch> {
  await page.addInitScript(() => {
    const found: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = found;
    document.addEventListener(
      'securitypolicyviolation',
      (event) => found.push(`${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`),
      true,
    );
  });
  const reported: string[] = [];
  page.on('console', (message) => {
    // Our pages' reports only: a third-party frame's own policy is not ours to judge.
    if (/Content.Security.Policy/i.test(message.text()) && (isOurs(message.location().url) || !message.location().url)) {
      reported.push(`console: ${message.text()}`);
    }
  });
  const inFlight = new Set<unknown>();
  page.on('request', (r) => {
    if (isOurs(r.url())) inFlight.add(r);
  });
  page.on('requestfinished', (r) => inFlight.delete(r));
  page.on('requestfailed', (r) => {
    inFlight.delete(r);
    if (/BLOCKED_BY_CSP/.test(r.failure()?.errorText ?? '')) reported.push(`blocked request: ${r.url()}`);
  });
  return {
    async violations() {
      const events = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
      return [...events, ...reported];
    },
    async settled() {
      await expect.poll(() => inFlight.size, { message: 'requests to our origins settle', intervals: [50] }).toBe(0);
    },
  };
}

/** Client-side navigation, as a link click does: the shell (and its policy) stays loaded. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await expect(page).toHaveTitle(pageMeta(path).title);
  await expect(page.locator('main h1').first()).toBeVisible();
  // The screen itself, not the shell's fallback for a remote that failed to load.
  await expect(page.getByRole('heading', { name: 'This section could not be loaded' })).toHaveCount(0);
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
}

test.describe('no CSP violation', () => {
  // Each test walks many screens in one page: allow for a busy machine (fast when it is not).
  test.slow();
  // Every route of the route table, in slices of ten so workers share the walk.
  const SLICE = 10;
  for (let start = 0; start < routeTable.length; start += SLICE) {
    const routes = routeTable.slice(start, start + SLICE);
    test(`walking routes ${routes[0]!.path} … ${routes.at(-1)!.path}`, async ({ page }) => {
      const csp = await watchCsp(page);
      await page.goto(routes[0]!.path);
      for (const route of routes) {
        await navigate(page, route.path);
        // Lazy images below the fold load too.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await csp.settled();
      }
      expect(await csp.violations()).toEqual([]);
    });
  }

  test('blog modals, gallery lightbox, dealer map, contact form and map, and every video', async ({ page }) => {
    const csp = await watchCsp(page);
    const dialog = page.locator('dialog[open]');
    await page.goto('/blog');
    await expect(page.locator('main h1').first()).toBeVisible();

    // Every blog post's sanitised HTML and images (from the admin host).
    const readMe = page.locator('main').getByRole('button', { name: /^Read me/ });
    await expect(readMe.first()).toBeVisible();
    for (let i = 0; i < (await readMe.count()); i += 1) {
      await readMe.nth(i).click();
      await expect(dialog.locator('p, li').first()).toBeVisible();
      await csp.settled();
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }

    // Videos (youtube-nocookie) on every page that has one: the frame is allowed even if it cannot load here.
    for (const path of ['/blog', '/about', '/md-message', '/quote']) {
      if (path !== '/blog') await navigate(page, path);
      await page.locator('main').getByRole('button', { name: /^Play video: / }).click();
      await expect(page.locator('main iframe[src*="youtube-nocookie.com"]')).toBeAttached();
    }

    await navigate(page, '/gallery');
    await page.locator('main').getByRole('button', { name: /^View larger: / }).first().click();
    await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
    await dialog.getByRole('button', { name: /Next/ }).click();
    await expect(dialog.getByRole('img')).toHaveJSProperty('complete', true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // Dealer search (admin host POST), a dealer's modal and its Google map.
    await navigate(page, '/dealer-networks');
    const search = page.getByRole('search', { name: 'Find a dealer or distributor' });
    await search.getByLabel('State', { exact: true }).selectOption({ label: 'Kerala' });
    await expect(search.getByLabel('District', { exact: true }).locator('option', { hasText: 'Kollam' })).toHaveCount(1);
    await search.getByLabel('District', { exact: true }).selectOption({ label: 'Kollam' });
    await search.getByRole('button', { name: 'Search' }).click();
    const views = page.getByRole('button', { name: /^View Location: / });
    await expect(views.first()).toBeVisible();
    let mapShown = false;
    for (let i = 0; i < (await views.count()) && !mapShown; i += 1) {
      await views.nth(i).click();
      const show = dialog.getByRole('button', { name: 'Show map' });
      await expect(dialog).toBeVisible();
      if ((await show.count()) > 0) {
        await show.click();
        await expect(dialog.locator('iframe[src^="https://www.google.com/"]')).toBeAttached();
        mapShown = true;
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toHaveCount(0);
    }
    expect(mapShown, 'a Kollam dealer with a map location').toBe(true);

    // Contact: the enquiry form frame is there from the start; the map loads on click.
    await navigate(page, '/contact');
    await expect(page.locator('main iframe[title="Enquiry form"]')).toHaveAttribute('src', ENQUIRY_FORM_URL);
    await page.locator('main').getByRole('button', { name: /^Show map: / }).click();
    await expect(page.locator(`main iframe[src="${siteConfig.mapEmbedUrl}"]`)).toBeAttached();

    await csp.settled();
    // A violation event is queued as a task: let the page run one more round before reading.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(await csp.violations()).toEqual([]);
  });
});

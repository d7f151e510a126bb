import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheControlFor } from './file-headers.ts';
import { resolveInside } from './file-store.ts';
import { startStaticServer, type RunningServer } from './static-server.ts';
import { investorRedirect } from '../../src/routes/investor-redirects.ts';

const root = mkdtempSync(path.join(tmpdir(), 'static-'));
mkdirSync(path.join(root, 'static', 'js'), { recursive: true });
mkdirSync(path.join(root, 'brochures'));
// As the shell's build writes it: the page-start code inline at the end (tools/build/page-start.ts).
const START_CODE = '(()=>{window.started=1})();';
writeFileSync(
  path.join(root, 'index.html'),
  `<head><meta name="site-admin-host" content="%ADMIN_HOST%"></head><body><div id=root></div><script data-main="/static/js/main.abc123.js">${START_CODE}</script></body>`,
);
writeFileSync(path.join(root, 'static', 'js', 'main.abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
writeFileSync(path.join(root, 'mf-manifest.json'), '{"id":"x"}');
writeFileSync(path.join(root, 'brochures', 'Electrical-Brochure.pdf'), '%PDF-1.7 test');
writeFileSync(path.join(root, '.env'), 'SECRET=1');
const outside = mkdtempSync(path.join(tmpdir(), 'outside-'));
writeFileSync(path.join(outside, 'secret.txt'), 'secret');
symlinkSync(outside, path.join(root, 'link-out'));
// A second folder served under /mf/ (the shell serves the remotes' releases so).
const releases = mkdtempSync(path.join(tmpdir(), 'releases-'));
mkdirSync(path.join(releases, 'mfe-investors', 'v1', 'static', 'js'), { recursive: true });
writeFileSync(path.join(releases, 'mfe-investors', 'v1', 'mf-manifest.json'), '{"id":"mfe_investors"}');
writeFileSync(path.join(releases, 'mfe-investors', 'v1', 'static', 'js', 'screens.abc123.js'), 'export {};');
symlinkSync(outside, path.join(releases, 'mfe-investors', 'link-out'));
// Server builds: the shell's render.cjs, a release's screens.cjs.
mkdirSync(path.join(root, 'server'));
writeFileSync(path.join(root, 'server', 'render.cjs'), 'module.exports = {};');
mkdirSync(path.join(releases, 'mfe-investors', 'v1', 'server'));
writeFileSync(path.join(releases, 'mfe-investors', 'v1', 'server', 'screens.cjs'), 'module.exports = {};');
const SERVER_CODE_TOKEN = 'a-long-random-deployment-token';

let server: RunningServer;
// Port 0: a free port each run, so parallel runs (other worktrees) never collide.
const url = (p: string) => `${server.url.replace('localhost', '127.0.0.1')}${p}`;

beforeAll(async () => {
  server = await startStaticServer({
    root,
    port: 0,
    spaFallback: true,
    isKnownRoute: (p) => p === '/about',
    // The shell page server's own table (page-server.ts passes the same function).
    redirect: investorRedirect,
    allowedOrigins: ['http://localhost:3000'],
    adminHost: 'http://localhost:4000',
    brochureBase: 'http://localhost:3001/brochures/',
    enquiryFormUrl: 'http://localhost:4000/enquiry-form/',
    remoteOrigins: async () => ['http://localhost:3001'],
    csp: { frameOrigins: ['https://forms.example.com'] },
    mounts: [{ prefix: '/mf/', root: releases }],
    serverCodeToken: SERVER_CODE_TOKEN,
    pages: {
      answer: async (p) => (p === '/own.json' ? { status: 200, headers: { 'Content-Type': 'application/json' }, body: Buffer.from('{"own":1}') } : undefined),
      page: async (p, status, template) => ({
        status,
        headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' },
        body: Buffer.from(template.html.replace('</head>', `<meta name="page" content="${p}"></head>`)),
        etag: `"${p}"`,
      }),
    },
  });
});
afterAll(() => server.close());

describe('a folder mounted under a prefix', () => {
  it('serves its files with the same caching: manifests revalidate, hashed files are immutable', async () => {
    const manifest = await fetch(url('/mf/mfe-investors/v1/mf-manifest.json'));
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ id: 'mfe_investors' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const chunk = await fetch(url('/mf/mfe-investors/v1/static/js/screens.abc123.js'));
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-type')).toContain('text/javascript');
  });

  it('answers 404 for anything else under it, never a page, and never leaves its folder', async () => {
    for (const p of ['/mf/mfe-investors/v9/mf-manifest.json', '/mf/mfe-investors/', '/mf/mfe-investors/link-out/secret.txt', '/mf/..%2f..%2fetc/passwd']) {
      const response = await fetch(url(p));
      expect(response.status, p).toBe(404);
      expect(await response.text(), p).toBe('Not found');
    }
  });
});

describe('cache policy', () => {
  it('keeps hashed assets for a year and makes entry files revalidate', () => {
    expect(cacheControlFor('/static/js/main.abc123.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor('/remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor('/index.html')).toBe('no-cache');
  });
});

describe('resolveInside', () => {
  it.each(['/../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/a/%00b', '/a\\..\\b', '/.env', '/%E0%A4%A'])('refuses %s', (p) => {
    expect(resolveInside(root, p)).toBeNull();
  });
  it('maps a normal path inside the root', () => {
    expect(resolveInside(root, '/static/js/main.abc123.js')).toBe(path.join(root, 'static', 'js', 'main.abc123.js'));
  });
});

describe('static server', () => {
  it('serves index.html for known routes with the runtime admin host written in', async () => {
    const response = await fetch(url('/about'));
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toContain('content="http://localhost:4000"');
  });

  it("lets the app write the page for a path from the filled template, with its ETag", async () => {
    const response = await fetch(url('/about'));
    expect(await response.text()).toContain('content="http://localhost:4000"><meta name="page" content="/about"></head>');
    expect(response.headers.get('etag')).toBe('"/about"');
    expect((await fetch(url('/about'), { headers: { 'if-none-match': '"/about"' } })).status).toBe(304);
  });

  it('answers a misspelt investor address with a 301 to the spec path, query string kept, before rendering', async () => {
    for (const [typed, spec] of [
      ['/investors/shareholders-pattern', '/investors/share-holders-pattern'],
      ['/investor/annual-reports?year=2024-25&utm_source=mail', '/investors/annual-report?year=2024-25&utm_source=mail'],
      ['/ml/Investors/Compliances/', '/ml/investors/complainces'],
    ] as const) {
      const response = await fetch(url(typed), { redirect: 'manual' });
      expect(response.status, typed).toBe(301);
      expect(response.headers.get('location'), typed).toBe(spec);
      expect(response.headers.get('cache-control'), typed).toBe('public, max-age=86400');
      expect(response.headers.get('content-security-policy'), typed).toBeTruthy();
      const page = await response.text();
      expect(page, typed).not.toContain('<meta name="page"');
    }
    // The spec's own paths, typos included, are pages, not redirects.
    const spec = await fetch(url('/investors/invertors-contact'), { redirect: 'manual' });
    expect(spec.status).toBe(404); // this test server routes only /about: a page, not a 301
    expect(await spec.text()).toContain('<meta name="page" content="/investors/invertors-contact">');
  });

  it("answers the app's own paths before any file", async () => {
    expect(await (await fetch(url('/own.json'))).json()).toEqual({ own: 1 });
  });

  it('answers unknown routes with the app page and status 404', async () => {
    const response = await fetch(url('/no-such-page'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('id=root');
  });

  it('sends hashed assets immutable, compressed, with an ETag that revalidates to 304', async () => {
    const response = await fetch(url('/static/js/main.abc123.js'), { headers: { 'accept-encoding': 'gzip' }, decompress: false } as RequestInit);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(url('/static/js/main.abc123.js'), { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
  });

  it('compresses with gzip or brotli when asked', async () => {
    const { request } = await import('node:http');
    const body = await new Promise<{ encoding?: string; data: Buffer }>((resolve, reject) => {
      request(url('/static/js/main.abc123.js'), { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], data: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
    expect(body.encoding).toBe('gzip');
    expect(gunzipSync(body.data).toString()).toContain('console.log');
  });

  it('allows CORS only for the site origins', async () => {
    const allowed = await fetch(url('/mf-manifest.json'), { headers: { origin: 'http://localhost:3000' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    const denied = await fetch(url('/mf-manifest.json'), { headers: { origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("lets a page run its template's own inline script, by its hash, and no other", async () => {
    const hash = `'sha256-${createHash('sha256').update(START_CODE).digest('base64')}'`;
    const page = (await fetch(url('/'))).headers.get('content-security-policy') ?? '';
    expect(page).toContain(`script-src 'self' http://localhost:3001 ${hash};`);
    expect(page).not.toContain('unsafe-inline');
    // A file carries no inline script: its policy names no hash.
    const file = (await fetch(url('/mf-manifest.json'))).headers.get('content-security-policy') ?? '';
    expect(file).toContain("script-src 'self' http://localhost:3001;");
  });

  it('sends the security headers with a CSP built from the remote map', async () => {
    const response = await fetch(url('/'));
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' http://localhost:3001");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain('connect-src \'self\' http://localhost:4000 http://localhost:3001');
    expect(csp).toContain('frame-src https://forms.example.com');
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // None: it would start a renderer process of its own for every visitor entering the site
    // (security-headers.ts says why the public pages go without it).
    expect(response.headers.get('cross-origin-opener-policy')).toBeNull();
  });

  it('sends no HSTS unless asked (plain-http development)', async () => {
    expect((await fetch(url('/'))).headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS on every answer when asked (production behind HTTPS)', async () => {
    const secure = await startStaticServer({
      root,
      port: 0,
      spaFallback: true,
      allowedOrigins: [],
      adminHost: 'http://localhost:4000',
      brochureBase: 'http://localhost:3001/brochures/',
      enquiryFormUrl: 'http://localhost:4000/enquiry-form/',
      csp: { frameOrigins: [] },
      hsts: true,
    });
    try {
      for (const probe of ['/', '/static/js/main.abc123.js', '/missing.js']) {
        const response = await fetch(`${secure.url}${probe}`);
        expect(response.headers.get('strict-transport-security'), probe).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
  });

  it('sends brochures as attachments under their fixed names', async () => {
    const response = await fetch(url('/brochures/Electrical-Brochure.pdf'));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Electrical-Brochure.pdf"');
  });

  it('never serves dotfiles, traversal or files behind a link out of the root', async () => {
    for (const probe of ['/.env', '/%2e%2e/%2e%2e/etc/passwd', '/static/..%2f..%2f..%2fetc%2fpasswd', '/link-out/secret.txt', '/a%00.js']) {
      const response = await fetch(url(probe));
      expect(response.status, probe).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('refuses methods other than GET/HEAD/OPTIONS', async () => {
    expect((await fetch(url('/'), { method: 'POST' })).status).toBe(405);
  });
});

describe('server builds', () => {
  it('answer 404 to the public, at the root, under a mount and however the path is spelt', async () => {
    for (const p of ['/server/render.cjs', '/mf/mfe-investors/v1/server/screens.cjs', '/%73erver/render.cjs', '/mf/mfe-investors/v1/server%2Fscreens.cjs']) {
      for (const headers of [{}, { 'x-server-code-token': 'wrong' }] as Record<string, string>[]) {
        const response = await fetch(url(p), { headers });
        expect(response.status, p).toBe(404);
        expect(await response.text(), p).toBe('Not found');
      }
    }
  });

  it('are served to a page server that sends the deployment token, never cached on the way', async () => {
    const response = await fetch(url('/mf/mfe-investors/v1/server/screens.cjs'), { headers: { 'x-server-code-token': SERVER_CODE_TOKEN } });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('module.exports = {};');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });
});

describe("an app's answers for the request", () => {
  it('see the request headers and add headers to the answer (a Vary adds to the server\'s own)', async () => {
    const seen: (string | undefined)[] = [];
    const own = await startStaticServer({
      root,
      port: 0,
      spaFallback: true,
      allowedOrigins: [],
      adminHost: 'http://localhost:4000',
      brochureBase: 'http://localhost:3001/brochures/',
      enquiryFormUrl: 'http://localhost:4000/enquiry-form/',
      csp: { frameOrigins: [] },
      pages: {
        answer: async (p, request) => {
          if (p !== '/own.json') return undefined;
          request?.addHeader('Vary', 'Cookie');
          return { status: 200, headers: { 'Content-Type': 'application/json' }, body: Buffer.from('{}') };
        },
        page: async (_p, status, template, _search, request) => {
          seen.push(request?.headers.cookie);
          request?.addHeader('Set-Cookie', 'site_cohort=4; Path=/');
          request?.addHeader('Vary', 'Cookie');
          return { status, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: Buffer.from(template.html) };
        },
      },
    });
    try {
      const base = own.url.replace('localhost', '127.0.0.1');
      const page = await fetch(`${base}/about`, { headers: { cookie: 'site_cohort=7' } });
      expect(seen).toEqual(['site_cohort=7']);
      expect(page.headers.get('set-cookie')).toBe('site_cohort=4; Path=/');
      expect(page.headers.get('vary')).toBe('Accept-Encoding, Origin, Cookie');
      const answer = await fetch(`${base}/own.json`);
      expect(answer.headers.get('vary')).toBe('Accept-Encoding, Origin, Cookie');
      expect(answer.headers.get('set-cookie')).toBeNull();
      // Files are the same for everyone.
      expect((await fetch(`${base}/mf-manifest.json`)).headers.get('vary')).toBe('Accept-Encoding, Origin');
    } finally {
      await own.close();
    }
  });
});

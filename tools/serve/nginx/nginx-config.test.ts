import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(new URL(import.meta.url).pathname);
const site = readFileSync(path.join(dir, 'site.conf'), 'utf8');
const security = readFileSync(path.join(dir, 'snippets', 'security-headers.conf'), 'utf8');

/** Every `location … { … }` block: its matcher and body. */
function locations(conf: string): Array<[matcher: string, body: string]> {
  return [...conf.matchAll(/location\s+([^{]+?)\s*\{([^}]*)\}/g)].map((m) => [m[1]!.trim(), m[2]!]);
}

describe('nginx example for the static origins', () => {
  const blocks = locations(site);
  const body = (matcher: string) => blocks.filter(([m]) => m === matcher).map(([, b]) => b);

  it('sends the security headers from every location (add_header is not inherited), pages and releases from the page servers', () => {
    expect(blocks.length).toBe(9);
    for (const [matcher, body] of blocks) {
      // The page servers send their own (shell/server/http/security-headers.ts, the CSP built from the live map).
      if (matcher === '@page' || matcher === '/mf/') expect(body, matcher).toContain('proxy_pass http://page_servers;');
      else expect(body, matcher).toContain('include snippets/security-headers.conf;');
    }
  });

  it('balances the page servers of `PAGE_SERVERS=2 pnpm start`, and asks the next one for a release the first has not fetched yet', () => {
    const upstream = /upstream page_servers \{([^}]*)\}/.exec(site)?.[1] ?? '';
    expect(upstream).toMatch(/server 127\.0\.0\.1:3000\b/);
    expect(upstream).toMatch(/server 127\.0\.0\.1:3006\b/);
    expect(body('/mf/')[0]).toContain('proxy_next_upstream error timeout http_404;');
    // The remote map depends on the visitor's cohort: the page servers answer it, never a file.
    expect(site).not.toContain('remote-map.json');
    expect(body('= /remotes.json')).toEqual([]);
  });

  it("never serves a build's server code: 404 for server/ on both origins (the page server reads it from disk)", () => {
    expect(body('~ (^|/)server/')).toHaveLength(2);
    for (const block of body('~ (^|/)server/')) expect(block).toContain('return 404;');
  });

  it('sends every path that is not a file to the page server, and nothing there rewrites the page', () => {
    expect(body('/')[0]).toContain('try_files $uri @page;');
    expect(site).not.toContain('sub_filter');
  });

  it('keeps hashed assets for a year and makes pages and manifests revalidate (the map: the page servers, no-cache)', () => {
    expect(body('/static/')[0]).toContain('"public, max-age=31536000, immutable"');
    expect(body('~ ^/[a-z0-9-]+/[A-Za-z0-9._-]+/static/')[0]).toContain('"public, max-age=31536000, immutable"');
    expect(body('/')).toHaveLength(2);
    for (const page of body('/')) expect(page).toContain('"no-cache"');
    expect(site.match(/etag on;/g)).toHaveLength(2);
  });

  it('has a CSP without unsafe-inline or unsafe-eval, and the other headers', () => {
    const csp = /Content-Security-Policy "([^"]+)"/.exec(security)?.[1] ?? '';
    expect(csp).toMatch(/script-src 'self' https:\/\/assets\./);
    expect(csp).not.toMatch(/unsafe-(inline|eval)/);
    expect(csp).toContain("frame-ancestors 'self'");
    for (const header of ['X-Content-Type-Options "nosniff"', 'Referrer-Policy', 'Permissions-Policy', 'Strict-Transport-Security']) {
      expect(security).toContain(header);
    }
  });

  it('allows CORS on the deploy origin only for the site origin', () => {
    expect(site).toMatch(/map \$http_origin \$site_cors_origin \{\s*default "";/);
    expect(readFileSync(path.join(dir, 'snippets', 'cors.conf'), 'utf8')).toContain('Access-Control-Allow-Origin $site_cors_origin');
  });

  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => existsSync(p));
  it.skipIf(!nginx)('passes nginx -t', () => {
    const prefix = mkdtempSync(path.join(tmpdir(), 'nginx-'));
    cpSync(dir, prefix, { recursive: true, filter: (src) => !src.endsWith('.ts') });
    writeFileSync(
      path.join(prefix, 'nginx.conf'),
      `pid ${prefix}/nginx.pid;\nevents {}\nhttp {\n  access_log off;\n  include site.conf;\n}\n`,
    );
    const output = execFileSync(nginx!, ['-t', '-e', 'stderr', '-p', prefix, '-c', path.join(prefix, 'nginx.conf')], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(output).toBe('');
  });
});

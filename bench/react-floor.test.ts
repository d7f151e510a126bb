import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildReactFloor, floorHtml, serveReactFloor } from './react-floor.ts';
import { FLOOR_HEADING } from './react-floor-page.ts';

describe('the React floor (issue 30)', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'react-floor-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('is server HTML of the tree its script hydrates', () => {
    expect(floorHtml()).toContain(`<div id="root"><main><h1>${FLOOR_HEADING}</h1><p>`);
  });

  it('builds to a page whose only script is the site\'s page-start code, inline, naming a main script that loads React DOM as its own chunk, and is served', async () => {
    await buildReactFloor(out);
    const html = readFileSync(path.join(out, 'index.html'), 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0]);
    expect(scripts).toHaveLength(1);
    const main = /data-main="([^"]+)"/.exec(scripts[0]!)?.[1];
    expect(scripts[0]).not.toMatch(/\bsrc=/);
    expect(main && existsSync(path.join(out, main))).toBe(true);
    // React DOM is not in the main script: it is a chunk of its own, evaluated in its own task as it arrives.
    const sizes = readdirSync(path.join(out, 'static', 'js')).map((file) => ({ file, bytes: statSync(path.join(out, 'static', 'js', file)).size }));
    expect(sizes.length).toBe(2);
    expect(sizes.find(({ file }) => main!.endsWith(file))!.bytes).toBeLessThan(30_000);
    expect(Math.max(...sizes.map(({ bytes }) => bytes))).toBeGreaterThan(100_000);
    const server = await serveReactFloor(0, out);
    try {
      const page = await fetch(`${server.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(`<h1>${FLOOR_HEADING}</h1>`);
    } finally {
      await server.close();
    }
  }, 60_000);
});

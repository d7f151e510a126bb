// The render harness: one headless Chromium with SwiftShader WebGL (no GPU needed), a page served
// from memory (no port: Playwright answers its requests) that loads three.js from node_modules and
// our scene code (page/draw-scene.ts, transpiled by TypeScript on the fly), and a function that
// renders one scene description to a PNG, laid on the studio backdrop.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import ts from 'typescript';
import { resolveChromium } from '../chromium.ts';
import type { Scene } from './scene.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** sharp is the products remote's image encoder (its own dependency): the workbench borrows it rather than add a second copy to the root. */
export const sharp = createRequire(path.join(ROOT, 'mfe-products', 'package.json'))('sharp') as typeof import('../../mfe-products/node_modules/sharp').default;
const ORIGIN = 'http://render.invalid';
const THREE_DIR = path.join(ROOT, 'node_modules', 'three');
const MANROPE = path.join(ROOT, 'shell', 'src', 'fonts', 'generated', 'manrope-latin.woff2');

/** WebGL through SwiftShader (a CPU implementation of Vulkan): the same pixels on any machine. */
const WEBGL_ARGS = ['--no-sandbox', '--headless', '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--ignore-gpu-blocklist', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const INDEX = `<!doctype html>
<html><head><meta charset="utf-8">
<style>@font-face { font-family: "Manrope"; src: url("/fonts/manrope.woff2") format("woff2"); font-weight: 200 800; }</style>
<script type="importmap">{ "imports": { "three": "/three/build/three.module.js", "three/addons/": "/three/examples/jsm/" } }</script>
<script type="module">
  import { drawScene } from '/draw-scene.js';
  window.drawScene = drawScene;
  window.renderReady = true;
</script></head><body></body></html>`;

/** The page's modules: our TypeScript, transpiled as served (type imports vanish; the site's seeded PRNG is served too). */
const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/draw-scene.js': path.join(ROOT, 'tools', 'render', 'page', 'draw-scene.ts'),
  '/seeded.js': path.join(ROOT, 'shared', 'src', 'random', 'seeded-random.ts'),
};

async function transpiled(file: string): Promise<string> {
  const source = await readFile(file, 'utf8');
  const js = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  return js.replace(/from '(\.\.\/)+shared\/src\/random\/seeded-random\.ts'/g, "from '/seeded.js'");
}

export interface Renderer {
  /** The scene as a PNG of exactly width × height: rendered at `supersample` times the size, then scaled down. */
  render(scene: Scene, width: number, height: number, supersample?: number): Promise<Buffer>;
  close(): Promise<void>;
}

async function openPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  page.on('pageerror', (error) => console.error(`render page: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') console.error(`render page: ${message.text()}`);
  });
  await page.route(`${ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/index.html') return route.fulfill({ body: INDEX, contentType: 'text/html' });
    const module = PAGE_MODULES[url.pathname];
    if (module) return route.fulfill({ body: await transpiled(module), contentType: 'text/javascript' });
    if (url.pathname === '/fonts/manrope.woff2') return route.fulfill({ body: await readFile(MANROPE), contentType: 'font/woff2' });
    if (url.pathname.startsWith('/three/')) {
      const file = path.join(THREE_DIR, path.normalize(url.pathname.slice('/three/'.length)));
      if (!file.startsWith(THREE_DIR)) return route.fulfill({ status: 403 });
      return route.fulfill({ body: await readFile(file), contentType: 'text/javascript' });
    }
    return route.fulfill({ status: 404 });
  });
  await page.goto(`${ORIGIN}/index.html`);
  await page.waitForFunction(() => (window as unknown as { renderReady?: boolean }).renderReady === true);
  const webgl = await page.evaluate(() => Boolean(document.createElement('canvas').getContext('webgl2')));
  if (!webgl) throw new Error('No WebGL 2 in headless Chromium: the renders need SwiftShader (--use-angle=swiftshader).');
  return page;
}

/** The studio sweep behind every product: near-white at the top, a light grey floor; or a scene's own backdrop. */
export function backdropSvg(width: number, height: number, own?: Scene['backdrop']): string {
  if (own) {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
<linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${own[0]}"/><stop offset="1" stop-color="${own[1]}"/></linearGradient>
</defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>
<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fbfbfb"/><stop offset="0.55" stop-color="#f2f3f4"/><stop offset="1" stop-color="#e3e5e8"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.45" r="0.65"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
</defs><rect width="100%" height="100%" fill="url(#wall)"/><rect width="100%" height="100%" fill="url(#glow)"/></svg>`;
}

export async function openRenderer(): Promise<Renderer> {
  const { executablePath } = await resolveChromium();
  const browser = await chromium.launch({ executablePath, args: WEBGL_ARGS });
  const page = await openPage(browser);
  return {
    async render(scene, width, height, supersample = 2) {
      const w = width * supersample;
      const h = height * supersample;
      const base64 = await page.evaluate(
        ([s, w, h]) => (window as unknown as { drawScene(scene: Scene, w: number, h: number): Promise<string> }).drawScene(s, w, h),
        [scene, w, h] as const,
      );
      const layer = await sharp(Buffer.from(base64, 'base64'), { raw: { width: w, height: h, channels: 4, premultiplied: true } })
        .flip()
        .resize(width, height, { kernel: 'lanczos3' })
        .png()
        .toBuffer();
      return sharp(Buffer.from(backdropSvg(width, height, scene.backdrop)))
        .composite([{ input: layer }])
        .png()
        .toBuffer();
    },
    close: () => browser.close(),
  };
}

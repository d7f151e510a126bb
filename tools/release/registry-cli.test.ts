// The release CLI's registry mode against the real admin host (its app on a random port, SQLite in
// memory): pack a build folder, upload with a scoped token, canary, promote, roll back, and the
// registry's refusals printed as they are.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RELEASE_ARCHIVE_LIMITS, type RegistryMap } from '../../shared/src/contract/releases.ts';
import { uploadRelease } from './registry-client.ts';
import { releaseToken, fakeBuild } from '../../admin-host/src/registry/test-helpers.ts';
import { freePort } from '../../admin-host/src/free-port.ts';
import { testApp } from '../../admin-host/src/test-app.ts';
import { parseArgs, promoteCommand, registryOf, releaseCommand, rollbackCommand, type CliIo } from './registry-cli.ts';

let app: Awaited<ReturnType<typeof testApp>>['app'];
let registry: string;
let registryDir: string;
let investorsToken: string;
let productsToken: string;

beforeAll(async () => {
  const made = await testApp({ seed: 'empty' });
  app = made.app;
  registryDir = made.registryDir;
  investorsToken = await releaseToken(made.site, ['mfe-investors'], 'investors-ci');
  productsToken = await releaseToken(made.site, ['mfe-products'], 'products-ci');
  registry = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => app.close());

/** A build folder on disk, as a pipeline's build step leaves it. */
function buildFolder(remote: Parameters<typeof fakeBuild>[0], marker: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `build-${remote}-`));
  for (const [name, data] of fakeBuild(remote, { marker })) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), data);
  }
  return folder;
}

function io(env: NodeJS.ProcessEnv = {}, extra: Partial<CliIo> = {}): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { env, log: (line) => out.push(line), error: (line) => err.push(line), gitHead: () => 'abc1234', out, err, ...extra };
}

const currentMap = async () => (await (await fetch(`${registry}/registry/remote-map`)).json()) as RegistryMap;

describe('pnpm release|promote|rollback with a registry', () => {
  it('releases a build folder with the token, commit and note; prints the version and the entry', async () => {
    const run = io({ RELEASE_TOKEN: investorsToken });
    const code = await releaseCommand(['mfe-investors', '--registry', registry, '--dir', buildFolder('mfe-investors', 'r1'), '--note', 'New results table'], run);
    expect(run.err).toEqual([]);
    expect(code).toBe(0);
    const version = (await currentMap()).remotes['mfe-investors']!.stable!;
    expect(run.out.at(-2)).toBe(`Released mfe-investors ${version} (commit abc1234).`);
    expect(run.out.at(-1)).toBe(`mfe-investors: stable ${version}, no canary`);
    expect(readdirSync(path.join(registryDir, 'mfe-investors'))).toContain(version);

    // Again: nothing changes.
    const again = io({ RELEASE_TOKEN: investorsToken });
    expect(await releaseCommand(['mfe-investors', `--registry=${registry}`, '--dir', buildFolder('mfe-investors', 'r1')], again)).toBe(0);
    expect(again.out.at(-2)).toBe(`mfe-investors ${version} was stored before: nothing changed.`);
  });

  it('canary, share, promote and rollback through RELEASE_REGISTRY', async () => {
    const env = { RELEASE_TOKEN: productsToken, RELEASE_REGISTRY: registry };
    expect(await releaseCommand(['mfe-products', '--dir', buildFolder('mfe-products', 'p1')], io(env))).toBe(0);
    const stable = (await currentMap()).remotes['mfe-products']!.stable!;
    const canaryRun = io(env);
    expect(await releaseCommand(['mfe-products', '--dir', buildFolder('mfe-products', 'p2'), '--canary', '10', '--commit', 'feedbeef'], canaryRun)).toBe(0);
    const canary = (await currentMap()).remotes['mfe-products']!.canary!.version;
    expect(canaryRun.out.slice(-2)).toEqual([`Released mfe-products ${canary} as a canary for 10 % of visitors (commit feedbeef).`, `mfe-products: stable ${stable}, canary ${canary} for 10 % of visitors`]);

    const share = io(env);
    expect(await promoteCommand(['mfe-products', '--canary', '25'], share)).toBe(0);
    expect(share.out).toEqual(["mfe-products's canary now goes to 25 % of visitors.", `mfe-products: stable ${stable}, canary ${canary} for 25 % of visitors`]);
    const promote = io(env);
    expect(await promoteCommand(['mfe-products'], promote)).toBe(0);
    expect(promote.out.at(-1)).toBe(`mfe-products: stable ${canary}, no canary`);
    const rollback = io(env);
    expect(await rollbackCommand(['mfe-products', '--reason', 'checkout broken'], rollback)).toBe(0);
    expect(rollback.out.at(-1)).toBe(`mfe-products: stable ${stable}, no canary`);
    expect(await rollbackCommand(['mfe-products', '--version', canary], io(env))).toBe(0);
    expect((await currentMap()).remotes['mfe-products']).toEqual({ stable: canary, canary: null });
  });

  it("builds into a temp folder without --dir, and removes it after", async () => {
    let built = '';
    const run = io({ RELEASE_TOKEN: investorsToken }, {
      build: async (remote, outDir) => {
        built = outDir;
        for (const [name, data] of fakeBuild(remote, { marker: 'built' })) {
          mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
          writeFileSync(path.join(outDir, name), data);
        }
      },
    });
    expect(await releaseCommand(['mfe-investors', '--registry', registry], run)).toBe(0);
    expect(run.out[0]).toBe('Building mfe-investors for production…');
    expect(existsSync(built)).toBe(false);
  });

  it("prints the registry's refusal and exits 1: another remote's token, a bad build, a bad canary, no token", async () => {
    const wrongToken = io({ RELEASE_TOKEN: investorsToken });
    expect(await releaseCommand(['mfe-products', '--registry', registry, '--dir', buildFolder('mfe-products', 'x')], wrongToken)).toBe(1);
    expect(wrongToken.err).toEqual(['The registry refused (403): The token "investors-ci" may not release mfe-products']);

    const wrongBuild = io({ RELEASE_TOKEN: investorsToken });
    expect(await releaseCommand(['mfe-investors', '--registry', registry, '--dir', buildFolder('mfe-products', 'y')], wrongBuild)).toBe(1);
    expect(wrongBuild.err[0]).toMatch(/^The registry refused \(400\): mf-manifest.json names "mfe_products", but mfe-investors's Module Federation name is "mfe_investors"/);

    const closed = await freePort();
    const checks: [string[], NodeJS.ProcessEnv, RegExp][] = [
      [['mfe-investors', '--registry', registry, '--dir', buildFolder('mfe-investors', 'z'), '--canary', '100'], { RELEASE_TOKEN: investorsToken }, /--canary takes a whole percentage from 1 to 99/],
      [['mfe-investors', '--registry', registry, '--dir', buildFolder('mfe-investors', 'z')], {}, /^Set RELEASE_TOKEN to a release token/],
      [['mfe-investors', '--registry', 'ftp://x', '--dir', '.'], { RELEASE_TOKEN: investorsToken }, /--registry must be the admin host's http\(s\) URL/],
      [['mfe-investors', '--registry', registry, '--dir', path.join(tmpdir(), 'no-such-build')], { RELEASE_TOKEN: investorsToken }, /Cannot read the build folder/],
      [['mfe-investors', '--registry', registry, '--version', 'v7'], { RELEASE_TOKEN: investorsToken }, /Unknown option --version/],
      [['nobody', '--registry', registry], { RELEASE_TOKEN: investorsToken }, /Name a remote: mfe-products/],
      [['mfe-investors', '--registry', `http://127.0.0.1:${closed}`, '--dir', buildFolder('mfe-investors', 'z')], { RELEASE_TOKEN: investorsToken }, /^Cannot reach the registry at http:\/\/127.0.0.1:\d+\/registry\/releases\/mfe-investors: ECONNREFUSED$/],
    ];
    for (const [argv, env, message] of checks) {
      const run = io(env);
      expect(await releaseCommand(argv, run), argv.join(' ')).toBe(1);
      expect(run.err[0]).toMatch(message);
    }
    const noCanary = io({ RELEASE_TOKEN: investorsToken, RELEASE_REGISTRY: registry });
    expect(await promoteCommand(['mfe-investors'], noCanary)).toBe(1);
    expect(noCanary.err).toEqual(['The registry refused (409): mfe-investors has no canary to promote']);
    const local = io({ RELEASE_TOKEN: investorsToken });
    expect(await promoteCommand(['mfe-investors'], local)).toBe(1);
    expect(local.err[0]).toMatch(/^pnpm promote talks to the release registry/);
  });

  it('says an archive is over the size limit before sending it (the registry would close the connection on it)', async () => {
    const sent: string[] = [];
    const client = { registry, token: investorsToken, fetchImpl: (async (url: string | URL | Request) => (sent.push(String(url)), new Response('{}'))) as typeof fetch };
    const oversized = new Uint8Array(RELEASE_ARCHIVE_LIMITS.maxCompressedBytes + 1);
    await expect(uploadRelease(client, 'mfe-investors', oversized)).rejects.toThrow(/20\.0 MiB; the registry takes at most 20\.0 MiB/);
    expect(sent).toEqual([]);
  });

  it('the scripts run it as a pipeline does: exit code and message', async () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const runScript = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
        const child = spawn(process.execPath, ['--import', 'tsx', `tools/release/${script}`, ...args], { cwd: root, env: { ...process.env, RELEASE_REGISTRY: '', ...env } });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk) => (stdout += chunk));
        child.stderr.on('data', (chunk) => (stderr += chunk));
        child.on('exit', (code) => resolve({ code, stdout, stderr }));
      });
    const ok = await runScript('release.ts', ['mfe-investors', '--registry', registry, '--dir', buildFolder('mfe-investors', 'script'), '--commit', 'c0ffee'], { RELEASE_TOKEN: investorsToken });
    expect(ok.stderr).toBe('');
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/Released mfe-investors c[0-9a-f]{16} \(commit c0ffee\)\.\nmfe-investors: stable c[0-9a-f]{16}, no canary\n$/);
    const refused = await runScript('rollback.ts', ['mfe-investors', '--registry', registry, '--version', 'c0000000000000000'], { RELEASE_TOKEN: productsToken });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toBe('The registry refused (403): The token "products-ci" may not release mfe-investors\n');
  }, 60_000);
});

describe('registry mode or local mode', () => {
  it('the registry from --registry, --registry=, or RELEASE_REGISTRY; else the local mode', () => {
    expect(registryOf(['mfe-investors', '--registry', 'http://a'], {})).toBe('http://a');
    expect(registryOf(['mfe-investors', '--registry=http://b'], { RELEASE_REGISTRY: 'http://c' })).toBe('http://b');
    expect(registryOf(['mfe-investors'], { RELEASE_REGISTRY: 'http://c' })).toBe('http://c');
    expect(registryOf(['mfe-investors', '--version', 'v7'], {})).toBeUndefined();
    expect(registryOf(['mfe-investors', 'v3'], { RELEASE_REGISTRY: '' })).toBeUndefined();
  });

  it('parses flags strictly', () => {
    expect(parseArgs(['a', '--', '--dir', 'x', '--note=a=b'], ['dir', 'note'])).toEqual({ positionals: ['a'], flags: new Map([['dir', 'x'], ['note', 'a=b']]) });
    expect(() => parseArgs(['a', '--dir'], ['dir'])).toThrow(/--dir needs a value/);
    expect(() => parseArgs(['a', '--dir', '--note', 'x'], ['dir', 'note'])).toThrow(/--dir needs a value/);
    expect(() => parseArgs(['a', '--force'], ['dir'])).toThrow(/Unknown option --force/);
  });
});

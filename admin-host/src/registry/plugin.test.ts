import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { REGISTRY_PATHS, RELEASE_ARCHIVE_LIMITS, RELEASE_VERSION_PATTERN, type RegistryMap, type UploadAnswer } from '@site/shared/contract/releases';
import { packFiles, readReleaseArchive } from '@site/shared/release-archive';
import { minimalRelease, rawEntry, tarGz } from '@site/shared/release-archive/hostile-tar';
import type { SiteDb } from '../db/site-db';
import { API_CSP } from '../http/security-headers';
import { testApp } from '../test-app';
import { registryAudit } from './audit';
import { mapHistory, releasesOf } from './map-store';
import { changeMap, fakeArchive, fakeBuild, releaseToken, upload } from './test-helpers';
import { removeReleaseToken } from './tokens';

const SERVER_CODE_TOKEN = 'page-servers-only-0123456789abcdef';

let app: FastifyInstance;
let site: SiteDb;
let dir: string;
afterEach(async () => app?.close());

async function start(registry: { limits?: typeof RELEASE_ARCHIVE_LIMITS } = {}) {
  const made = await testApp({ seed: 'empty', options: { registry: { serverCodeToken: SERVER_CODE_TOKEN, ...registry } } });
  ({ app, site, registryDir: dir } = made);
}

const remoteMap = async (headers: Record<string, string> = {}) => app.inject({ url: REGISTRY_PATHS.remoteMap, headers });
const mapBody = async () => (await remoteMap()).json<RegistryMap>();

/** A 4xx answer as every registry refusal must be: JSON, the message, the security headers. */
function expectRefusal(response: Awaited<ReturnType<FastifyInstance['inject']>>, statusCode: number, message: RegExp) {
  expect({ status: response.statusCode, body: response.json() }).toEqual({ status: statusCode, body: { statusCode, error: expect.any(String), message: expect.stringMatching(message) } });
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.headers['content-security-policy']).toBe(API_CSP);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
}

describe('the registry: upload and the map', () => {
  it('stores an uploaded release under its content hash and makes it stable; the map is public with a strong ETag', async () => {
    await start();
    const token = await releaseToken(site, ['mfe-investors']);
    const empty = await remoteMap();
    expect(empty.json()).toEqual({ revision: 0, remotes: {} });

    const archive = await fakeArchive('mfe-investors');
    const response = await upload(app, 'mfe-investors', archive, { token, commit: '4e64e35a1b', note: 'Quarterly results page — new table' });
    expect(response.statusCode).toBe(201);
    const answer = response.json<UploadAnswer>();
    expect(answer).toEqual({ remote: 'mfe-investors', version: readReleaseArchive(archive).version, created: true, entry: { stable: answer.version, canary: null } });
    expect(answer.version).toMatch(RELEASE_VERSION_PATTERN);

    const map = await remoteMap();
    expect(map.statusCode).toBe(200);
    expect(map.json()).toEqual({ revision: 1, remotes: { 'mfe-investors': { stable: answer.version, canary: null } } });
    expect(map.headers['cache-control']).toBe('no-cache');
    expect(map.headers.etag).toMatch(/^"[^"]+"$/);
    expect(map.headers['content-security-policy']).toBe(API_CSP);
    const again = await remoteMap({ 'if-none-match': map.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect(await releasesOf(site, 'mfe-investors')).toEqual([
      { remote: 'mfe-investors', version: answer.version, commit: '4e64e35a1b', note: 'Quarterly results page — new table', bytes: expect.any(Number), uploadedAt: expect.any(String), uploadedBy: 'token:ci-mfe-investors' },
    ]);
    expect((await mapHistory(site, 'mfe-investors', 10))[0]).toMatchObject({ action: 'release', stable: answer.version, canary: null, actor: 'token:ci-mfe-investors', commit: '4e64e35a1b', revision: 1 });
    expect((await registryAudit(site.kysely, { remote: 'mfe-investors' }))[0]).toMatchObject({ actor: 'token:ci-mfe-investors', action: 'release', detail: expect.stringMatching(/released c[0-9a-f]{16} as stable/) });
  });

  it('the same files again: 200, created false, the map unchanged; another build replaces stable', async () => {
    await start();
    const token = await releaseToken(site, ['mfe-investors']);
    const first = (await upload(app, 'mfe-investors', await fakeArchive('mfe-investors'), { token })).json<UploadAnswer>();
    const repeat = await upload(app, 'mfe-investors', await fakeArchive('mfe-investors'), { token });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual({ ...first, created: false });
    expect((await mapBody()).revision).toBe(1);
    const second = (await upload(app, 'mfe-investors', await fakeArchive('mfe-investors', { marker: 'v2' }), { token })).json<UploadAnswer>();
    expect(second.version).not.toBe(first.version);
    expect(await mapBody()).toEqual({ revision: 2, remotes: { 'mfe-investors': { stable: second.version, canary: null } } });
  });

  it('canary: ?canary=N, share, promote, rollback; a new stable release ends a running canary', async () => {
    await start();
    const token = await releaseToken(site, ['mfe-products']);
    const v1 = (await upload(app, 'mfe-products', await fakeArchive('mfe-products'), { token })).json<UploadAnswer>().version;
    const canary = await upload(app, 'mfe-products', await fakeArchive('mfe-products', { marker: 'v2' }), { token, canary: 10 });
    const v2 = canary.json<UploadAnswer>().version;
    expect(canary.json<UploadAnswer>().entry).toEqual({ stable: v1, canary: { version: v2, percent: 10 } });

    const share = await changeMap(app, REGISTRY_PATHS.canaryShare('mfe-products'), token, { percent: 25 });
    expect(share.json()).toEqual({ remote: 'mfe-products', entry: { stable: v1, canary: { version: v2, percent: 25 } } });
    expectRefusal(await changeMap(app, REGISTRY_PATHS.canaryShare('mfe-products'), token, { percent: 100 }), 400, /whole percentage from 1 to 99/);
    expectRefusal(await changeMap(app, REGISTRY_PATHS.canaryShare('mfe-products'), token, { percent: '50' }), 400, /whole percentage/);

    const promoted = await changeMap(app, REGISTRY_PATHS.promote('mfe-products'), token);
    expect(promoted.json()).toEqual({ remote: 'mfe-products', entry: { stable: v2, canary: null } });
    expectRefusal(await changeMap(app, REGISTRY_PATHS.promote('mfe-products'), token), 409, /no canary to promote/);
    expectRefusal(await changeMap(app, REGISTRY_PATHS.canaryShare('mfe-products'), token, { percent: 30 }), 409, /no canary running/);

    // A canary rolled back stops; stable stays.
    const v3 = (await upload(app, 'mfe-products', await fakeArchive('mfe-products', { marker: 'v3' }), { token, canary: 50 })).json<UploadAnswer>().version;
    expect((await changeMap(app, REGISTRY_PATHS.rollback('mfe-products'), token, {})).json()).toEqual({ remote: 'mfe-products', entry: { stable: v2, canary: null } });
    // Without a canary, stable goes back one release; to a named one with version.
    expect((await changeMap(app, REGISTRY_PATHS.rollback('mfe-products'), token, {})).json().entry).toEqual({ stable: v1, canary: null });
    expectRefusal(await changeMap(app, REGISTRY_PATHS.rollback('mfe-products'), token, {}), 409, /no stable release before/);
    expect((await changeMap(app, REGISTRY_PATHS.rollback('mfe-products'), token, { version: v3 })).json().entry).toEqual({ stable: v3, canary: null });
    expectRefusal(await changeMap(app, REGISTRY_PATHS.rollback('mfe-products'), token, { version: 'c0000000000000000' }), 404, /no stored release c0000000000000000/);
    expectRefusal(await changeMap(app, REGISTRY_PATHS.rollback('mfe-products'), token, { version: '../../etc' }), 400, /16 hex digits/);
    expectRefusal(await changeMap(app, REGISTRY_PATHS.rollback('mfe-products'), token, { version: 7 }), 400, /release version/);

    // A stable release while a canary runs ends the canary.
    await upload(app, 'mfe-products', await fakeArchive('mfe-products', { marker: 'v4' }), { token, canary: 5 });
    const v5 = (await upload(app, 'mfe-products', await fakeArchive('mfe-products', { marker: 'v5' }), { token })).json<UploadAnswer>();
    expect(v5.entry).toEqual({ stable: v5.version, canary: null });
    const actions = (await mapHistory(site, 'mfe-products', 50)).map((entry) => entry.action).reverse();
    expect(actions).toEqual(['release', 'canary', 'share', 'promote', 'canary', 'rollback', 'rollback', 'rollback', 'canary', 'release']);
    expect((await mapBody()).revision).toBe(10);
  });

  it('tokens: none or unknown 401, another remote 403, revoked 401; nothing stored', async () => {
    await start();
    const investors = await releaseToken(site, ['mfe-investors']);
    const archive = await fakeArchive('mfe-products');
    const missing = await upload(app, 'mfe-products', archive);
    expectRefusal(missing, 401, /Authorization: Bearer/);
    expect(missing.headers['www-authenticate']).toMatch(/^Bearer/);
    expectRefusal(await upload(app, 'mfe-products', archive, { token: `pvcrel_${'x'.repeat(43)}` }), 401, /Unknown release token/);
    expectRefusal(await upload(app, 'mfe-products', archive, { token: investors }), 403, /"ci-mfe-investors" may not release mfe-products/);
    expectRefusal(await changeMap(app, REGISTRY_PATHS.promote('mfe-products'), investors), 403, /may not release mfe-products/);
    expectRefusal(await changeMap(app, REGISTRY_PATHS.rollback('mfe-products'), investors, {}), 403, /may not release/);
    expectRefusal(await changeMap(app, REGISTRY_PATHS.canaryShare('mfe-products'), investors, { percent: 5 }), 403, /may not release/);
    expectRefusal(await upload(app, 'shell', archive, { token: investors }), 404, /No such remote/);
    await removeReleaseToken(site, 'ci-mfe-investors', { actor: 'cli:test' });
    expectRefusal(await upload(app, 'mfe-investors', await fakeArchive('mfe-investors'), { token: investors }), 401, /revoked/);
    expect(readdirSync(dir)).toEqual([]);
    expect(await mapBody()).toEqual({ revision: 0, remotes: {} });
    const audit = (await registryAudit(site.kysely)).map((entry) => `${entry.actor} ${entry.action} ${entry.remote}`);
    expect(audit).toContain('token:ci-mfe-investors refused mfe-products');
  });
});

describe('the registry refuses bad archives with a 4xx naming the problem, storing nothing', () => {
  const investorsBuild = (files: Record<string, string | Buffer>) => packFiles(fakeBuild('mfe-investors', { files }));
  const cases: [string, () => Promise<Buffer>, number, RegExp][] = [
    ['not gzip', async () => Buffer.from('just text'), 400, /not a gzip file/],
    ['a path out of the root', async () => tarGz(...minimalRelease(), rawEntry({ name: '../../outside.js', data: 'x' })), 400, /climbs out/],
    ['an absolute path', async () => tarGz(...minimalRelease(), rawEntry({ name: '/etc/cron.d/evil', data: 'x' })), 400, /is absolute/],
    ['a symbolic link', async () => tarGz(...minimalRelease(), rawEntry({ name: 'static/passwd', type: '2', linkname: '/etc/passwd' })), 400, /symbolic link/],
    ['a device', async () => tarGz(...minimalRelease(), rawEntry({ name: 'static/null', type: '3' })), 400, /character device/],
    ['a truncated archive', async () => (await fakeArchive('mfe-investors')).subarray(0, 200), 400, /truncated|ends early/],
    ['no server code', async () => packFiles(new Map([...fakeBuild('mfe-investors')].filter(([name]) => name !== 'server/screens.cjs'))), 400, /no server\/screens.cjs at its root/],
    ['no manifest', async () => packFiles(new Map([...fakeBuild('mfe-investors')].filter(([name]) => name !== 'mf-manifest.json'))), 400, /no mf-manifest.json/],
    ['a manifest that is not JSON', () => investorsBuild({ 'mf-manifest.json': '{"name": ' }), 400, /not valid JSON/],
    ["another remote's build", () => fakeArchive('mfe-products'), 400, /names "mfe_products", but mfe-investors's Module Federation name is "mfe_investors"/],
    ['a manifest whose remote entry is missing', () => investorsBuild({ 'mf-manifest.json': JSON.stringify({ name: 'mfe_investors', metaData: { name: 'mfe_investors', remoteEntry: { name: 'gone.js', path: '' } } }) }), 400, /remote entry "gone.js" is not in the archive/],
    ['server code that does not compile', () => investorsBuild({ 'server/screens.cjs': 'module.exports = {' }), 400, /server\/screens.cjs does not compile: Unexpected end of input/],
  ];
  it.each(cases)('%s', async (_what, archive, status, message) => {
    await start();
    const token = await releaseToken(site, ['mfe-investors']);
    expectRefusal(await upload(app, 'mfe-investors', await archive(), { token }), status, message);
    expect(readdirSync(dir)).toEqual([]);
    expect(await mapBody()).toEqual({ revision: 0, remotes: {} });
    expect(await releasesOf(site, 'mfe-investors')).toEqual([]);
    expect((await registryAudit(site.kysely, { remote: 'mfe-investors' }))[0]).toMatchObject({ action: 'refused', detail: expect.stringMatching(message) });
  });

  it('server code is compiled, never run', async () => {
    await start();
    const token = await releaseToken(site, ['mfe-investors']);
    const archive = await investorsBuild({ 'server/screens.cjs': "globalThis.__registryRanUploadedCode = true; require('node:fs').writeFileSync('/tmp/registry-ran-it', 'x');" });
    expect((await upload(app, 'mfe-investors', archive, { token })).statusCode).toBe(201);
    expect((globalThis as Record<string, unknown>).__registryRanUploadedCode).toBeUndefined();
  });

  it('too large: compressed over the limit (413 before reading it all), unpacked over the limit (413)', async () => {
    await start({ limits: { ...RELEASE_ARCHIVE_LIMITS, maxCompressedBytes: 64 * 1024, maxUnpackedBytes: 256 * 1024 } });
    const token = await releaseToken(site, ['mfe-investors']);
    // Random bytes do not compress: 100 KB stays 100 KB.
    expectRefusal(await upload(app, 'mfe-investors', await investorsBuild({ 'static/big.bin': randomBytes(100 * 1024) }), { token }), 413, /^The archive is larger than 0.0625 MB compressed, the limit$/);
    expectRefusal(await upload(app, 'mfe-investors', await investorsBuild({ 'static/zeros.bin': Buffer.alloc(1024 * 1024) }), { token }), 413, /files come to more than 0.3 MB/);
    expectRefusal(await upload(app, 'mfe-investors', await investorsBuild({ 'static/zeros.bin': Buffer.alloc(8 * 1024 * 1024) }), { token }), 413, /unpacks to more than 0.3 MB/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('wrong content type, a bad ?canary, bad commit or note headers', async () => {
    await start();
    const token = await releaseToken(site, ['mfe-investors']);
    const archive = await fakeArchive('mfe-investors');
    expectRefusal(await upload(app, 'mfe-investors', archive, { token, contentType: 'application/zip' }), 415, /Unsupported content type/);
    expectRefusal(await upload(app, 'mfe-investors', archive, { token, canary: 0 }), 400, /from 1 to 99/);
    expectRefusal(await upload(app, 'mfe-investors', archive, { token, canary: 'ten' }), 400, /whole percentage/);
    expectRefusal(await upload(app, 'mfe-investors', archive, { token, commit: 'abc def' }), 400, /commit holds characters/);
    expectRefusal(await upload(app, 'mfe-investors', archive, { token, note: 'two\nlines' }), 400, /note holds characters/);
    expectRefusal(await upload(app, 'mfe-investors', archive, { token, note: 'x'.repeat(501) }), 400, /longer than 500/);
    const raw = await app.inject({ method: 'POST', url: REGISTRY_PATHS.upload('mfe-investors'), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/gzip', [`x-release-note`]: '%E0%A4%A' }, payload: archive });
    expectRefusal(raw, 400, /not percent-encoded/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe('archives for page servers', () => {
  it('only with SERVER_CODE_TOKEN; the stored files packed again, same version, cacheable forever', async () => {
    await start();
    const token = await releaseToken(site, ['mfe-content']);
    const version = (await upload(app, 'mfe-content', await fakeArchive('mfe-content'), { token })).json<UploadAnswer>().version;
    const url = REGISTRY_PATHS.archive('mfe-content', version);
    expectRefusal(await app.inject({ url }), 403, /only page servers/);
    expectRefusal(await app.inject({ url, headers: { 'x-server-code-token': 'guess' } }), 403, /only page servers/);
    const response = await app.inject({ url, headers: { 'x-server-code-token': SERVER_CODE_TOKEN } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.headers['cache-control']).toMatch(/immutable/);
    const archive = readReleaseArchive(response.rawPayload);
    expect(archive.version).toBe(version);
    expect(archive.files.get('server/screens.cjs')!.toString()).toMatch(/module\.exports/);
    expect((await app.inject({ url, headers: { 'x-server-code-token': SERVER_CODE_TOKEN, 'if-none-match': response.headers.etag as string } })).statusCode).toBe(304);
    expectRefusal(await app.inject({ url: REGISTRY_PATHS.archive('mfe-content', 'c0000000000000000'), headers: { 'x-server-code-token': SERVER_CODE_TOKEN } }), 404, /No such release/);
    expectRefusal(await app.inject({ url: REGISTRY_PATHS.archive('mfe-products', version), headers: { 'x-server-code-token': SERVER_CODE_TOKEN } }), 404, /No such release/);
    expectRefusal(await app.inject({ url: '/registry/releases/mfe-content/..%2F..%2Fetc/archive.tar.gz', headers: { 'x-server-code-token': SERVER_CODE_TOKEN } }), 404, /No such/);
  });

  it('nobody, when the admin host has no SERVER_CODE_TOKEN', async () => {
    const made = await testApp({ seed: 'empty' });
    ({ app, site } = made);
    expectRefusal(await app.inject({ url: REGISTRY_PATHS.archive('mfe-content', 'c0000000000000000'), headers: { 'x-server-code-token': '' } }), 403, /only page servers/);
  });
});

describe('storage', () => {
  it('files under REGISTRY_DIR/<remote>/<version>/, exactly the build', async () => {
    await start();
    const token = await releaseToken(site, ['mfe-dealers']);
    const build = fakeBuild('mfe-dealers');
    const version = (await upload(app, 'mfe-dealers', await packFiles(build), { token })).json<UploadAnswer>().version;
    const folder = path.join(dir, 'mfe-dealers', version);
    for (const [name, data] of build) expect(readFileSync(path.join(folder, name)).equals(data)).toBe(true);
    expect(readdirSync(path.join(dir, 'mfe-dealers'))).toEqual([version]);
    expect(existsSync(path.join(dir, 'mfe-dealers', `.${version}.partial`))).toBe(false);
  });
});

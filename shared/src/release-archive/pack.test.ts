// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RELEASE_VERSION_PATTERN } from '../contract/releases.ts';
import { ArchiveError } from './archive-error.ts';
import { packFiles, packRelease, readReleaseFolder } from './pack.ts';
import { readReleaseArchive } from './read.ts';
import { releaseVersion } from './release-version.ts';

const deepName = `static/${'chunk-folder-'.repeat(4)}/${'nested-'.repeat(6)}/${'a-long-file-name-'.repeat(5)}.js`;

/** A build folder like a remote's: browser files, the manifest, the server code, one path past ustar's 100-byte name field. */
function buildFolder(): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pack-'));
  const files: Record<string, string | Buffer> = {
    'mf-manifest.json': '{"name":"mfe_investors"}',
    'server/screens.cjs': 'module.exports = { screens: {} };',
    'static/js/main.js': 'console.log("investors")',
    'static/img/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]),
    [deepName]: 'export {}',
    'empty.txt': '',
  };
  for (const [name, data] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
    writeFileSync(path.join(folder, name), data);
  }
  mkdirSync(path.join(folder, 'static', 'empty-folder'));
  return folder;
}

const tarAvailable = spawnSync('tar', ['--version']).status === 0;

describe('packRelease', () => {
  it('packs every regular file, and the reader gets the same files and version back', async () => {
    const folder = buildFolder();
    const release = readReleaseArchive(await packRelease(folder));
    const onDisk = await readReleaseFolder(folder);
    expect(deepName.length).toBeGreaterThan(100);
    expect([...release.files.keys()]).toEqual([...onDisk.keys()]);
    for (const [name, data] of onDisk) expect(release.files.get(name)!.equals(data)).toBe(true);
    expect(release.version).toMatch(RELEASE_VERSION_PATTERN);
    expect(release.version).toBe(releaseVersion(onDisk));
  });

  it('is deterministic: the same folder packs to the same bytes, file times and listing order aside', async () => {
    const folder = buildFolder();
    const first = await packRelease(folder);
    writeFileSync(path.join(folder, 'static/js/main.js'), 'console.log("investors")'); // a new mtime
    expect((await packRelease(folder)).equals(first)).toBe(true);
    const files = await readReleaseFolder(folder);
    const reversed = new Map([...files].reverse());
    expect((await packFiles(reversed)).equals(first)).toBe(true);
  });

  it('refuses a symbolic link in the folder instead of following it', async () => {
    const folder = buildFolder();
    symlinkSync('/etc/passwd', path.join(folder, 'static', 'passwd'));
    await expect(packRelease(folder)).rejects.toThrow(/"static\/passwd" in the build folder is a symbolic link/);
  });

  it('refuses a name ustar cannot hold, and a missing folder', async () => {
    await expect(packFiles(new Map([[`${'a'.repeat(120)}.js`, Buffer.from('x')]]))).rejects.toThrow(ArchiveError);
    await expect(packRelease(path.join(tmpdir(), 'no-such-build-folder-here'))).rejects.toThrow(/Cannot read the build folder/);
  });

  it.runIf(tarAvailable)('writes archives that GNU tar reads, and reads what `tar --format=ustar` writes', async () => {
    const folder = buildFolder();
    const work = mkdtempSync(path.join(tmpdir(), 'tar-'));
    writeFileSync(path.join(work, 'ours.tar.gz'), await packRelease(folder));
    const listed = spawnSync('tar', ['-tzvf', path.join(work, 'ours.tar.gz')], { encoding: 'utf8' });
    expect(listed.status).toBe(0);
    expect(listed.stdout).toContain(deepName);
    const extracted = path.join(work, 'extracted');
    mkdirSync(extracted);
    expect(spawnSync('tar', ['-xzf', path.join(work, 'ours.tar.gz'), '-C', extracted]).status).toBe(0);
    expect(readFileSync(path.join(extracted, deepName), 'utf8')).toBe('export {}');

    const theirs = path.join(work, 'theirs.tar.gz');
    expect(spawnSync('tar', ['--format=ustar', '-czf', theirs, '-C', folder, '.']).status).toBe(0);
    expect(readReleaseArchive(readFileSync(theirs)).version).toBe(releaseVersion(await readReleaseFolder(folder)));
  });
});

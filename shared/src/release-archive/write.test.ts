// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { minimalRelease, tarGz } from './hostile-tar.ts';
import { readReleaseArchive } from './read.ts';
import { writeReleaseFiles } from './write.ts';

const releases = () => mkdtempSync(path.join(tmpdir(), 'releases-'));

describe('writeReleaseFiles', () => {
  it('writes a release as its folder and leaves no temp folder behind', async () => {
    const root = releases();
    const release = readReleaseArchive(tarGz(...minimalRelease()));
    const target = path.join(root, 'mfe-investors', release.version);
    expect(await writeReleaseFiles(release, target)).toBe(true);
    expect(readFileSync(path.join(target, 'server/screens.cjs'), 'utf8')).toBe('module.exports = {};');
    expect(readdirSync(path.join(root, 'mfe-investors'))).toEqual([release.version]);
  });

  it('leaves an existing version as it is (versions are immutable)', async () => {
    const target = path.join(releases(), 'c0123456789abcdef');
    mkdirSync(target);
    writeFileSync(path.join(target, 'mf-manifest.json'), 'the stored one');
    expect(await writeReleaseFiles(new Map([['mf-manifest.json', Buffer.from('another')]]), target)).toBe(false);
    expect(readFileSync(path.join(target, 'mf-manifest.json'), 'utf8')).toBe('the stored one');
    expect(readdirSync(path.dirname(target))).toEqual(['c0123456789abcdef']);
  });

  it('two writers of the same version at once: one writes, the other finds it written', async () => {
    const root = releases();
    const release = readReleaseArchive(tarGz(...minimalRelease()));
    const target = path.join(root, release.version);
    const results = await Promise.all([writeReleaseFiles(release, target), writeReleaseFiles(release, target), writeReleaseFiles(release, target)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(readdirSync(root)).toEqual([release.version]);
    expect(readFileSync(path.join(target, 'mf-manifest.json'), 'utf8')).toBe('{"name":"mfe_investors"}');
  });

  it('refuses names that would leave the folder, writing nothing (whoever made the map)', async () => {
    const root = releases();
    for (const name of ['../escaped.js', '/tmp/absolute.js', 'a/../../escaped.js', 'a\\b.js']) {
      const target = path.join(root, 'release');
      await expect(writeReleaseFiles(new Map([['ok.js', Buffer.from('x')], [name, Buffer.from('x')]]), target)).rejects.toThrow(/climbs out|absolute|backslash/);
      expect(existsSync(target)).toBe(false);
      expect(readdirSync(root)).toEqual([]);
    }
    expect(existsSync(path.join(root, '..', 'escaped.js'))).toBe(false);
  });
});

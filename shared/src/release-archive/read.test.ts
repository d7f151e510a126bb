// @vitest-environment node
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { RELEASE_ARCHIVE_LIMITS, RELEASE_VERSION_PATTERN } from '../contract/releases.ts';
import { ArchiveError, type ArchiveProblem } from './archive-error.ts';
import { END, minimalRelease, rawEntry, tarGz } from './hostile-tar.ts';
import { readReleaseArchive, type ReleaseArchiveLimits } from './read.ts';
import { BLOCK } from './ustar.ts';

function refusal(gz: Buffer, limits?: ReleaseArchiveLimits): ArchiveError {
  try {
    readReleaseArchive(gz, limits);
  } catch (error) {
    if (error instanceof ArchiveError) return error;
    throw error;
  }
  throw new Error('the archive was accepted');
}

const expectRefused = (gz: Buffer, problem: ArchiveProblem, message: RegExp, limits?: ReleaseArchiveLimits) => {
  const error = refusal(gz, limits);
  expect(error.problem).toBe(problem);
  expect(error.message).toMatch(message);
};

describe('readReleaseArchive accepts', () => {
  it('regular files and folders, with the content-hash version', () => {
    const gz = tarGz(rawEntry({ name: 'static/', type: '5' }), rawEntry({ name: 'static/app.js', data: 'console.log(1)' }), ...minimalRelease());
    const release = readReleaseArchive(gz);
    expect([...release.files.keys()]).toEqual(['static/app.js', 'mf-manifest.json', 'server/screens.cjs']);
    expect(release.files.get('static/app.js')!.toString()).toBe('console.log(1)');
    expect(release.version).toMatch(RELEASE_VERSION_PATTERN);
    expect(release.bytes).toBe(14 + 24 + 20);
  });

  it("names as `tar -C build .` writes them ('./' root and prefix), and NUL type flags of old writers", () => {
    const gz = tarGz(rawEntry({ name: './', type: '5' }), rawEntry({ name: './mf-manifest.json', data: '{}', type: '\0' }), rawEntry({ name: 'screens.cjs', prefix: './server', data: 'x' }));
    expect([...readReleaseArchive(gz).files.keys()]).toEqual(['mf-manifest.json', 'server/screens.cjs']);
  });

  it('gives the same version whatever the entry order, file times and owners', () => {
    const [a, b] = minimalRelease();
    const other = tarGz(rawEntry({ name: 'server/screens.cjs', data: 'module.exports = {};', raw: { mtime: '00000000001\0', uid: '0000777\0' } }), a!);
    expect(readReleaseArchive(tarGz(a!, b!)).version).toBe(readReleaseArchive(other).version);
    const changed = tarGz(a!, rawEntry({ name: 'server/screens.cjs', data: 'module.exports = {} ;' }));
    expect(readReleaseArchive(changed).version).not.toBe(readReleaseArchive(other).version);
  });

  it('a padded end (a tar record of zero blocks after the marker)', () => {
    const gz = gzipSync(Buffer.concat([...minimalRelease(), END, Buffer.alloc(16 * BLOCK)]));
    expect(readReleaseArchive(gz).files.size).toBe(2);
  });
});

describe('readReleaseArchive refuses', () => {
  it('what is not gzip, corrupt gzip and a cut-off gzip stream', () => {
    expectRefused(Buffer.from('PK\x03\x04 a zip'), 'not-gzip', /not a gzip file/);
    expectRefused(Buffer.alloc(0), 'not-gzip', /not a gzip file/);
    const gz = tarGz(...minimalRelease());
    const corrupt = Buffer.from(gz);
    corrupt.fill(0xff, 10, 40);
    expectRefused(corrupt, 'not-gzip', /corrupt/);
    expectRefused(gz.subarray(0, gz.length - 12), 'truncated', /ends early/);
  });

  it('links, devices, FIFOs and pax or GNU extension headers, naming the entry and its type', () => {
    const cases: [string, RegExp][] = [
      ['1', /"escape" is a hard link/],
      ['2', /"escape" is a symbolic link/],
      ['3', /"escape" is a character device/],
      ['4', /"escape" is a block device/],
      ['6', /"escape" is a FIFO/],
      ['7', /contiguous file/],
      ['x', /pax extended header/],
      ['g', /pax global header/],
      ['L', /GNU long name/],
      ['K', /GNU long link name/],
      ['S', /GNU sparse file/],
      ['Z', /unknown type "Z"/],
    ];
    for (const [type, message] of cases) {
      expectRefused(tarGz(...minimalRelease(), rawEntry({ name: 'escape', type, linkname: '/etc/passwd' })), 'entry-type', message);
    }
  });

  it('absolute names, .. anywhere, backslashes, empty segments, control characters and NUL bytes', () => {
    const cases: [{ name: string; prefix?: string }, RegExp][] = [
      [{ name: '/etc/cron.d/x' }, /"\/etc\/cron.d\/x" is absolute/],
      [{ name: '../outside.js' }, /climbs out/],
      [{ name: 'static/../../outside.js' }, /climbs out/],
      [{ name: '..', prefix: 'static' }, /climbs out/],
      [{ name: 'x.js', prefix: '/abs' }, /is absolute/],
      [{ name: 'static\\..\\x.js' }, /backslash/],
      [{ name: 'static//x.js' }, /empty or '.' folder/],
      [{ name: 'static/./x.js' }, /empty or '.' folder/],
      [{ name: 'bad\nname.js' }, /control character/],
      [{ name: 'bad\u007fname.js' }, /control character/],
    ];
    for (const [entry, message] of cases) expectRefused(tarGz(...minimalRelease(), rawEntry({ ...entry, data: 'x' })), 'bad-path', message);
    // A NUL inside the name field, with more name after it (a reader that stops at NUL would see "a.js").
    const hidden = rawEntry({ name: 'x', raw: { name: Buffer.from('a.js\0../../evil.js') } });
    expectRefused(tarGz(...minimalRelease(), hidden), 'bad-path', /NUL byte inside its name/);
    expectRefused(tarGz(...minimalRelease(), rawEntry({ name: 'x', raw: { name: Buffer.from([0x61, 0xff, 0xfe]) } })), 'bad-path', /not UTF-8/);
  });

  it('names longer than the limit', () => {
    // 150 bytes of folders and a 60-byte name: a valid ustar name, over our 200.
    expectRefused(tarGz(...minimalRelease(), rawEntry({ name: 'b'.repeat(60), prefix: `static/${'a'.repeat(143)}` })), 'bad-path', /is 211 bytes long; the limit is 200/);
    expectRefused(tarGz(...minimalRelease()), 'bad-path', /limit is 10/, { ...RELEASE_ARCHIVE_LIMITS, maxPathLength: 10 });
  });

  it('a path twice, and a path that is both a file and a folder', () => {
    expectRefused(tarGz(...minimalRelease(), rawEntry({ name: 'mf-manifest.json', data: '{"name":"other"}' })), 'duplicate', /"mf-manifest.json" appears twice/);
    expectRefused(tarGz(rawEntry({ name: 'static/', type: '5' }), rawEntry({ name: 'static', type: '5' }), ...minimalRelease()), 'duplicate', /"static" appears twice/);
    expectRefused(tarGz(...minimalRelease(), rawEntry({ name: 'server', data: 'x' })), 'duplicate', /"server" is both a file and a folder/);
    expectRefused(tarGz(rawEntry({ name: 'lib', data: 'x' }), rawEntry({ name: 'lib/', type: '5' }), ...minimalRelease()), 'duplicate', /"lib" appears twice/);
  });

  it('a header whose checksum is wrong, and headers of other tar flavours', () => {
    expectRefused(tarGz(rawEntry({ name: 'mf-manifest.json', data: '{}', checksum: '0000000\0' })), 'bad-checksum', /Entry 1's header has a bad checksum/);
    const flipped = rawEntry({ name: 'server/screens.cjs', data: 'x' });
    flipped[3] = flipped[3]! ^ 0x01; // the name changed after the checksum was written
    expectRefused(tarGz(rawEntry({ name: 'mf-manifest.json', data: '{}' }), flipped), 'bad-checksum', /Entry 2's/);
    expectRefused(tarGz(rawEntry({ name: 'a.js', raw: { magic: 'ustar ', version: ' \0' } })), 'not-ustar', /not a POSIX ustar header/);
    expectRefused(tarGz(rawEntry({ name: 'a.js', raw: { magic: '\0\0\0\0\0\0', version: '\0\0' } })), 'not-ustar', /ustar/);
    // Base-256 sizes (GNU's form for files over 8 GB) are not ours.
    expectRefused(tarGz(rawEntry({ name: 'a.js', raw: { size: Buffer.from([0x80, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]) } })), 'bad-header', /unreadable size field/);
    expectRefused(tarGz(rawEntry({ name: 'static', type: '5', size: 10, data: Buffer.alloc(10) }), ...minimalRelease()), 'bad-header', /folder "static" has a size/);
  });

  it('data cut short, a missing end marker, and data after the end marker', () => {
    const file = rawEntry({ name: 'server/screens.cjs', data: 'x'.repeat(2000) });
    expectRefused(gzipSync(Buffer.concat([minimalRelease()[0]!, file.subarray(0, BLOCK + 1000)])), 'truncated', /"server\/screens.cjs" is cut short/);
    expectRefused(gzipSync(Buffer.concat([minimalRelease()[0]!, file.subarray(0, 300)])), 'truncated', /ends inside a header/);
    expectRefused(gzipSync(Buffer.concat(minimalRelease())), 'truncated', /no end-of-archive marker/);
    // A size field larger than the data that follows.
    expectRefused(tarGz(rawEntry({ name: 'mf-manifest.json', data: '{}', size: 5000 })), 'truncated', /cut short/);
    expectRefused(gzipSync(Buffer.concat([...minimalRelease(), END, rawEntry({ name: 'later.js', data: 'x' })])), 'bad-header', /data after its end-of-archive marker/);
  });

  it('an archive with no files', () => {
    expectRefused(tarGz(), 'empty', /holds no files/);
    expectRefused(tarGz(rawEntry({ name: 'static/', type: '5' })), 'empty', /holds no files/);
  });

  it('too many entries, a file too large, too many bytes in all, too large compressed, and a gzip bomb', () => {
    const small = (limits: Partial<ReleaseArchiveLimits>) => ({ ...RELEASE_ARCHIVE_LIMITS, ...limits });
    const many = Array.from({ length: 6 }, (_, i) => rawEntry({ name: `f${i}.js`, data: 'x' }));
    expectRefused(tarGz(...many), 'too-many-entries', /more than 5 entries/, small({ maxEntries: 5 }));
    expectRefused(tarGz(rawEntry({ name: 'big.js', data: Buffer.alloc(3 * 1024 * 1024) })), 'too-large', /"big.js" is 3 MB; the limit for one file is 1 MB/, small({ maxFileBytes: 1024 * 1024 }));
    const twoMb = (name: string) => rawEntry({ name, data: Buffer.alloc(2 * 1024 * 1024, 1) });
    expectRefused(tarGz(twoMb('a.js'), twoMb('b.js')), 'too-large', /come to more than 3 MB/, small({ maxUnpackedBytes: 3 * 1024 * 1024 }));
    expectRefused(tarGz(...minimalRelease()), 'too-large', /compressed/, small({ maxCompressedBytes: 50 }));
    // 200 MB of zeros gzip to about 200 KB: gunzip stops at the bound instead of filling memory.
    const bomb = gzipSync(Buffer.alloc(200 * 1024 * 1024));
    expect(bomb.length).toBeLessThan(RELEASE_ARCHIVE_LIMITS.maxCompressedBytes);
    expectRefused(bomb, 'too-large', /unpacks to more than 60 MB/);
  });

  it('a lying size field that would hide a second header inside data', () => {
    // The first entry claims 512 bytes, swallowing what looks like a symlink header: that is data, not an entry.
    const symlinkLookalike = rawEntry({ name: 'evil', type: '2', linkname: '/etc/passwd' }).subarray(0, BLOCK);
    const gz = tarGz(rawEntry({ name: 'blob.bin', data: symlinkLookalike }), ...minimalRelease());
    const release = readReleaseArchive(gz);
    expect([...release.files.keys()]).toEqual(['blob.bin', 'mf-manifest.json', 'server/screens.cjs']);
  });
});

// Release archives (issue 26), Node only: the registry (admin-host/src/registry/), the page
// servers (shell/server/registry/) and the release CLI (tools/release/) import from here. Not part
// of shared/src/index.ts: browser bundles must never pull in zlib or fs.
export { ArchiveError, type ArchiveProblem } from './archive-error.ts';
export { packFiles, packRelease, readReleaseFolder, tarFiles } from './pack.ts';
export { readReleaseArchive, type ReleaseArchiveLimits, type ReleaseFiles } from './read.ts';
export { checkReleasePath, comparePaths } from './release-path.ts';
export { releaseVersion } from './release-version.ts';
export { writeReleaseFiles } from './write.ts';

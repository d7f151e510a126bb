// `pnpm release <remote> [--version v7]`: build one remote into deploy/remotes/<remote>/<version>/
// and point only its entry of deploy/remote-map.json at it. The shell is not rebuilt.
// With --registry <url> (or RELEASE_REGISTRY): upload it to the release registry instead
// (registry-cli.ts: --dir, --commit, --note, --canary; the token from RELEASE_TOKEN).
import { assertRemote, release } from './deploy.ts';
import { registryOf, releaseCommand } from './registry-cli.ts';

if (registryOf(process.argv.slice(2), process.env) !== undefined) process.exit(await releaseCommand(process.argv.slice(2)));

const [name, ...rest] = process.argv.slice(2);
const versionFlag = rest.indexOf('--version');
const version = versionFlag >= 0 ? rest[versionFlag + 1] : undefined;
try {
  const result = await release(assertRemote(name), version ? { version } : {});
  console.log(`Released ${result.remote} ${result.version}: the remote map now points at ${result.manifestUrl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

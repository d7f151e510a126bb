// `pnpm rollback <remote> [version]`: point the remote map back at an earlier release (default: the
// one before the current). Nothing is built or deleted.
// With --registry <url> (or RELEASE_REGISTRY): roll back in the release registry instead
// (registry-cli.ts: a running canary stops, else stable goes back one release; --version, --reason).
import { assertRemote, rollback } from './deploy.ts';
import { registryOf, rollbackCommand } from './registry-cli.ts';

if (registryOf(process.argv.slice(2), process.env) !== undefined) process.exit(await rollbackCommand(process.argv.slice(2)));

const [name, version] = process.argv.slice(2);
try {
  const result = await rollback(assertRemote(name), version ? { version } : {});
  console.log(`Rolled ${result.remote} back to ${result.version}: ${result.manifestUrl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

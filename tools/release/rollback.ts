// `pnpm rollback <remote> [version]`: point the remote map back at an earlier release (default: the
// one before the current). Nothing is built or deleted.
import { assertRemote, rollback } from './deploy.ts';

const [name, version] = process.argv.slice(2);
try {
  const result = await rollback(assertRemote(name), version ? { version } : {});
  console.log(`Rolled ${result.remote} back to ${result.version}: ${result.manifestUrl}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

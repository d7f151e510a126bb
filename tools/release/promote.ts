// `pnpm promote <remote> --registry <url> [--canary N]`: the running canary becomes stable, or with
// --canary only its share of visitors changes. Registry only (RELEASE_REGISTRY, RELEASE_TOKEN): the
// local deploy/ mode has no canaries. See registry-cli.ts.
import { promoteCommand } from './registry-cli.ts';

process.exit(await promoteCommand(process.argv.slice(2)));

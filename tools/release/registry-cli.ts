// `pnpm release|promote|rollback <remote> --registry <url>` (or RELEASE_REGISTRY): the release
// registry's side of the release commands (issue 26). The token comes from RELEASE_TOKEN. Without a
// registry, release.ts and rollback.ts keep their local mode (deploy.ts), unchanged.
//   pnpm release <remote> [--dir <build folder>] [--commit <sha>] [--note <text>] [--canary <N>]
//   pnpm promote <remote> [--canary <N>]        (with --canary: change the running canary's share only)
//   pnpm rollback <remote> [--version <v>] [--reason <text>]
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CANARY_MAX_PERCENT, CANARY_MIN_PERCENT, RELEASE_REGISTRY_ENV, RELEASE_TOKEN_ENV, type RemoteFolder, type RemoteMapEntry } from '../../shared/src/contract/releases.ts';
import { packRelease, readReleaseArchive } from '../../shared/src/release-archive/index.ts';
import { assertRemote, buildInto } from './deploy.ts';
import { promoteRemote, registryBase, RegistryClientError, rollbackRemote, setCanaryShare, uploadRelease, type RegistryClient } from './registry-client.ts';

export interface CliIo {
  env: NodeJS.ProcessEnv;
  log: (line: string) => void;
  error: (line: string) => void;
  fetchImpl?: typeof fetch;
  /** Builds the remote's production build into a folder (deploy.ts's buildInto by default). */
  build?: (remote: RemoteFolder, outDir: string) => Promise<void>;
  /** The commit the working copy is at (`git rev-parse HEAD`), undefined outside a git checkout. */
  gitHead?: () => string | undefined;
}

export const processIo = (): CliIo => ({ env: process.env, log: (line) => console.log(line), error: (line) => console.error(line) });

class UsageError extends Error {}

interface ParsedArgs {
  positionals: string[];
  flags: Map<string, string>;
}

/** `--flag value` and `--flag=value` for the flags named; anything else starting with -- is a mistake worth stopping for. */
export function parseArgs(argv: readonly string[], known: readonly string[]): ParsedArgs {
  const positionals: string[] = [];
  const flags = new Map<string, string>();
  const args = argv.filter((arg) => arg !== '--');
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) {
      positionals.push(arg);
      continue;
    }
    const [name, inline] = arg.includes('=') ? [arg.slice(2, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg.slice(2), undefined];
    if (!known.includes(name)) throw new UsageError(`Unknown option --${name} (known: ${known.map((flag) => `--${flag}`).join(', ')})`);
    const value = inline ?? args[++i];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
    flags.set(name, value);
  }
  return { positionals, flags };
}

/** The registry a command talks to: --registry, else RELEASE_REGISTRY; undefined means the local mode. */
export function registryOf(argv: readonly string[], env: NodeJS.ProcessEnv): string | undefined {
  const args = argv.filter((arg) => arg !== '--');
  const index = args.findIndex((arg) => arg === '--registry' || arg.startsWith('--registry='));
  if (index >= 0) return args[index]!.includes('=') ? args[index]!.slice('--registry='.length) : (args[index + 1] ?? '');
  return env[RELEASE_REGISTRY_ENV] || undefined;
}

function clientOf(argv: readonly string[], io: CliIo): RegistryClient {
  const registry = registryOf(argv, io.env);
  if (!registry) throw new UsageError(`Name the registry: --registry <url> or ${RELEASE_REGISTRY_ENV}`);
  const token = io.env[RELEASE_TOKEN_ENV];
  if (!token) throw new UsageError(`Set ${RELEASE_TOKEN_ENV} to a release token for this remote (made on the admin host with: pnpm --filter admin-host token:add <name> --remote <remote>)`);
  return { registry: registryBase(registry), token, ...(io.fetchImpl ? { fetchImpl: io.fetchImpl } : {}) };
}

function percentOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const percent = Number(value);
  if (!/^\d+$/.test(value) || percent < CANARY_MIN_PERCENT || percent > CANARY_MAX_PERCENT) {
    throw new UsageError(`--canary takes a whole percentage from ${CANARY_MIN_PERCENT} to ${CANARY_MAX_PERCENT} (got ${value})`);
  }
  return percent;
}

export const describeEntry = (remote: string, entry: RemoteMapEntry): string =>
  `${remote}: stable ${entry.stable ?? 'its local build'}, ${entry.canary ? `canary ${entry.canary.version} for ${entry.canary.percent} % of visitors` : 'no canary'}`;

function gitHead(): string | undefined {
  const result = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: path.resolve(import.meta.dirname, '..', '..'), encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() || undefined : undefined;
}

/** Runs a command; its errors (usage, the archive's, the registry's refusal) print as one line and exit 1. */
async function run(io: CliIo, command: () => Promise<void>): Promise<number> {
  try {
    await command();
    return 0;
  } catch (error) {
    io.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
}

/** `pnpm release <remote> --registry <url>`: build (or --dir), pack, upload; prints the version and the map entry. */
export function releaseCommand(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  return run(io, async () => {
    const { positionals, flags } = parseArgs(argv, ['registry', 'dir', 'commit', 'note', 'canary']);
    if (positionals.length !== 1) throw new UsageError('Usage: pnpm release <remote> --registry <url> [--dir <build folder>] [--commit <sha>] [--note <text>] [--canary <N>]');
    const remote = assertRemote(positionals[0]) as RemoteFolder;
    const client = clientOf(argv, io);
    const canary = percentOf(flags.get('canary'));
    const commit = flags.get('commit') ?? (io.gitHead ?? gitHead)();
    let folder = flags.get('dir');
    let temp: string | undefined;
    try {
      if (!folder) {
        temp = await mkdtemp(path.join(tmpdir(), `release-${remote}-`));
        folder = temp;
        io.log(`Building ${remote} for production…`);
        await (io.build ?? ((name, outDir) => buildInto(name, outDir, {})))(remote, folder);
      }
      const archive = await packRelease(path.resolve(folder));
      // The registry's own rules, checked here first: a bad build fails before the upload, with the same words.
      const { version, files } = readReleaseArchive(archive);
      io.log(`Packed ${files.size} files of ${folder} as ${version} (${(archive.length / 1024).toFixed(0)} KB); uploading to ${client.registry}…`);
      const answer = await uploadRelease(client, remote, archive, { commit, note: flags.get('note'), canary });
      io.log(answer.created ? `Released ${remote} ${answer.version}${canary === undefined ? '' : ` as a canary for ${canary} % of visitors`}${commit ? ` (commit ${commit})` : ''}.` : `${remote} ${answer.version} was stored before: nothing changed.`);
      io.log(describeEntry(remote, answer.entry));
    } finally {
      if (temp) await rm(temp, { recursive: true, force: true });
    }
  });
}

/** `pnpm promote <remote> [--canary N]`: the canary becomes stable, or (with --canary) its share changes. */
export function promoteCommand(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  return run(io, async () => {
    if (registryOf(argv, io.env) === undefined) {
      throw new UsageError(`pnpm promote talks to the release registry: give --registry <url> or set ${RELEASE_REGISTRY_ENV} (the local deploy/ mode has no canaries)`);
    }
    const { positionals, flags } = parseArgs(argv, ['registry', 'canary']);
    if (positionals.length !== 1) throw new UsageError('Usage: pnpm promote <remote> --registry <url> [--canary <N>]');
    const remote = assertRemote(positionals[0]) as RemoteFolder;
    const client = clientOf(argv, io);
    const percent = percentOf(flags.get('canary'));
    const answer = percent === undefined ? await promoteRemote(client, remote) : await setCanaryShare(client, remote, percent);
    io.log(percent === undefined ? `Promoted ${remote}'s canary to stable.` : `${remote}'s canary now goes to ${percent} % of visitors.`);
    io.log(describeEntry(remote, answer.entry));
  });
}

/** `pnpm rollback <remote> --registry <url> [--version v] [--reason text]`: stop the canary, or stable back one release (or to v). */
export function rollbackCommand(argv: readonly string[], io: CliIo = processIo()): Promise<number> {
  return run(io, async () => {
    const { positionals, flags } = parseArgs(argv, ['registry', 'version', 'reason']);
    if (positionals.length < 1 || positionals.length > 2 || (positionals[1] && flags.has('version'))) {
      throw new UsageError('Usage: pnpm rollback <remote> --registry <url> [--version <v>] [--reason <text>]');
    }
    const remote = assertRemote(positionals[0]) as RemoteFolder;
    const client = clientOf(argv, io);
    const answer = await rollbackRemote(client, remote, { version: flags.get('version') ?? positionals[1], reason: flags.get('reason') });
    io.log(`Rolled ${remote} back.`);
    io.log(describeEntry(remote, answer.entry));
  });
}

export { RegistryClientError };

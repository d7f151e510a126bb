// A page server follows the release registry's map (issue 26): GET /registry/remote-map on the
// admin host at most once a second with If-None-Match, every release a new map names fetched to
// this disk before the map is applied, the applied map saved to a file. The registry down must
// not take the site down: the last good map stays in force (logged once per outage, and again on
// recovery), and a page server that starts while the registry is down serves its saved copy.
import { REGISTRY_PATHS, type RegistryMap, type RemoteFolder, type RemoteMapEntry } from '../../../shared/src/contract/releases.ts';
import { EMPTY_REGISTRY_MAP, parseRegistryMap, sameMap, versionsOf } from './registry-map.ts';
import type { ReleaseArchiveIo } from './release-archive.ts';
import { releaseDownloader, releasePresent } from './release-download.ts';
import { readSavedRegistryMap, saveRegistryMap } from './saved-map.ts';

/** Runs `task` after `ms`; returns how to cancel it. */
export type Schedule = (task: () => void, ms: number) => () => void;

const realSchedule: Schedule = (task, ms) => {
  const timer = setTimeout(task, ms);
  // Following the registry is no reason to keep a process alive that is otherwise done.
  timer.unref();
  return () => clearTimeout(timer);
};

export const REGISTRY_POLL_MS = 1_000;

export interface RegistryFollowerOptions {
  /** The admin host's origin (REGISTRY_URL). */
  registryUrl: string;
  /** SERVER_CODE_TOKEN, sent for archives. */
  token: string | undefined;
  /** The folder served at /mf/ (deploy/remotes). */
  releasesFolder: string;
  /** Where the applied map is saved (deploy/registry-map.<port>.json). */
  savedMapFile: string;
  archive: ReleaseArchiveIo;
  fetchImpl?: typeof fetch;
  /** At most one poll starts per interval. */
  intervalMs?: number;
  /** How long a poll waits for the map. */
  timeoutMs?: number;
  now?: () => number;
  schedule?: Schedule;
  log?: (line: string) => void;
  /** Told of each map once it is in force (the page server loads its releases' server code then). */
  onApply?: (map: RegistryMap) => void;
}

const reason = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message) : String(error));

export class RegistryFollower {
  private applied: RegistryMap = EMPTY_REGISTRY_MAP;
  private etag: string | undefined;
  /** The registry's last map when some release of it is not on disk yet: applied again on the next poll. */
  private incomplete: RegistryMap | undefined;
  /** Why the registry is not followed right now (an outage is logged once). */
  private outage: string | undefined;
  /** Releases that could not be fetched, logged once each until they are. */
  private readonly failing = new Set<string>();
  private cancel: (() => void) | undefined;
  private stopped = false;
  private readonly ensure: ReturnType<typeof releaseDownloader>;
  private readonly url: string;
  private readonly options: Required<Omit<RegistryFollowerOptions, 'token' | 'onApply'>> & Pick<RegistryFollowerOptions, 'token' | 'onApply'>;

  constructor(options: RegistryFollowerOptions) {
    this.options = { fetchImpl: fetch, intervalMs: REGISTRY_POLL_MS, timeoutMs: 2_000, now: Date.now, schedule: realSchedule, log: (line) => console.log(line), ...options };
    this.url = new URL(REGISTRY_PATHS.remoteMap, options.registryUrl).href;
    this.ensure = releaseDownloader({ ...options, ...(options.fetchImpl ? { fetchImpl: options.fetchImpl } : {}) });
  }

  /** The map in force: every release it names is on this disk. */
  map(): RegistryMap {
    return this.applied;
  }

  /**
   * Reads the registry once (else the saved copy), then follows it. Resolves once there is a map
   * to serve with: the registry's, the saved one, or none (every remote on today's file map).
   */
  async start(): Promise<void> {
    // The saved copy is the map this server last served: what stays in force for a remote whose
    // new release cannot be fetched yet, and for all while the registry does not answer. Only what
    // is on this disk (a release that is not could only come from the registry).
    const saved = await readSavedRegistryMap(this.options.savedMapFile);
    if (saved) await this.apply(saved, { fetch: false });
    const started = this.options.now();
    const answered = await this.poll();
    if (!answered && saved) this.options.log(`Serving the saved registry map (revision ${saved.revision}, ${this.options.savedMapFile}) until the registry answers.`);
    this.next(started);
  }

  stop(): void {
    this.stopped = true;
    this.cancel?.();
  }

  /** One poll; true when the registry answered with a map (or 304). Never throws. */
  async poll(): Promise<boolean> {
    let response: Response;
    try {
      response = await this.options.fetchImpl(this.url, {
        headers: this.etag ? { 'If-None-Match': this.etag } : {},
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      this.down(`does not answer (${reason(error)})`);
      return false;
    }
    if (response.status === 304) {
      this.up();
      if (this.incomplete) await this.applyReceived(this.incomplete);
      return true;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      this.down(`answered ${response.status}`);
      return false;
    }
    let map: RegistryMap | undefined;
    try {
      map = parseRegistryMap(await response.json());
    } catch {
      map = undefined;
    }
    if (!map) {
      this.down('answered something that is not a remote map');
      return false;
    }
    this.up();
    this.etag = response.headers.get('etag') ?? undefined;
    await this.applyReceived(map);
    return true;
  }

  private async applyReceived(map: RegistryMap): Promise<void> {
    const complete = await this.apply(map, { fetch: true });
    this.incomplete = complete ? undefined : map;
  }

  /**
   * Applies `map` remote by remote: an entry whose releases are all on disk (fetched first, when
   * `fetch`) replaces the one in force; any other leaves the previous entry in force (none: the
   * file map). Returns whether every entry was applied.
   */
  private async apply(map: RegistryMap, { fetch }: { fetch: boolean }): Promise<boolean> {
    const previous = this.applied;
    const remotes = Object.entries(map.remotes) as [RemoteFolder, RemoteMapEntry][];
    const ready = await Promise.all(remotes.map(([remote, entry]) => this.present(remote, versionsOf(entry), fetch)));
    const next: RegistryMap = { revision: map.revision, remotes: {} };
    remotes.forEach(([remote, entry], i) => {
      const kept = ready[i] ? entry : previous.remotes[remote];
      if (kept) next.remotes[remote] = kept;
    });
    if (!sameMap(next, previous)) {
      this.applied = next;
      try {
        this.options.onApply?.(next);
      } catch (error) {
        this.options.log(`After applying the registry map: ${reason(error)}`);
      }
      await saveRegistryMap(this.options.savedMapFile, next).catch((error: unknown) => this.options.log(`Could not save the registry map to ${this.options.savedMapFile}: ${reason(error)}`));
    }
    return ready.every(Boolean);
  }

  private async present(remote: RemoteFolder, versions: readonly string[], fetch: boolean): Promise<boolean> {
    const results = await Promise.all(
      versions.map(async (version) => {
        if (!fetch) return releasePresent(this.options.releasesFolder, remote, version);
        const key = `${remote} ${version}`;
        try {
          await this.ensure(remote, version);
          if (this.failing.delete(key)) this.options.log(`Release ${key} fetched from the registry.`);
          return true;
        } catch (error) {
          if (!this.failing.has(key)) {
            this.failing.add(key);
            this.options.log(`Release ${key} could not be fetched (${reason(error)}): ${remote} stays on its previous release; retrying.`);
          }
          return false;
        }
      }),
    );
    return results.every(Boolean);
  }

  private down(why: string): void {
    if (this.outage === undefined) this.options.log(`Registry ${this.url} ${why}: keeping the map of revision ${this.applied.revision}.`);
    this.outage = why;
  }

  private up(): void {
    if (this.outage !== undefined) this.options.log(`Registry ${this.url} answers again.`);
    this.outage = undefined;
  }

  /** The next poll, at least intervalMs after the start of the last one. */
  private next(lastStarted: number): void {
    if (this.stopped) return;
    const wait = Math.max(0, this.options.intervalMs - (this.options.now() - lastStarted));
    this.cancel = this.options.schedule(() => {
      const started = this.options.now();
      void this.poll().then(() => this.next(started));
    }, wait);
  }
}

// The release registry's contract (issue 26). The admin host is the site's control plane: teams'
// pipelines upload releases to it (`pnpm release <remote> --registry <url>`, a token scoped to
// remotes), it keeps the remote map and its history, page servers follow that map and serve the
// releases' files, and visitors' pages report their health to it. Every party imports its paths,
// shapes and limits from here: the admin host (admin-host/src/registry/), the page servers
// (shell/server/registry/), the release CLI (tools/release/) and the browser's reporter.
import { REMOTE_FOLDERS, type RemoteFolder } from '../remote/registry.ts';

export type { RemoteFolder };

export const isRemoteFolder = (value: string): value is RemoteFolder => (REMOTE_FOLDERS as readonly string[]).includes(value);

/** The registry's HTTP paths on the admin host. */
export const REGISTRY_PATHS = {
  /** GET, public, read-only, ETag (If-None-Match → 304): the map every page server follows (RegistryMap). */
  remoteMap: '/registry/remote-map',
  /** POST a release archive (tar.gz, RELEASE_ARCHIVE_LIMITS) with a release token; answer UploadAnswer. */
  upload: (remote: RemoteFolder) => `/registry/releases/${remote}`,
  /** GET a stored release's archive: page servers only (the archive holds server code), SERVER_CODE_TOKEN_HEADER. */
  archive: (remote: RemoteFolder, version: string) => `/registry/releases/${remote}/${version}/archive.tar.gz`,
  /** POST with a release token: the canary becomes stable (answer MapChangeAnswer). */
  promote: (remote: RemoteFolder) => `/registry/remotes/${remote}/promote`,
  /** POST with a release token: the canary is stopped, or without one stable goes back one release (RollbackBody). */
  rollback: (remote: RemoteFolder) => `/registry/remotes/${remote}/rollback`,
  /** POST with a release token: the running canary's share changes (CanaryShareBody). */
  canaryShare: (remote: RemoteFolder) => `/registry/remotes/${remote}/canary`,
  /** POST from visitors' pages (navigator.sendBeacon, text/plain JSON, no cookies): BeaconBatch. */
  beacons: '/registry/beacons',
  /** POST from page servers (SERVER_CODE_TOKEN_HEADER): ServerReportBatch. */
  serverReports: '/registry/server-reports',
} as const;

/** Release tokens travel as `Authorization: Bearer <token>`; the CLI reads it from RELEASE_TOKEN. */
export const RELEASE_TOKEN_ENV = 'RELEASE_TOKEN';
/** The registry's URL for the CLI when --registry is not given. */
export const RELEASE_REGISTRY_ENV = 'RELEASE_REGISTRY';
/** Upload metadata headers: the commit the build was made from, and a note (encodeURIComponent'd). */
export const RELEASE_COMMIT_HEADER = 'x-release-commit';
export const RELEASE_NOTE_HEADER = 'x-release-note';
/** Upload query parameter: start the upload as a canary with this share (1–99) instead of making it stable. */
export const CANARY_QUERY = 'canary';

/**
 * A release is named by its content (RELEASE_VERSION_PATTERN): the same files give the same version,
 * so an upload is idempotent and a stored version can never change. The hash is over the sorted
 * (path, sha256 of content) pairs, not the archive bytes, so packing again does not change it.
 */
export const RELEASE_VERSION_PREFIX = 'c';
export const RELEASE_VERSION_PATTERN = /^c[0-9a-f]{16}$/;

/** What the registry accepts as an archive; anything else is a 4xx naming the rule broken. */
export const RELEASE_ARCHIVE_LIMITS = {
  /** The gzip body on the wire. */
  maxCompressedBytes: 20 * 1024 * 1024,
  /** Everything unpacked. */
  maxUnpackedBytes: 60 * 1024 * 1024,
  maxEntries: 2_000,
  maxFileBytes: 20 * 1024 * 1024,
  maxPathLength: 200,
} as const;

/** Files every release archive has, at its root (the build folder's layout). */
export const RELEASE_REQUIRED_FILES = ['mf-manifest.json', 'server/screens.cjs'] as const;

/** A canary's share of visitors, in percent. */
export const CANARY_MIN_PERCENT = 1;
export const CANARY_MAX_PERCENT = 99;

/** One remote in the map. `stable: null` = never released through the registry: its local build. */
export interface RemoteMapEntry {
  stable: string | null;
  canary: { version: string; percent: number } | null;
}

/** GET REGISTRY_PATHS.remoteMap. `revision` grows with every change (release, promote, rollback, share). */
export interface RegistryMap {
  revision: number;
  remotes: Partial<Record<RemoteFolder, RemoteMapEntry>>;
}

export interface UploadAnswer {
  remote: RemoteFolder;
  version: string;
  /** False when these files were stored before (same version): nothing stored again. */
  created: boolean;
  entry: RemoteMapEntry;
}

export interface MapChangeAnswer {
  remote: RemoteFolder;
  entry: RemoteMapEntry;
}

export interface RollbackBody {
  /** Roll stable back to this stored version (default: stop the canary, or the stable release before the current). */
  version?: string;
}

export interface CanaryShareBody {
  percent: number;
}

/** Every error answer of the registry: 4xx with this body (never a 5xx for bad input). */
export interface RegistryError {
  statusCode: number;
  error: string;
  message: string;
}

/** What the map's history records for each change. */
export const MAP_ACTIONS = ['release', 'canary', 'share', 'promote', 'rollback', 'auto-rollback'] as const;
export type MapAction = (typeof MAP_ACTIONS)[number];

// ---- Cohorts -------------------------------------------------------------------------------------

/**
 * A visitor's cohort: a first-party cookie holding a random bucket 0–99 and nothing else. A visitor
 * is in a remote's canary when its bucket is below the canary's percent, so raising the share keeps
 * everyone who already had the canary. Crawlers (BOT_USER_AGENT) get stable and no cookie.
 */
export const COHORT_COOKIE = 'site_cohort';
export const COHORT_BUCKETS = 100;
export const COHORT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
export const BOT_USER_AGENT = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|whatsapp|telegrambot|lighthouse|pagespeed/i;

export const inCanary = (bucket: number, percent: number): boolean => bucket < percent;

/** The bucket of a cookie value, or undefined when it is not one (a new visitor, or tampered). */
export function parseCohort(value: string | undefined): number | undefined {
  if (!value || !/^\d{1,2}$/.test(value)) return undefined;
  const bucket = Number(value);
  return bucket < COHORT_BUCKETS ? bucket : undefined;
}

// ---- Health ----------------------------------------------------------------------------------------

/** The Web Vitals pages report (the web-vitals library's names). */
export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** The release a local build reports (stable: null in the map). */
export const LOCAL_RELEASE = 'local';

const MF_RELEASE = /\/mf\/[^/]+\/([^/]+)\//;

/**
 * The release a manifest URL of a remote map names: the version in /mf/<remote>/<version>/ when it
 * is a registry version (RELEASE_VERSION_PATTERN), else LOCAL_RELEASE (a local build, a release of
 * the local mode, a remote's own origin, not a URL). What pages and page servers report health as.
 */
export function releaseOfManifest(url: string): string {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return LOCAL_RELEASE;
  }
  const version = MF_RELEASE.exec(path)?.[1];
  return version && RELEASE_VERSION_PATTERN.test(version) ? version : LOCAL_RELEASE;
}

/** What a page reports. `page` is the route's path (no query, nothing personal); `release` the version its HTML was rendered with. */
export type BeaconEvent =
  | { kind: 'view'; remote: RemoteFolder; release: string; page: string }
  | { kind: 'vital'; remote: RemoteFolder; release: string; name: VitalName; value: number }
  | { kind: 'error'; remote: RemoteFolder; release: string; source: 'boundary' | 'window' };

export interface BeaconBatch {
  events: BeaconEvent[];
}

export const BEACON_LIMITS = {
  maxBodyBytes: 8 * 1024,
  maxEvents: 40,
  /** Batches a client (IP) may send per minute; beyond it 429, nothing recorded. */
  perClientPerMinute: 60,
} as const;

/** What a page server reports about a release's server code. */
export interface ServerReport {
  remote: RemoteFolder;
  release: string;
  kind: 'load-failure' | 'render-failure' | 'render-timeout';
}

/**
 * The body of a POST to REGISTRY_PATHS.serverReports: what a page server saw since its last batch
 * (it sends at most one a second). The same report may appear several times: each is one page.
 */
export interface ServerReportBatch {
  reports: ServerReport[];
}

export const SERVER_REPORT_LIMITS = {
  /** Reports in one batch; a page server drops what is beyond (a failing release is seen by then). */
  maxReports: 200,
} as const;

/** The automatic rollback's rule (defaults; the admin host's environment may change them). */
export const AUTO_ROLLBACK_DEFAULTS = {
  /** Canary error rate above stable's by more than this many percentage points … */
  marginPoints: 2,
  /** … over at least this many canary page views. */
  minPageViews: 20,
  /** How often the registry judges running canaries (the rule's promise is within 60 s). */
  checkEveryMs: 5_000,
} as const;

/** Health of one release, as the console's Releases screen shows it. */
export interface ReleaseHealth {
  version: string;
  pageViews: number;
  errors: number;
  /** errors / pageViews, 0 when there were none. */
  errorRate: number;
  serverFailures: number;
  p75: Record<VitalName, number | null>;
}

// The console's Releases screen API (issue 26, /admin/api/releases), as TypeBox schemas: the routes
// validate and serialise with them (a field not listed is never sent: a token's secret or hash
// cannot slip out), and the console app takes the types (`import type` only).
import { Type, type Static } from 'typebox';
import { CANARY_MAX_PERCENT, CANARY_MIN_PERCENT, MAP_ACTIONS, RELEASE_VERSION_PATTERN } from '@site/shared/contract/releases';
import { REMOTE_FOLDERS } from '@site/shared/remote/registry';
import { Nullable, OneOf } from '@site/shared/contract/records';

const NullableNumber = Type.Union([Type.Number(), Type.Null()]);

export const RemoteParams = Type.Object({ remote: OneOf(REMOTE_FOLDERS) });

export const RemoteEntry = Type.Object({
  stable: Nullable(Type.String()),
  canary: Type.Union([Type.Object({ version: Type.String(), percent: Type.Integer() }), Type.Null()]),
});
export type RemoteEntry = Static<typeof RemoteEntry>;

export const ReleaseHealthView = Type.Object({
  version: Type.String(),
  pageViews: Type.Integer(),
  errors: Type.Integer(),
  errorRate: Type.Number(),
  serverFailures: Type.Integer(),
  p75: Type.Object({ LCP: NullableNumber, INP: NullableNumber, CLS: NullableNumber, TTFB: NullableNumber }),
});
export type ReleaseHealthView = Static<typeof ReleaseHealthView>;

export const MapHistoryView = Type.Object({
  id: Type.Integer(),
  action: OneOf(MAP_ACTIONS),
  stable: Nullable(Type.String()),
  canary: Type.Union([Type.Object({ version: Type.String(), percent: Type.Integer() }), Type.Null()]),
  actor: Type.String(),
  at: Type.String(),
  commit: Nullable(Type.String()),
  note: Nullable(Type.String()),
  reason: Nullable(Type.String()),
});
export type MapHistoryView = Static<typeof MapHistoryView>;

export const StoredReleaseView = Type.Object({
  version: Type.String(),
  commit: Nullable(Type.String()),
  note: Nullable(Type.String()),
  bytes: Type.Integer(),
  uploadedAt: Type.String(),
  uploadedBy: Type.String(),
});
export type StoredReleaseView = Static<typeof StoredReleaseView>;

/** A release token as the console lists it: never the token, nor its hash. */
export const ReleaseTokenView = Type.Object({
  name: Type.String(),
  remotes: Type.Array(Type.String()),
  createdAt: Type.String(),
  lastUsedAt: Nullable(Type.String()),
  revokedAt: Nullable(Type.String()),
});
export type ReleaseTokenView = Static<typeof ReleaseTokenView>;

/** GET /admin/api/releases: the remotes this account manages, each with its map entry. */
export const ReleasesOverview = Type.Object({
  remotes: Type.Array(Type.Object({ remote: OneOf(REMOTE_FOLDERS), entry: RemoteEntry })),
});
export type ReleasesOverview = Static<typeof ReleasesOverview>;

/** GET /admin/api/releases/:remote: everything the screen shows for one remote. */
export const RemoteReleases = Type.Object({
  remote: OneOf(REMOTE_FOLDERS),
  entry: RemoteEntry,
  /** The health figures count from here (UTC ISO 8601): the canary's start, else the last 24 hours. */
  since: Type.String(),
  health: Type.Object({ stable: ReleaseHealthView, canary: Type.Union([ReleaseHealthView, Type.Null()]) }),
  /** The automatic rollback's rule on this host. */
  rule: Type.Object({ marginPoints: Type.Number(), minPageViews: Type.Integer() }),
  history: Type.Array(MapHistoryView),
  releases: Type.Array(StoredReleaseView),
  tokens: Type.Array(ReleaseTokenView),
});
export type RemoteReleases = Static<typeof RemoteReleases>;

export const RollbackRequest = Type.Object(
  {
    /** Make this stored release stable; without it the canary stops, or stable goes back one release. */
    version: Type.Optional(Type.String({ pattern: RELEASE_VERSION_PATTERN.source, description: 'version must be a stored release (c and 16 hex digits)' })),
    /** Why, in the person's words, for the map's history and the registry's audit. */
    reason: Type.Optional(Type.String({ maxLength: 300, description: 'reason must be at most 300 characters' })),
  },
  { additionalProperties: false },
);
export const ShareRequest = Type.Object(
  { percent: Type.Integer({ minimum: CANARY_MIN_PERCENT, maximum: CANARY_MAX_PERCENT, description: `percent must be a whole number from ${CANARY_MIN_PERCENT} to ${CANARY_MAX_PERCENT}` }) },
  { additionalProperties: false },
);

/** What a promote, rollback or share change answers: the remote's entry as it left it. */
export const MapChangeView = Type.Object({ remote: OneOf(REMOTE_FOLDERS), entry: RemoteEntry });
export type MapChangeView = Static<typeof MapChangeView>;

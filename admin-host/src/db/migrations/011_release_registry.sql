-- The release registry (issue 26): the admin host keeps the site's releases and the remote map every
-- page server follows (src/registry/). Not content: the content version, the public lists and
-- --reset/--empty never touch these tables. Times are ISO 8601 UTC text, as the audit log writes them.

-- Release tokens: a team's pipeline uploads, promotes and rolls back with one, for the remotes in
-- remotes_json (a JSON array of remote folders, e.g. ["mfe-investors"]). The token is shown once when
-- it is made (token:add); only its SHA-256 is stored. A revoked token stays, for the audit's sake;
-- its name is free again for a new token (the partial unique index).
CREATE TABLE release_tokens (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 64),
  token_hash TEXT NOT NULL UNIQUE,
  remotes_json TEXT NOT NULL,
  created_at TEXT NOT NULL,
  revoked_at TEXT,
  last_used_at TEXT
);
CREATE UNIQUE INDEX release_tokens_live_name ON release_tokens (name) WHERE revoked_at IS NULL;

-- Every stored release: its files are REGISTRY_DIR/<remote>/<version>/, written before this row, never
-- changed after (the version is the files' content hash, RELEASE_VERSION_PATTERN).
CREATE TABLE releases (
  remote TEXT NOT NULL,
  version TEXT NOT NULL CHECK (length(version) = 17 AND substr(version, 1, 1) = 'c' AND substr(version, 2) NOT GLOB '*[^0-9a-f]*'),
  source_commit TEXT,                    -- the commit the build was made from (the CLI's --commit)
  note TEXT,
  bytes INTEGER NOT NULL,                -- the files' bytes together, unpacked
  uploaded_at TEXT NOT NULL,
  uploaded_by TEXT NOT NULL,             -- the actor: token:<name>
  PRIMARY KEY (remote, version)
);

-- The map: one row per remote ever released through the registry (a remote without one is served
-- from its local build). stable NULL: the local build is stable (a first upload as a canary).
-- revision: the map's revision when this remote last changed; the map's revision is the largest.
CREATE TABLE remote_map (
  remote TEXT PRIMARY KEY,
  stable TEXT,
  canary_version TEXT,
  canary_percent INTEGER CHECK (canary_percent BETWEEN 1 AND 99),
  revision INTEGER NOT NULL,
  CHECK ((canary_version IS NULL) = (canary_percent IS NULL)),
  FOREIGN KEY (remote, stable) REFERENCES releases (remote, version),
  FOREIGN KEY (remote, canary_version) REFERENCES releases (remote, version)
);

-- Every change of the map, with the state it left (stable, canary, percent): who (actor), when, why
-- (reason: the automatic rollback's rule, a person's words), and the release's commit and note.
CREATE TABLE remote_map_history (
  id INTEGER PRIMARY KEY,
  remote TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('release', 'canary', 'share', 'promote', 'rollback', 'auto-rollback')),
  stable TEXT,
  canary_version TEXT,
  canary_percent INTEGER,
  revision INTEGER NOT NULL,
  actor TEXT NOT NULL,
  at TEXT NOT NULL,
  source_commit TEXT,
  note TEXT,
  reason TEXT
);
CREATE INDEX remote_map_history_remote ON remote_map_history (remote, id);

-- Every use of a release token and every change to the tokens (the console's audit_log is about
-- records and accounts; this one is about releases): who, what, which remote, when, and the outcome
-- in a sentence. Refusals of a known token (wrong remote, revoked) are recorded too.
CREATE TABLE registry_audit (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT NOT NULL,
  action TEXT NOT NULL,
  remote TEXT,
  detail TEXT NOT NULL
);
CREATE INDEX registry_audit_remote ON registry_audit (remote, id);

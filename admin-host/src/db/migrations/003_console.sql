-- The publishing console (issue 16): accounts, server-side sessions, sign-in throttling, the audit
-- log, and what makes a collection editable (a version for optimistic concurrency, soft delete).
-- Numbered 003: 002 belongs to the investor archive's columns (they may land in either order; see migrate.ts).

CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  username TEXT NOT NULL UNIQUE COLLATE NOCASE CHECK (length(username) BETWEEN 1 AND 64),
  -- scrypt$N$r$p$salt$hash (auth/password.ts)
  password_hash TEXT NOT NULL,
  -- 1 for the development demo account; a production start refuses to run while one exists.
  is_demo INTEGER NOT NULL DEFAULT 0 CHECK (is_demo IN (0, 1)),
  created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

CREATE TABLE user_roles (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('ir', 'content', 'dealers', 'admin')),
  PRIMARY KEY (user_id, role)
);

-- The cookie carries a random token; only its SHA-256 is stored, so a copy of the database
-- (a backup) holds no usable session.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_token TEXT NOT NULL,
  created_at INTEGER NOT NULL,   -- ms since the epoch
  last_seen_at INTEGER NOT NULL, -- idle time-out counts from here
  expires_at INTEGER NOT NULL    -- absolute time-out
);
CREATE INDEX sessions_user ON sessions (user_id);

-- One row per failed sign-in, keyed 'account:<name>' and 'address:<ip>'; old rows are purged.
CREATE TABLE sign_in_failures (
  key TEXT NOT NULL,
  at INTEGER NOT NULL
);
CREATE INDEX sign_in_failures_key ON sign_in_failures (key, at);

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  username TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore')),
  entity TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  before_json TEXT,
  after_json TEXT
);
CREATE INDEX audit_log_record ON audit_log (entity, record_id);

ALTER TABLE investor_documents ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE investor_documents ADD COLUMN deleted_at TEXT;
ALTER TABLE investor_documents ADD COLUMN updated_at TEXT;

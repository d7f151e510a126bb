-- Release health (issue 26, src/registry/health/): what visitors' pages and the page servers report
-- about each remote's releases, which the registry judges canaries with and the console's Releases
-- screen shows. Counted per minute, so a question is asked "since" a time (a canary's start).
--
-- release_health_counts: per remote, release (version, or 'local' for a local build) and minute
-- (ms since the epoch / 60 000): page views and errors from beacons, failures from page servers
-- (server_failures: every kind; load_failures: the release's server code did not load). Only the
-- releases the map names when the beacon arrives (stable, canary, or 'local') are counted, so input
-- cannot make rows for made-up versions. Rows older than the retention are deleted.
--
-- release_vital_samples: Web Vitals values, for the p75 of each; only the newest samples per
-- (remote, version, name) are kept (VITAL_SAMPLES_KEPT in health-store.ts), older ones deleted.
CREATE TABLE release_health_counts (
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  minute INTEGER NOT NULL,
  page_views INTEGER NOT NULL DEFAULT 0,
  errors INTEGER NOT NULL DEFAULT 0,
  server_failures INTEGER NOT NULL DEFAULT 0,
  load_failures INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, minute)
);
CREATE INDEX release_health_counts_minute ON release_health_counts (minute);

CREATE TABLE release_vital_samples (
  id INTEGER PRIMARY KEY,
  remote TEXT NOT NULL,
  version TEXT NOT NULL,
  name TEXT NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'TTFB')),
  value REAL NOT NULL,
  minute INTEGER NOT NULL
);
CREATE INDEX release_vital_samples_release ON release_vital_samples (remote, version, name, id);

-- The console's Releases screen (issue 26) is for administrators and each remote's team: the
-- products team gets a role of its own ('products': mfe-products), the others' remotes go with
-- their existing roles (src/registry/health/remote-roles.ts). SQLite cannot change a CHECK in
-- place: user_roles is made again with the new list and its rows copied.
CREATE TABLE user_roles_new (
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role TEXT NOT NULL CHECK (role IN ('ir', 'content', 'dealers', 'products', 'admin')),
  PRIMARY KEY (user_id, role)
);
INSERT INTO user_roles_new SELECT user_id, role FROM user_roles;
DROP TABLE user_roles;
ALTER TABLE user_roles_new RENAME TO user_roles;

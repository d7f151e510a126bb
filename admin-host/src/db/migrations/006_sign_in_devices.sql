-- Browsers that have signed in to an account (issue 27): the sign-in throttle counts their failures
-- apart from everyone else's, so strangers running an account into its ceiling cannot lock out the
-- people who use it. The cookie holds a random token; only its SHA-256 is stored.
CREATE TABLE sign_in_devices (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,  -- ms since the epoch
  last_used_at INTEGER NOT NULL -- forgotten after a long time unused
);
CREATE INDEX sign_in_devices_user ON sign_in_devices (user_id);

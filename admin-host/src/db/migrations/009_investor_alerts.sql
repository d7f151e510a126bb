-- Investor alerts (issue 28): subscribers, the secrets of their links, the records already announced
-- and the outgoing mail queue. Not content: --reset and --empty leave them, the content version and
-- the public lists never read them. Times are ms since the epoch.

-- One row per address. Unconfirmed (confirmed_at NULL) until the confirmation mail's link is opened;
-- deleted, with its tokens, when the subscriber unsubscribes (removal on request).
CREATE TABLE alert_subscribers (
  id INTEGER PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,            -- normalised: trimmed, domain lower-cased (alerts/addresses.ts)
  kinds TEXT NOT NULL,                   -- comma-separated ALERT_KINDS keys
  created_at INTEGER NOT NULL,
  confirmed_at INTEGER,
  confirmation_sent_at INTEGER NOT NULL  -- the last confirmation mail: another waits (per-address limit)
);

-- A link's token is a bearer secret: only its SHA-256 is stored. 'confirm' expires; 'unsubscribe'
-- (one per alert mail) lives as long as its subscriber.
CREATE TABLE alert_tokens (
  token_hash TEXT PRIMARY KEY,
  subscriber_id INTEGER NOT NULL REFERENCES alert_subscribers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirm', 'unsubscribe')),
  expires_at INTEGER
);
CREATE INDEX alert_tokens_subscriber ON alert_tokens (subscriber_id);

-- Records already announced: a record published twice (edited, restored) is mailed once.
CREATE TABLE alert_records (
  source_table TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  queued_at INTEGER NOT NULL,
  recipients INTEGER NOT NULL,
  PRIMARY KEY (source_table, record_id)
);

-- Outgoing mail, worked by alerts/mail-sender.ts: queued → sending (claimed until next_attempt_at)
-- → sent, or back to queued with a later next_attempt_at, or failed after the last try; 'outbox'
-- when no SMTP server is configured (kept, never sent).
CREATE TABLE mail_queue (
  id INTEGER PRIMARY KEY,
  purpose TEXT NOT NULL CHECK (purpose IN ('confirmation', 'alert')),
  to_address TEXT NOT NULL,
  subject TEXT NOT NULL,
  text_body TEXT NOT NULL,
  html_body TEXT NOT NULL,
  headers_json TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('queued', 'sending', 'sent', 'failed', 'outbox')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_error TEXT,
  created_at INTEGER NOT NULL,
  sent_at INTEGER
);
CREATE INDEX mail_queue_due ON mail_queue (state, next_attempt_at);
CREATE INDEX mail_queue_to ON mail_queue (to_address);

-- Embargoed publishing (issue 28). Every record the console edits can wait for a publish time:
-- `publish_at` is that time (UTC, ISO 8601 to the minute; NULL: published when saved) and `published`
-- says whether visitors may see it yet (1) or not (0). Only the admin host's publishing schedule
-- (src/publishing/schedule.ts) turns 0 into 1, when publish_at has come, in the same transaction as
-- the audit entry; every public read filters on published = 1 (db/content/repository.ts). A flag
-- rather than a comparison with the clock in every query: the flip is a write, so the content
-- version, the cached lists, the page server's cache and the alerts all move with it, and nothing
-- depends on each reader's clock. The partial indexes keep the schedule's check cheap.
-- A second pair of eyes: `awaiting_approval` = 1 while a new record waits for a colleague's approval
-- (the schedule leaves it alone); a change to an approved record waits in pending_changes below,
-- the record itself unchanged until it is approved.
ALTER TABLE offer_documents ADD COLUMN publish_at TEXT;
ALTER TABLE offer_documents ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE offer_documents ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX offer_documents_scheduled ON offer_documents (publish_at) WHERE published = 0;
ALTER TABLE blog_posts ADD COLUMN publish_at TEXT;
ALTER TABLE blog_posts ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE blog_posts ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX blog_posts_scheduled ON blog_posts (publish_at) WHERE published = 0;
ALTER TABLE states ADD COLUMN publish_at TEXT;
ALTER TABLE states ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE states ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX states_scheduled ON states (publish_at) WHERE published = 0;
ALTER TABLE districts ADD COLUMN publish_at TEXT;
ALTER TABLE districts ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE districts ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX districts_scheduled ON districts (publish_at) WHERE published = 0;
ALTER TABLE dealers ADD COLUMN publish_at TEXT;
ALTER TABLE dealers ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE dealers ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX dealers_scheduled ON dealers (publish_at) WHERE published = 0;
ALTER TABLE career_openings ADD COLUMN publish_at TEXT;
ALTER TABLE career_openings ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE career_openings ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX career_openings_scheduled ON career_openings (publish_at) WHERE published = 0;
ALTER TABLE directors ADD COLUMN publish_at TEXT;
ALTER TABLE directors ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE directors ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX directors_scheduled ON directors (publish_at) WHERE published = 0;
ALTER TABLE committee_members ADD COLUMN publish_at TEXT;
ALTER TABLE committee_members ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE committee_members ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX committee_members_scheduled ON committee_members (publish_at) WHERE published = 0;
ALTER TABLE policies ADD COLUMN publish_at TEXT;
ALTER TABLE policies ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE policies ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX policies_scheduled ON policies (publish_at) WHERE published = 0;
ALTER TABLE shareholding_patterns ADD COLUMN publish_at TEXT;
ALTER TABLE shareholding_patterns ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE shareholding_patterns ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX shareholding_patterns_scheduled ON shareholding_patterns (publish_at) WHERE published = 0;
ALTER TABLE material_documents ADD COLUMN publish_at TEXT;
ALTER TABLE material_documents ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE material_documents ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX material_documents_scheduled ON material_documents (publish_at) WHERE published = 0;
ALTER TABLE investor_documents ADD COLUMN publish_at TEXT;
ALTER TABLE investor_documents ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE investor_documents ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX investor_documents_scheduled ON investor_documents (publish_at) WHERE published = 0;
ALTER TABLE credit_ratings ADD COLUMN publish_at TEXT;
ALTER TABLE credit_ratings ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE credit_ratings ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX credit_ratings_scheduled ON credit_ratings (publish_at) WHERE published = 0;
ALTER TABLE investor_meets ADD COLUMN publish_at TEXT;
ALTER TABLE investor_meets ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE investor_meets ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX investor_meets_scheduled ON investor_meets (publish_at) WHERE published = 0;
ALTER TABLE newspaper_publications ADD COLUMN publish_at TEXT;
ALTER TABLE newspaper_publications ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE newspaper_publications ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX newspaper_publications_scheduled ON newspaper_publications (publish_at) WHERE published = 0;
ALTER TABLE materiality_contacts ADD COLUMN publish_at TEXT;
ALTER TABLE materiality_contacts ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE materiality_contacts ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX materiality_contacts_scheduled ON materiality_contacts (publish_at) WHERE published = 0;
ALTER TABLE investor_service_contacts ADD COLUMN publish_at TEXT;
ALTER TABLE investor_service_contacts ADD COLUMN published INTEGER NOT NULL DEFAULT 1 CHECK (published IN (0, 1));
ALTER TABLE investor_service_contacts ADD COLUMN awaiting_approval INTEGER NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX investor_service_contacts_scheduled ON investor_service_contacts (publish_at) WHERE published = 0;

-- What waits for approval, one entry per record: a new record (kind 'create': the row holds it) or a
-- change to an approved one (kind 'update': the columns it would write, JSON, written on approval;
-- the approver names the record's version they saw). Who proposed it: nobody approves their own change.
CREATE TABLE pending_changes (
  id INTEGER PRIMARY KEY,
  entity TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('create', 'update')),
  values_json TEXT NOT NULL,
  proposed_by INTEGER REFERENCES users (id) ON DELETE SET NULL,
  proposed_by_name TEXT NOT NULL,
  proposed_at TEXT NOT NULL,
  UNIQUE (entity, record_id)
);

-- Which collections (or lists of one, `investor-documents:financial-result`) need approval, where an
-- administrator changed the default (src/publishing/approval-rules.ts).
CREATE TABLE approval_rules (
  scope TEXT PRIMARY KEY,
  required INTEGER NOT NULL CHECK (required IN (0, 1))
);

-- The audit log names a scheduled publication and the approval steps: SQLite cannot change a CHECK in place, so the table
-- is made again with the new list and its rows copied.
CREATE TABLE audit_log_new (
  id INTEGER PRIMARY KEY,
  at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
  user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
  username TEXT NOT NULL,
  action TEXT NOT NULL CHECK (action IN ('create', 'update', 'delete', 'restore', 'publish', 'propose', 'approve', 'reject')),
  entity TEXT NOT NULL,
  record_id INTEGER NOT NULL,
  before_json TEXT,
  after_json TEXT
);
INSERT INTO audit_log_new SELECT id, at, user_id, username, action, entity, record_id, before_json, after_json FROM audit_log;
DROP TABLE audit_log;
ALTER TABLE audit_log_new RENAME TO audit_log;
CREATE INDEX audit_log_record ON audit_log (entity, record_id);

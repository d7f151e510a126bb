-- Embargoed publishing (issue 28): SQLite's migration 007 (read it for why), in PostgreSQL's words.
ALTER TABLE offer_documents ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX offer_documents_scheduled ON offer_documents (publish_at) WHERE published = 0;
ALTER TABLE blog_posts ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX blog_posts_scheduled ON blog_posts (publish_at) WHERE published = 0;
ALTER TABLE states ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX states_scheduled ON states (publish_at) WHERE published = 0;
ALTER TABLE districts ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX districts_scheduled ON districts (publish_at) WHERE published = 0;
ALTER TABLE dealers ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX dealers_scheduled ON dealers (publish_at) WHERE published = 0;
ALTER TABLE career_openings ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX career_openings_scheduled ON career_openings (publish_at) WHERE published = 0;
ALTER TABLE directors ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX directors_scheduled ON directors (publish_at) WHERE published = 0;
ALTER TABLE committee_members ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX committee_members_scheduled ON committee_members (publish_at) WHERE published = 0;
ALTER TABLE policies ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX policies_scheduled ON policies (publish_at) WHERE published = 0;
ALTER TABLE shareholding_patterns ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX shareholding_patterns_scheduled ON shareholding_patterns (publish_at) WHERE published = 0;
ALTER TABLE material_documents ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX material_documents_scheduled ON material_documents (publish_at) WHERE published = 0;
ALTER TABLE investor_documents ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX investor_documents_scheduled ON investor_documents (publish_at) WHERE published = 0;
ALTER TABLE credit_ratings ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX credit_ratings_scheduled ON credit_ratings (publish_at) WHERE published = 0;
ALTER TABLE investor_meets ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX investor_meets_scheduled ON investor_meets (publish_at) WHERE published = 0;
ALTER TABLE newspaper_publications ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX newspaper_publications_scheduled ON newspaper_publications (publish_at) WHERE published = 0;
ALTER TABLE materiality_contacts ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX materiality_contacts_scheduled ON materiality_contacts (publish_at) WHERE published = 0;
ALTER TABLE investor_service_contacts ADD COLUMN publish_at text, ADD COLUMN published integer NOT NULL DEFAULT 1 CHECK (published IN (0, 1)),
  ADD COLUMN awaiting_approval integer NOT NULL DEFAULT 0 CHECK (awaiting_approval IN (0, 1));
CREATE INDEX investor_service_contacts_scheduled ON investor_service_contacts (publish_at) WHERE published = 0;

CREATE TABLE pending_changes (
  id integer GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
  entity text NOT NULL,
  record_id integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('create', 'update')),
  values_json text NOT NULL,
  proposed_by integer REFERENCES users (id) ON DELETE SET NULL,
  proposed_by_name text NOT NULL,
  proposed_at text NOT NULL,
  UNIQUE (entity, record_id)
);

-- A proposed change names files the public must not open yet (publishing/hidden-files.ts keys its
-- list by the content version): its writes move the version too.
CREATE TRIGGER pending_changes_content_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pending_changes
  FOR EACH STATEMENT EXECUTE FUNCTION bump_content_version();

CREATE TABLE approval_rules (
  scope text PRIMARY KEY,
  required integer NOT NULL CHECK (required IN (0, 1))
);

ALTER TABLE audit_log DROP CONSTRAINT audit_log_action_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_action_check CHECK (action IN ('create', 'update', 'delete', 'restore', 'publish', 'propose', 'approve', 'reject'));

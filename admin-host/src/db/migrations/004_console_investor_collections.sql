-- The publishing console edits the other investor collections too (issue 16): each table gains what
-- makes it editable, as investor_documents did in 003: a version for optimistic concurrency, soft
-- delete (the public lists leave deleted rows out) and the time of the last change.

ALTER TABLE offer_documents ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE offer_documents ADD COLUMN deleted_at TEXT;
ALTER TABLE offer_documents ADD COLUMN updated_at TEXT;
ALTER TABLE policies ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE policies ADD COLUMN deleted_at TEXT;
ALTER TABLE policies ADD COLUMN updated_at TEXT;
ALTER TABLE shareholding_patterns ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE shareholding_patterns ADD COLUMN deleted_at TEXT;
ALTER TABLE shareholding_patterns ADD COLUMN updated_at TEXT;
ALTER TABLE material_documents ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE material_documents ADD COLUMN deleted_at TEXT;
ALTER TABLE material_documents ADD COLUMN updated_at TEXT;
ALTER TABLE directors ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE directors ADD COLUMN deleted_at TEXT;
ALTER TABLE directors ADD COLUMN updated_at TEXT;
ALTER TABLE committee_members ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE committee_members ADD COLUMN deleted_at TEXT;
ALTER TABLE committee_members ADD COLUMN updated_at TEXT;
ALTER TABLE credit_ratings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE credit_ratings ADD COLUMN deleted_at TEXT;
ALTER TABLE credit_ratings ADD COLUMN updated_at TEXT;
ALTER TABLE investor_meets ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE investor_meets ADD COLUMN deleted_at TEXT;
ALTER TABLE investor_meets ADD COLUMN updated_at TEXT;
ALTER TABLE newspaper_publications ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE newspaper_publications ADD COLUMN deleted_at TEXT;
ALTER TABLE newspaper_publications ADD COLUMN updated_at TEXT;
ALTER TABLE materiality_contacts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE materiality_contacts ADD COLUMN deleted_at TEXT;
ALTER TABLE materiality_contacts ADD COLUMN updated_at TEXT;

-- Career openings are served by the same list code as the investor lists (routes/investors.ts), which
-- leaves deleted rows out of every table it serves.
ALTER TABLE career_openings ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE career_openings ADD COLUMN deleted_at TEXT;
ALTER TABLE career_openings ADD COLUMN updated_at TEXT;

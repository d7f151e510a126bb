-- The publishing console's remaining collections (issue 16): dealers, states and districts (role
-- `dealers`), blog posts (role `content`) and the registrar/grievance block of key contacts (role
-- `ir`) gain what makes a table editable (see 004); accounts can be disabled from the users screen.

ALTER TABLE states ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE states ADD COLUMN deleted_at TEXT;
ALTER TABLE states ADD COLUMN updated_at TEXT;
ALTER TABLE districts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE districts ADD COLUMN deleted_at TEXT;
ALTER TABLE districts ADD COLUMN updated_at TEXT;
ALTER TABLE dealers ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE dealers ADD COLUMN deleted_at TEXT;
ALTER TABLE dealers ADD COLUMN updated_at TEXT;
ALTER TABLE blog_posts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE blog_posts ADD COLUMN deleted_at TEXT;
ALTER TABLE blog_posts ADD COLUMN updated_at TEXT;
-- One row (id 1), edited in place: never deleted, but the console's store reads the same columns.
ALTER TABLE investor_service_contacts ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
ALTER TABLE investor_service_contacts ADD COLUMN deleted_at TEXT;
ALTER TABLE investor_service_contacts ADD COLUMN updated_at TEXT;

-- A disabled account cannot sign in; its sessions are ended when it is disabled.
ALTER TABLE users ADD COLUMN disabled_at TEXT;

-- Content the public site reads. Column names are ours; the API field names (spec §3) are mapped
-- in the routes, so a typo in the contract (policie_Name...) never leaks into the schema.
-- Lists are served in id order: the seed inserts newest first, as an editor would arrange them.

CREATE TABLE offer_documents (
  id INTEGER PRIMARY KEY,
  document_name TEXT NOT NULL,
  file_path TEXT NOT NULL
);

CREATE TABLE blog_editors (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  email TEXT NOT NULL UNIQUE,
  profile_image TEXT NOT NULL
);

CREATE TABLE blog_posts (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  published_on TEXT NOT NULL CHECK (published_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  image TEXT NOT NULL,
  description_html TEXT NOT NULL,
  editor_id INTEGER NOT NULL REFERENCES blog_editors (id)
);
CREATE INDEX blog_posts_published_on ON blog_posts (published_on DESC, id DESC);

CREATE TABLE states (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE
);

CREATE TABLE districts (
  id INTEGER PRIMARY KEY,
  state_id INTEGER NOT NULL REFERENCES states (id),
  name TEXT NOT NULL,
  UNIQUE (state_id, name)
);

-- type: 1 Distributor, 2 Dealer; sector: 1 Electrical, 2 Water pipe (spec §9).
CREATE TABLE dealers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (1, 2)),
  sector INTEGER NOT NULL CHECK (sector IN (1, 2)),
  state_id INTEGER NOT NULL REFERENCES states (id),
  district_id INTEGER NOT NULL REFERENCES districts (id),
  town TEXT NOT NULL,
  pin TEXT NOT NULL CHECK (length(pin) = 6 AND pin NOT GLOB '*[^0-9]*'),
  address TEXT,
  phone TEXT NOT NULL,
  location TEXT
);
CREATE INDEX dealers_state_district ON dealers (state_id, district_id);

CREATE TABLE career_openings (
  id INTEGER PRIMARY KEY,
  job_role TEXT NOT NULL,
  position TEXT NOT NULL,
  job_location TEXT NOT NULL,
  education TEXT NOT NULL,
  experience TEXT NOT NULL
);

CREATE TABLE directors (
  id INTEGER PRIMARY KEY,
  pan TEXT NOT NULL,
  name TEXT NOT NULL,
  designation TEXT NOT NULL
);

CREATE TABLE committee_members (
  id INTEGER PRIMARY KEY,
  committee_type TEXT NOT NULL CHECK (committee_type IN (
    'Audit Committee',
    'Nomination and Remuneration Committee',
    'Stakeholders Relationship Committee'
  )),
  director_name TEXT NOT NULL,
  status TEXT NOT NULL,
  nature_of_directorship TEXT NOT NULL
);

CREATE TABLE policies (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  document TEXT NOT NULL
);

-- last_updated is free text on purpose: the original backend sent whatever was stored, and the
-- client must cope with a value it cannot parse.
CREATE TABLE shareholding_patterns (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  last_updated TEXT NOT NULL,
  document TEXT NOT NULL
);

CREATE TABLE material_documents (
  id INTEGER PRIMARY KEY,
  document_type TEXT NOT NULL CHECK (document_type IN (
    'Material Contracts to the Issue',
    'Material Documents',
    'IPO Resolution',
    'Annual Report',
    'Documents',
    'Consent'
  )),
  file_name TEXT NOT NULL,
  upload_file TEXT NOT NULL
);

-- The nine name + document lists (disclosures, press releases, annual reports...) share one shape.
CREATE TABLE investor_documents (
  id INTEGER PRIMARY KEY,
  category TEXT NOT NULL CHECK (category IN (
    'disclosure',
    'press-release',
    'annual-report',
    'annual-return',
    'financial-result',
    'board-meeting',
    'general-meeting',
    'compliance',
    'other-announcement'
  )),
  name TEXT NOT NULL,
  document TEXT NOT NULL
);
CREATE INDEX investor_documents_category ON investor_documents (category, id);

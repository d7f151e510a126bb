-- Investor archive (issue 17): publication dates, file sizes and page counts on every investor
-- document, the period a financial result reports, the Reg 46 lists, key contacts, and a full-text
-- index over document names and text. Additive: every existing column and row is kept.

-- investor_documents gains four Reg 46 categories; a CHECK cannot be altered, so the table is rebuilt
-- (ids kept). Nothing references it.
CREATE TABLE investor_documents_002 (
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
    'other-announcement',
    'secretarial-compliance',
    'familiarisation-programme',
    'independent-director-terms',
    'unclaimed-dividend'
  )),
  name TEXT NOT NULL,
  document TEXT NOT NULL,
  document_date TEXT CHECK (document_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  file_size INTEGER CHECK (file_size >= 0),
  page_count INTEGER CHECK (page_count >= 1),
  -- Financial results only: last day of the reported period (quarter or year).
  period_end_date TEXT CHECK (period_end_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]')
);
INSERT INTO investor_documents_002 (id, category, name, document) SELECT id, category, name, document FROM investor_documents;
DROP TABLE investor_documents;
ALTER TABLE investor_documents_002 RENAME TO investor_documents;
CREATE INDEX investor_documents_category ON investor_documents (category, id);
CREATE INDEX investor_documents_date ON investor_documents (document_date DESC, id DESC);

ALTER TABLE policies ADD COLUMN document_date TEXT CHECK (document_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]');
ALTER TABLE policies ADD COLUMN file_size INTEGER CHECK (file_size >= 0);
ALTER TABLE policies ADD COLUMN page_count INTEGER CHECK (page_count >= 1);
ALTER TABLE shareholding_patterns ADD COLUMN document_date TEXT CHECK (document_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]');
ALTER TABLE shareholding_patterns ADD COLUMN file_size INTEGER CHECK (file_size >= 0);
ALTER TABLE shareholding_patterns ADD COLUMN page_count INTEGER CHECK (page_count >= 1);
ALTER TABLE material_documents ADD COLUMN document_date TEXT CHECK (document_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]');
ALTER TABLE material_documents ADD COLUMN file_size INTEGER CHECK (file_size >= 0);
ALTER TABLE material_documents ADD COLUMN page_count INTEGER CHECK (page_count >= 1);
ALTER TABLE offer_documents ADD COLUMN document_date TEXT CHECK (document_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]');
ALTER TABLE offer_documents ADD COLUMN file_size INTEGER CHECK (file_size >= 0);
ALTER TABLE offer_documents ADD COLUMN page_count INTEGER CHECK (page_count >= 1);

CREATE TABLE credit_ratings (
  id INTEGER PRIMARY KEY,
  agency TEXT NOT NULL,
  instrument TEXT NOT NULL,
  rating TEXT NOT NULL,
  rating_date TEXT NOT NULL CHECK (rating_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  document TEXT,
  file_size INTEGER CHECK (file_size >= 0),
  page_count INTEGER CHECK (page_count >= 1)
);

-- file_size / page_count describe the presentation.
CREATE TABLE investor_meets (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  meet_date TEXT NOT NULL CHECK (meet_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  meet_type TEXT NOT NULL CHECK (meet_type IN ('Analyst meet', 'Investor call', 'Investor conference')),
  venue TEXT NOT NULL,
  presentation TEXT,
  transcript TEXT,
  recording_url TEXT,
  file_size INTEGER CHECK (file_size >= 0),
  page_count INTEGER CHECK (page_count >= 1)
);

CREATE TABLE newspaper_publications (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  newspaper TEXT NOT NULL,
  edition TEXT NOT NULL,
  document TEXT NOT NULL,
  document_date TEXT CHECK (document_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
  file_size INTEGER CHECK (file_size >= 0),
  page_count INTEGER CHECK (page_count >= 1)
);

-- Reg 30(5): key managerial personnel authorised to decide the materiality of events.
CREATE TABLE materiality_contacts (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  designation TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT NOT NULL
);

-- One row: the registrar and share transfer agent, and the grievance-redressal mailbox.
CREATE TABLE investor_service_contacts (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  registrar_name TEXT NOT NULL,
  registrar_contact_person TEXT NOT NULL,
  registrar_address TEXT NOT NULL,
  registrar_phone TEXT NOT NULL,
  registrar_email TEXT NOT NULL,
  registrar_website TEXT NOT NULL,
  grievance_email TEXT NOT NULL
);

-- Text of a stored PDF, by its path (sample documents: the text they are drawn from). Read by the
-- search index when a record is written.
CREATE TABLE document_texts (
  document TEXT PRIMARY KEY,
  body TEXT NOT NULL
);

-- Full-text index of every investor document: one row per record, kept current by the triggers
-- below (source = table, source_id = its id). remove_diacritics 2 folds accents both ways.
CREATE VIRTUAL TABLE investor_search USING fts5 (
  name,
  body,
  source UNINDEXED,
  source_id UNINDEXED,
  tokenize = 'unicode61 remove_diacritics 2',
  prefix = '2 3'
);

CREATE TRIGGER investor_documents_search_insert AFTER INSERT ON investor_documents BEGIN
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.name, coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'investor_documents', new.id);
END;
CREATE TRIGGER investor_documents_search_update AFTER UPDATE OF name, document ON investor_documents BEGIN
  DELETE FROM investor_search WHERE source = 'investor_documents' AND source_id = old.id;
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.name, coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'investor_documents', new.id);
END;
CREATE TRIGGER investor_documents_search_delete AFTER DELETE ON investor_documents BEGIN
  DELETE FROM investor_search WHERE source = 'investor_documents' AND source_id = old.id;
END;

CREATE TRIGGER policies_search_insert AFTER INSERT ON policies BEGIN
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.name, coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'policies', new.id);
END;
CREATE TRIGGER policies_search_update AFTER UPDATE OF name, document ON policies BEGIN
  DELETE FROM investor_search WHERE source = 'policies' AND source_id = old.id;
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.name, coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'policies', new.id);
END;
CREATE TRIGGER policies_search_delete AFTER DELETE ON policies BEGIN
  DELETE FROM investor_search WHERE source = 'policies' AND source_id = old.id;
END;

CREATE TRIGGER shareholding_patterns_search_insert AFTER INSERT ON shareholding_patterns BEGIN
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.name, coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'shareholding_patterns', new.id);
END;
CREATE TRIGGER shareholding_patterns_search_update AFTER UPDATE OF name, document ON shareholding_patterns BEGIN
  DELETE FROM investor_search WHERE source = 'shareholding_patterns' AND source_id = old.id;
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.name, coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'shareholding_patterns', new.id);
END;
CREATE TRIGGER shareholding_patterns_search_delete AFTER DELETE ON shareholding_patterns BEGIN
  DELETE FROM investor_search WHERE source = 'shareholding_patterns' AND source_id = old.id;
END;

CREATE TRIGGER material_documents_search_insert AFTER INSERT ON material_documents BEGIN
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.file_name, coalesce((SELECT body FROM document_texts WHERE document = new.upload_file), ''), 'material_documents', new.id);
END;
CREATE TRIGGER material_documents_search_update AFTER UPDATE OF file_name, upload_file ON material_documents BEGIN
  DELETE FROM investor_search WHERE source = 'material_documents' AND source_id = old.id;
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.file_name, coalesce((SELECT body FROM document_texts WHERE document = new.upload_file), ''), 'material_documents', new.id);
END;
CREATE TRIGGER material_documents_search_delete AFTER DELETE ON material_documents BEGIN
  DELETE FROM investor_search WHERE source = 'material_documents' AND source_id = old.id;
END;

CREATE TRIGGER offer_documents_search_insert AFTER INSERT ON offer_documents BEGIN
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.document_name, coalesce((SELECT body FROM document_texts WHERE document = new.file_path), ''), 'offer_documents', new.id);
END;
CREATE TRIGGER offer_documents_search_update AFTER UPDATE OF document_name, file_path ON offer_documents BEGIN
  DELETE FROM investor_search WHERE source = 'offer_documents' AND source_id = old.id;
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.document_name, coalesce((SELECT body FROM document_texts WHERE document = new.file_path), ''), 'offer_documents', new.id);
END;
CREATE TRIGGER offer_documents_search_delete AFTER DELETE ON offer_documents BEGIN
  DELETE FROM investor_search WHERE source = 'offer_documents' AND source_id = old.id;
END;

-- A rating is found by agency, instrument and rating.
CREATE TRIGGER credit_ratings_search_insert AFTER INSERT ON credit_ratings BEGIN
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.agency || ' - ' || new.instrument || ': ' || new.rating,
          coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'credit_ratings', new.id);
END;
CREATE TRIGGER credit_ratings_search_update AFTER UPDATE OF agency, instrument, rating, document ON credit_ratings BEGIN
  DELETE FROM investor_search WHERE source = 'credit_ratings' AND source_id = old.id;
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.agency || ' - ' || new.instrument || ': ' || new.rating,
          coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'credit_ratings', new.id);
END;
CREATE TRIGGER credit_ratings_search_delete AFTER DELETE ON credit_ratings BEGIN
  DELETE FROM investor_search WHERE source = 'credit_ratings' AND source_id = old.id;
END;

-- A meet is one entry: its title, with the text of its presentation and transcript.
CREATE TRIGGER investor_meets_search_insert AFTER INSERT ON investor_meets BEGIN
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.title || ' - ' || new.venue,
          coalesce((SELECT body FROM document_texts WHERE document = new.presentation), '') || ' '
            || coalesce((SELECT body FROM document_texts WHERE document = new.transcript), ''),
          'investor_meets', new.id);
END;
CREATE TRIGGER investor_meets_search_update AFTER UPDATE OF title, venue, presentation, transcript ON investor_meets BEGIN
  DELETE FROM investor_search WHERE source = 'investor_meets' AND source_id = old.id;
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.title || ' - ' || new.venue,
          coalesce((SELECT body FROM document_texts WHERE document = new.presentation), '') || ' '
            || coalesce((SELECT body FROM document_texts WHERE document = new.transcript), ''),
          'investor_meets', new.id);
END;
CREATE TRIGGER investor_meets_search_delete AFTER DELETE ON investor_meets BEGIN
  DELETE FROM investor_search WHERE source = 'investor_meets' AND source_id = old.id;
END;

CREATE TRIGGER newspaper_publications_search_insert AFTER INSERT ON newspaper_publications BEGIN
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.name || ' - ' || new.newspaper || ', ' || new.edition,
          coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'newspaper_publications', new.id);
END;
CREATE TRIGGER newspaper_publications_search_update AFTER UPDATE OF name, newspaper, edition, document ON newspaper_publications BEGIN
  DELETE FROM investor_search WHERE source = 'newspaper_publications' AND source_id = old.id;
  INSERT INTO investor_search (name, body, source, source_id)
  VALUES (new.name || ' - ' || new.newspaper || ', ' || new.edition,
          coalesce((SELECT body FROM document_texts WHERE document = new.document), ''), 'newspaper_publications', new.id);
END;
CREATE TRIGGER newspaper_publications_search_delete AFTER DELETE ON newspaper_publications BEGIN
  DELETE FROM investor_search WHERE source = 'newspaper_publications' AND source_id = old.id;
END;

-- Rows that existed before this migration.
INSERT INTO investor_search (name, body, source, source_id)
  SELECT name, '', 'investor_documents', id FROM investor_documents
  UNION ALL SELECT name, '', 'policies', id FROM policies
  UNION ALL SELECT name, '', 'shareholding_patterns', id FROM shareholding_patterns
  UNION ALL SELECT file_name, '', 'material_documents', id FROM material_documents
  UNION ALL SELECT document_name, '', 'offer_documents', id FROM offer_documents;

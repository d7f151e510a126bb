-- The content version (db/content-version.ts) as PostgreSQL has it (migrations-postgres/001_schema.sql):
-- a counter that every write to a content table moves, and nothing else. SQLite's data_version and
-- total_changes() also moved with the registry's health intake (visitors' beacons), sessions and the
-- audit log, so every visit changed the version and with it every page cache key and cached answer.
-- The tables are PostgreSQL's content_version triggers' (content-version.test.ts keeps the two lists equal).
CREATE TABLE content_version (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  version INTEGER NOT NULL
);
INSERT INTO content_version (id, version) VALUES (1, 1);

CREATE TRIGGER offer_documents_content_version_insert AFTER INSERT ON offer_documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER offer_documents_content_version_update AFTER UPDATE ON offer_documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER offer_documents_content_version_delete AFTER DELETE ON offer_documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blog_editors_content_version_insert AFTER INSERT ON blog_editors BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blog_editors_content_version_update AFTER UPDATE ON blog_editors BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blog_editors_content_version_delete AFTER DELETE ON blog_editors BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blog_posts_content_version_insert AFTER INSERT ON blog_posts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blog_posts_content_version_update AFTER UPDATE ON blog_posts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER blog_posts_content_version_delete AFTER DELETE ON blog_posts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER states_content_version_insert AFTER INSERT ON states BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER states_content_version_update AFTER UPDATE ON states BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER states_content_version_delete AFTER DELETE ON states BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER districts_content_version_insert AFTER INSERT ON districts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER districts_content_version_update AFTER UPDATE ON districts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER districts_content_version_delete AFTER DELETE ON districts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER dealers_content_version_insert AFTER INSERT ON dealers BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER dealers_content_version_update AFTER UPDATE ON dealers BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER dealers_content_version_delete AFTER DELETE ON dealers BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER career_openings_content_version_insert AFTER INSERT ON career_openings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER career_openings_content_version_update AFTER UPDATE ON career_openings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER career_openings_content_version_delete AFTER DELETE ON career_openings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER directors_content_version_insert AFTER INSERT ON directors BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER directors_content_version_update AFTER UPDATE ON directors BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER directors_content_version_delete AFTER DELETE ON directors BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER committee_members_content_version_insert AFTER INSERT ON committee_members BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER committee_members_content_version_update AFTER UPDATE ON committee_members BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER committee_members_content_version_delete AFTER DELETE ON committee_members BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER policies_content_version_insert AFTER INSERT ON policies BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER policies_content_version_update AFTER UPDATE ON policies BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER policies_content_version_delete AFTER DELETE ON policies BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER shareholding_patterns_content_version_insert AFTER INSERT ON shareholding_patterns BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER shareholding_patterns_content_version_update AFTER UPDATE ON shareholding_patterns BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER shareholding_patterns_content_version_delete AFTER DELETE ON shareholding_patterns BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER material_documents_content_version_insert AFTER INSERT ON material_documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER material_documents_content_version_update AFTER UPDATE ON material_documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER material_documents_content_version_delete AFTER DELETE ON material_documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_documents_content_version_insert AFTER INSERT ON investor_documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_documents_content_version_update AFTER UPDATE ON investor_documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_documents_content_version_delete AFTER DELETE ON investor_documents BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER credit_ratings_content_version_insert AFTER INSERT ON credit_ratings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER credit_ratings_content_version_update AFTER UPDATE ON credit_ratings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER credit_ratings_content_version_delete AFTER DELETE ON credit_ratings BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_meets_content_version_insert AFTER INSERT ON investor_meets BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_meets_content_version_update AFTER UPDATE ON investor_meets BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_meets_content_version_delete AFTER DELETE ON investor_meets BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER newspaper_publications_content_version_insert AFTER INSERT ON newspaper_publications BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER newspaper_publications_content_version_update AFTER UPDATE ON newspaper_publications BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER newspaper_publications_content_version_delete AFTER DELETE ON newspaper_publications BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER materiality_contacts_content_version_insert AFTER INSERT ON materiality_contacts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER materiality_contacts_content_version_update AFTER UPDATE ON materiality_contacts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER materiality_contacts_content_version_delete AFTER DELETE ON materiality_contacts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_service_contacts_content_version_insert AFTER INSERT ON investor_service_contacts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_service_contacts_content_version_update AFTER UPDATE ON investor_service_contacts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_service_contacts_content_version_delete AFTER DELETE ON investor_service_contacts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER document_texts_content_version_insert AFTER INSERT ON document_texts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER document_texts_content_version_update AFTER UPDATE ON document_texts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER document_texts_content_version_delete AFTER DELETE ON document_texts BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER pending_changes_content_version_insert AFTER INSERT ON pending_changes BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER pending_changes_content_version_update AFTER UPDATE ON pending_changes BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER pending_changes_content_version_delete AFTER DELETE ON pending_changes BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_events_content_version_insert AFTER INSERT ON investor_events BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_events_content_version_update AFTER UPDATE ON investor_events BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER investor_events_content_version_delete AFTER DELETE ON investor_events BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER exchange_holidays_content_version_insert AFTER INSERT ON exchange_holidays BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER exchange_holidays_content_version_update AFTER UPDATE ON exchange_holidays BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER exchange_holidays_content_version_delete AFTER DELETE ON exchange_holidays BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER required_changes_content_version_insert AFTER INSERT ON required_changes BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER required_changes_content_version_update AFTER UPDATE ON required_changes BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;
CREATE TRIGGER required_changes_content_version_delete AFTER DELETE ON required_changes BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END;

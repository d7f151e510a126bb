// Issue 17's part of the seed: dates, sizes and page counts of the investor documents, the text of
// the sample PDFs (search index), and the Reg 46 lists. Also upgrades a database seeded before
// migration 002 (see db/prepare.ts).
import { REG46_DOCUMENT_LIST_KEYS } from '@site/shared/contract/admin-api';
import { documentText } from '../assets/document-text';
import { storedMetrics } from '../assets/document-metrics';
import type { Db } from '../db/database';
import { sampleDocuments } from './catalog';
import {
  SEED_INVESTOR_DOCUMENTS,
  SEED_MATERIAL_DOCUMENTS,
  SEED_OFFER_DOCUMENTS,
  SEED_POLICIES,
  SEED_SHAREHOLDING,
  type InvestorDocumentCategory,
  type NamedDocument,
} from './investor-documents';
import {
  SEED_CREDIT_RATINGS,
  SEED_INVESTOR_MEETS,
  SEED_INVESTOR_SERVICE_CONTACTS,
  SEED_MATERIALITY_CONTACTS,
  SEED_NEWSPAPER_PUBLICATIONS,
} from './reg46';


/** Before any record: the search index reads a record's text when the record is inserted. */
export function seedDocumentTexts(db: Db): void {
  const insert = db.prepare('INSERT OR REPLACE INTO document_texts (document, body) VALUES (?, ?)');
  for (const document of sampleDocuments()) insert.run(document.path, documentText(document));
}

const metricsOf = (path: string | null | undefined) => {
  const metrics = path ? storedMetrics(path) : null;
  return { size: metrics?.size ?? null, pages: metrics?.pages ?? null };
};

/**
 * Dates, sizes and page counts of the spec's lists, matched by document path: fills a fresh seed
 * and a database seeded before 002 alike. A record whose path is not a sample keeps its values.
 */
export function applyDocumentMeta(db: Db): void {
  const tables = [
    { table: 'offer_documents', path: 'file_path', records: SEED_OFFER_DOCUMENTS },
    { table: 'policies', path: 'document', records: SEED_POLICIES },
    { table: 'shareholding_patterns', path: 'document', records: SEED_SHAREHOLDING },
    { table: 'material_documents', path: 'upload_file', records: SEED_MATERIAL_DOCUMENTS },
    { table: 'investor_documents', path: 'document', records: Object.values(SEED_INVESTOR_DOCUMENTS).flat() },
  ] as const;
  for (const { table, path, records } of tables) {
    const update = db.prepare(
      `UPDATE ${table} SET document_date = coalesce(document_date, @date), file_size = coalesce(file_size, @size),
         page_count = coalesce(page_count, @pages) WHERE ${path} = @path`,
    );
    for (const record of records as readonly NamedDocument[]) {
      update.run({ path: record.document.path, date: record.date, ...metricsOf(record.document.path) });
    }
  }
  const period = db.prepare('UPDATE investor_documents SET period_end_date = coalesce(period_end_date, ?) WHERE document = ?');
  for (const record of SEED_INVESTOR_DOCUMENTS['financial-result']) period.run(record.periodEnd ?? null, record.document.path);
}

export function seedReg46(db: Db): void {
  const insertDocument = db.prepare('INSERT INTO investor_documents (category, name, document) VALUES (?, ?, ?)');
  for (const category of REG46_DOCUMENT_LIST_KEYS) {
    for (const record of SEED_INVESTOR_DOCUMENTS[category]) insertDocument.run(category, record.name, record.document.path);
  }

  const insertRating = db.prepare(`
    INSERT INTO credit_ratings (agency, instrument, rating, rating_date, document, file_size, page_count)
    VALUES (@agency, @instrument, @rating, @date, @document, @size, @pages)`);
  for (const rating of SEED_CREDIT_RATINGS) {
    const document = rating.document?.path ?? null;
    insertRating.run({ ...rating, document, ...metricsOf(document) });
  }

  const insertMeet = db.prepare(`
    INSERT INTO investor_meets (title, meet_date, meet_type, venue, presentation, transcript, recording_url, file_size, page_count)
    VALUES (@title, @date, @type, @venue, @presentation, @transcript, NULL, @size, @pages)`);
  for (const meet of SEED_INVESTOR_MEETS) {
    const presentation = meet.presentation?.path ?? null;
    insertMeet.run({ ...meet, presentation, transcript: meet.transcript?.path ?? null, ...metricsOf(presentation) });
  }

  const insertPublication = db.prepare(`
    INSERT INTO newspaper_publications (name, newspaper, edition, document, document_date, file_size, page_count)
    VALUES (@name, @newspaper, @edition, @document, @date, @size, @pages)`);
  for (const publication of SEED_NEWSPAPER_PUBLICATIONS) {
    insertPublication.run({ ...publication, document: publication.document.path, ...metricsOf(publication.document.path) });
  }

  const insertContact = db.prepare('INSERT INTO materiality_contacts (name, designation, phone, email) VALUES (@name, @designation, @phone, @email)');
  for (const contact of SEED_MATERIALITY_CONTACTS) insertContact.run(contact);
  db.prepare(`
    INSERT INTO investor_service_contacts (id, registrar_name, registrar_contact_person, registrar_address, registrar_phone,
      registrar_email, registrar_website, grievance_email)
    VALUES (1, @registrarName, @registrarContactPerson, @registrarAddress, @registrarPhone, @registrarEmail, @registrarWebsite, @grievanceEmail)`,
  ).run(SEED_INVESTOR_SERVICE_CONTACTS);
}

/**
 * A database that held the sample content before migration 002: its records get their dates,
 * sizes and text, and the new lists their sample content. Records added since (newer years) need
 * `--reset`. Runs in one transaction.
 */
export function upgradeSampleContent(db: Db): void {
  db.transaction(() => {
    seedDocumentTexts(db);
    applyDocumentMeta(db);
    // Re-index existing records now that their text is known (the update triggers read it).
    for (const [table, column] of [
      ['investor_documents', 'name'],
      ['policies', 'name'],
      ['shareholding_patterns', 'name'],
      ['material_documents', 'file_name'],
      ['offer_documents', 'document_name'],
    ] as const) {
      db.exec(`UPDATE ${table} SET ${column} = ${column}`);
    }
    seedReg46(db);
  })();
}

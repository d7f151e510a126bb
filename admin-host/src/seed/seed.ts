import { DOCUMENT_LIST_KEYS } from '@site/shared/contract/admin-api';
import type { Db } from '../db/database';
import { SEED_BLOG_POSTS, SEED_EDITORS } from './blog';
import { SEED_COMMITTEE_MEMBERS, SEED_DIRECTORS } from './board';
import { SEED_OPENINGS } from './careers';
import { SEED_DEALERS } from './dealers';
import { SEED_STATES } from './geography';
import {
  SEED_INVESTOR_DOCUMENTS,
  SEED_MATERIAL_DOCUMENTS,
  SEED_OFFER_DOCUMENTS,
  SEED_POLICIES,
  SEED_SHAREHOLDING,
} from './investor-documents';
import { applyDocumentMeta, seedDocumentTexts, seedReg46 } from './investor-archive';
import { seedInvestorEvents } from './investor-calendar';
import { seedExchangeHolidays } from './exchange-holidays';

/** Inserts the whole sample data set in one transaction. Expects empty content tables. */
export function seedDatabase(db: Db): void {
  db.transaction(() => {
    seedDocumentTexts(db);
    const insertOffer = db.prepare('INSERT INTO offer_documents (document_name, file_path) VALUES (?, ?)');
    for (const offer of SEED_OFFER_DOCUMENTS) insertOffer.run(offer.name, offer.document.path);

    const insertEditor = db.prepare('INSERT INTO blog_editors (name, email, profile_image) VALUES (?, ?, ?)');
    const editorIds = new Map<string, number | bigint>();
    for (const editor of SEED_EDITORS) {
      editorIds.set(editor.email, insertEditor.run(editor.name, editor.email, editor.profileImage).lastInsertRowid);
    }
    const insertPost = db.prepare(
      'INSERT INTO blog_posts (title, published_on, image, description_html, editor_id) VALUES (?, ?, ?, ?, ?)',
    );
    for (const post of SEED_BLOG_POSTS) {
      insertPost.run(post.title, post.date, post.image, post.html, editorIds.get(post.editorEmail));
    }

    const insertState = db.prepare('INSERT INTO states (id, name) VALUES (?, ?)');
    const insertDistrict = db.prepare('INSERT INTO districts (id, state_id, name) VALUES (?, ?, ?)');
    for (const state of SEED_STATES) {
      insertState.run(state.id, state.name);
      for (const district of state.districts) insertDistrict.run(district.id, state.id, district.name);
    }

    const insertDealer = db.prepare(`
      INSERT INTO dealers (name, type, sector, state_id, district_id, town, pin, address, phone, location)
      VALUES (@name, @type, @sector, @stateId, @districtId, @town, @pin, @address, @phone, @location)`);
    for (const dealer of SEED_DEALERS) insertDealer.run(dealer);

    const insertOpening = db.prepare(`
      INSERT INTO career_openings (job_role, position, job_location, education, experience)
      VALUES (@jobRole, @position, @location, @education, @experience)`);
    for (const opening of SEED_OPENINGS) insertOpening.run(opening);

    const insertDirector = db.prepare('INSERT INTO directors (pan, name, designation) VALUES (@pan, @name, @designation)');
    for (const director of SEED_DIRECTORS) insertDirector.run(director);

    const insertMember = db.prepare(`
      INSERT INTO committee_members (committee_type, director_name, status, nature_of_directorship)
      VALUES (@committeeType, @directorName, @status, @nature)`);
    for (const member of SEED_COMMITTEE_MEMBERS) insertMember.run(member);

    const insertPolicy = db.prepare('INSERT INTO policies (name, document) VALUES (?, ?)');
    for (const policy of SEED_POLICIES) insertPolicy.run(policy.name, policy.document.path);

    const insertPattern = db.prepare('INSERT INTO shareholding_patterns (name, last_updated, document) VALUES (?, ?, ?)');
    for (const pattern of SEED_SHAREHOLDING) insertPattern.run(pattern.name, pattern.lastUpdated, pattern.document.path);

    const insertMaterial = db.prepare('INSERT INTO material_documents (document_type, file_name, upload_file) VALUES (?, ?, ?)');
    for (const record of SEED_MATERIAL_DOCUMENTS) insertMaterial.run(record.type, record.name, record.document.path);

    const insertDocument = db.prepare('INSERT INTO investor_documents (category, name, document) VALUES (?, ?, ?)');
    // The nine spec lists here; the four Reg 46 ones with the rest of the archive (seedReg46).
    for (const category of DOCUMENT_LIST_KEYS) {
      for (const record of SEED_INVESTOR_DOCUMENTS[category]) insertDocument.run(category, record.name, record.document.path);
    }
    seedReg46(db);
    applyDocumentMeta(db);
    seedInvestorEvents(db);
    seedExchangeHolidays(db);
  })();
}

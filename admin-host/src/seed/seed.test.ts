import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { prepareDatabase, type SeedMode } from '../db/prepare';
import { sampleFilePaths } from '../assets/generate';
import { siteConfig } from '@site/shared/config/site-config';
import { SEED_DIRECTORS } from './board';
import { SEED_DEALERS } from './dealers';
import { SEED_STATES } from './geography';
import { SEED_BLOG_POSTS } from './blog';
import { financialYearLabel, SEED_INVESTOR_DOCUMENTS, SEED_SHAREHOLDING } from './investor-documents';

// First two PIN digits by postal circle: Kerala 67-69, Tamil Nadu 60-64, Karnataka 56-59.
const PIN_PREFIXES: Record<string, RegExp> = { Kerala: /^6[789]/, 'Tamil Nadu': /^6[0-4]/, Karnataka: /^5[6-9]/ };

describe('sample content', () => {
  it('names the Managing Director and the CFO from site config (the public site signs with the same names)', () => {
    for (const officer of [siteConfig.managingDirector, siteConfig.chiefFinancialOfficer]) {
      expect(SEED_DIRECTORS.filter((director) => director.name === officer.name).map((director) => director.designation)).toEqual([officer.designation]);
    }
  });

  it('has the real district lists: Kerala 14, Tamil Nadu 38, Karnataka 31', () => {
    expect(SEED_STATES.map((s) => [s.name, s.districts.length])).toEqual([
      ['Kerala', 14],
      ['Tamil Nadu', 38],
      ['Karnataka', 31],
    ]);
  });

  it('spreads 60+ dealers over every Kerala district and both neighbours, with PINs of their state', () => {
    expect(SEED_DEALERS.length).toBeGreaterThanOrEqual(60);
    const kerala = SEED_STATES[0]!;
    const keralaDistricts = new Set(SEED_DEALERS.filter((d) => d.stateId === kerala.id).map((d) => d.districtId));
    expect(keralaDistricts.size).toBe(14);
    for (const dealer of SEED_DEALERS) {
      const state = SEED_STATES.find((s) => s.id === dealer.stateId)!;
      expect(state.districts.map((d) => d.id), dealer.name).toContain(dealer.districtId);
      expect(dealer.pin, dealer.name).toMatch(PIN_PREFIXES[state.name]!);
      expect(dealer.phone, dealer.name).toMatch(/^[6-9]\d{9}$/);
      if (dealer.address) expect(dealer.address, dealer.name).toContain(dealer.pin);
    }
    expect(new Set(SEED_DEALERS.map((d) => d.stateId)).size).toBe(3);
    for (const type of [1, 2]) for (const sector of [1, 2]) expect(SEED_DEALERS.some((d) => d.type === type && d.sector === sector)).toBe(true);
    expect(new Set(SEED_DEALERS.map((d) => d.name)).size).toBe(SEED_DEALERS.length);
  });

  it('includes the awkward records the client must handle', () => {
    const isUrl = (text: string) => URL.canParse(text);
    expect(SEED_DEALERS.filter((d) => d.address === null).length).toBeGreaterThanOrEqual(3);
    expect(SEED_DEALERS.filter((d) => d.location && !isUrl(d.location)).map((d) => d.location)).toContain('Near KSRTC bus stand');
    expect(SEED_DEALERS.filter((d) => d.location && isUrl(d.location)).length).toBeGreaterThan(SEED_DEALERS.length / 2);
    expect(SEED_SHAREHOLDING.filter((s) => Number.isNaN(Date.parse(s.lastUpdated))).map((s) => s.lastUpdated)).toEqual(['Not updated']);
  });

  it('dates blog posts as real YYYY-MM-DD days, newest first', () => {
    const dates = SEED_BLOG_POSTS.map((p) => p.date);
    for (const date of dates) expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10)).toBe(date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('points every stored file path at a file the generator makes', () => {
    const { db } = prepareDatabase(':memory:', 'if-empty');
    const generated = new Set(sampleFilePaths());
    const stored = db
      .prepare<[], { path: string }>(
        `SELECT file_path AS path FROM offer_documents UNION SELECT image FROM blog_posts UNION SELECT profile_image FROM blog_editors
         UNION SELECT document FROM policies UNION SELECT document FROM shareholding_patterns
         UNION SELECT upload_file FROM material_documents UNION SELECT document FROM investor_documents
         UNION SELECT document FROM credit_ratings WHERE document IS NOT NULL
         UNION SELECT presentation FROM investor_meets WHERE presentation IS NOT NULL
         UNION SELECT transcript FROM investor_meets WHERE transcript IS NOT NULL
         UNION SELECT document FROM newspaper_publications`,
      )
      .all()
      .map((row) => row.path);
    expect(stored.length).toBeGreaterThan(150);
    expect(stored.filter((p) => !generated.has(p))).toEqual([]);
    db.close();
  });

  it('reseeds to the same content on --reset (no duplicates) and empties it on --empty', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'seed-')), 'site.db');
    const snapshot = (mode: SeedMode) => {
      const { db, seeded } = prepareDatabase(file, mode);
      const rows = db.prepare('SELECT id, name, pin, address FROM dealers ORDER BY id').all();
      db.close();
      return { rows, seeded };
    };
    const first = snapshot('if-empty');
    expect(first.seeded).toBe(true);
    expect(snapshot('if-empty')).toEqual({ rows: first.rows, seeded: false });
    expect(snapshot('reset')).toEqual({ rows: first.rows, seeded: true });
    expect(snapshot('empty')).toEqual({ rows: [], seeded: false });
    expect(snapshot('if-empty').rows).toEqual(first.rows);
  });

  it('labels financial years April to March', () => {
    expect(financialYearLabel('2024-03-31')).toBe('Financial Year 2023-24');
    expect(financialYearLabel('2024-04-01')).toBe('Financial Year 2024-25');
    expect(financialYearLabel('2099-12-31')).toBe('Financial Year 2099-00');
  });

  it('dates every investor document on a real day no later than today (2026-11-23), results after their period', () => {
    for (const [category, records] of Object.entries(SEED_INVESTOR_DOCUMENTS)) {
      for (const record of records) {
        expect(new Date(`${record.date}T00:00:00Z`).toISOString().slice(0, 10), record.name).toBe(record.date);
        expect(record.date! <= '2026-11-23', record.name).toBe(true);
        if (category === 'financial-result') expect(record.periodEnd! < record.date!, record.name).toBe(true);
      }
    }
  });
});

// Generates the four brochure PDFs (names from shared/src/config/brochures.ts) from the same data
// modules the product pages render, into dist/brochures/ (after `rspack build`, whose `clean`
// empties dist). Deterministic: fixed metadata dates and a seeded Math.random for pdf-lib's
// subset-font name tags, so the same data always gives the same bytes.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BROCHURES, type BrochureId } from '@site/shared/config/brochures';
import { siteConfig } from '@site/shared/config/site-config';
import { APPROVALS } from '../src/data/approvals.ts';
import {
  CONDUIT_ADVANTAGES,
  CONDUIT_AVAILABILITY_NOTES,
  CONDUIT_CLASS_ORDER,
  CONDUIT_CLASSES,
  CONDUIT_ENDS_TEXT,
  CONDUIT_FEATURES,
  CONDUIT_INTRO,
  CONDUIT_QUALITY_TESTS,
  CONDUIT_SPEC_NOT_GIVEN,
  CONDUIT_SPEC_NOTE,
  CONDUIT_SPECS,
  ISI_CONDUITS,
  NON_ISI_CONDUITS,
  type ConduitPackRow,
} from '../src/data/conduits.ts';
import {
  ELECTRICAL_FITTINGS_INTRO,
  FITTING_CLASSES,
  FITTING_COLOUR_NOTE,
  FITTING_GROUPS,
  FITTING_QUALITY_ANALYSIS,
} from '../src/data/electrical-fittings.ts';
import { MALAYALAM_BROCHURE } from '../src/data/malayalam.ts';
import { FLEXIBLE_CONDUITS, GARDEN_HOSES, HOSE_SIZES, SOLVENT_CEMENT, WATER_TANKS } from '../src/data/other-products.ts';
import { WATER_FITTING_QUALITY, WATER_FITTING_TABLES, WATER_PIPE_FITTINGS_INTRO } from '../src/data/water-pipe-fittings.ts';
import {
  PRINTING_COLOURS,
  WATER_PIPE_BRANDS,
  WATER_PIPE_FEATURES,
  WATER_PIPE_INTRO,
  WATER_PIPE_QUALITY_TESTS,
  WATER_PIPE_SIZES_TEXT,
} from '../src/data/water-pipes.ts';
import { brochurePicture } from './brochures/brochure-pictures.ts';
import { PdfWriter } from './brochures/pdf-writer.ts';
import { createRandom } from '@site/shared/random/seeded-random';

const here = path.dirname(fileURLToPath(import.meta.url));
const defaultOutDir = path.join(here, '..', 'dist', 'brochures');
const c = siteConfig;
const footer = `${c.companyName} · ${c.siteUrl.replace(/^https?:\/\//, '')} · ${c.supportPhone}`;

const classList = (row: ConduitPackRow) => row.classes.map((id) => `${CONDUIT_CLASSES[id].name} (${CONDUIT_CLASSES[id].code})`).join(', ');
const packRows = (rows: readonly ConduitPackRow[]) =>
  rows.map((row) => [`${row.size} mm`, classList(row), String(row.metresPerPack), String(row.lengthsPerPack), CONDUIT_ENDS_TEXT[row.ends]]);
const PACK_COLUMNS = ['Size', 'Classes', 'Metres per pack', 'Lengths per pack', 'Ends'];
const mm2 = (n: number) => n.toFixed(2);

function contact(w: PdfWriter, heading = 'Contact us'): void {
  w.heading(heading, 13);
  w.paragraph(`${c.companyName}, ${c.headOffice.lines.join(', ')}`);
  w.paragraph(`Phone ${c.supportPhone} · Landline ${c.landline} · ${c.contactEmail} · ${c.siteUrl}`);
}

function conduitSection(w: PdfWriter): void {
  w.heading('Rigid PVC electrical conduits');
  w.paragraph(CONDUIT_INTRO.lead);
  for (const p of CONDUIT_INTRO.description) w.paragraph(p);
  w.table({
    caption: 'Classes by colour',
    columns: ['Class', 'Colour', 'Use'],
    rows: CONDUIT_CLASS_ORDER.map((id) => {
      const info = CONDUIT_CLASSES[id];
      return [`${info.code} — ${info.name}`, info.colourName, info.use];
    }),
    widths: [1.2, 0.8, 4],
  });
  w.table({ caption: 'ISI range, IS 9537 (Part 3): packing per bundle', columns: PACK_COLUMNS, rows: packRows(ISI_CONDUITS), widths: [0.8, 2.6, 1, 1, 1.6], numeric: [2, 3] });
  w.table({ caption: 'Non-ISI range: packing per bundle', columns: PACK_COLUMNS, rows: packRows(NON_ISI_CONDUITS), widths: [0.8, 2.6, 1, 1, 1.6], numeric: [2, 3] });
  w.table({
    caption: 'Technical specification, ISI range (mm)',
    columns: ['Size and class', 'OD tolerance', 'Wall min', 'Wall max'],
    rows: CONDUIT_SPECS.map((row) => [
      row.label,
      row.odToleranceMm.toFixed(1),
      ...(row.wallThickness ? [mm2(row.wallThickness.min), mm2(row.wallThickness.max)] : [CONDUIT_SPEC_NOT_GIVEN, '']),
    ]),
    widths: [2.2, 1, 2, 1],
    numeric: [1],
  });
  w.paragraph(CONDUIT_SPEC_NOTE);
  w.heading('Availability', 12);
  w.bullets(CONDUIT_AVAILABILITY_NOTES);
  w.heading('Advantages', 12);
  w.titled(CONDUIT_ADVANTAGES);
  w.heading('Features', 12);
  w.titled(CONDUIT_FEATURES);
  w.heading(`Quality tests (${CONDUIT_QUALITY_TESTS.length})`, 12);
  w.titled(CONDUIT_QUALITY_TESTS, 10, true);
}

function fittingsSection(w: PdfWriter): void {
  w.heading('Electrical fittings');
  w.paragraph(ELECTRICAL_FITTINGS_INTRO.lead);
  w.table({ caption: 'Classes of fittings', columns: ['Class', 'Material', 'About'], rows: FITTING_CLASSES.map((f) => [f.name, f.material, f.text]), widths: [1, 1.3, 4] });
  w.paragraph(FITTING_COLOUR_NOTE.text);
  w.table({
    caption: 'Standard packs',
    columns: ['Fitting', 'Size', 'Standard pack'],
    rows: FITTING_GROUPS.flatMap((group) => group.cards.flatMap((card) => card.sizes.map((size, i) => [card.title, size, card.standardPacks[i]!]))),
    widths: [2, 1.2, 1.2],
    numeric: [2],
  });
  w.heading('Quality analysis', 12);
  w.titled(FITTING_QUALITY_ANALYSIS, 10, true);
}

function waterPipeSection(w: PdfWriter): void {
  w.heading('uPVC water pipes (IS 4985)');
  w.paragraph(WATER_PIPE_INTRO.lead);
  for (const p of WATER_PIPE_INTRO.description) w.paragraph(p);
  w.heading('Features', 12);
  w.titled(WATER_PIPE_FEATURES);
  w.heading('Brands', 12);
  w.titled(WATER_PIPE_BRANDS.map((b) => ({ title: b.name, text: b.text })));
  w.table({
    caption: 'Printing colour by class',
    columns: ['Pressure', 'Class', 'Printing colour'],
    rows: PRINTING_COLOURS.map((p) => [p.pressure === null ? '—' : `${p.pressure} kg/cm²`, p.classLabel, p.colourName]),
  });
  w.heading('Sizes and dimensions', 12);
  for (const p of WATER_PIPE_SIZES_TEXT) w.paragraph(p);
  w.heading('Quality tests', 12);
  w.titled(WATER_PIPE_QUALITY_TESTS, 10, true);
  w.heading('Water pipe fittings');
  w.paragraph(WATER_PIPE_FITTINGS_INTRO.lead);
  w.table({
    caption: 'Water pipe fittings: standard packs',
    columns: ['Fitting', 'Size', 'Standard pack'],
    rows: WATER_FITTING_TABLES.flatMap((t) => t.rows.map((r) => [t.name, r.size, r.standardPack])),
    widths: [1.5, 1.5, 1.2],
    numeric: [2],
  });
  w.heading('Fittings quality', 12);
  w.titled(WATER_FITTING_QUALITY, 10, true);
}

async function electrical(): Promise<Uint8Array> {
  const w = await PdfWriter.create(BROCHURES.electrical.label, footer);
  w.cover(c.companyName.toUpperCase(), 'Electrical Brochure', 'Rigid PVC conduits (IS 9537 Part 3) and electrical fittings');
  await w.pictures([{ jpeg: await brochurePicture('conduit-hero', 1280), caption: 'Rigid PVC conduits in the light, medium and heavy classes' }], 16 / 9);
  conduitSection(w);
  await w.pictures(
    [
      { jpeg: await brochurePicture('fitting-elbow', 400), caption: 'Elbow' },
      { jpeg: await brochurePicture('fitting-circular-box', 400), caption: 'Circular junction box' },
      { jpeg: await brochurePicture('fitting-coupler', 400), caption: 'Coupler' },
    ],
    4 / 3,
  );
  fittingsSection(w);
  contact(w);
  return w.save();
}

async function corporate(): Promise<Uint8Array> {
  const w = await PdfWriter.create(BROCHURES.corporate.label, footer);
  w.cover(c.companyName.toUpperCase(), 'Corporate Brochure', c.tagline);
  await w.pictures(
    [
      { jpeg: await brochurePicture('conduit-bundle-medium', 400), caption: 'Rigid PVC conduits' },
      { jpeg: await brochurePicture('water-tank', 400), caption: 'Water tanks' },
      { jpeg: await brochurePicture('garden-hose', 400), caption: 'Garden hose' },
    ],
    4 / 3,
  );
  w.heading('Who we are');
  w.paragraph(
    `${c.companyName} was founded in ${c.founded} and makes rigid PVC electrical conduits and fittings, uPVC water pipes and fittings, flexible conduits, solvent cement, garden and suction hoses and water tanks. The company is ISI and ISO certified and runs ${c.plants.length} manufacturing units.`,
  );
  w.heading('Manufacturing units', 12);
  w.bullets(c.plants.map((plant) => `${plant.label}: ${plant.lines.join(', ')}`));
  w.heading('What we make', 12);
  w.titled([
    { title: CONDUIT_INTRO.title, text: CONDUIT_INTRO.lead },
    { title: ELECTRICAL_FITTINGS_INTRO.title, text: ELECTRICAL_FITTINGS_INTRO.lead },
    { title: WATER_PIPE_INTRO.title, text: WATER_PIPE_INTRO.lead },
    { title: WATER_PIPE_FITTINGS_INTRO.title, text: WATER_PIPE_FITTINGS_INTRO.lead },
    ...[FLEXIBLE_CONDUITS, SOLVENT_CEMENT, GARDEN_HOSES, WATER_TANKS].map((p) => ({ title: p.title, text: p.lead })),
  ]);
  w.heading('Approvals and certifications', 12);
  w.bullets(APPROVALS.map((a) => a.name));
  w.table({ caption: 'Conduit range at a glance (ISI, IS 9537 Part 3)', columns: PACK_COLUMNS, rows: packRows([...ISI_CONDUITS, ...NON_ISI_CONDUITS]), widths: [0.8, 2.6, 1, 1, 1.6], numeric: [2, 3] });
  w.table({
    caption: 'Garden and suction hoses',
    columns: ['Size', 'Coil lengths'],
    rows: HOSE_SIZES.map((h) => [`${h.sizeMm} mm`, h.lengthsM.map((l) => `${l} m`).join(', ')]),
  });
  w.heading('Offices', 12);
  w.bullets([c.registeredOffice, c.corporateOffice].map((o) => `${o.label}: ${o.lines.join(', ')}`));
  w.paragraph(`Company registration number (CIN): ${c.registrationNumber}`);
  contact(w);
  return w.save();
}

async function waterPipes(): Promise<Uint8Array> {
  const w = await PdfWriter.create(BROCHURES.waterPipes.label, footer);
  w.cover(c.companyName.toUpperCase(), 'Water Pipes Brochure', 'uPVC pipes to IS 4985, 20–200 mm, 2.5–12.5 kg/cm², and fittings');
  await w.pictures([{ jpeg: await brochurePicture('water-pipe-hero', 1280), caption: 'uPVC water pipes, each printed in its pressure class colour' }], 16 / 9);
  waterPipeSection(w);
  await w.pictures(
    [
      { jpeg: await brochurePicture('water-fitting-tee', 400), caption: 'Tee' },
      { jpeg: await brochurePicture('water-fitting-elbow', 400), caption: 'Elbow' },
      { jpeg: await brochurePicture('water-fitting-reducer', 400), caption: 'Reducer' },
    ],
    4 / 3,
  );
  contact(w);
  return w.save();
}

async function malayalam(): Promise<Uint8Array> {
  const m = MALAYALAM_BROCHURE;
  const w = await PdfWriter.create(BROCHURES.malayalam.label, footer);
  w.doc.setLanguage('ml-IN');
  w.cover(c.companyName.toUpperCase(), m.title, m.subtitle);
  await w.pictures([{ jpeg: await brochurePicture('conduit-hero', 1280), caption: m.coverPictureCaption }], 16 / 9);
  w.heading(m.summaryHeading);
  for (const p of m.summary) w.paragraph(p, 11);
  w.heading(m.productsHeading);
  w.bullets(m.products, 11);
  w.table({
    caption: m.packTableHeading,
    columns: m.packTableColumns,
    rows: [...ISI_CONDUITS, ...NON_ISI_CONDUITS].map((row) => [
      row.size === 19 ? m.nonIsiNote : `${row.size}`,
      row.classes.map((id) => m.classNames[id]).join(', '),
      String(row.metresPerPack),
      String(row.lengthsPerPack),
    ]),
    widths: [1.3, 2, 1.2, 1.3],
    numeric: [2, 3],
    fontSize: 10,
  });
  w.heading(m.contactHeading, 13);
  w.paragraph(`${c.supportPhone} · ${c.landline} · ${c.contactEmail} · ${c.siteUrl}`, 11);
  return w.save();
}

const BUILDERS: Readonly<Record<BrochureId, () => Promise<Uint8Array>>> = { electrical, corporate, waterPipes, malayalam };

export async function generateBrochures(outDir = defaultOutDir): Promise<Record<BrochureId, string>> {
  await mkdir(outDir, { recursive: true });
  const random = Math.random;
  const written = {} as Record<BrochureId, string>;
  try {
    for (const id of Object.keys(BUILDERS) as BrochureId[]) {
      Math.random = createRandom(1994);
      const bytes = await BUILDERS[id]();
      const file = path.join(outDir, BROCHURES[id].fileName);
      await writeFile(file, bytes);
      written[id] = file;
      console.log(`${BROCHURES[id].fileName}: ${(bytes.length / 1024).toFixed(1)} KiB`);
    }
  } finally {
    Math.random = random;
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await generateBrochures(process.argv[2] ? path.resolve(process.argv[2]) : defaultOutDir);
}

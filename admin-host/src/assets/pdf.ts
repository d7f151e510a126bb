import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { siteConfig } from '@site/shared/config/site-config';
import type { SampleDocument } from '../seed/sample-files';
import { documentBody } from './document-text';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BRAND = rgb(0, 0x4f / 255, 0x87 / 255);
const INK = rgb(0.13, 0.13, 0.13);
const MUTED = rgb(0.4, 0.4, 0.4);
// Fixed so that the same document always produces the same bytes.
const DOCUMENT_DATE = new Date('2024-11-01T00:00:00.000Z');
const SAMPLE_NOTICE = 'Sample document of a fictional company, generated for the website demo.';

/** The standard PDF fonts only encode WinAnsi; keep sample text to plain ASCII. */
function plain(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7e]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of plain(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function drawFooter(page: PDFPage, font: PDFFont, pageNumber: number): void {
  page.drawText(plain(`${siteConfig.companyName} | CIN ${siteConfig.registrationNumber}`), {
    x: MARGIN, y: 32, size: 8, font, color: MUTED,
  });
  page.drawText(`Page ${pageNumber}`, { x: A4[0] - MARGIN - 30, y: 32, size: 8, font, color: MUTED });
}

function drawTitlePage(pdf: PDFDocument, document: SampleDocument, regular: PDFFont, bold: PDFFont): void {
  const page = pdf.addPage(A4);
  const [width, height] = A4;
  page.drawRectangle({ x: 0, y: height - 180, width, height: 180, color: BRAND });
  page.drawText(plain(siteConfig.companyName), { x: MARGIN, y: height - 90, size: 26, font: bold, color: rgb(1, 1, 1) });
  page.drawText(plain(siteConfig.tagline), { x: MARGIN, y: height - 118, size: 11, font: regular, color: rgb(0.85, 0.92, 1) });
  page.drawText(plain(siteConfig.location), { x: MARGIN, y: height - 140, size: 11, font: regular, color: rgb(0.85, 0.92, 1) });

  let y = height - 320;
  for (const line of wrap(document.title, bold, 24, width - 2 * MARGIN)) {
    page.drawText(line, { x: MARGIN, y, size: 24, font: bold, color: INK });
    y -= 32;
  }
  page.drawRectangle({ x: MARGIN, y: y - 4, width: 80, height: 4, color: BRAND });
  page.drawText(plain(document.financialYear), { x: MARGIN, y: y - 36, size: 16, font: regular, color: INK });

  const office = siteConfig.registeredOffice;
  let officeY = 150;
  page.drawText(plain(office.label), { x: MARGIN, y: officeY, size: 10, font: bold, color: INK });
  for (const line of office.lines) {
    officeY -= 14;
    page.drawText(plain(line), { x: MARGIN, y: officeY, size: 10, font: regular, color: INK });
  }
  page.drawText(SAMPLE_NOTICE, { x: MARGIN, y: 60, size: 8, font: regular, color: MUTED });
  drawFooter(page, regular, 1);
}

function drawBodyPage(pdf: PDFDocument, document: SampleDocument, regular: PDFFont, bold: PDFFont): void {
  const page = pdf.addPage(A4);
  const [width, height] = A4;
  const body = documentBody(document);
  const textWidth = width - 2 * MARGIN;
  let y = height - MARGIN - 10;

  page.drawText(plain(siteConfig.companyName), { x: MARGIN, y, size: 9, font: bold, color: BRAND });
  y -= 36;
  for (const line of wrap(body.heading, bold, 16, textWidth)) {
    page.drawText(line, { x: MARGIN, y, size: 16, font: bold, color: INK });
    y -= 22;
  }
  y -= 8;
  for (const paragraph of body.paragraphs) {
    for (const line of wrap(paragraph, regular, 11, textWidth)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font: regular, color: INK });
      y -= 16;
    }
    y -= 10;
  }
  if (body.table) {
    y -= 6;
    body.table.forEach((row, rowIndex) => {
      const font = rowIndex === 0 ? bold : regular;
      if (rowIndex === 0) page.drawRectangle({ x: MARGIN - 4, y: y - 5, width: textWidth + 8, height: 20, color: rgb(0.9, 0.94, 0.97) });
      page.drawText(plain(row[0] ?? ''), { x: MARGIN, y, size: 10, font, color: INK });
      const value = plain(row[1] ?? '');
      page.drawText(value, { x: width - MARGIN - font.widthOfTextAtSize(value, 10), y, size: 10, font, color: INK });
      y -= 20;
    });
  }
  drawFooter(page, regular, 2);
}

/** A two-page PDF: title page (company, title, financial year) and a page of body text. */
export async function renderDocumentPdf(document: SampleDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(plain(document.title));
  pdf.setAuthor(plain(siteConfig.companyName));
  pdf.setSubject(plain(document.financialYear));
  pdf.setCreator('admin-host sample generator');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(DOCUMENT_DATE);
  pdf.setModificationDate(DOCUMENT_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  drawTitlePage(pdf, document, regular, bold);
  drawBodyPage(pdf, document, regular, bold);
  return pdf.save({ useObjectStreams: true });
}

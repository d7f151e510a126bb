// A small flowing-layout writer on pdf-lib: headings, paragraphs, bullet lists and tables that
// break across A4 pages, with a header band and page footers. Text in Malayalam script is set
// in Noto Sans Malayalam, everything else in Noto Sans (see fonts.ts).
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { embedBrochureFonts, scriptRuns, type BrochureFonts } from './fonts.ts';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const CONTENT_WIDTH = A4.width - 2 * MARGIN;
const FOOTER_SPACE = 40;
const BRAND = rgb(0, 0x4f / 255, 0x87 / 255); // #004F87, spec §9
const BRAND_LIGHT = rgb(0xe6 / 255, 0xf0 / 255, 0xf7 / 255);
const TEXT = rgb(0x1d / 255, 0x24 / 255, 0x30 / 255);
const MUTED = rgb(0x4f / 255, 0x5b / 255, 0x6b / 255);
const RULE = rgb(0xc9 / 255, 0xd2 / 255, 0xdc / 255);

/** Stand-ins for characters the Latin font subset lacks. */
const FALLBACK: Readonly<Record<string, string>> = { '²': '2', '³': '3', '≤': '<=', '≥': '>=' };

export interface TableSpec {
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Relative column widths (default: equal). */
  widths?: readonly number[];
  /** Columns aligned right (numbers). */
  numeric?: readonly number[];
  fontSize?: number;
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly fonts: BrochureFonts,
    private readonly footerText: string,
  ) {}

  static async create(title: string, footerText: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    // Fixed metadata dates: the same data always gives the same file.
    const fixed = new Date(Date.UTC(2023, 0, 1));
    doc.setTitle(title);
    doc.setAuthor('Kallada Polypipes Limited');
    doc.setCreator('mfe-products/scripts/generate-brochures.ts');
    doc.setProducer('pdf-lib');
    doc.setCreationDate(fixed);
    doc.setModificationDate(fixed);
    doc.setLanguage('en-IN');
    const writer = new PdfWriter(doc, await embedBrochureFonts(doc), footerText);
    writer.newPage();
    return writer;
  }

  private newPage(): void {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN;
  }

  private ensure(height: number): void {
    if (this.y - height < MARGIN + FOOTER_SPACE) this.newPage();
  }

  private runs(text: string) {
    return scriptRuns(text).map((run) =>
      run.malayalam
        ? run
        : { ...run, text: [...run.text].map((ch) => (this.fonts.hasLatinGlyph(ch.codePointAt(0)!) ? ch : (FALLBACK[ch] ?? '?'))).join('') },
    );
  }

  /** Width of mixed-script text. */
  width(text: string, size: number, bold = false): number {
    return this.runs(text).reduce((sum, run) => sum + this.fontFor(run.malayalam, bold).widthOfTextAtSize(run.text, size), 0);
  }

  private fontFor(malayalam: boolean, bold: boolean): PDFFont {
    if (malayalam) return bold ? this.fonts.malayalamBold : this.fonts.malayalam;
    return bold ? this.fonts.bold : this.fonts.regular;
  }

  private draw(text: string, x: number, y: number, size: number, bold = false, color: RGB = TEXT): void {
    let cursor = x;
    for (const run of this.runs(text)) {
      const font = this.fontFor(run.malayalam, bold);
      this.page.drawText(run.text, { x: cursor, y, size, font, color });
      cursor += font.widthOfTextAtSize(run.text, size);
    }
  }

  private wrap(text: string, size: number, maxWidth: number, bold = false): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(candidate, size, bold) > maxWidth) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /** The brand band at the top of the first page. */
  cover(kicker: string, title: string, subtitle: string): void {
    const height = 120;
    this.page.drawRectangle({ x: 0, y: A4.height - height, width: A4.width, height, color: BRAND });
    this.draw(kicker, MARGIN, A4.height - 36, 11, true, rgb(1, 1, 1));
    this.draw(title, MARGIN, A4.height - 70, 24, true, rgb(1, 1, 1));
    this.draw(subtitle, MARGIN, A4.height - 96, 11, false, rgb(0.9, 0.94, 0.97));
    this.y = A4.height - height - 28;
  }

  /**
   * Pictures side by side across the content width (one: the full width), each `aspect` wide per
   * tall, with a caption under each; JPEG bytes (brochure-pictures.ts makes them from the renders).
   */
  async pictures(items: readonly { jpeg: Uint8Array; caption: string }[], aspect: number): Promise<void> {
    const gap = 12;
    const width = (CONTENT_WIDTH - gap * (items.length - 1)) / items.length;
    const height = width / aspect;
    const captionSize = 8.5;
    this.ensure(height + captionSize * 2 + 8);
    for (const [i, item] of items.entries()) {
      const image = await this.doc.embedJpg(item.jpeg);
      const x = MARGIN + i * (width + gap);
      this.page.drawImage(image, { x, y: this.y - height, width, height });
      this.draw(item.caption, x, this.y - height - captionSize - 4, captionSize, false, MUTED);
    }
    this.y -= height + captionSize * 2 + 12;
  }

  heading(text: string, size = 15): void {
    this.ensure(size * 3);
    this.y -= size * 0.6;
    this.draw(text, MARGIN, this.y - size, size, true, BRAND);
    this.y -= size + 10;
  }

  paragraph(text: string, size = 10, color: RGB = TEXT): void {
    const lineHeight = size * 1.5;
    for (const line of this.wrap(text, size, CONTENT_WIDTH)) {
      this.ensure(lineHeight);
      this.draw(line, MARGIN, this.y - size, size, false, color);
      this.y -= lineHeight;
    }
    this.y -= size * 0.6;
  }

  bullets(items: readonly string[], size = 10): void {
    const lineHeight = size * 1.5;
    for (const item of items) {
      const lines = this.wrap(item, size, CONTENT_WIDTH - 14);
      lines.forEach((line, i) => {
        this.ensure(lineHeight);
        if (i === 0) this.page.drawCircle({ x: MARGIN + 4, y: this.y - size * 0.65, size: 1.8, color: BRAND });
        this.draw(line, MARGIN + 14, this.y - size, size);
        this.y -= lineHeight;
      });
    }
    this.y -= size * 0.6;
  }

  /** Titled items: a bold title and its sentence on one flowing line. */
  titled(items: readonly { title: string; text: string }[], size = 10, numbered = false): void {
    this.bullets(
      items.map((item, i) => `${numbered ? `${i + 1}. ` : ''}${item.title}: ${item.text}`),
      size,
    );
  }

  table({ caption, columns, rows, widths, numeric = [], fontSize = 9 }: TableSpec): void {
    const weights = widths ?? columns.map(() => 1);
    const total = weights.reduce((a, b) => a + b, 0);
    const colWidths = weights.map((w) => (w / total) * CONTENT_WIDTH);
    const pad = 4;
    const lineHeight = fontSize * 1.35;
    const cellLines = (row: readonly string[], bold: boolean) => row.map((cell, i) => this.wrap(cell, fontSize, colWidths[i]! - 2 * pad, bold));
    const rowHeight = (lines: string[][]) => Math.max(...lines.map((l) => l.length)) * lineHeight + 2 * pad;

    const drawRow = (row: readonly string[], header: boolean, shaded: boolean) => {
      const lines = cellLines(row, header);
      const height = rowHeight(lines);
      if (this.y - height < MARGIN + FOOTER_SPACE) {
        this.newPage();
        if (!header) drawRow(columns, true, false);
      }
      const top = this.y;
      if (header || shaded) {
        this.page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: header ? BRAND : BRAND_LIGHT });
      }
      let x = MARGIN;
      lines.forEach((cellText, i) => {
        cellText.forEach((line, j) => {
          const w = this.width(line, fontSize, header);
          const tx = numeric.includes(i) && !header ? x + colWidths[i]! - pad - w : x + pad;
          this.draw(line, tx, top - pad - fontSize - j * lineHeight + 1, fontSize, header, header ? rgb(1, 1, 1) : TEXT);
        });
        x += colWidths[i]!;
      });
      this.page.drawLine({ start: { x: MARGIN, y: top - height }, end: { x: MARGIN + CONTENT_WIDTH, y: top - height }, thickness: 0.5, color: RULE });
      this.y -= height;
    };

    this.ensure(lineHeight * 4 + 20);
    this.draw(caption, MARGIN, this.y - 11, 10, true, BRAND);
    this.y -= 18;
    drawRow(columns, true, false);
    rows.forEach((row, i) => drawRow(row, false, i % 2 === 1));
    this.y -= 14;
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Page footers ("n / N") and the file's bytes. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, index) => {
      page.drawLine({ start: { x: MARGIN, y: MARGIN + 14 }, end: { x: A4.width - MARGIN, y: MARGIN + 14 }, thickness: 0.5, color: RULE });
      this.page = page;
      this.draw(this.footerText, MARGIN, MARGIN, 8, false, MUTED);
      const label = `${index + 1} / ${pages.length}`;
      this.draw(label, A4.width - MARGIN - this.width(label, 8), MARGIN, 8, false, MUTED);
    });
    return this.doc.save({ useObjectStreams: false });
  }
}

// The text of an uploaded PDF, for the investor search (issue 17): read with PDF.js (Mozilla's
// pdfjs-dist) right after the upload is checked, stored in document_texts in the record's own
// transaction, where the search triggers pick it up. Bounded: at most MAX_TEXT_PAGES pages and
// MAX_TEXT_CHARS characters; a PDF whose text cannot be read (scanned images, odd fonts) is still
// published and is found by its name only.

export const MAX_TEXT_PAGES = 200;
export const MAX_TEXT_CHARS = 200_000;

export async function extractPdfText(bytes: Uint8Array): Promise<string> {
  // Loaded on the first upload, not at start: PDF.js takes about 100 ms to import, which every
  // admin-host process (and every test worker) would otherwise pay for nothing.
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // PDF.js takes ownership of the buffer it is given: hand it a copy.
  const task = getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, disableFontFace: true, useSystemFonts: false, verbosity: 0 });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= Math.min(document.numPages, MAX_TEXT_PAGES) && length < MAX_TEXT_CHARS; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ' '}` : '')).join('');
      pages.push(text);
      length += text.length;
      page.cleanup();
    }
    return pages.join('\n').replace(/[^\S\n]+/g, ' ').replace(/\n\s*/g, '\n').trim().slice(0, MAX_TEXT_CHARS);
  } catch {
    return '';
  } finally {
    await task.destroy();
  }
}

import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderDocumentPdf } from '../../assets/pdf';
import { sampleDocuments } from '../../seed/catalog';
import { ACTIVE_PDFS, activePdf, samplePdf } from '../test-helpers';
import { activeContentMessage, findActiveContent } from './pdf-active-content';
import { checkPdf, UploadError } from './pdf-upload';

const activeIn = async (bytes: Uint8Array) => findActiveContent(await PDFDocument.load(bytes), bytes);

describe('active content in PDFs', () => {
  it('finds each kind, saved with object streams (compressed, invisible to a scan of the bytes)', async () => {
    const expected: Record<keyof typeof ACTIVE_PDFS, string[]> = {
      openActionJavaScript: ['javascript', 'autoAction'],
      pageAdditionalAction: ['autoAction'],
      javascriptNameTree: ['javascript'],
      launchLink: ['launch'],
      javascriptLink: ['javascript'],
      embeddedFile: ['embeddedFile'],
      xfaForm: ['xfa'],
    };
    for (const [kind, found] of Object.entries(expected)) expect(await activeIn(await activePdf(kind as keyof typeof ACTIVE_PDFS)), kind).toEqual(found);
  });

  it('finds names written with #xx escapes, as hand-made files hide them', async () => {
    const bytes = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n' +
        '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj\n4 0 obj << /S /J#61vaScript /J#53 (app.alert\\(1\\)) >> endobj\n' +
        'trailer << /Root 1 0 R >>\n%%EOF\n',
      'latin1',
    );
    expect(await activeIn(bytes)).toEqual(['javascript', 'autoAction']);
  });

  it('keeps what documents normally have: links to web and e-mail addresses, a page to open at', async () => {
    const doc = await PDFDocument.create();
    const page = doc.addPage([200, 200]);
    doc.catalog.set(PDFName.of('OpenAction'), doc.context.obj([page.ref, 'Fit']));
    page.node.set(
      PDFName.of('Annots'),
      doc.context.obj([
        doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 50, 50], A: { S: 'URI', URI: PDFString.of('https://www.kalladapolypipes.example/investors') } }),
        doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [50, 0, 100, 50], A: { S: 'URI', URI: PDFString.of('mailto:investors@kalladapolypipes.example') } }),
        doc.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [100, 0, 150, 50], A: { S: 'GoTo', D: [page.ref, 'Fit'] } }),
      ]),
    );
    expect(await activeIn(await doc.save())).toEqual([]);
    expect(await activeIn(await samplePdf('plain'))).toEqual([]);
  });

  it('finds none in the site’s own sample documents', async () => {
    // One of each kind: they share a generator.
    const oneOfEach = [...new Map(sampleDocuments().map((document) => [document.kind, document])).values()];
    for (const document of oneOfEach) expect(await activeIn(await renderDocumentPdf(document)), document.path).toEqual([]);
  });

  it('refuses the upload with a message that says what was found', async () => {
    const refused = await checkPdf(await activePdf('openActionJavaScript')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UploadError);
    expect((refused as UploadError).message).toBe(activeContentMessage(['javascript', 'autoAction']));
    expect((refused as UploadError).message).toBe(
      "This PDF contains JavaScript and actions that run by themselves when it is opened or used (OpenAction, AA), which the site does not publish: a visitor's viewer could run it. Save a clean copy without it (for example, print the document to a new PDF) and upload that.",
    );
  });
});

// Active content in an uploaded PDF (issue 27: a PDF whose OpenAction called app.alert was published
// and its script ran in Chromium's viewer). The site publishes documents, not programs: a PDF that
// would run or launch something, submit a form, carry other files or an XFA form is refused with a
// message naming what was found, so the editor can export a clean copy ("Print to PDF" drops it all).
// Read from pdf-lib's parse: every object of the file, those in object streams and later revisions
// included; and, as a second net, the file's raw bytes for the names only active content uses.
import { PDFArray, PDFDict, PDFName, PDFStream, PDFString, PDFHexString, type PDFDocument, type PDFObject } from 'pdf-lib';

/** What was found, in an editor's words, in a fixed order. */
export const ACTIVE_CONTENT = {
  javascript: 'JavaScript',
  autoAction: 'actions that run by themselves when it is opened or used (OpenAction, AA)',
  launch: 'an action that starts a program or opens another file (Launch, GoToR, GoToE)',
  form: 'an action that sends or imports form data (SubmitForm, ImportData)',
  media: 'multimedia or 3D content that runs code (RichMedia, Rendition, 3D)',
  embeddedFile: 'embedded files (attachments)',
  xfa: 'an XFA form',
  link: 'a link that is not a web or e-mail address',
} as const;

export type ActiveContent = keyof typeof ACTIVE_CONTENT;

/** Action types that run code, start programs, send data or play media; any other (GoTo, URI, Named…) is kept on a link. */
const ACTION_KIND: Record<string, ActiveContent> = {
  JavaScript: 'javascript',
  Launch: 'launch',
  GoToR: 'launch',
  GoToE: 'launch',
  SubmitForm: 'form',
  ImportData: 'form',
  Rendition: 'media',
  RichMediaExecute: 'media',
  Movie: 'media',
  Sound: 'media',
  GoTo3DView: 'media',
};
const SAFE_LINK = /^(?:https?:|mailto:)/i;

const nameOf = (value: PDFObject | undefined) => (value instanceof PDFName ? value.decodeText() : undefined);
const textOf = (value: PDFObject | undefined) => (value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : undefined);

/** The active content of a parsed document (empty when there is none). */
export function findActiveContent(document: PDFDocument, bytes: Uint8Array): ActiveContent[] {
  const found = new Set<ActiveContent>();
  const { context } = document;

  /** An action dictionary (the value of /A, /OpenAction, an /AA entry, /Next, or a /Type /Action). */
  const checkAction = (action: PDFDict, { onOpen = false } = {}) => {
    const type = nameOf(action.get(PDFName.of('S')));
    if (!type) return;
    const kind = ACTION_KIND[type];
    if (kind) found.add(kind);
    // Opening the document may only go to a page: anything else on open acts unasked.
    if (onOpen && type !== 'GoTo') found.add('autoAction');
    if (type === 'URI') {
      const uri = (textOf(action.get(PDFName.of('URI'))) ?? '').replace(/[\s\u0000-\u001f]/g, '');
      if (!SAFE_LINK.test(uri)) found.add(/^javascript:/i.test(uri) ? 'javascript' : 'link');
    }
  };
  const asDict = (value: PDFObject | undefined): PDFDict | undefined => {
    const resolved = value ? context.lookup(value) : undefined;
    return resolved instanceof PDFDict ? resolved : resolved instanceof PDFStream ? resolved.dict : undefined;
  };

  const visit = (value: PDFObject | undefined, depth: number): void => {
    if (!value || depth > 64) return;
    if (value instanceof PDFArray) {
      for (let i = 0; i < value.size(); i++) visit(value.get(i), depth + 1);
      return;
    }
    const dict = value instanceof PDFStream ? value.dict : value instanceof PDFDict ? value : undefined;
    if (!dict) return;
    for (const [key, entry] of dict.entries()) {
      const name = key.decodeText();
      if (name === 'JS' || name === 'JavaScript') found.add('javascript');
      else if (name === 'AA') found.add('autoAction');
      else if (name === 'EmbeddedFiles' || name === 'EF') found.add('embeddedFile');
      else if (name === 'XFA') found.add('xfa');
      else if (name === 'RichMediaContent' || name === 'RichMediaSettings' || name === '3DD') found.add('media');
      else if (name === 'OpenAction') {
        // An array is a destination (the page and zoom to open at): harmless.
        const action = asDict(entry);
        if (action) checkAction(action, { onOpen: true });
      } else if (name === 'A' || name === 'Next') {
        const action = asDict(entry);
        if (action) checkAction(action);
      }
      // Nested dictionaries and arrays (references are visited as objects of their own).
      visit(entry, depth + 1);
    }
    const type = nameOf(dict.get(PDFName.of('Type')));
    const subtype = nameOf(dict.get(PDFName.of('Subtype')));
    if (type === 'Action') checkAction(dict);
    if (type === 'EmbeddedFile' || subtype === 'FileAttachment') found.add('embeddedFile');
    if (subtype === 'RichMedia' || subtype === '3D' || subtype === 'Movie' || subtype === 'Sound' || subtype === 'Screen') found.add('media');
  };

  for (const [, object] of context.enumerateIndirectObjects()) visit(object, 0);
  for (const kind of rawNames(bytes)) found.add(kind);
  return (Object.keys(ACTIVE_CONTENT) as ActiveContent[]).filter((kind) => found.has(kind));
}

/** Names only active content uses, as written anywhere in the file (#xx escapes decoded): objects pdf-lib skipped too. */
const RAW_NAMES: Record<string, ActiveContent> = {
  JavaScript: 'javascript',
  JS: 'javascript',
  Launch: 'launch',
  EmbeddedFile: 'embeddedFile',
  EmbeddedFiles: 'embeddedFile',
  XFA: 'xfa',
  RichMedia: 'media',
};

function rawNames(bytes: Uint8Array): Set<ActiveContent> {
  const found = new Set<ActiveContent>();
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  // A name: '/' and regular characters up to a delimiter or white space (PDF 32000 §7.3.5).
  for (const [, raw = ''] of text.matchAll(/\/([^\s/<>[\]()%{}]{1,32})/g)) {
    const name = raw.includes('#') ? raw.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))) : raw;
    const kind = RAW_NAMES[name];
    if (kind) found.add(kind);
  }
  return found;
}

/** The editor's message for a refused PDF. */
export function activeContentMessage(kinds: readonly ActiveContent[]): string {
  const list = kinds.map((kind) => ACTIVE_CONTENT[kind]);
  const named = list.length > 1 ? `${list.slice(0, -1).join(', ')} and ${list.at(-1)}` : list[0];
  return `This PDF contains ${named}, which the site does not publish: a visitor's viewer could run it. Save a clean copy without it (for example, print the document to a new PDF) and upload that.`;
}

// A blog post's HTML as a tree of the blog's own tags (shared/src/contract/blog-html.ts), without a
// DOM: the post opened from its address is rendered on the server, where DOMPurify has no document,
// and hydrated in the browser, which must render the very same elements. So the reader does not
// inject HTML at all: it reads the stored markup into this tree, keeps only the allowlisted tags and
// attributes (links checked as the admin host checks them), and React renders the tree as elements
// and text (React escapes text, so nothing in it can become markup). The admin host still stores
// only what its DOMPurify pass keeps; this is the reader's second line, whatever the API answers.
import { BLOG_LINK_PATTERN, BLOG_TAGS } from '@site/shared/contract/blog-html';

export type BlogTag = (typeof BLOG_TAGS)[number];

export interface BlogElement {
  tag: BlogTag;
  /** href (checked), title, target and the rel a new-tab link gets. */
  attributes: Partial<Record<'href' | 'title' | 'target' | 'rel', string>>;
  children: BlogNode[];
}
export type BlogNode = string | BlogElement;

const ALLOWED = new Set<string>(BLOG_TAGS);
/** Elements dropped with everything inside them (their text is code, styles or another document). */
const DROPPED_WITH_CONTENT = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'textarea', 'title', 'svg', 'math', 'select', 'xmp', 'noembed', 'noframes']);
const VOID = new Set(['br', 'img', 'input', 'hr', 'meta', 'link', 'source', 'area', 'base', 'col', 'wbr', 'embed', 'param', 'track']);

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', colon: ':', tab: '\t', newline: '\n', hellip: '…', ndash: '–', mdash: '—', rsquo: '’', lsquo: '‘', ldquo: '“', rdquo: '”', copy: '©', reg: '®', deg: '°', times: '×' };

/** Decodes character references as the HTML parser does for the entities writers use (unknown ones stay as written). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

/** A link's address, or undefined when it is not one the blog allows (checked after decoding, without whitespace and control characters). */
function safeHref(raw: string): string | undefined {
  // eslint-disable-next-line no-control-regex
  const href = decodeEntities(raw).replace(/[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g, '');
  return BLOG_LINK_PATTERN.test(href) ? href : undefined;
}

const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

function attributesOf(tag: BlogTag, source: string): BlogElement['attributes'] {
  const attributes: BlogElement['attributes'] = {};
  for (const [, rawName, double, single, bare] of source.matchAll(ATTRIBUTE)) {
    const name = rawName!.toLowerCase();
    const value = double ?? single ?? bare ?? '';
    if (name === 'title' && attributes.title === undefined) attributes.title = decodeEntities(value);
    else if (tag === 'a' && name === 'href' && attributes.href === undefined) {
      const href = safeHref(value);
      if (href !== undefined) attributes.href = href;
    } else if (tag === 'a' && name === 'target' && attributes.target === undefined) attributes.target = decodeEntities(value);
  }
  // A link that opens a new tab cannot reach back into the page that opened it.
  if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
  return attributes;
}

const TOKEN = /<!--[\s\S]*?(?:-->|$)|<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|<[!?][^>]*>|[^<]+|</g;

/** The post's HTML as a tree of allowed elements and text; everything else dropped (an unknown element's text kept). */
export function blogHtmlTree(html: string): BlogNode[] {
  const root: BlogElement = { tag: 'p', attributes: {}, children: [] };
  const open: BlogElement[] = [root];
  let skipping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, closing, rawTag, rest] = match;
    const tag = rawTag?.toLowerCase();
    if (skipping) {
      if (closing && tag === skipping) skipping = null;
      continue;
    }
    const parent = open.at(-1)!;
    if (tag === undefined) {
      // Text (a stray '<', a comment or a doctype are not text).
      if (!token.startsWith('<') || token === '<') parent.children.push(decodeEntities(token));
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(tag)) {
      if (!closing && !/\/\s*$/.test(rest ?? '')) skipping = tag;
      continue;
    }
    if (!ALLOWED.has(tag)) continue;
    if (closing) {
      const at = open.findLastIndex((element, index) => index > 0 && element.tag === tag);
      if (at > 0) open.length = at;
      continue;
    }
    const element: BlogElement = { tag: tag as BlogTag, attributes: attributesOf(tag as BlogTag, rest ?? ''), children: [] };
    parent.children.push(element);
    if (!VOID.has(tag)) open.push(element);
  }
  return root.children;
}

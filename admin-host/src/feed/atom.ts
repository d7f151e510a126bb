// An Atom 1.0 document (RFC 4287) from plain values: escaping and the required elements live here,
// the route only chooses what goes in.

export interface AtomLink {
  href: string;
  rel: 'alternate' | 'self' | 'enclosure' | 'related';
  type?: string;
  /** Bytes, for enclosures. */
  length?: number | null;
  title?: string;
}

export interface AtomEntry {
  /** A permanent IRI, e.g. a `tag:` URI. */
  id: string;
  title: string;
  /** RFC 3339 date-time. */
  updated: string;
  links: AtomLink[];
  category?: { term: string; label: string };
  summary?: string;
}

export interface AtomFeed {
  id: string;
  title: string;
  subtitle?: string;
  updated: string;
  author: { name: string; uri?: string; email?: string };
  links: AtomLink[];
  entries: AtomEntry[];
}

export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

/** Drops what XML 1.0 cannot carry at all (controls, lone surrogates, U+FFFE/FFFF), escapes the rest. */
export function escapeXml(text: string): string {
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char]!);
}

/** `YYYY-MM-DD` → that day's start in India (Atom needs a date-time with a zone). */
export function indianDayStart(isoDate: string): string {
  return `${isoDate}T00:00:00+05:30`;
}

/**
 * A `tag:` URI (RFC 4151): `tag:<authority>,<date>:<specific>`. The date is when the authority
 * owned the name; keep it fixed, or every id changes.
 */
export function tagUri(authority: string, date: string, specific: string): string {
  return `tag:${authority},${date}:${specific.replace(/[^\w.~\-/:;=@!$&'()*+,%]/g, encodeURIComponent)}`;
}

function element(name: string, text: string, indent: string): string {
  return `${indent}<${name}>${escapeXml(text)}</${name}>\n`;
}

function link({ href, rel, type, length, title }: AtomLink, indent: string): string {
  const attributes = [
    `rel="${rel}"`,
    `href="${escapeXml(href)}"`,
    type ? `type="${escapeXml(type)}"` : '',
    length !== undefined && length !== null ? `length="${length}"` : '',
    title ? `title="${escapeXml(title)}"` : '',
  ].filter(Boolean);
  return `${indent}<link ${attributes.join(' ')}/>\n`;
}

function entry(item: AtomEntry): string {
  const indent = '    ';
  return (
    '  <entry>\n' +
    element('id', item.id, indent) +
    element('title', item.title, indent) +
    element('updated', item.updated, indent) +
    item.links.map((l) => link(l, indent)).join('') +
    (item.category ? `${indent}<category term="${escapeXml(item.category.term)}" label="${escapeXml(item.category.label)}"/>\n` : '') +
    (item.summary ? element('summary', item.summary, indent) : '') +
    '  </entry>\n'
  );
}

export function buildAtomFeed(feed: AtomFeed): string {
  const indent = '  ';
  const author =
    `${indent}<author>\n` +
    element('name', feed.author.name, '    ') +
    (feed.author.uri ? element('uri', feed.author.uri, '    ') : '') +
    (feed.author.email ? element('email', feed.author.email, '    ') : '') +
    `${indent}</author>\n`;
  return (
    '<?xml version="1.0" encoding="utf-8"?>\n' +
    `<feed xmlns="${ATOM_NAMESPACE}" xml:lang="en-IN">\n` +
    element('id', feed.id, indent) +
    element('title', feed.title, indent) +
    (feed.subtitle ? element('subtitle', feed.subtitle, indent) : '') +
    element('updated', feed.updated, indent) +
    author +
    feed.links.map((l) => link(l, indent)).join('') +
    feed.entries.map(entry).join('') +
    '</feed>\n'
  );
}

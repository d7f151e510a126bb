// Test helper: parses a feed with a real XML parser (any warning fails) and lists what RFC 4287
// requires that the document lacks. Used by the builder's and the route's tests.
import { DOMParser, onWarningStopParsing, type Element } from '@xmldom/xmldom';
import { ATOM_NAMESPACE } from './atom';

const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function children(parent: Element, name: string): Element[] {
  return Array.from(parent.childNodes).filter(
    (node): node is Element => node.nodeType === 1 && (node as Element).namespaceURI === ATOM_NAMESPACE && (node as Element).localName === name,
  );
}

function checkCommon(where: string, element: Element, problems: string[]): void {
  for (const name of ['id', 'title', 'updated']) {
    const found = children(element, name);
    if (found.length !== 1) problems.push(`${where}: ${found.length} <${name}> (need exactly 1)`);
    else if (!found[0]!.textContent?.trim()) problems.push(`${where}: empty <${name}>`);
  }
  const updated = children(element, 'updated')[0]?.textContent ?? '';
  if (!RFC3339.test(updated) || Number.isNaN(Date.parse(updated))) problems.push(`${where}: <updated> "${updated}" is not an RFC 3339 date-time`);
  const id = children(element, 'id')[0]?.textContent ?? '';
  if (!URL.canParse(id)) problems.push(`${where}: <id> "${id}" is not an IRI`);
  for (const link of children(element, 'link')) {
    if (!URL.canParse(link.getAttribute('href') ?? '')) problems.push(`${where}: link href "${link.getAttribute('href')}" is not absolute`);
    if (link.getAttribute('rel') === 'enclosure' && !/^\d+$/.test(link.getAttribute('length') ?? '')) problems.push(`${where}: enclosure without a length`);
  }
}

/** Parses the feed (throws on any XML error or warning) and returns its RFC 4287 problems. */
export function atomProblems(xml: string): { problems: string[]; feed: Element } {
  const document = new DOMParser({ onError: onWarningStopParsing }).parseFromString(xml, 'application/xml');
  const feed = document.documentElement!;
  const problems: string[] = [];
  if (feed.localName !== 'feed' || feed.namespaceURI !== ATOM_NAMESPACE) problems.push('root is not an Atom <feed>');
  checkCommon('feed', feed, problems);
  const feedAuthor = children(feed, 'author').some((author) => children(author, 'name').length === 1);
  if (!children(feed, 'link').some((link) => link.getAttribute('rel') === 'self')) problems.push('feed: no rel="self" link');
  const ids = new Set<string>();
  children(feed, 'entry').forEach((entry, index) => {
    const where = `entry ${index + 1}`;
    checkCommon(where, entry, problems);
    if (!feedAuthor && !children(entry, 'author').length) problems.push(`${where}: no author`);
    if (!children(entry, 'content').length && !children(entry, 'link').some((link) => (link.getAttribute('rel') ?? 'alternate') === 'alternate')) {
      problems.push(`${where}: no content and no alternate link`);
    }
    const id = children(entry, 'id')[0]?.textContent ?? '';
    if (ids.has(id)) problems.push(`${where}: duplicate id ${id}`);
    ids.add(id);
  });
  return { problems, feed };
}

export function atomEntries(feed: Element): Element[] {
  return children(feed, 'entry');
}

export function atomChild(element: Element, name: string): Element | undefined {
  return children(element, name)[0];
}

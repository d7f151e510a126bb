import { describe, expect, it } from 'vitest';
import { atomChild, atomEntries, atomProblems } from './atom-check';
import { buildAtomFeed, escapeXml, indianDayStart, tagUri, type AtomFeed } from './atom';

const feed = (entries: AtomFeed['entries']): AtomFeed => ({
  id: tagUri('www.example.test', '2024', 'investors/feed'),
  title: 'Investor announcements',
  updated: indianDayStart('2026-11-12'),
  author: { name: 'Kallada Polypipes Limited', uri: 'https://www.example.test' },
  links: [
    { rel: 'self', href: 'http://localhost:4000/investors/feed.xml', type: 'application/atom+xml' },
    { rel: 'alternate', href: 'http://localhost:3000/investors', type: 'text/html' },
  ],
  entries,
});

const entry = (id: string, title: string, date = '2026-11-12'): AtomFeed['entries'][number] => ({
  id: tagUri('www.example.test', '2024', `investors/${id}`),
  title,
  updated: indianDayStart(date),
  links: [
    { rel: 'alternate', href: 'http://localhost:3000/investors/annual-report', type: 'text/html' },
    { rel: 'enclosure', href: `http://localhost:4000/uploads/documents/${id}.pdf?name=${encodeURIComponent(`${title}.pdf`)}`, type: 'application/pdf', length: 3266 },
  ],
  category: { term: 'annual-report', label: 'Annual Report' },
});

describe('buildAtomFeed', () => {
  it('writes a well-formed Atom 1.0 feed with every required element', () => {
    const xml = buildAtomFeed(feed([entry('a', 'Annual Report 2025-26'), entry('b', 'Notice of the 32nd AGM', '2026-08-28')]));
    const { problems, feed: root } = atomProblems(xml);
    expect(problems).toEqual([]);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"')).toBe(true);
    const entries = atomEntries(root);
    expect(entries.map((e) => atomChild(e, 'title')?.textContent)).toEqual(['Annual Report 2025-26', 'Notice of the 32nd AGM']);
    const enclosure = Array.from(entries[0]!.getElementsByTagName('link')).find((l) => l.getAttribute('rel') === 'enclosure')!;
    expect([enclosure.getAttribute('type'), enclosure.getAttribute('length')]).toEqual(['application/pdf', '3266']);
    expect(enclosure.getAttribute('href')).toBe('http://localhost:4000/uploads/documents/a.pdf?name=Annual%20Report%202025-26.pdf');
  });

  it('is valid with no entries', () => {
    expect(atomProblems(buildAtomFeed(feed([]))).problems).toEqual([]);
  });

  it('escapes markup and drops characters XML cannot carry, keeping every other character', () => {
    const title = 'Q2 <results> & "notes" \'R&D\' ]]> \u0000\u0008\u001f\uFFFE tab\there — ₹ 3.5 crore 🙂 വാർഷികം';
    const xml = buildAtomFeed(feed([entry('c', title)]));
    const { problems, feed: root } = atomProblems(xml);
    expect(problems).toEqual([]);
    expect(atomChild(atomEntries(root)[0]!, 'title')?.textContent).toBe('Q2 <results> & "notes" \'R&D\' ]]>  tab\there — ₹ 3.5 crore 🙂 വാർഷികം');
    expect(escapeXml('a\uD800b')).toBe('ab');
  });

  it('makes stable tag: ids', () => {
    expect(tagUri('www.example.test', '2024', 'investors/investor_documents/12')).toBe('tag:www.example.test,2024:investors/investor_documents/12');
    expect(tagUri('www.example.test', '2024', 'a b#c')).toBe('tag:www.example.test,2024:a%20b%23c');
  });

  it('rejects what the checker should reject (the checker itself works)', () => {
    expect(() => atomProblems('<feed xmlns="http://www.w3.org/2005/Atom"><id>x</feed>')).toThrow();
    const missing = atomProblems('<feed xmlns="http://www.w3.org/2005/Atom"><title>t</title><entry><title>e</title></entry></feed>').problems;
    expect(missing).toEqual(expect.arrayContaining(['feed: 0 <id> (need exactly 1)', 'feed: no rel="self" link', 'entry 1: no author']));
  });
});

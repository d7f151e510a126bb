import { describe, expect, it } from 'vitest';
import { icsProblems } from './ics-check';

const GOOD = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//example//test//EN',
  'BEGIN:VEVENT',
  'UID:1@example',
  'DTSTAMP:20261116T043000Z',
  'DTSTART;VALUE=DATE:20261204',
  'DTEND;VALUE=DATE:20261205',
  'SUMMARY:Record date\\, interim dividend',
  'END:VEVENT',
  'END:VCALENDAR',
];
const ics = (lines: readonly string[]) => `${lines.join('\r\n')}\r\n`;
const problems = (lines: readonly string[]) => icsProblems(ics(lines)).problems;
const replace = (from: string, to: string) => GOOD.map((line) => (line === from ? to : line));

// The checker must fail when the rules are broken, or the route's test proves nothing.
describe('icsProblems (test helper)', () => {
  it('passes a small valid calendar', () => {
    expect(problems(GOOD)).toEqual([]);
  });

  it('finds bare line ends, a missing final CRLF and lines over 75 octets', () => {
    expect(icsProblems(GOOD.join('\n')).problems).toEqual(expect.arrayContaining(['the last line does not end with CRLF', 'a line ends with a bare CR or LF, not CRLF']));
    // 30 Malayalam letters are 90 octets though 30 characters.
    expect(problems(replace('SUMMARY:Record date\\, interim dividend', `SUMMARY:${'മ'.repeat(30)}`))).toEqual(['line 9: 98 octets (at most 75 before the CRLF)']);
    expect(problems(replace('SUMMARY:Record date\\, interim dividend', `SUMMARY:${'മ'.repeat(20)}\r\n ${'മ'.repeat(10)}`))).toEqual([]);
  });

  it('finds a calendar without any component, and a VTIMEZONE without its parts', () => {
    expect(problems(GOOD.filter((_, index) => index < 3 || index === GOOD.length - 1))).toEqual(['VCALENDAR: no component (RFC 5545 wants at least one)']);
    expect(problems([...GOOD.slice(0, 3), 'BEGIN:VTIMEZONE', 'TZID:Asia/Kolkata', 'END:VTIMEZONE', 'END:VCALENDAR'])).toEqual(['VTIMEZONE: needs a TZID and a STANDARD or DAYLIGHT part']);
  });

  it('finds unpaired BEGIN/END, missing or repeated required properties and duplicate UIDs', () => {
    expect(problems(GOOD.filter((line) => line !== 'END:VEVENT'))).toEqual(expect.arrayContaining(['END:VCALENDAR closes VEVENT']));
    expect(problems(GOOD.filter((line) => !line.startsWith('DTSTAMP')))).toEqual(['VEVENT 1: 0 DTSTAMP (need exactly 1)']);
    expect(problems([...GOOD.slice(0, 4), 'UID:1@example', ...GOOD.slice(4)])).toEqual(['VEVENT 1: 2 UID (need exactly 1)']);
    const twice = [...GOOD.slice(0, -1), ...GOOD.slice(3, -1), 'END:VCALENDAR'];
    expect(problems(twice)).toEqual(['VEVENT 2: duplicate UID 1@example']);
  });

  it('finds dates in the wrong form, an end before the start, and unescaped separators in text', () => {
    expect(problems(replace('DTSTART;VALUE=DATE:20261204', 'DTSTART:20261204T100000'))).toEqual(
      expect.arrayContaining(['VEVENT 1: DTSTART "20261204T100000" is neither UTC, nor zoned, nor VALUE=DATE']),
    );
    expect(problems(replace('DTEND;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20261204'))).toEqual(['VEVENT 1: DTEND 20261204 is not after DTSTART 20261204']);
    expect(problems(replace('DTEND;VALUE=DATE:20261205', 'DTEND;VALUE=DATE:20260231'))).toEqual(expect.arrayContaining(['VEVENT 1: DTEND "20260231" is not a DATE']));
    expect(problems(replace('SUMMARY:Record date\\, interim dividend', 'SUMMARY:Record date, interim dividend'))).toEqual([
      'VEVENT SUMMARY: unescaped "," or ";" or a bad escape in "Record date, interim dividend"',
    ]);
    expect(problems(replace('SUMMARY:Record date\\, interim dividend', 'SUMMARY:a \\\\ b \\n c'))).toEqual([]);
  });
});

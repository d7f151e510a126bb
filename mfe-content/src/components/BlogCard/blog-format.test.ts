import { describe, expect, it } from 'vitest';
import { authorOf, excerptOf, formatBlogDate, isoDate } from './blog-format';

describe('blog formatting', () => {
  it('formats ISO dates as day month year', () => {
    expect(formatBlogDate('2024-11-18')).toBe('18 November 2024');
    expect(isoDate('2024-11-18')).toBe('2024-11-18');
  });

  it('writes every month as en-IN Intl does (UTC), single-digit days included', () => {
    const intl = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) {
      for (const day of [1, 9, 28]) {
        const date = new Date(Date.UTC(2025, month, day));
        expect(formatBlogDate(date.toISOString())).toBe(intl.format(date));
      }
    }
    // A time late in the day in India is still the UTC date.
    expect(formatBlogDate('2024-03-31T23:30:00Z')).toBe('31 March 2024');
  });

  it('shows an unparseable date as it was sent', () => {
    expect(formatBlogDate('sometime')).toBe('sometime');
    expect(isoDate('sometime')).toBeUndefined();
  });

  it('names the editor, or falls back to their e-mail', () => {
    expect(authorOf({ name: 'Neethu Thomas', email: 'n@x.example', profile_image: 'a.webp' })).toBe('Neethu Thomas');
    expect(authorOf({ email: 'n@x.example', profile_image: 'a.webp' })).toBe('n@x.example');
    expect(authorOf({ name: '  ', email: 'n@x.example', profile_image: 'a.webp' })).toBe('n@x.example');
  });
});

describe('excerptOf', () => {
  it('gives the text of the HTML, without tags or scripts, entities decoded', () => {
    expect(excerptOf('<h3>Steps</h3><p>Cut &amp; clean<script>alert(1)</script> the pipe.</p>')).toBe('Steps Cut & clean the pipe.');
  });

  it('cuts long text at a word boundary', () => {
    const out = excerptOf(`<p>${'word '.repeat(100)}</p>`, 50);
    expect(out.length).toBeLessThanOrEqual(51);
    expect(out.endsWith('word…')).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadFileName, MAX_NAME_CHARS } from './content-disposition';

const STORED = '/srv/uploads/documents/annual-report/annual-report-2024.pdf';

describe('downloadFileName', () => {
  it('keeps a plain title and adds the stored file’s extension', () => {
    expect(downloadFileName('Annual Report 2024', STORED)).toBe('Annual Report 2024.pdf');
  });

  it('does not double the real extension, whatever its case', () => {
    expect(downloadFileName('Annual Report 2024.pdf', STORED)).toBe('Annual Report 2024.pdf');
    expect(downloadFileName('Annual Report 2024.PDF', STORED)).toBe('Annual Report 2024.pdf');
  });

  it('keeps the real extension when another is asked for', () => {
    expect(downloadFileName('report.exe', STORED)).toBe('report.exe.pdf');
    expect(downloadFileName('photo.pdf', '/srv/uploads/images/a.webp')).toBe('photo.pdf.webp');
  });

  it('strips path separators, so no name climbs out of the downloads folder', () => {
    expect(downloadFileName('../../etc/passwd', STORED)).toBe('etc passwd.pdf');
    expect(downloadFileName('..\\..\\boot.ini', STORED)).toBe('boot.ini.pdf');
    expect(downloadFileName('/abs/path', STORED)).toBe('abs path.pdf');
  });

  it('strips control characters, quotes and characters Windows refuses', () => {
    expect(downloadFileName('a\r\nContent-Type: text/html', STORED)).toBe('a Content-Type text html.pdf');
    expect(downloadFileName('say "hi"\u0000\u007f\u0085', STORED)).toBe('say hi.pdf');
    expect(downloadFileName('a<b>c|d?e*f', STORED)).toBe('a b c d e f.pdf');
  });

  it('drops bidirectional overrides and isolates, so a name cannot show another extension', () => {
    // Shown as "Annual report exe.pdf…" by a right-to-left override before "fdp.exe".
    expect(downloadFileName('Annual report\u202Efdp.exe', STORED)).toBe('Annual reportfdp.exe.pdf');
    expect(downloadFileName('\u2066Q2\u2069 results\u200F\u061C', STORED)).toBe('Q2 results.pdf');
    // Malayalam's joiners are text, not formatting.
    expect(downloadFileName('ക്\u200Dഷ', STORED)).toBe('ക്\u200Dഷ.pdf');
  });

  it('drops leading dots and trailing dots or spaces', () => {
    expect(downloadFileName('.hidden', STORED)).toBe('hidden.pdf');
    expect(downloadFileName('name. . ', STORED)).toBe('name.pdf');
  });

  it('gives up on names with nothing left', () => {
    for (const name of ['', '   ', '...', '/', '"\u0001"', '.pdf']) expect(downloadFileName(name, STORED), JSON.stringify(name)).toBeUndefined();
  });

  it('caps the length by characters, never splitting one', () => {
    const long = downloadFileName('x'.repeat(500), STORED)!;
    expect(long).toBe(`${'x'.repeat(MAX_NAME_CHARS)}.pdf`);
    const emoji = downloadFileName('😀'.repeat(200), STORED)!;
    expect(Array.from(emoji.slice(0, -4))).toHaveLength(MAX_NAME_CHARS);
    // A lone surrogate would not survive a UTF-8 round trip.
    expect(Buffer.from(emoji, 'utf8').toString('utf8')).toBe(emoji);
  });

  it('keeps non-ASCII titles (Malayalam, accents)', () => {
    expect(downloadFileName('വാർഷിക റിപ്പോർട്ട്', STORED)).toBe('വാർഷിക റിപ്പോർട്ട്.pdf');
    expect(downloadFileName('Café Policy', STORED)).toBe('Café Policy.pdf');
  });
});

describe('attachmentDisposition', () => {
  it('sends an ASCII filename and the exact UTF-8 filename*', () => {
    expect(attachmentDisposition('Annual Report 2024', STORED)).toBe(
      `attachment; filename="Annual Report 2024.pdf"; filename*=UTF-8''Annual%20Report%202024.pdf`,
    );
  });

  it('falls back to ASCII without accents, other characters as _', () => {
    expect(attachmentDisposition('Café Policy', STORED)).toBe(
      `attachment; filename="Cafe Policy.pdf"; filename*=UTF-8''Caf%C3%A9%20Policy.pdf`,
    );
    expect(attachmentDisposition('ഒന്ന്', STORED)).toMatch(/^attachment; filename="_+\.pdf"; filename\*=UTF-8''(%[0-9A-F]{2})+\.pdf$/);
  });

  it("percent-encodes what RFC 5987 does not allow bare (', (, ), *, %, ;)", () => {
    expect(attachmentDisposition("Director's (2024) 100%; final", STORED)).toBe(
      `attachment; filename="Director's (2024) 100__ final.pdf"; filename*=UTF-8''Director%27s%20%282024%29%20100%25%3B%20final.pdf`,
    );
  });

  it('decodes back to the same name', () => {
    const name = 'Q1 FY25 — résultats & notes';
    const header = attachmentDisposition(name, STORED)!;
    expect(decodeURIComponent(header.split("filename*=UTF-8''")[1]!)).toBe(`${name}.pdf`);
  });

  it('can never break out of the header or the quoted string', () => {
    const header = attachmentDisposition('x"; filename="evil.html\r\nSet-Cookie: a=b', STORED)!;
    expect(header).not.toMatch(/[\r\n]/);
    expect(header.match(/"/g)).toHaveLength(2);
  });

  it('is undefined when no usable name is left', () => {
    expect(attachmentDisposition('  ', STORED)).toBeUndefined();
  });
});

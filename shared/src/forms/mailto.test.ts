import { describe, expect, it } from 'vitest';
import { buildMailto, formatMailBody, isSingleAddress } from './mailto';

const TO = 'enquiry@kalladapolypipes.example';

/** Splits a mailto URL the way a mail client does (RFC 6068): recipients and decoded headers. */
function parse(url: string) {
  const [address, query = ''] = url.slice('mailto:'.length).split('?');
  const headers = new Map<string, string[]>();
  for (const pair of query.split('&')) {
    const [key = '', value = ''] = pair.split('=');
    const name = decodeURIComponent(key).toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), decodeURIComponent(value)]);
  }
  return { to: decodeURIComponent(address ?? ''), headers };
}

describe('buildMailto', () => {
  it('encodes every value per RFC 6068: spaces %20, line breaks %0D%0A', () => {
    const url = buildMailto({ to: TO, cc: 'anu@example.com', subject: 'Contact Form Submission', body: 'Name: Anu\nPhone: 9876543210' });
    expect(url).toBe(
      'mailto:enquiry%40kalladapolypipes.example?cc=anu%40example.com&subject=Contact%20Form%20Submission&body=Name%3A%20Anu%0D%0APhone%3A%209876543210',
    );
    expect(url).not.toContain('+');
  });

  it('keeps injected header syntax inside the value it was typed in', () => {
    const evil = 'x&bcc=evil@example.com&subject=hacked';
    const url = buildMailto({ to: TO, subject: `Hi ${evil}`, body: `Name: ${evil}` });
    const { to, headers } = parse(url);
    expect(to).toBe(TO);
    expect([...headers.keys()].sort()).toEqual(['body', 'subject']);
    expect(headers.get('body')).toEqual([`Name: ${evil}`]);
    expect(headers.get('subject')).toEqual([`Hi ${evil}`]);
  });

  it('strips CR/LF from the subject so no header can follow it', () => {
    const url = buildMailto({ to: TO, subject: 'Hello\r\nBcc: evil@example.com\nX: y', body: '' });
    expect(parse(url).headers.get('subject')).toEqual(['Hello Bcc: evil@example.com X: y']);
    expect(url).not.toMatch(/subject=[^&]*%0[AD]/i);
  });

  it('copies the sender in only when the value is one plain address', () => {
    expect(parse(buildMailto({ to: TO, cc: ' anu@example.com ', subject: 's', body: 'b' })).headers.get('cc')).toEqual([
      'anu@example.com',
    ]);
    for (const cc of ['a@example.com,evil@example.com', 'a@example.com?bcc=evil@example.com', 'Anu <a@example.com>', 'not-an-address', 'a@b.com\r\nBcc: e@x.com']) {
      expect(parse(buildMailto({ to: TO, cc, subject: 's', body: 'b' })).headers.has('cc')).toBe(false);
    }
  });

  it('normalises every kind of line break in the body to CRLF', () => {
    const url = buildMailto({ to: TO, subject: 's', body: 'a\nb\r\nc\rd' });
    expect(url.endsWith('body=a%0D%0Ab%0D%0Ac%0D%0Ad')).toBe(true);
  });

  it('encodes non-ASCII text as UTF-8', () => {
    expect(buildMailto({ to: TO, subject: 'പൈപ്പ്', body: '₹' })).toContain('body=%E2%82%B9');
  });

  it('refuses a recipient that is not one address', () => {
    expect(() => buildMailto({ to: 'a@example.com,b@example.com', subject: 's', body: 'b' })).toThrow();
  });
});

describe('formatMailBody', () => {
  it('writes label: value lines and an optional closing paragraph', () => {
    expect(formatMailBody([['Name', ' Anu '], ['Phone', '9876543210']], 'Thanks')).toBe('Name: Anu\nPhone: 9876543210\n\nThanks');
  });
});

describe('isSingleAddress', () => {
  it('accepts plain addresses only', () => {
    expect(isSingleAddress('a.b+c@mail.example.in')).toBe(true);
    expect(isSingleAddress('a@b')).toBe(false);
    expect(isSingleAddress('a b@c.com')).toBe(false);
  });
});

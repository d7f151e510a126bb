import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { decodeMailto } from '../../test/decode-mailto';
import { EMPTY_QUOTE, quoteMailto, validateQuote } from './quote-form';

describe('quote form validation (spec §5)', () => {
  it('requires name, email and phone with the spec messages; the message is free', () => {
    expect(validateQuote(EMPTY_QUOTE)).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('wants exactly 10 digits after trimming', () => {
    const base = { ...EMPTY_QUOTE, name: 'Asha', email: 'asha@example.com' };
    expect(validateQuote({ ...base, phone: '94470 12345' }).phone).toBe('Invalid phone number (10 digits required)');
    expect(validateQuote({ ...base, phone: '944701234' }).phone).toBe('Invalid phone number (10 digits required)');
    expect(validateQuote({ ...base, phone: ' 9447012345 ' })).toEqual({});
  });

  it('treats blank-only fields as missing', () => {
    expect(validateQuote({ name: '  ', email: ' ', phone: '9447012345', message: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
    });
  });
});

describe('quote mail draft', () => {
  it('goes to the shared mailbox, copies the sender, subject Contact Form Submission, body with the four fields', () => {
    const draft = decodeMailto(
      quoteMailto({ name: 'Asha Nair', email: 'asha@example.com', phone: '9447012345', message: 'Need 500 m of 20 mm conduit\nfor Kottarakkara.' }),
    );
    expect(draft.to).toBe(siteConfig.sharedMailbox);
    expect(draft.cc).toBe('asha@example.com');
    expect(draft.subject).toBe('Contact Form Submission');
    expect(draft.body).toBe('Name: Asha Nair\r\nEmail: asha@example.com\r\nPhone: 9447012345\r\nMessage: Need 500 m of 20 mm conduit\r\nfor Kottarakkara.');
  });

  it('cannot be turned into extra recipients or headers by what the visitor types', () => {
    const draft = decodeMailto(
      quoteMailto({ name: 'x&bcc=evil@example.com', email: 'a@example.com&bcc=evil@example.com', phone: '9447012345', message: 'hi\r\nBcc: evil@example.com' }),
    );
    expect(draft.keys.sort()).toEqual(['body', 'subject']);
    expect(draft.cc).toBeNull();
    expect(draft.body).toContain('Name: x&bcc=evil@example.com');
  });
});

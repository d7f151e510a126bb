import { describe, expect, it } from 'vitest';
import { formatMessage, formatMessageParts, MessageSyntaxError, messageArguments } from './icu';

describe('formatMessage', () => {
  it('returns plain text as it is, apostrophes and all', () => {
    expect(formatMessage("YouTube's privacy-enhanced mode")).toBe("YouTube's privacy-enhanced mode");
    expect(formatMessage('Data not Found!')).toBe('Data not Found!');
  });

  it('fills arguments and numbers, with Western digits', () => {
    expect(formatMessage('© {year} {company}. All rights reserved.', { year: 2023, company: 'Kallada' })).toBe('© 2023 Kallada. All rights reserved.');
    expect(formatMessage('{n, number} രേഖകൾ', { n: 12 })).toBe('12 രേഖകൾ');
  });

  it('chooses plural and select branches, # being the number', () => {
    const message = '{count, plural, =0 {No dealers} one {# dealer} other {# dealers}} found';
    expect(formatMessage(message, { count: 0 })).toBe('No dealers found');
    expect(formatMessage(message, { count: 1 })).toBe('1 dealer found');
    expect(formatMessage(message, { count: 7 })).toBe('7 dealers found');
    expect(formatMessage('{count, plural, one {# ഡീലർ} other {# ഡീലർമാർ}}', { count: 3 })).toBe('3 ഡീലർമാർ');
    expect(formatMessage('{kind, select, dealer {Dealer} other {Distributor}}', { kind: 'dealer' })).toBe('Dealer');
    expect(formatMessage('{kind, select, dealer {Dealer} other {Distributor}}', { kind: 'x' })).toBe('Distributor');
  });

  it("reads ICU quoting: '' is an apostrophe, '{…}' literal braces", () => {
    expect(formatMessage("It''s '{'not an argument'}' {x}", { x: 1 })).toBe("It's {not an argument} 1");
  });

  it('keeps the text of tags and renders them when asked', () => {
    expect(formatMessage('Write to <link>our registrar</link>.')).toBe('Write to our registrar.');
    expect(formatMessageParts('Write to <link>our registrar</link>.', {}, { link: (chunks) => `[${chunks.join('')}]` })).toEqual(['Write to ', '[our registrar]', '.']);
  });

  it('rejects broken messages clearly', () => {
    expect(() => formatMessage('{count, plural, one {x}}', { count: 1 })).toThrow(MessageSyntaxError);
    expect(() => formatMessage('{open')).toThrow(MessageSyntaxError);
  });

  it('names a message’s arguments and tags', () => {
    expect(messageArguments('{a} <b>{n, plural, one {#} other {{c}}}</b>')).toEqual(['<b>', 'a', 'c', 'n']);
    expect(messageArguments('plain')).toEqual([]);
  });
});

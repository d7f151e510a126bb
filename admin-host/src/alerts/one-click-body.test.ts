import { describe, expect, it } from 'vitest';
import { isOneClickBody } from './one-click-body';

describe("RFC 8058's one-click body", () => {
  it('is List-Unsubscribe=One-Click, urlencoded or multipart', () => {
    expect(isOneClickBody('application/x-www-form-urlencoded', 'List-Unsubscribe=One-Click')).toBe(true);
    expect(isOneClickBody('application/x-www-form-urlencoded; charset=utf-8', 'List-Unsubscribe=One-Click&x=1')).toBe(true);
    const multipart = (boundary: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n${value}\r\n--${boundary}--\r\n`;
    expect(isOneClickBody('multipart/form-data; boundary=abc', multipart('abc', 'One-Click'))).toBe(true);
    expect(isOneClickBody('multipart/form-data; boundary="a b"', multipart('a b', 'One-Click'))).toBe(true);
  });

  it('is nothing else', () => {
    expect(isOneClickBody('application/x-www-form-urlencoded', 'List-Unsubscribe=Yes')).toBe(false);
    expect(isOneClickBody('application/x-www-form-urlencoded', '')).toBe(false);
    expect(isOneClickBody('multipart/form-data', '--x\r\n\r\nOne-Click')).toBe(false);
    expect(isOneClickBody('multipart/form-data; boundary=abc', '--abc\r\nContent-Disposition: form-data; name="Other"\r\n\r\nOne-Click\r\n--abc--')).toBe(false);
    expect(isOneClickBody('text/plain', 'List-Unsubscribe=One-Click')).toBe(false);
    expect(isOneClickBody('application/x-www-form-urlencoded', undefined)).toBe(false);
  });
});

// RFC 8058's one-click unsubscribe POST carries the single field `List-Unsubscribe=One-Click`, as
// application/x-www-form-urlencoded or, as the RFC prefers, multipart/form-data. The unsubscribe
// page's own button posts the same field, so both arrive here.

const FIELD = 'List-Unsubscribe';
const VALUE = 'One-Click';

/** Whether a raw body (at most a few hundred bytes: the route's limit) is the one-click request. */
export function isOneClickBody(contentType: string | undefined, body: unknown): boolean {
  if (typeof body !== 'string') return false;
  const type = (contentType ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams(body).get(FIELD) === VALUE;
  if (type.startsWith('multipart/form-data')) {
    const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
    const delimiter = boundary?.[1] ?? boundary?.[2];
    if (!delimiter) return false;
    return body.split(`--${delimiter}`).some((part) => {
      const split = part.indexOf('\r\n\r\n');
      if (split < 0) return false;
      const headers = part.slice(0, split);
      const value = part.slice(split + 4).replace(/\r\n$/, '');
      return /content-disposition:\s*form-data;[^\r\n]*\bname="List-Unsubscribe"/i.test(headers) && value === VALUE;
    });
  }
  return false;
}

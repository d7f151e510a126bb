// Mail drafts (spec §5: valid forms open the visitor's mail client, nothing is sent to a server).
// Every value is percent-encoded per RFC 6068 and the subject loses its line breaks, so a visitor's
// input can never add recipients or headers (e.g. a name like `x&bcc=evil@example.com`).

export interface MailDraft {
  to: string;
  /** The sender's own address, copied in (spec §5). Dropped unless it is one plain address. */
  cc?: string;
  subject: string;
  body: string;
}

/** One addr-spec without spaces, separators or header syntax; anything else is not copied in. */
const SINGLE_ADDRESS = /^[^\s@,;<>()"'?&=%:]+@[^\s@,;<>()"'?&=%:]+\.[^\s@,;<>()"'?&=%:]+$/;

export function isSingleAddress(value: string): boolean {
  return SINGLE_ADDRESS.test(value.trim());
}

/** RFC 6068 encoding of an hfvalue: UTF-8 percent-encoding, spaces as %20. */
const encode = (value: string): string => encodeURIComponent(value);

/** Line breaks in a body become CRLF (%0D%0A), as RFC 6068 requires. */
export function normaliseLineBreaks(text: string): string {
  return text.replace(/\r\n|\r|\n/g, '\r\n');
}

export function buildMailto({ to, cc, subject, body }: MailDraft): string {
  if (!isSingleAddress(to)) throw new Error(`Not a single mail address: ${to}`);
  const fields: string[] = [];
  if (cc && isSingleAddress(cc) && cc.trim() !== to) fields.push(`cc=${encode(cc.trim())}`);
  fields.push(`subject=${encode(subject.replace(/[\r\n]+/g, ' ').trim())}`);
  fields.push(`body=${encode(normaliseLineBreaks(body))}`);
  return `mailto:${encode(to)}?${fields.join('&')}`;
}

/** "Label: value" lines, the shape of every form's mail body. */
export function formatMailBody(lines: ReadonlyArray<readonly [label: string, value: string]>, footer?: string): string {
  const body = lines.map(([label, value]) => `${label}: ${value.trim()}`).join('\n');
  return footer ? `${body}\n\n${footer}` : body;
}

export const MAIL_DRAFT_EVENT = 'site:maildraft';

/**
 * Opens the visitor's mail client with a draft. Announces the draft first as a window event
 * (the e2e tests read the exact address from it; analytics could too), then navigates.
 */
export function openMailDraft(url: string): void {
  // Browser-only, but typed without the DOM library: the admin host (Node) shares this module.
  const page = globalThis as unknown as { dispatchEvent(event: Event): boolean; location: { href: string } };
  page.dispatchEvent(new CustomEvent(MAIL_DRAFT_EVENT, { detail: url }));
  page.location.href = url;
}

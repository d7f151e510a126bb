// The two mails investor alerts send, as plain text and HTML: the confirmation (double opt-in) and
// the alert for one published document, with one-click unsubscribe (RFC 8058). Made when queued,
// so the queue holds exactly what will be sent and the sender only delivers.
import { siteConfig } from '@site/shared/config/site-config';
import { ALERT_KINDS, INVESTOR_ALERT_PATHS, type AlertKind } from '@site/shared/contract/investor-alerts';
import { INVESTOR_CATEGORIES, type InvestorCategory } from '@site/shared/contract/investor-archive';
import { escapeHtml } from '../http/html-page';

/** Where the links in a mail point: the public site and this host as visitors reach them. */
export interface AlertLinks {
  publicSiteOrigin: string;
  publicAdminOrigin: string;
}

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  /** Extra headers (the alert's List-Unsubscribe pair). */
  headers: Record<string, string>;
}

/** A published document as the alert names it (the archive's view of its record). */
export interface AlertDocument {
  category: InvestorCategory;
  name: string;
  /** `uploads/…`, relative to this host. */
  document: string;
  /** `YYYY-MM-DD`, or null when the record has no date. */
  date: string | null;
}

/** How long a confirmation link works. Unconfirmed addresses are deleted after it. */
export const CONFIRMATION_VALID_MS = 7 * 24 * 60 * 60_000;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2026-11-16` → `16 November 2026` (the site's long date); anything else as it is. */
export function longDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? MONTHS[Number(match[2]) - 1] : undefined;
  return match && month ? `${Number(match[3])} ${month} ${match[1]}` : isoDate;
}

export const confirmUrl = (links: AlertLinks, token: string) => `${links.publicAdminOrigin}${INVESTOR_ALERT_PATHS.confirm}?token=${token}`;
export const unsubscribeUrl = (links: AlertLinks, token: string) => `${links.publicAdminOrigin}${INVESTOR_ALERT_PATHS.unsubscribe}?token=${token}`;
/** The PDF, saved under the document's name (as the Atom feed links it). */
export const documentUrl = (links: AlertLinks, document: AlertDocument) =>
  `${links.publicAdminOrigin}/${document.document}?name=${encodeURIComponent(`${document.name}.pdf`)}`;

const signature = (links: AlertLinks) => `${siteConfig.companyName} – Investor relations\n${links.publicSiteOrigin}/investors`;

/** Paragraphs of text as HTML, links made clickable (every value escaped first). */
function htmlMail(title: string, paragraphs: readonly string[]): string {
  const body = paragraphs
    .map((paragraph) => {
      const escaped = escapeHtml(paragraph).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#0b5394">${url}</a>`);
      return `<p style="margin:0 0 16px">${escaped.replace(/\n/g, '<br>')}</p>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;background:#ffffff">
<div style="max-width:600px;margin:0 auto">
<p style="margin:0 0 24px;font-weight:bold;color:#0b5394">${escapeHtml(siteConfig.companyName)}</p>
${body}
</div>
</body>
</html>`;
}

function mail(subject: string, paragraphs: readonly string[], headers: Record<string, string> = {}): MailContent {
  return { subject, text: `${paragraphs.join('\n\n')}\n`, html: htmlMail(subject, paragraphs), headers };
}

const kindList = (kinds: readonly AlertKind[]) => kinds.map((kind) => `- ${ALERT_KINDS[kind].label}`).join('\n');

/** The double opt-in: nothing else is sent to an address before its link is opened. */
export function confirmationMail(kinds: readonly AlertKind[], token: string, links: AlertLinks): MailContent {
  return mail(`Confirm your investor alerts from ${siteConfig.shortName}`, [
    'Hello,',
    `Someone, probably you, asked on our website for e-mail alerts from ${siteConfig.companyName}'s investor relations at this address, when we publish:\n${kindList(kinds)}`,
    `To confirm, open this link (it works for 7 days):\n${confirmUrl(links, token)}`,
    'If you did not ask for this, ignore this e-mail: nothing more is sent to you, and the address is deleted after 7 days.',
    signature(links),
  ]);
}

/** One published document, to one subscriber, with its own one-click unsubscribe link. */
export function alertMail(document: AlertDocument, kind: AlertKind, unsubscribeToken: string, links: AlertLinks, now: Date): MailContent {
  const { title, section } = INVESTOR_CATEGORIES[document.category];
  const date = document.date ? longDate(document.date) : longDate(now.toISOString());
  const unsubscribe = unsubscribeUrl(links, unsubscribeToken);
  return mail(
    `${title}: ${document.name}`,
    [
      `${siteConfig.companyName} has published a new investor document:`,
      `${document.name}\n${title}, ${date}`,
      `Read it: ${documentUrl(links, document)}\nAll ${title} documents: ${links.publicSiteOrigin}${section}`,
      `You receive this because you subscribed to "${ALERT_KINDS[kind].label}" alerts on ${links.publicSiteOrigin}/investors.\nUnsubscribe (one click; your address is deleted): ${unsubscribe}`,
      signature(links),
    ],
    // RFC 2369 and RFC 8058: mail programs show an Unsubscribe button that POSTs to the URL.
    { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  );
}

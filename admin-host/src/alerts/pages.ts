// The small pages the alert e-mails' links open on this host: the confirmation's result and the
// unsubscribe button and its result. Made on the server, plain HTML and one stylesheet, no script;
// every text escaped. The site's look (colours, type) without its frame: a visitor clicked a link
// in a mail, and the page says what happened and leads back to /investors.
import { siteConfig } from '@site/shared/config/site-config';
import { ALERT_KINDS, type AlertKind } from '@site/shared/contract/investor-alerts';
import { escapeHtml, pageStart } from '../http/html-page';

export const ALERT_PAGE_CSS_PATH = '/investors/alerts/alerts.css';

/** The pages' policy: their stylesheet, a form posting back here, nothing else; never framed. */
export const ALERT_PAGE_CSP = "default-src 'none'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

export const ALERT_PAGE_CSS = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1rem;line-height:1.5;color:#1f2933;background:#f5f7fa}
header{background:#0b5394;color:#fff;padding:1rem 1.5rem}
header p{margin:0;font-weight:700}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.5rem;line-height:1.25;margin:0 0 1rem}
a{color:#0b5394}
a:focus-visible,button:focus-visible{outline:3px solid #f5a623;outline-offset:2px}
button{font:inherit;font-weight:700;color:#fff;background:#0b5394;border:0;border-radius:4px;padding:.75rem 1.5rem;min-height:44px;cursor:pointer}
button:hover{background:#083d6e}
`;

function document(title: string, main: string, siteOrigin: string): string {
  return `${pageStart(title, { stylesheet: ALERT_PAGE_CSS_PATH })}
<header><p>${escapeHtml(siteConfig.companyName)} · Investor alerts</p></header>
<main>
${main}
<p><a href="${escapeHtml(siteOrigin)}/investors">Back to Investors</a></p>
</main>
</body>
</html>`;
}

const kindItems = (kinds: readonly AlertKind[]) => `<ul>${kinds.map((kind) => `<li>${escapeHtml(ALERT_KINDS[kind].label)}</li>`).join('')}</ul>`;

export function confirmedPage(kinds: readonly AlertKind[], siteOrigin: string): string {
  return document(
    'Investor alerts confirmed',
    `<h1>Your investor alerts are confirmed</h1>
<p>We will send you an e-mail when we publish:</p>
${kindItems(kinds)}
<p>Each alert has a link to unsubscribe in one click, which also deletes your address.</p>`,
    siteOrigin,
  );
}

export function confirmFailedPage(siteOrigin: string): string {
  return document(
    'Confirmation link not valid',
    `<h1>This confirmation link does not work</h1>
<p>It may have been used already, or it is more than 7 days old. To receive investor alerts, subscribe again on the Investors page.</p>`,
    siteOrigin,
  );
}

/** The button (GET shows it; a link opened by a mail scanner unsubscribes nobody). */
export function unsubscribeFormPage(token: string, siteOrigin: string): string {
  return document(
    'Unsubscribe from investor alerts',
    `<h1>Unsubscribe from investor alerts</h1>
<p>Press the button to stop every investor alert to your address. Your address is deleted from our list.</p>
<form method="post" action="?token=${escapeHtml(token)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`,
    siteOrigin,
  );
}

export function unsubscribedPage(removed: boolean, siteOrigin: string): string {
  return removed
    ? document(
        'Unsubscribed',
        `<h1>You are unsubscribed</h1>
<p>No more investor alerts will be sent to your address, and it has been deleted from our list.</p>`,
        siteOrigin,
      )
    : document(
        'Nothing to unsubscribe',
        `<h1>Nothing to unsubscribe</h1>
<p>This link's address receives no investor alerts (any more): it has been unsubscribed already.</p>`,
        siteOrigin,
      );
}

export function badLinkPage(siteOrigin: string): string {
  return document(
    'Link not valid',
    `<h1>This link is not complete</h1>
<p>Open the link from the e-mail again, whole. If your mail program split it over two lines, copy both parts into the address bar.</p>`,
    siteOrigin,
  );
}

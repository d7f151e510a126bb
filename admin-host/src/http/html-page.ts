// The admin host's few server-made pages (the framed enquiry form, the alert links' pages): one
// document head, so each says only what differs (its stylesheet, a script, the body's attributes).
import { siteConfig } from '@site/shared/config/site-config';

export const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** `<!doctype html>` to the opening `<body>`: English, not indexed, the page's title after the company's name. */
export function pageStart(title: string, { stylesheet, script, bodyAttributes = '' }: { stylesheet: string; script?: string; bodyAttributes?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(siteConfig.companyName)}</title>
<link rel="stylesheet" href="${stylesheet}">
${script ? `<script src="${script}" defer></script>\n` : ''}</head>
<body${bodyAttributes}>`;
}

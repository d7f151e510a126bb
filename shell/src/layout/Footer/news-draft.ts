import { buildMailto, isSingleAddress } from '@site/shared/forms/mailto';
import { siteConfig, type SiteConfig } from '@site/shared/config/site-config';

export const NEWS_SUBJECT = 'Subscribe to News & Updates';
export const AGREE_LABEL = 'I agree to all your terms & policies';
export const AGREE_FIRST_MESSAGE = 'Please agree to the terms & policies first.';
export const EMAIL_LABEL = 'Your e-mail address';
export const EMAIL_REQUIRED_MESSAGE = 'Please enter your e-mail address.';
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid e-mail address, like name@example.com.';

/** The e-mail field's message, or undefined when the address can be subscribed. */
export function newsEmailError(email: string): string | undefined {
  if (email.trim() === '') return EMAIL_REQUIRED_MESSAGE;
  return isSingleAddress(email) ? undefined : EMAIL_INVALID_MESSAGE;
}

/**
 * The spec leaves 'Get News & Update' without an action and names no subscription API; ours opens
 * a mail draft to the news mailbox asking to subscribe the visitor's address (copied in), like
 * every other submission on the site (spec §5: the visitor's own mail client, nothing sent to a server).
 */
export function newsDraftUrl(email: string, config: Pick<SiteConfig, 'newsMailbox' | 'companyName'> = siteConfig): string {
  return buildMailto({
    to: config.newsMailbox,
    cc: email,
    subject: NEWS_SUBJECT,
    body: `Please subscribe me to news and updates from ${config.companyName}.\n\nE-mail: ${email.trim()}\n\n${AGREE_LABEL}.`,
  });
}

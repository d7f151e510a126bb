import { buildMailto } from '@site/shared/forms/mailto';
import { siteConfig, type SiteConfig } from '@site/shared/config/site-config';

export const NEWS_SUBJECT = 'Subscribe to News & Updates';
export const AGREE_LABEL = 'I agree to all your terms & policies';
export const AGREE_FIRST_MESSAGE = 'Please agree to the terms & policies first.';

/**
 * The spec leaves 'Get News & Update' without an action; ours opens a mail draft to the news
 * mailbox asking to subscribe, like every other submission on the site (spec §1: the visitor's
 * own mail client, nothing sent to a server).
 */
export function newsDraftUrl(config: Pick<SiteConfig, 'newsMailbox' | 'companyName'> = siteConfig): string {
  return buildMailto({
    to: config.newsMailbox,
    subject: NEWS_SUBJECT,
    body: `Please subscribe me to news and updates from ${config.companyName}.\n\n${AGREE_LABEL}.`,
  });
}

import { buildMailto, isSingleAddress } from '@site/shared/forms/mailto';
import { siteConfig, type SiteConfig } from '@site/shared/config/site-config';
import { translator, type Translator } from '@site/shared/i18n/react';
import { shellEn, type ShellMessages } from '../../messages/shell.en';

type ShellTranslator = Translator<ShellMessages>;

/** The English texts (the spec's site); a Malayalam page passes its own translator. */
const english: ShellTranslator = translator(shellEn, 'en');

export const NEWS_SUBJECT = shellEn['news.subject'];
export const AGREE_LABEL = shellEn['news.agree'];
export const AGREE_FIRST_MESSAGE = shellEn['news.agreeFirst'];
export const EMAIL_LABEL = shellEn['news.email'];
export const EMAIL_REQUIRED_MESSAGE = shellEn['news.emailRequired'];
export const EMAIL_INVALID_MESSAGE = shellEn['news.emailInvalid'];

/** The e-mail field's message, or undefined when the address can be subscribed. */
export function newsEmailError(email: string, t: ShellTranslator = english): string | undefined {
  if (email.trim() === '') return t('news.emailRequired');
  return isSingleAddress(email) ? undefined : t('news.emailInvalid');
}

/**
 * The spec leaves 'Get News & Update' without an action and names no subscription API; ours opens
 * a mail draft to the news mailbox asking to subscribe the visitor's address (copied in), like
 * every other submission on the site (spec §5: the visitor's own mail client, nothing sent to a server).
 * On a Malayalam page the draft is written in Malayalam.
 */
export function newsDraftUrl(email: string, config: Pick<SiteConfig, 'newsMailbox' | 'companyName'> = siteConfig, t: ShellTranslator = english): string {
  return buildMailto({
    to: config.newsMailbox,
    cc: email,
    subject: t('news.subject'),
    body: t('news.body', { company: config.companyName, email: email.trim(), agree: t('news.agree') }),
  });
}

import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { EMAIL_INVALID_MESSAGE, EMAIL_REQUIRED_MESSAGE, NEWS_SUBJECT, newsDraftUrl, newsEmailError } from './news-draft';

describe('newsDraftUrl', () => {
  it('addresses the news mailbox with the subscribe subject, the address copied in and named in the body', () => {
    const url = new URL(newsDraftUrl(' asha@example.com '));
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(siteConfig.newsMailbox);
    const params = new URLSearchParams(url.search.replace(/%20/g, '+'));
    expect(params.get('subject')).toBe(NEWS_SUBJECT);
    expect(params.get('cc')).toBe('asha@example.com');
    expect(params.get('body')).toContain(`Please subscribe me to news and updates from ${siteConfig.companyName}.`);
    expect(params.get('body')).toContain('E-mail: asha@example.com');
  });
});

describe('newsEmailError', () => {
  it('asks for an address, then for a valid one', () => {
    expect(newsEmailError('  ')).toBe(EMAIL_REQUIRED_MESSAGE);
    expect(newsEmailError('asha')).toBe(EMAIL_INVALID_MESSAGE);
    expect(newsEmailError('asha@example.com&bcc=x@example.com')).toBe(EMAIL_INVALID_MESSAGE);
    expect(newsEmailError(' asha@example.com ')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { siteConfig } from '@site/shared/config/site-config';
import { NEWS_SUBJECT, newsDraftUrl } from './news-draft';

describe('newsDraftUrl', () => {
  it('addresses the news mailbox with the subscribe subject and a body that says what is asked', () => {
    const url = new URL(newsDraftUrl());
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe(siteConfig.newsMailbox);
    const params = new URLSearchParams(url.search.replace(/%20/g, '+'));
    expect(params.get('subject')).toBe(NEWS_SUBJECT);
    expect(params.get('body')).toContain(`Please subscribe me to news and updates from ${siteConfig.companyName}.`);
    expect(params.get('cc')).toBeNull();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { siteConfig } from '@site/shared/config/site-config';
import { SITE_ORIGIN, testApp } from '../test-app';

let app: FastifyInstance;
beforeAll(async () => ({ app } = await testApp()));
afterAll(() => app.close());

const post = (fields: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/enquiry-form/',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('/enquiry-form/ (the sample enquiry form the Contact page frames)', () => {
  it('is an HTML page the site (and only the site) may frame, running only its own files', async () => {
    const response = await app.inject('/enquiry-form/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${SITE_ORIGIN}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    for (const label of ['Name', 'Email', 'Phone', 'Message']) expect(response.body).toMatch(new RegExp(`<label for="field-\\w+">${label}`));
    expect(response.body).toContain(`data-parent-origins="${SITE_ORIGIN}"`);
    expect(response.body).toContain('data-form-id="enquiry"');
    expect(response.body).not.toMatch(/<script>|style="/);
  });

  it('serves its script (the id|height message) and style sheet', async () => {
    const js = await app.inject('/enquiry-form/enquiry-form.js');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.body).toContain("postMessage(id + '|' + height, origin)");
    const css = await app.inject('/enquiry-form/enquiry-form.css');
    expect(css.headers['content-type']).toMatch(/^text\/css/);
    // The API keeps its own policy: nothing else becomes frameable.
    expect((await app.inject('/health')).headers['x-frame-options']).toBe('DENY');
  });

  it("answers an invalid enquiry with the spec's messages next to their fields, keeping what was typed", async () => {
    const response = await post({ name: ' ', email: '', phone: '12345', message: 'Need <b>200</b> conduits' });
    expect(response.statusCode).toBe(422);
    expect(response.body).toContain('Name is required');
    expect(response.body).toContain('Email is required');
    expect(response.body).toContain('Invalid phone number (10 digits required)');
    expect(response.body).toContain('aria-describedby="field-name-error"');
    expect(response.body).toContain('Need &lt;b&gt;200&lt;/b&gt; conduits');
    expect(response.body).toMatch(/id="field-name"[^>]*autofocus/);
    const empty = await post({});
    expect(empty.body).toContain('Phone number is required');
  });

  it('turns a valid enquiry into the mail draft (shared builder): to the shared mailbox, sender copied in', async () => {
    const response = await post({ name: 'Anil Kumar', email: 'anil@example.com', phone: '9846000108', message: 'Need 200 conduits & bcc=x@example.com' });
    expect(response.statusCode).toBe(200);
    const href = /href="(mailto:[^"]+)"/.exec(response.body)![1]!.replace(/&amp;/g, '&');
    const url = new URL(href);
    expect(decodeURIComponent(url.pathname)).toBe(siteConfig.sharedMailbox);
    expect(url.searchParams.get('cc')).toBe('anil@example.com');
    expect(url.searchParams.get('subject')).toBe('Contact Form Submission');
    expect(url.searchParams.get('body')!.split('\r\n')).toEqual([
      'Name: Anil Kumar',
      'Email: anil@example.com',
      'Phone: 9846000108',
      'Message: Need 200 conduits & bcc=x@example.com',
    ]);
    expect(url.searchParams.get('bcc')).toBeNull();
  });
});

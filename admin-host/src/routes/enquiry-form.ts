import type { FastifyPluginAsync } from 'fastify';
import { EMPTY_ENQUIRY, enquiryMailto, validateEnquiry, type EnquiryValues } from '@site/shared/forms/enquiry';
import { hasErrors } from '@site/shared/forms/validation';
import { ENQUIRY_FORM_CSS, ENQUIRY_FORM_JS } from '../enquiry-form/assets';
import { draftPage, formPage } from '../enquiry-form/page';

export interface EnquiryFormOptions {
  /** The site's origins: the only pages that may frame the form and receive its height. */
  allowedOrigins: readonly string[];
}

/** Longest value kept from a field; a longer one is cut, never an error page. */
const MAX_FIELD_CHARS = 4000;

/**
 * A sample enquiry form for the Contact page (spec §2.9, §7) at /enquiry-form/. There is no
 * enquiry API: a valid enquiry becomes a mail draft the visitor opens (spec §5); nothing is stored.
 */
export const enquiryFormRoutes: FastifyPluginAsync<EnquiryFormOptions> = async (app, { allowedOrigins }) => {
  const ancestors = allowedOrigins.length ? allowedOrigins.join(' ') : "'none'";
  const pagePolicy = `default-src 'none'; script-src 'self'; style-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors ${ancestors}`;
  const html = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store', 'content-security-policy': pagePolicy };

  // The form posts application/x-www-form-urlencoded (no script needed); only this plugin reads it.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  // Framed by the site's pages, so not the API's DENY (frame-ancestors above says who may).
  app.addHook('onSend', async (_request, reply) => {
    reply.removeHeader('x-frame-options');
  });

  app.get('/enquiry-form', (_request, reply) => reply.redirect('/enquiry-form/', 301));
  app.get('/enquiry-form/', (_request, reply) => reply.headers(html).send(formPage(EMPTY_ENQUIRY, {}, allowedOrigins)));
  app.post('/enquiry-form/', (request, reply) => {
    const values = readValues(request.body);
    const errors = validateEnquiry(values);
    if (hasErrors(errors)) return reply.code(422).headers(html).send(formPage(values, errors, allowedOrigins));
    return reply.headers(html).send(draftPage(values, enquiryMailto(values), allowedOrigins));
  });
  const asset = (type: string, body: string) => ({
    'content-type': type,
    'cache-control': 'public, max-age=300',
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    body,
  });
  for (const [file, { body, ...headers }] of Object.entries({
    'enquiry-form.js': asset('text/javascript; charset=utf-8', ENQUIRY_FORM_JS),
    'enquiry-form.css': asset('text/css; charset=utf-8', ENQUIRY_FORM_CSS),
  })) {
    app.get(`/enquiry-form/${file}`, (_request, reply) => reply.headers(headers).send(body));
  }
};

function readValues(body: unknown): EnquiryValues {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (key: keyof EnquiryValues) => (typeof record[key] === 'string' ? (record[key] as string).slice(0, MAX_FIELD_CHARS) : '');
  return { name: text('name'), email: text('email'), phone: text('phone'), message: text('message') };
}

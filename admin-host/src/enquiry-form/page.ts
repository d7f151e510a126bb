// The sample enquiry form's HTML (served by routes/enquiry-form.ts, framed by the Contact page).
// Rendered on the server, so it works without script: the form posts back here, the server checks
// it with the spec's rules and messages and answers either the form with its errors or the mail
// draft ready to open. The only script (enquiry-form.js) reports the page height to the parent.
import { siteConfig } from '@site/shared/config/site-config';
import { formatPhone, telHref } from '@site/shared/format/phone';
import type { EnquiryField, EnquiryValues } from '@site/shared/forms/enquiry';
import type { FieldErrors } from '@site/shared/forms/validation';
import { escapeHtml, pageStart } from '../http/html-page';

/** The id in the 'id|height' resize message (spec §7). */
export const ENQUIRY_FORM_ID = 'enquiry';


interface FieldSpec {
  name: EnquiryField;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autocomplete: string;
  required: boolean;
}

const FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', type: 'text', autocomplete: 'name', required: true },
  { name: 'email', label: 'Email', type: 'email', autocomplete: 'email', required: true },
  { name: 'phone', label: 'Phone', type: 'tel', autocomplete: 'tel-national', required: true },
  { name: 'message', label: 'Message', type: 'textarea', autocomplete: 'off', required: false },
];

function field(spec: FieldSpec, value: string, error: string | undefined, autofocus: boolean): string {
  const id = `field-${spec.name}`;
  const described = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  const common = `id="${id}" name="${spec.name}" autocomplete="${spec.autocomplete}"${spec.required ? ' aria-required="true"' : ''}${described}${autofocus ? ' autofocus' : ''}`;
  const control =
    spec.type === 'textarea'
      ? `<textarea ${common} rows="5">${escapeHtml(value)}</textarea>`
      : `<input ${common} type="${spec.type}"${spec.type === 'tel' ? ' inputmode="numeric"' : ''} value="${escapeHtml(value)}">`;
  const mark = spec.required ? ' <span class="required" aria-hidden="true">*</span>' : ' <span class="optional">(optional)</span>';
  const message = error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : '';
  return `<div class="field"><label for="${id}">${spec.label}${mark}</label>${control}${message}</div>`;
}

function document(title: string, main: string, allowedOrigins: readonly string[]): string {
  const body = ` data-form-id="${ENQUIRY_FORM_ID}" data-parent-origins="${escapeHtml(allowedOrigins.join(' '))}"`;
  return `${pageStart(title, { stylesheet: 'enquiry-form.css', script: 'enquiry-form.js', bodyAttributes: body })}
<main>${main}</main>
</body>
</html>`;
}

/** The form, empty or with the visitor's values and the spec's messages next to their fields. */
export function formPage(values: EnquiryValues, errors: FieldErrors<EnquiryField>, allowedOrigins: readonly string[]): string {
  const firstInvalid = FIELDS.find((spec) => errors[spec.name])?.name;
  const count = Object.keys(errors).length;
  const summary = count
    ? `<p class="summary" role="alert">Please correct ${count === 1 ? 'the field' : `the ${count} fields`} marked below.</p>`
    : '';
  // The framing page shows its own visible heading above the frame; this one names the document.
  const main = `<h1 class="visually-hidden">Send us an enquiry</h1>
<p class="intro">Fields marked <span aria-hidden="true">*</span><span class="visually-hidden">as required</span> are required. Your enquiry opens as an e-mail in your own mail app; nothing is sent until you send it there.</p>
${summary}<form method="post" action="./" novalidate>
${FIELDS.map((spec) => field(spec, values[spec.name], errors[spec.name], spec.name === firstInvalid)).join('\n')}
<button type="submit">Prepare my e-mail</button>
</form>`;
  return document('Enquiry form', main, allowedOrigins);
}

/** A valid enquiry: the mail draft to open (a link, so the visitor's own click opens the mail app). */
export function draftPage(values: EnquiryValues, mailto: string, allowedOrigins: readonly string[]): string {
  const main = `<h1>Your enquiry is ready</h1>
<p class="intro">Thank you, ${escapeHtml(values.name.trim())}. Open the draft in your mail app and press Send there: it goes to ${escapeHtml(siteConfig.sharedMailbox)}, with a copy to you.</p>
<p><a class="button" href="${escapeHtml(mailto)}" autofocus>Open the e-mail draft</a></p>
<p class="secondary">No mail app? Write to <a href="mailto:${escapeHtml(siteConfig.sharedMailbox)}">${escapeHtml(siteConfig.sharedMailbox)}</a> or call <a href="${escapeHtml(telHref(siteConfig.mobile) ?? '')}">${escapeHtml(formatPhone(siteConfig.mobile))}</a>.</p>
<p class="secondary"><a href="./">Start a new enquiry</a></p>`;
  return document('Your enquiry is ready', main, allowedOrigins);
}

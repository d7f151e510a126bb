import { siteConfig } from '@site/shared/config/site-config';
import { buildMailto, formatMailBody } from '@site/shared/forms/mailto';
import { validateContact, type FieldErrors } from '@site/shared/forms/validation';

export interface QuoteFormValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type QuoteField = keyof QuoteFormValues;

export const EMPTY_QUOTE: QuoteFormValues = { name: '', email: '', phone: '', message: '' };

/** Spec §5: name, email and phone as every form; the message is not validated. */
export function validateQuote(values: QuoteFormValues): FieldErrors<QuoteField> {
  return validateContact(values);
}

export const SUBMISSION_SUBJECT = 'Contact Form Submission';

/** The mail draft of a valid quote request: to the shared mailbox, the sender copied in. */
export function quoteMailto(values: QuoteFormValues): string {
  return buildMailto({
    to: siteConfig.sharedMailbox,
    cc: values.email,
    subject: SUBMISSION_SUBJECT,
    body: formatMailBody([
      ['Name', values.name],
      ['Email', values.email],
      ['Phone', values.phone],
      ['Message', values.message],
    ]),
  });
}

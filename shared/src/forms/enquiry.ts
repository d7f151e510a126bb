// The enquiry/quote form of spec §3 (name, email, phone, message) and its mail draft (§5): used by
// the Quote page and by the sample enquiry form the admin host serves for the Contact page.
import { siteConfig } from '../config/site-config';
import { buildMailto, formatMailBody } from './mailto';
import { MESSAGES, validateContact, type FieldErrors, type ValidationMessages } from './validation';

export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type EnquiryField = keyof EnquiryValues;

export const EMPTY_ENQUIRY: EnquiryValues = { name: '', email: '', phone: '', message: '' };

/** Spec §5: name, email and phone as every form; the message is not validated. */
export function validateEnquiry(values: EnquiryValues, messages: ValidationMessages = MESSAGES): FieldErrors<EnquiryField> {
  return validateContact(values, messages);
}

export const SUBMISSION_SUBJECT = 'Contact Form Submission';

/** The subject and field names of a mail draft, in the page's language (English: the spec's; see useFormMessages). */
export interface MailLabels {
  subject: string;
  name: string;
  email: string;
  phone: string;
  message: string;
}

export const ENGLISH_MAIL_LABELS: MailLabels = { subject: SUBMISSION_SUBJECT, name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' };

/** The mail draft of a valid enquiry: to the shared mailbox, the sender copied in. */
export function enquiryMailto(values: EnquiryValues, labels: MailLabels = ENGLISH_MAIL_LABELS): string {
  return buildMailto({
    to: siteConfig.sharedMailbox,
    cc: values.email,
    subject: labels.subject,
    body: formatMailBody([
      [labels.name, values.name],
      [labels.email, values.email],
      [labels.phone, values.phone],
      [labels.message, values.message],
    ]),
  });
}

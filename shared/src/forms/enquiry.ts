// The enquiry/quote form of spec §3 (name, email, phone, message) and its mail draft (§5): used by
// the Quote page and by the sample enquiry form the admin host serves for the Contact page.
import { siteConfig } from '../config/site-config';
import { buildMailto, formatMailBody } from './mailto';
import { validateContact, type FieldErrors } from './validation';

export interface EnquiryValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type EnquiryField = keyof EnquiryValues;

export const EMPTY_ENQUIRY: EnquiryValues = { name: '', email: '', phone: '', message: '' };

/** Spec §5: name, email and phone as every form; the message is not validated. */
export function validateEnquiry(values: EnquiryValues): FieldErrors<EnquiryField> {
  return validateContact(values);
}

export const SUBMISSION_SUBJECT = 'Contact Form Submission';

/** The mail draft of a valid enquiry: to the shared mailbox, the sender copied in. */
export function enquiryMailto(values: EnquiryValues): string {
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

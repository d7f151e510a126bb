// The quote form is spec §3's enquiry form: its rules and mail draft live in shared (the admin
// host's sample enquiry form on Contact uses the same ones).
import {
  EMPTY_ENQUIRY,
  enquiryMailto,
  SUBMISSION_SUBJECT,
  validateEnquiry,
  type EnquiryField,
  type EnquiryValues,
} from '@site/shared/forms/enquiry';

export type QuoteFormValues = EnquiryValues;
export type QuoteField = EnquiryField;
export const EMPTY_QUOTE: QuoteFormValues = EMPTY_ENQUIRY;
export const validateQuote = validateEnquiry;
export const quoteMailto = enquiryMailto;
export { SUBMISSION_SUBJECT };

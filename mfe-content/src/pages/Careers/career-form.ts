import { siteConfig } from '@site/shared/config/site-config';
import { buildMailto, formatMailBody } from '@site/shared/forms/mailto';
import { validateEmail, validateName, validatePhone, validateResume, withoutEmpty, type FieldErrors } from '@site/shared/forms/validation';
import { SUBMISSION_SUBJECT } from '../Quote/quote-form';

export interface CareerFormValues {
  position: string;
  experience: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  resume: File | null;
}

export type CareerField = keyof CareerFormValues;

export const EMPTY_CAREER: CareerFormValues = { position: '', experience: '', name: '', email: '', phone: '', message: '', resume: null };

/** Spec §5: name/email/phone as every form; resume required and at most 5 MB; the rest free. */
export function validateCareer(values: CareerFormValues): FieldErrors<CareerField> {
  return withoutEmpty({
    name: validateName(values.name),
    email: validateEmail(values.email),
    phone: validatePhone(values.phone),
    resume: validateResume(values.resume),
  });
}

/** The e-mail cannot carry the file: the sender attaches it in their mail client (spec §5). */
export function attachReminder(fileName: string | undefined): string {
  return `Resume: please attach your resume${fileName ? ` (${fileName})` : ''} to this e-mail before sending it.`;
}

/** The mail draft of a valid application. */
export function careerMailto(values: CareerFormValues): string {
  return buildMailto({
    to: siteConfig.sharedMailbox,
    cc: values.email,
    subject: SUBMISSION_SUBJECT,
    body: formatMailBody(
      [
        ['Name', values.name],
        ['Email', values.email],
        ['Phone', values.phone],
        ['Position', values.position],
        ['Experience', values.experience],
        ['Message', values.message],
      ],
      attachReminder(values.resume?.name),
    ),
  });
}

import { siteConfig } from '@site/shared/config/site-config';
import { buildMailto, formatMailBody } from '@site/shared/forms/mailto';
import { MESSAGES, validateEmail, validateName, validatePhone, validateResume, withoutEmpty, type FieldErrors, type ValidationMessages } from '@site/shared/forms/validation';
import { ENGLISH_MAIL_LABELS, type MailLabels } from '@site/shared/forms/enquiry';
import { englishForms, type FormsTranslator } from '../../messages/forms-english';

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
export function validateCareer(values: CareerFormValues, messages: ValidationMessages = MESSAGES): FieldErrors<CareerField> {
  return withoutEmpty({
    name: validateName(values.name, messages),
    email: validateEmail(values.email, messages),
    phone: validatePhone(values.phone, messages),
    resume: validateResume(values.resume, messages),
  });
}

/** The e-mail cannot carry the file: the sender attaches it in their mail client (spec §5). */
export function attachReminder(fileName: string | undefined, t: FormsTranslator = englishForms): string {
  return fileName ? t('apply.reminderNamed', { file: fileName }) : t('apply.reminder');
}

/** The mail draft of a valid application. */
export function careerMailto(values: CareerFormValues, labels: MailLabels = ENGLISH_MAIL_LABELS, t: FormsTranslator = englishForms): string {
  return buildMailto({
    to: siteConfig.sharedMailbox,
    cc: values.email,
    subject: labels.subject,
    body: formatMailBody(
      [
        [labels.name, values.name],
        [labels.email, values.email],
        [labels.phone, values.phone],
        [t('opening.position'), values.position],
        [t('opening.experience'), values.experience],
        [labels.message, values.message],
      ],
      attachReminder(values.resume?.name, t),
    ),
  });
}

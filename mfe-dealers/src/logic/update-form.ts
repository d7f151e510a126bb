// The dealer/distributor update form (spec §3, §5): its fields, the on-submit rules and the mail
// draft a valid form opens. Field names are the spec's and the inputs' `name` attributes.
import { siteConfig } from '@site/shared/config/site-config';
import { buildMailto, formatMailBody } from '@site/shared/forms/mailto';
import { ENGLISH_MAIL_LABELS, type MailLabels } from '@site/shared/forms/enquiry';
import {
  MESSAGES,
  type ValidationMessages,
  validateEmail,
  validateName,
  validatePhone,
  validateType,
  withoutEmpty,
  type FieldErrors,
} from '@site/shared/forms/validation';
import { DEALER_UPDATE_SUBJECT, DEALER_UPDATE_TYPE_OPTIONS } from '../data/dealer-update';

export interface DealerUpdateValues {
  dealername: string;
  dealeremail: string;
  dealerphone: string;
  dealertype: string;
  /** The message; optional. */
  dealercommand: string;
}

export type ValidatedField = Exclude<keyof DealerUpdateValues, 'dealercommand'>;

export const EMPTY_DEALER_UPDATE: DealerUpdateValues = {
  dealername: '',
  dealeremail: '',
  dealerphone: '',
  dealertype: '',
  dealercommand: '',
};

export function validateDealerUpdate(values: DealerUpdateValues, messages: ValidationMessages = MESSAGES): FieldErrors<ValidatedField> {
  return withoutEmpty({
    dealername: validateName(values.dealername, messages),
    dealeremail: validateEmail(values.dealeremail, messages),
    dealerphone: validatePhone(values.dealerphone, messages),
    dealertype: validateType(values.dealertype, messages),
  });
}

const typeLabel = (type: string): string => DEALER_UPDATE_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

/** The draft (spec §5): to the shared mailbox, the sender copied in, name/email/phone/type/message. */
/** The draft's subject, field names and type names, in the page's language (English: the spec's). */
export interface DealerMailLabels extends MailLabels {
  type: string;
  typeLabel: (type: string) => string;
}

const ENGLISH_LABELS: DealerMailLabels = { ...ENGLISH_MAIL_LABELS, subject: DEALER_UPDATE_SUBJECT, type: 'Type', typeLabel };

export function dealerUpdateMailto(values: DealerUpdateValues, mailbox: string = siteConfig.sharedMailbox, labels: DealerMailLabels = ENGLISH_LABELS): string {
  return buildMailto({
    to: mailbox,
    cc: values.dealeremail.trim(),
    subject: labels.subject,
    body: formatMailBody([
      [labels.name, values.dealername],
      [labels.email, values.dealeremail],
      [labels.phone, values.dealerphone],
      [labels.type, labels.typeLabel(values.dealertype)],
      [labels.message, values.dealercommand],
    ]),
  });
}

// The dealer/distributor update form (spec §3, §5): its fields, the on-submit rules and the mail
// draft a valid form opens. Field names are the spec's and the inputs' `name` attributes.
import { siteConfig } from '@site/shared/config/site-config';
import { buildMailto, formatMailBody } from '@site/shared/forms/mailto';
import {
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

export function validateDealerUpdate(values: DealerUpdateValues): FieldErrors<ValidatedField> {
  return withoutEmpty({
    dealername: validateName(values.dealername),
    dealeremail: validateEmail(values.dealeremail),
    dealerphone: validatePhone(values.dealerphone),
    dealertype: validateType(values.dealertype),
  });
}

const typeLabel = (type: string): string => DEALER_UPDATE_TYPE_OPTIONS.find((option) => option.value === type)?.label ?? type;

/** The draft (spec §5): to the shared mailbox, the sender copied in, name/email/phone/type/message. */
export function dealerUpdateMailto(values: DealerUpdateValues, mailbox: string = siteConfig.sharedMailbox): string {
  return buildMailto({
    to: mailbox,
    cc: values.dealeremail.trim(),
    subject: DEALER_UPDATE_SUBJECT,
    body: formatMailBody([
      ['Name', values.dealername],
      ['Email', values.dealeremail],
      ['Phone', values.dealerphone],
      ['Type', typeLabel(values.dealertype)],
      ['Message', values.dealercommand],
    ]),
  });
}

import { useCatalog } from '../i18n/react';
import { sharedMessages } from '../messages/shared';
import type { SharedMessages } from '../messages/shared.en';
import type { MailLabels } from './enquiry';
import type { ValidationMessages } from './validation';

export interface FormMessages {
  validation: ValidationMessages;
  mail: MailLabels;
}

// Made once per loaded catalog (one per language), never per render.
const made = new WeakMap<SharedMessages, FormMessages>();

function formMessagesOf(m: SharedMessages): FormMessages {
  let messages = made.get(m);
  if (!messages) {
    messages = {
      validation: {
        nameRequired: m['validation.nameRequired'],
        emailRequired: m['validation.emailRequired'],
        typeRequired: m['validation.typeRequired'],
        phoneRequired: m['validation.phoneRequired'],
        phoneInvalid: m['validation.phoneInvalid'],
        resumeRequired: m['validation.resumeRequired'],
        resumeTooLarge: m['validation.resumeTooLarge'],
      },
      mail: { subject: m['mail.subject'], name: m['mail.name'], email: m['mail.email'], phone: m['mail.phone'], message: m['mail.message'] },
    };
    made.set(m, messages);
  }
  return messages;
}

/** The forms' validation messages and mail-draft labels in the page's language (English: the spec's, exactly). */
export function useFormMessages(): FormMessages {
  return formMessagesOf(useCatalog(sharedMessages));
}

// The e-mail alerts form's checks, the admin host's own rule (the contract's alertEmailProblem), so
// the visitor hears about a mistake before sending and the server refuses exactly the same things.
import { alertEmailProblem, type AlertKind } from '@site/shared/contract/investor-alerts';
import type { FieldErrors } from '@site/shared/forms/validation';

export type AlertSignupField = 'email' | 'kinds';

/** Message keys of alerts.en.ts, by problem. */
const EMAIL_MESSAGES = { required: 'alerts.error.required', 'too-long': 'alerts.error.tooLong', invalid: 'alerts.error.invalid' } as const;
export type AlertSignupMessage = (typeof EMAIL_MESSAGES)[keyof typeof EMAIL_MESSAGES] | 'alerts.error.kinds';

/** Each field's message key, or none: `{}` means the form may be sent. */
export function validateAlertSignup(email: string, kinds: readonly AlertKind[]): FieldErrors<AlertSignupField> & Partial<Record<AlertSignupField, AlertSignupMessage>> {
  const problem = alertEmailProblem(email);
  return {
    ...(problem ? { email: EMAIL_MESSAGES[problem] } : {}),
    ...(kinds.length ? {} : { kinds: 'alerts.error.kinds' as const }),
  };
}

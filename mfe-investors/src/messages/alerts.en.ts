// The e-mail alerts form on /investors (AlertsSignup): English. Malayalam: alerts.ml.ts. The kinds'
// names are the contract's (ALERT_KINDS), so the form and the e-mails say the same.
import { ALERT_EMAIL_LOCAL_MAX_CHARS, ALERT_EMAIL_MAX_CHARS, ALERT_KINDS } from '@site/shared/contract/investor-alerts';

export const alertsEn = {
  'alerts.title': 'E-mail alerts',
  'alerts.intro': 'Get an e-mail when we publish a new investor document. We first send you a link to confirm; every alert has a one-click unsubscribe.',
  'alerts.email': 'Your e-mail address',
  'alerts.kinds': 'Which documents',
  'alerts.kind.results': ALERT_KINDS.results.label,
  'alerts.kind.results.hint': 'Financial results, annual reports and returns, shareholding patterns, credit ratings',
  'alerts.kind.announcements': ALERT_KINDS.announcements.label,
  'alerts.kind.announcements.hint': 'Board and general meetings, press releases, disclosures, newspaper publications, investor meets',
  'alerts.kind.governance': ALERT_KINDS.governance.label,
  'alerts.kind.governance.hint': 'Compliance reports, policies, director programmes and terms, unclaimed dividends, offer documents',
  'alerts.submit': 'Subscribe',
  'alerts.sending': 'Subscribing…',
  'alerts.privacy': 'We use your address only for these alerts, never show it publicly, and delete it when you unsubscribe.',
  'alerts.error.summary': 'Please correct the marked fields.',
  'alerts.error.required': 'Enter your e-mail address',
  'alerts.error.tooLong': `An e-mail address has at most ${ALERT_EMAIL_MAX_CHARS} characters (${ALERT_EMAIL_LOCAL_MAX_CHARS} before the @)`,
  'alerts.error.invalid': 'Enter an e-mail address like name@example.com',
  'alerts.error.kinds': 'Choose at least one kind of document',
  'alerts.error.limited': 'Too many requests from your connection. Please try again in an hour.',
  'alerts.error.network': 'We could not reach our server. Please check your connection and try again.',
  'alerts.done': 'Thank you. Check your inbox and open the link in our e-mail to confirm: nothing is sent to you until you do.',
};

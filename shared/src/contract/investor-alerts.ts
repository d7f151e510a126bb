// Investor alerts (issue 28): visitors subscribe on /investors to the kinds of document they want,
// confirm by e-mail, and get one e-mail per published document of those kinds. Plain data only, so
// the subscribe form imports it as it is; the request and answer schemas are in
// investor-alerts-schemas.ts (TypeBox: the admin host's, types only for the browser).
import type { InvestorCategory } from './choices';

/** The admin host's alert endpoints. Confirm and unsubscribe are the links in the e-mails. */
export const INVESTOR_ALERT_PATHS = {
  /** POST JSON {email, kinds} from the site's form. */
  subscribe: '/investors/alerts/subscribe',
  /** GET ?token= (the confirmation mail's link): a small HTML page saying what happened. */
  confirm: '/investors/alerts/confirm',
  /** GET ?token=: a page with a button; POST ?token= with `List-Unsubscribe=One-Click` (RFC 8058) removes the address. */
  unsubscribe: '/investors/alerts/unsubscribe',
} as const;

/**
 * The kinds a visitor chooses from: every category of the investor archive (INVESTOR_CATEGORIES) in
 * exactly one kind (a unit test checks), so "all three" means every document the archive lists.
 * Three, not twenty: a form of twenty checkboxes is a form nobody fills in.
 */
export const ALERT_KINDS = {
  results: {
    label: 'Results and financials',
    categories: ['financial-result', 'annual-report', 'annual-return', 'shareholding-pattern', 'credit-rating'],
  },
  announcements: {
    label: 'Announcements and board outcomes',
    categories: ['board-meeting', 'general-meeting', 'press-release', 'other-announcement', 'disclosure', 'newspaper-publication', 'investor-meet'],
  },
  governance: {
    label: 'Reports, policies and governance',
    categories: [
      'compliance',
      'secretarial-compliance',
      'policy',
      'familiarisation-programme',
      'independent-director-terms',
      'unclaimed-dividend',
      'material-document',
      'initial-public-offer',
    ],
  },
} as const satisfies Record<string, { label: string; categories: readonly InvestorCategory[] }>;

export type AlertKind = keyof typeof ALERT_KINDS;
export const ALERT_KIND_KEYS = Object.keys(ALERT_KINDS) as AlertKind[];

/** The kind a category's documents are announced under. */
export function alertKindOf(category: InvestorCategory): AlertKind {
  const kind = ALERT_KIND_KEYS.find((key) => (ALERT_KINDS[key].categories as readonly string[]).includes(category));
  if (!kind) throw new Error(`No alert kind for the category ${category}`);
  return kind;
}

/** RFC 5321's longest path (254 characters usable as an address) and local part (64). */
export const ALERT_EMAIL_MAX_CHARS = 254;
export const ALERT_EMAIL_LOCAL_MAX_CHARS = 64;

/**
 * An address as the site accepts it: one @, a local part of printable ASCII without spaces, quotes
 * or brackets, a domain of dot-separated labels (letters, digits, hyphens; internationalised ones
 * as punycode or Unicode letters and their vowel signs, as Malayalam domains have) with a dot. Deliberately narrower than RFC 5322 (no quoted local
 * parts, no IP literals): the addresses investors use pass, and nothing that needs quoting reaches
 * an SMTP command or a header.
 */
const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@(?:[\p{L}\p{N}](?:[\p{L}\p{M}\p{N}-]{0,61}[\p{L}\p{M}\p{N}])?\.)+[\p{L}\p{N}][\p{L}\p{M}\p{N}-]{1,62}$/u;

export type AlertEmailProblem = 'required' | 'too-long' | 'invalid';

/** What is wrong with an address the visitor typed (trimmed first), or undefined. Both sides run it. */
export function alertEmailProblem(typed: string): AlertEmailProblem | undefined {
  const email = typed.trim();
  if (!email) return 'required';
  if (email.length > ALERT_EMAIL_MAX_CHARS) return 'too-long';
  const at = email.lastIndexOf('@');
  if (at > ALERT_EMAIL_LOCAL_MAX_CHARS) return 'too-long';
  if (!EMAIL_PATTERN.test(email) || email.startsWith('.') || email.includes('..') || email.slice(0, at).endsWith('.')) return 'invalid';
  return undefined;
}

/** English messages of the admin host's field errors (the form shows its own, in the page's language). */
export const ALERT_FIELD_MESSAGES = {
  required: 'Enter your e-mail address',
  'too-long': `An e-mail address has at most ${ALERT_EMAIL_MAX_CHARS} characters (${ALERT_EMAIL_LOCAL_MAX_CHARS} before the @)`,
  invalid: 'Enter an e-mail address like name@example.com',
  kinds: 'Choose at least one kind of document',
} as const satisfies Record<AlertEmailProblem | 'kinds', string>;

/**
 * The subscribe answer, whatever the address: known, new, confirmed, or asked for too often. So the
 * form cannot be used to learn who subscribes.
 */
export const ALERT_SUBSCRIBE_ANSWER = 'Thank you. If this address can receive alerts, an e-mail is on its way to it: open the link in it to confirm. Nothing is sent to you until you do.';

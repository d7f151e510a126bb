// Subscribers' addresses: checked with the contract's rule (the form runs the same), stored in one
// form so an address is one subscriber however it was typed, and never shown whole outside mail.
import { alertEmailProblem, type AlertEmailProblem } from '@site/shared/contract/investor-alerts';

export type AddressCheck = { ok: true; email: string } | { ok: false; problem: AlertEmailProblem };

/**
 * Trimmed, NFC, lower-cased. RFC 5321 lets a local part be case-sensitive, but no mailbox provider
 * investors use treats it so; lower-casing it makes `Anu@X.in` and `anu@x.in` one subscriber, so a
 * second form cannot subscribe (and mail) the same person twice.
 */
export const normaliseAddress = (typed: string): string => typed.trim().normalize('NFC').toLowerCase();

export function checkAddress(typed: string): AddressCheck {
  const problem = alertEmailProblem(typed);
  return problem ? { ok: false, problem } : { ok: true, email: normaliseAddress(typed) };
}

/** `a***@g***.com`: enough for the IR team to tell mails apart, not enough to read an address. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${email[0]}***@${domain[0] ?? ''}***${tld}`;
}

/**
 * Every address in a text masked: an SMTP server's refusal often quotes the recipient
 * ("550 5.1.1 <anu@example.in>: Recipient address rejected"), and that text is shown in the console.
 */
export const maskAddressesIn = (text: string): string => text.replace(/[^\s<>"'(),;:@]+@[^\s<>"'(),;:@]+/g, (address) => maskAddress(address));

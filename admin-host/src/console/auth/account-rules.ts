// Rules for console accounts, shared by the server (users API, user:add) and the console's users
// screen, so both give the same message. No Node imports here: the console app bundles it.
import { MAX_PASSWORD_LENGTH } from '@site/shared/contract/console-choices';
import { isRole, ROLES } from './roles';

export const USERNAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._@-]{0,63}$/;
export const USERNAME_RULE = 'A user name is 1–64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit';
export const MIN_PASSWORD_LENGTH = 12;

/** Why a new password is refused, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must have at least ${MIN_PASSWORD_LENGTH} characters`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must have at most ${MAX_PASSWORD_LENGTH} characters`;
  return null;
}

export interface AccountForm {
  username?: string | undefined;
  roles?: readonly string[] | undefined;
  /** Empty: the server generates one and shows it once. */
  password?: string | undefined;
}

/** A message per field of the users screen's forms (creating: a user name is needed too). */
export function accountErrors(form: AccountForm, { creating }: { creating: boolean }): Record<string, string> {
  const errors: Record<string, string> = {};
  if (creating) {
    const username = (form.username ?? '').trim();
    if (!username) errors.username = 'User name is required';
    else if (!USERNAME_PATTERN.test(username)) errors.username = USERNAME_RULE;
  }
  if (form.roles !== undefined) {
    if (form.roles.length === 0) errors.roles = 'Give the user at least one role';
    else if (!form.roles.every(isRole)) errors.roles = `Choose among the roles ${ROLES.join(', ')}`;
  }
  if (form.password) {
    const problem = passwordProblem(form.password);
    if (problem) errors.password = problem;
  }
  return errors;
}

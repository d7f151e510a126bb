import { describe, expect, it } from 'vitest';
import { validateAlertSignup } from './alert-signup';

describe('the e-mail alerts form', () => {
  it('asks for a well-formed address and at least one kind, naming the message per field', () => {
    expect(validateAlertSignup(' anu@example.in ', ['results'])).toEqual({});
    expect(validateAlertSignup('', [])).toEqual({ email: 'alerts.error.required', kinds: 'alerts.error.kinds' });
    expect(validateAlertSignup('anu@example', ['governance'])).toEqual({ email: 'alerts.error.invalid' });
    expect(validateAlertSignup(`${'a'.repeat(65)}@example.in`, ['governance'])).toEqual({ email: 'alerts.error.tooLong' });
  });
});

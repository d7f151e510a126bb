import { describe, expect, it } from 'vitest';
import { hasErrors, MESSAGES, RESUME_MAX_BYTES, validateContact, validatePhone, validateResume, validateType } from './validation';

describe('spec §5 messages', () => {
  it('are the spec strings, to the letter', () => {
    expect(MESSAGES).toEqual({
      nameRequired: 'Name is required',
      emailRequired: 'Email is required',
      typeRequired: 'Type is required',
      phoneRequired: 'Phone number is required',
      phoneInvalid: 'Invalid phone number (10 digits required)',
      resumeRequired: 'Please select a resume.',
      resumeTooLarge: 'File size exceeds 5MB.',
    });
  });
});

describe('validateContact', () => {
  it('requires name, email (presence only) and phone', () => {
    expect(validateContact({ name: '', email: '', phone: '' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
    expect(validateContact({ name: '  ', email: ' ', phone: '   ' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      phone: 'Phone number is required',
    });
  });

  it('accepts any non-empty email and a 10-digit phone after trimming', () => {
    const errors = validateContact({ name: 'Anu', email: 'not-checked', phone: ' 9876543210 ' });
    expect(errors).toEqual({});
    expect(hasErrors(errors)).toBe(false);
  });
});

describe('validatePhone', () => {
  it.each(['987654321', '98765432100', '98765 43210', '+919876543210', '98765-4321', 'abcdefghij', '９８７６５４３２１０'])(
    'rejects %j',
    (phone) => expect(validatePhone(phone)).toBe('Invalid phone number (10 digits required)'),
  );
  it('accepts exactly ten ASCII digits', () => expect(validatePhone('0123456789')).toBeUndefined());
});

describe('validateType', () => {
  it('requires a type', () => {
    expect(validateType('')).toBe('Type is required');
    expect(validateType('dealer')).toBeUndefined();
  });
});

describe('validateResume', () => {
  it('requires a file of at most 5242880 bytes', () => {
    expect(RESUME_MAX_BYTES).toBe(5242880);
    expect(validateResume(null)).toBe('Please select a resume.');
    expect(validateResume({ size: 5242880 })).toBeUndefined();
    expect(validateResume({ size: 5242881 })).toBe('File size exceeds 5MB.');
  });
});

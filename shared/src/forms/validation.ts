// Field rules and messages of spec §5, shared by the dealer, career and quote forms. The message
// strings are the spec's, to the letter.

export const MESSAGES = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  typeRequired: 'Type is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Invalid phone number (10 digits required)',
  resumeRequired: 'Please select a resume.',
  resumeTooLarge: 'File size exceeds 5MB.',
} as const;

/** The messages a form shows, in its page's language (English: MESSAGES; see useFormMessages). */
export type ValidationMessages = Readonly<Record<keyof typeof MESSAGES, string>>;

/** Resume size limit: 5 MB = 5242880 bytes (spec §9). */
export const RESUME_MAX_BYTES = 5_242_880;

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export function validateName(name: string, messages: ValidationMessages = MESSAGES): string | undefined {
  return isBlank(name) ? messages.nameRequired : undefined;
}

/** Presence only (spec §5): the mail client is the one that will reject a bad address. */
export function validateEmail(email: string, messages: ValidationMessages = MESSAGES): string | undefined {
  return isBlank(email) ? messages.emailRequired : undefined;
}

/** Required, and after trimming exactly 10 digits. */
export function validatePhone(phone: string, messages: ValidationMessages = MESSAGES): string | undefined {
  if (isBlank(phone)) return messages.phoneRequired;
  return /^\d{10}$/.test(phone.trim()) ? undefined : messages.phoneInvalid;
}

export function validateType(type: string, messages: ValidationMessages = MESSAGES): string | undefined {
  return isBlank(type) ? messages.typeRequired : undefined;
}

export function validateResume(file: { size: number } | null | undefined, messages: ValidationMessages = MESSAGES): string | undefined {
  if (!file) return messages.resumeRequired;
  return file.size > RESUME_MAX_BYTES ? messages.resumeTooLarge : undefined;
}

export interface ContactFields {
  name: string;
  email: string;
  phone: string;
}

/** Name, email and phone: the rules every form shares. */
export function validateContact(fields: ContactFields, messages: ValidationMessages = MESSAGES): FieldErrors<keyof ContactFields> {
  return withoutEmpty({
    name: validateName(fields.name, messages),
    email: validateEmail(fields.email, messages),
    phone: validatePhone(fields.phone, messages),
  });
}

/** Drops the keys whose value is undefined, so `Object.keys(errors).length === 0` means valid. */
export function withoutEmpty<K extends string>(errors: Record<K, string | undefined>): FieldErrors<K> {
  const result: FieldErrors<K> = {};
  for (const key of Object.keys(errors) as K[]) {
    const message = errors[key];
    if (message) result[key] = message;
  }
  return result;
}

export const hasErrors = (errors: FieldErrors<string>): boolean => Object.keys(errors).length > 0;

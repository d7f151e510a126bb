import { useCallback, useState } from 'react';
import type { FieldErrors } from '../../forms/validation';

/**
 * A form's messages: set all at once on submit, cleared per field as the visitor edits that field
 * (spec §4: 'Form error messages clear per field when the user edits that field').
 */
export function useFieldErrors<K extends string>() {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const clear = useCallback((field: K) => {
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);
  return { errors, setErrors, clear };
}

/** Moves focus to the first invalid control of a form, so keyboard users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

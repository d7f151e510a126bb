import { useEffect, useRef, useState, type RefObject } from 'react';
import { focusFirstInvalid } from '@site/shared/ui/FormField/useFieldErrors';

/**
 * After a rejected submit, move focus to the first invalid field once the messages are rendered.
 * Returns the form ref and `rejected()` to call from the submit handler.
 */
export function useFocusFirstInvalid(): { formRef: RefObject<HTMLFormElement | null>; rejected: () => void } {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) focusFirstInvalid(formRef.current);
  }, [attempt]);
  return { formRef, rejected: () => setAttempt((n) => n + 1) };
}

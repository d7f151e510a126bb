import { useId, type ReactNode } from 'react';
import styles from './FormField.module.css';

/** Props every control inside a FormField receives: its id and the error wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  'aria-required': boolean | undefined;
}

interface Props {
  label: string;
  /** The field's current message; shown under it and announced. */
  error?: string | undefined;
  /** Marks the label (visually and for assistive tech) without enabling native validation bubbles. */
  required?: boolean;
  /** Extra help under the label, e.g. allowed file size. */
  hint?: string;
  /** Renders the control: spread the props on the input/select/textarea. */
  children: (control: FieldControlProps) => ReactNode;
  className?: string;
}

/**
 * Label, control, hint and error message, wired with aria-invalid and aria-describedby so screen
 * readers hear the message with the field (issue 6). Used by every form on the site.
 */
export function FormField({ label, error, required, hint, children, className }: Props) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, 'aria-required': required || undefined })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

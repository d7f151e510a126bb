import { useId } from 'react';
import { ROLE_LABELS, ROLES } from '../../../../src/console/auth/roles';

/** The roles of an account as checkboxes in one group, with the group's message. */
export function RoleChoices({ value, onChange, error }: { value: readonly string[]; onChange: (roles: string[]) => void; error?: string | undefined }) {
  const id = useId();
  return (
    <fieldset className="role-choices" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={Boolean(error)}>
      <legend>
        Roles<span className="required-mark" aria-hidden="true"> *</span>
      </legend>
      {ROLES.map((role) => (
        <div key={role} className="filter-check">
          <input
            id={`${id}-${role}`}
            type="checkbox"
            checked={value.includes(role)}
            onChange={(e) => onChange(e.target.checked ? [...value, role] : value.filter((r) => r !== role))}
          />
          <label htmlFor={`${id}-${role}`}>
            {ROLE_LABELS[role]} <code>{role}</code>
          </label>
        </div>
      ))}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

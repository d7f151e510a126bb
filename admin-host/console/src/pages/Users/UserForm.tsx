import { FormField } from '@site/shared/ui/FormField/FormField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { accountErrors, MIN_PASSWORD_LENGTH } from '../../../../src/console/auth/account-rules';
import { isRole } from '../../../../src/console/auth/roles';
import { api, ApiError, type ConsoleAccount } from '../../api';
import { ErrorAlert, FormActions } from '../../components/Messages';
import { RoleChoices } from './RoleChoices';

interface Props {
  /** The account to change; none to create one. */
  account?: ConsoleAccount | undefined;
  /** Done: what to tell the admin (a generated password is in it, shown once). */
  onDone: (message: string) => void;
  onCancel: () => void;
  onSessionEnded: () => void;
}

/** Create an account (name, roles, a password or a generated one) or change one's roles and access. */
export function UserForm({ account, onDone, onCancel, onSessionEnded }: Props) {
  const creating = !account;
  const [username, setUsername] = useState('');
  const [roles, setRoles] = useState<string[]>(account ? [...account.roles] : []);
  const [disabled, setDisabled] = useState(account?.disabled ?? false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = accountErrors(creating ? { username, roles, password } : { roles }, { creating });
    setErrors(found);
    setMessage('');
    const focusFirst = () => form.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]')?.focus();
    if (Object.keys(found).length) return focusFirst();
    // Every one is a role (accountErrors checked it): this only tells the type so.
    const chosen = roles.filter(isRole);
    setBusy(true);
    try {
      if (account) {
        const saved = await api.updateUser(account.id, { roles: chosen, disabled });
        onDone(`Saved “${saved.username}”: ${saved.disabled ? 'disabled' : `roles ${saved.roles.join(', ')}`}.`);
      } else {
        const created = await api.createUser({ username: username.trim(), roles: chosen, ...(password ? { password } : {}) });
        onDone(
          created.password
            ? `Created “${created.user.username}”. Their password, shown only now: ${created.password} — give it to them privately.`
            : `Created “${created.user.username}” with the password you chose.`,
        );
      }
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return onSessionEnded();
      const fields = caught instanceof ApiError ? caught.fields : {};
      setErrors(fields);
      if (Object.keys(fields).length) setTimeout(focusFirst);
      else setMessage(caught instanceof ApiError ? caught.message : 'Saving failed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel" aria-labelledby="user-form-title">
      <h1 id="user-form-title" ref={heading} tabIndex={-1}>
        {account ? `Edit “${account.username}”` : 'Add a user'}
      </h1>
      <ErrorAlert message={message} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        {creating ? (
          <FormField label="User name" required error={errors.username} hint="Letters, digits, dots, dashes, underscores or @ (up to 64).">
            {(control) => <input {...control} name="username" autoComplete="off" value={username} maxLength={64} onChange={(e) => setUsername(e.target.value)} />}
          </FormField>
        ) : null}
        <RoleChoices value={roles} onChange={setRoles} error={errors.roles} />
        {creating ? (
          <FormField
            label="Password (optional)"
            error={errors.password}
            hint={`At least ${MIN_PASSWORD_LENGTH} characters and hard to guess: no common password, keyboard run, repeat or the company's name (a few unrelated words work well). Leave empty and the console makes a strong one and shows it once.`}
          >
            {(control) => <input {...control} name="password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />}
          </FormField>
        ) : (
          <div className="filter-check disable-check">
            <input id="user-disabled" type="checkbox" checked={disabled} onChange={(e) => setDisabled(e.target.checked)} />
            <label htmlFor="user-disabled">Disabled: cannot sign in (their open sessions end)</label>
          </div>
        )}
        {errors.form ? <p className="message message-error">{errors.form}</p> : null}
        <FormActions busy={busy} label={creating ? 'Create user' : 'Save changes'} onCancel={onCancel} />
      </form>
    </section>
  );
}

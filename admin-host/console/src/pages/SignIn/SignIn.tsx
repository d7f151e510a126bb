import { FormField } from '@site/shared/ui/FormField/FormField';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/Messages';
import { api, ApiError, type ConsoleSessionInfo } from '../../api';

/** User name and password; every refusal is shown above the form and announced. */
export function SignIn({ onSignedIn }: { onSignedIn: (session: ConsoleSessionInfo) => void }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = { ...(username.trim() ? {} : { username: 'Enter your user name' }), ...(password ? {} : { password: 'Enter your password' }) };
    setErrors(missing);
    setMessage('');
    if (Object.keys(missing).length) return;
    setBusy(true);
    try {
      onSignedIn(await api.signIn(username.trim(), password));
    } catch (caught) {
      setMessage(caught instanceof ApiError ? caught.message : 'Signing in failed. Try again.');
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="panel narrow" aria-labelledby="sign-in-title">
      <h1 id="sign-in-title" tabIndex={-1}>
        Sign in
      </h1>
      <p>Publish and update the website’s documents. Use the account your administrator gave you.</p>
      <ErrorAlert message={message} />
      <form onSubmit={(event) => void submit(event)} noValidate>
        <FormField label="User name" required error={errors.username}>
          {(control) => <input {...control} name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />}
        </FormField>
        <FormField label="Password" required error={errors.password}>
          {(control) => (
            <input {...control} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          )}
        </FormField>
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          {busy ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </section>
  );
}

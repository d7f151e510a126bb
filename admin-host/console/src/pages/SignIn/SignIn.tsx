import { siteConfig } from '@site/shared/config/site-config';
import { FormField } from '@site/shared/ui/FormField/FormField';
import { useState, type FormEvent } from 'react';
import { ErrorAlert } from '../../components/Messages';
import { api, ApiError, type ConsoleSessionInfo } from '../../api';

/**
 * User name and password, on a card in the company's colours with its name (issue 29: the first
 * thing an editor sees is ours, not a bare form), centred in the page; every refusal is shown above
 * the form and announced, every field's error beside it (FormField).
 */
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
    <div className="sign-in-page">
      <section className="sign-in-card" aria-labelledby="sign-in-title">
        <div className="sign-in-brand">
          <BrandMark />
          <p className="sign-in-company">
            {siteConfig.companyName}
            <span>Publishing console</span>
          </p>
        </div>
        <div className="sign-in-body">
          <h1 id="sign-in-title" tabIndex={-1}>
            Sign in
          </h1>
          <p className="sign-in-intro">Publish and update the website’s documents. Use the account your administrator gave you.</p>
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
            <button type="submit" className="btn btn-secondary sign-in-submit" disabled={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </button>
          </form>
        </div>
      </section>
    </div>
  );
}

/** The company's mark as the site draws it: three pipe ends in a bundle, in the card's colours. Decorative. */
function BrandMark() {
  return (
    <svg className="sign-in-mark" viewBox="0 0 48 44" width="48" height="44" aria-hidden="true" focusable="false">
      {[
        [13, 31],
        [35, 31],
        [24, 12],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <circle cx={x} cy={y} r="11" fill="#fff" />
          <circle cx={x} cy={y} r="7" fill="var(--color-brand-dark)" />
        </g>
      ))}
    </svg>
  );
}

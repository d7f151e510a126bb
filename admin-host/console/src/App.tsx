import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, setCsrfToken, type ConsoleSessionInfo } from './api';
import { AuditLog } from './pages/AuditLog/AuditLog';
import { Documents } from './pages/Documents/Documents';
import { SignIn } from './pages/SignIn/SignIn';

/** The console: sign in, then the sections the user's roles allow. */
export function App() {
  const [session, setSession] = useState<ConsoleSessionInfo | null>(null);
  const [error, setError] = useState('');
  const [section, setSection] = useState<'documents' | 'audit'>('documents');
  const main = useRef<HTMLElement>(null);

  const load = useCallback(async () => {
    try {
      const info = await api.session();
      setCsrfToken(info.csrfToken);
      setSession(info);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : 'The console could not start.');
    }
  }, []);
  useEffect(() => void load(), [load]);

  const onSignedIn = (info: ConsoleSessionInfo) => {
    setCsrfToken(info.csrfToken);
    setSession((previous) => ({ ...info, publicSite: info.publicSite ?? previous?.publicSite }));
  };
  const signOut = async () => {
    try {
      await api.signOut();
    } catch {
      // Signed out or expired already: either way the session is over.
    }
    await load();
  };
  /** A call answered 401: the session ended (time-out); back to the sign-in form. */
  const onSessionEnded = useCallback(() => void load(), [load]);

  useEffect(() => {
    main.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [session?.user?.username]);

  const user = session?.user;
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="console-header">
        <div className="console-bar">
          <p className="console-brand">Publishing console</p>
          {user ? (
            <div className="console-user">
              {user.roles.includes('ir') && user.roles.includes('admin') ? (
                <nav aria-label="Console sections" className="console-nav">
                  <button type="button" className="btn btn-outline" aria-current={section === 'documents' ? 'page' : undefined} onClick={() => setSection('documents')}>
                    Investor documents
                  </button>
                  <button type="button" className="btn btn-outline" aria-current={section === 'audit' ? 'page' : undefined} onClick={() => setSection('audit')}>
                    Audit log
                  </button>
                </nav>
              ) : null}
              <span>
                Signed in as <strong>{user.username}</strong>
              </span>
              <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
                Sign out
              </button>
            </div>
          ) : null}
        </div>
      </header>
      <main id="main" ref={main} className="console-main">
        {error ? (
          <p role="alert" className="message message-error">
            {error}
          </p>
        ) : !session ? (
          <p aria-live="polite">Loading…</p>
        ) : !user ? (
          <SignIn onSignedIn={onSignedIn} />
        ) : user.roles.includes('ir') && (section === 'documents' || !user.roles.includes('admin')) ? (
          <Documents publicSite={session.publicSite ?? ''} onSessionEnded={onSessionEnded} />
        ) : user.roles.includes('admin') ? (
          <AuditLog onSessionEnded={onSessionEnded} />
        ) : (
          <section>
            <h1 tabIndex={-1}>Nothing to publish here yet</h1>
            <p>
              Your account has the role(s) {user.roles.join(', ')}. The console publishes investor documents (role <code>ir</code>) so far;
              the other collections follow. Ask an administrator if you need access.
            </p>
          </section>
        )}
      </main>
    </>
  );
}

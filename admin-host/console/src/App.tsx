import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, setCsrfToken, type ConsoleSessionInfo } from './api';
import { AuditLog } from './pages/AuditLog/AuditLog';
import { Outbox } from './pages/Outbox/Outbox';
import { COLLECTIONS } from '../../src/console/collections/definitions';
import { Collection } from './pages/Collection/Collection';
import { Scheduled } from './pages/Scheduled/Scheduled';
import { Approvals } from './pages/Approvals/Approvals';
import { Compliance } from './pages/Compliance/Compliance';
import { Releases } from './pages/Releases/Releases';
import { releaseRemotesOf } from '@site/shared/contract/console-choices';
import { SignIn } from './pages/SignIn/SignIn';
import { Users } from './pages/Users/Users';

/** The menu's groups, one per role, in this order. */
const NAV_GROUPS = [
  { role: 'publishing', label: 'Publishing' },
  { role: 'ir', label: 'Investors' },
  { role: 'content', label: 'Content' },
  { role: 'dealers', label: 'Dealers' },
  { role: 'releases', label: 'Site releases' },
  { role: 'admin', label: 'Administration' },
] as const;

/** The console: sign in, then the sections the user's roles allow. */
export function App() {
  const [session, setSession] = useState<ConsoleSessionInfo | null>(null);
  const [error, setError] = useState('');
  const [section, setSection] = useState('');
  const [menuOpen, setMenuOpen] = useState(false);
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
  const roles = user?.roles ?? [];
  // The sections this user's roles open, grouped by role: their collections, and users and the audit log for admins.
  const editable = COLLECTIONS.filter((collection) => roles.includes(collection.role));
  const sections = [
    ...editable.map((collection) => ({ key: collection.key, title: collection.title, group: collection.role as string })),
    // What waits for its publish time, across the user's collections (issue 28).
    ...(editable.length ? [{ key: 'scheduled', title: 'Scheduled', group: 'publishing' }] : []),
    // What waits for a colleague's approval; administrators also choose where approval is needed.
    ...(editable.length || roles.includes('admin') ? [{ key: 'approvals', title: 'Approvals', group: 'publishing' }] : []),
    // The website's Reg 46 deadlines and each item's last change (issue 28), for investor relations.
    ...(roles.includes('ir') ? [{ key: 'compliance', title: 'Compliance clock', group: 'publishing' }] : []),
    ...(roles.includes('ir') ? [{ key: 'outbox', title: 'Outbox (investor alerts)', group: 'ir' }] : []),
    // The release registry (issue 26): administrators, and each remote's team for its remote.
    ...(releaseRemotesOf(roles).length ? [{ key: 'releases', title: 'Releases', group: 'releases' }] : []),
    ...(roles.includes('admin') ? [{ key: 'users', title: 'Users', group: 'admin' }, { key: 'audit', title: 'Audit log', group: 'admin' }] : []),
  ];
  const groups = NAV_GROUPS.map((group) => ({ ...group, sections: sections.filter((s) => s.group === group.role) })).filter((group) => group.sections.length);
  const current = sections.find((s) => s.key === section) ?? sections[0];
  const collection = COLLECTIONS.find((c) => c.key === current?.key);
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
              <span>
                Signed in as <strong>{user.username}</strong>
              </span>
              <button type="button" className="btn btn-outline" onClick={() => void signOut()}>
                Sign out
              </button>
            </div>
          ) : null}
        </div>
        {user && sections.length > 1 ? (
          <nav aria-label="Console sections" className="console-nav">
            {/* Narrow screens: the sections fold behind one button (CSS shows it below 600 px). */}
            <button type="button" className="nav-toggle" aria-expanded={menuOpen} aria-controls="console-sections" onClick={() => setMenuOpen(!menuOpen)}>
              Sections: {current?.title}
            </button>
            <div id="console-sections" className="nav-groups" data-open={menuOpen}>
              {groups.map((group) => (
                <div key={group.role} className="nav-group">
                  <p className="nav-group-label" id={`nav-group-${group.role}`}>
                    {group.label}
                  </p>
                  <ul aria-labelledby={`nav-group-${group.role}`}>
                    {group.sections.map((s) => (
                      <li key={s.key}>
                        <button
                          type="button"
                          aria-current={s.key === current?.key ? 'page' : undefined}
                          onClick={() => {
                            setSection(s.key);
                            setMenuOpen(false);
                          }}
                        >
                          {s.title}
                        </button>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </nav>
        ) : null}
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
        ) : collection ? (
          <Collection key={collection.key} collection={collection} publicSite={session.publicSite ?? ''} onSessionEnded={onSessionEnded} />
        ) : current?.key === 'scheduled' ? (
          <Scheduled onSessionEnded={onSessionEnded} onOpen={setSection} />
        ) : current?.key === 'approvals' ? (
          <Approvals isAdmin={roles.includes('admin')} onSessionEnded={onSessionEnded} />
        ) : current?.key === 'compliance' ? (
          <Compliance onSessionEnded={onSessionEnded} onOpen={setSection} />
        ) : current?.key === 'users' ? (
          <Users me={user.username} onSessionEnded={onSessionEnded} />
        ) : current?.key === 'audit' ? (
          <AuditLog onSessionEnded={onSessionEnded} />
        ) : current?.key === 'outbox' ? (
          <Outbox onSessionEnded={onSessionEnded} />
        ) : current?.key === 'releases' ? (
          <Releases onSessionEnded={onSessionEnded} />
        ) : (
          <section>
            <h1 tabIndex={-1}>Nothing to publish here yet</h1>
            <p>
              Your account has the role(s) {user.roles.join(', ')}, which open no section of the console. Ask an administrator if you need access.
            </p>
          </section>
        )}
      </main>
    </>
  );
}

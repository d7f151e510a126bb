import { useCallback, useEffect, useRef, useState } from 'react';
import { ROLE_LABELS, type Role } from '../../../../src/console/auth/roles';
import { api, ApiError, type ConsoleAccount } from '../../api';
import { useApiErrors } from '../../components/useApiErrors';
import { StatusMessages } from '../../components/Messages';
import { TitleRow } from '../../components/TitleRow';
import { UserForm } from './UserForm';

type View = { mode: 'list' } | { mode: 'new' } | { mode: 'edit'; account: ConsoleAccount };

/** Accounts (role admin): list, add, change roles or disable, reset a password, remove. Every change is in the audit log. */
export function Users({ me, onSessionEnded }: { me: string; onSessionEnded: () => void }) {
  const [items, setItems] = useState<ConsoleAccount[] | null>(null);
  const [view, setView] = useState<View>({ mode: 'list' });
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const { error, setError, handle } = useApiErrors(onSessionEnded);
  const load = useCallback(() => api.users().then(({ items: found }) => setItems(found), handle), [handle]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (view.mode === 'list') heading.current?.focus();
  }, [view.mode]);

  const act = async (work: () => Promise<string>) => {
    setError('');
    setStatus('');
    try {
      setStatus(await work());
    } catch (caught) {
      handle(caught);
    }
    void load();
  };
  const resetPassword = (account: ConsoleAccount) =>
    act(async () => {
      const { password } = await api.resetPassword(account.id);
      return `New password for “${account.username}”, shown only now: ${password ?? ''} — give it to them privately. Their open sessions have ended.`;
    });
  const remove = (account: ConsoleAccount) => {
    if (!window.confirm(`Remove “${account.username}”? They can no longer sign in; the audit log keeps their name.`)) return;
    void act(async () => {
      await api.removeUser(account.id);
      return `Removed “${account.username}”.`;
    });
  };

  if (view.mode !== 'list') {
    return (
      <UserForm
        account={view.mode === 'edit' ? view.account : undefined}
        onDone={(message) => {
          setStatus(message);
          setError('');
          setView({ mode: 'list' });
          void load();
        }}
        onCancel={() => setView({ mode: 'list' })}
        onSessionEnded={onSessionEnded}
      />
    );
  }
  return (
    <section aria-labelledby="users-title">
      <TitleRow id="users-title" title="Users" heading={heading}>
        <button type="button" className="btn btn-secondary" onClick={() => setView({ mode: 'new' })}>
          Add a user
        </button>
      </TitleRow>
      <StatusMessages status={status} error={error} />
      {items === null ? (
        <p>Loading…</p>
      ) : (
        <ul className="records" aria-label="Console users">
          {items.map((account) => {
            const self = account.username === me;
            return (
              <li key={account.id} className="record">
                <div className="record-text">
                  <p className="record-name">
                    {account.username}
                    {self ? ' (you)' : ''}
                  </p>
                  <p className="record-meta">
                    {[
                      account.roles.map((role) => ROLE_LABELS[role as Role] ?? role).join(', '),
                      account.disabled ? 'disabled' : '',
                      account.isDemo ? 'demo account' : '',
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <div className="record-actions">
                  <button type="button" className="btn btn-outline" onClick={() => setView({ mode: 'edit', account })} aria-label={`Edit ${account.username}`}>
                    Edit
                  </button>
                  <button type="button" className="btn btn-outline" onClick={() => void resetPassword(account)} aria-label={`Reset the password of ${account.username}`}>
                    Reset password
                  </button>
                  {self ? null : (
                    <button type="button" className="btn btn-outline" onClick={() => remove(account)} aria-label={`Remove ${account.username}`}>
                      Remove
                    </button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

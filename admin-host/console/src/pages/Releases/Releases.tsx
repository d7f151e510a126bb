import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormField } from '@site/shared/ui/FormField/FormField';
import { api, type RemoteReleases } from '../../api';
import { ErrorAlert } from '../../components/Messages';
import { TitleRow } from '../../components/TitleRow';
import { useApiErrors } from '../../components/useApiErrors';
import { fileSize } from '../../words';
import { actorName, healthRows, historyAction, releaseName, shortCommit, utcTime } from './release-words';

/** A rollback waiting for its confirmation: to a stored version, or the default (stop the canary, or stable back one). */
interface PendingRollback {
  version?: string;
  what: string;
}

/**
 * The release registry's screen (issue 26): for each remote this account manages (every one for an
 * administrator, else its team's), what is stable and what runs as a canary, their health side by
 * side, the map's history, the stored releases and the remote's release tokens; promote, change the
 * share and roll back (asked twice, with an optional reason for the history).
 */
export function Releases({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [remotes, setRemotes] = useState<string[] | null>(null);
  const [remote, setRemote] = useState('');
  const [view, setView] = useState<RemoteReleases | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const [share, setShare] = useState('');
  const [pending, setPending] = useState<PendingRollback | null>(null);
  const [reason, setReason] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const errorLine = useRef<HTMLParagraphElement>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const { error, setError, handle } = useApiErrors(onSessionEnded);
  const ids = useId();

  useEffect(() => {
    heading.current?.focus();
    api.releases().then((answer) => {
      const names = answer.remotes.map((entry) => entry.remote);
      setRemotes(names);
      setRemote((current) => current || names[0] || '');
    }, handle);
  }, [handle]);

  const load = useCallback(async () => {
    if (!remote) return;
    try {
      const answer = await api.remoteReleases(remote);
      setView(answer);
      setShare(answer.entry.canary ? String(answer.entry.canary.percent) : '');
    } catch (caught) {
      handle(caught);
    }
  }, [remote, handle]);
  useEffect(() => {
    setView(null);
    setPending(null);
    void load();
  }, [load]);

  useEffect(() => {
    if (pending) confirmHeading.current?.focus();
  }, [pending]);

  /** Runs a change, reloads the screen, and puts the focus on the outcome (announced as a status). */
  const act = async (change: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError('');
    setStatus('');
    try {
      await change();
      setStatus(done);
      await load();
    } catch (caught) {
      handle(caught);
    } finally {
      setBusy(false);
      setPending(null);
      setReason('');
      // After the screen has re-rendered with the outcome line.
      requestAnimationFrame(() => (statusLine.current ?? errorLine.current)?.focus());
    }
  };

  const onShare = (event: FormEvent) => {
    event.preventDefault();
    void act(() => api.setShare(remote, Number(share)), `${remote}'s canary now gets ${share} % of visitors.`);
  };

  const entry = view?.entry;
  const canary = entry?.canary ?? null;
  return (
    <section aria-labelledby="releases-title">
      <TitleRow id="releases-title" title="Releases" heading={heading}>
        {null}
      </TitleRow>
      <div role="status" className="live">
        {status ? (
          <p ref={statusLine} tabIndex={-1} className="message message-success">
            {status}
          </p>
        ) : null}
      </div>
      <ErrorAlert message={error} alertRef={errorLine} />
      {remotes === null ? (
        <p>Loading…</p>
      ) : remotes.length === 0 ? (
        <p>Your account manages no remote's releases.</p>
      ) : (
        <>
          {remotes.length > 1 ? (
            <FormField label="Remote" className="release-field">
              {(control) => (
                <select {...control} value={remote} onChange={(event) => setRemote(event.target.value)}>
                  {remotes.map((name) => (
                    <option key={name} value={name}>
                      {name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          {!view || !entry ? (
            <p>Loading…</p>
          ) : (
            <>
              <h2 id={`${ids}-serving`}>{remote} now</h2>
              <dl className="release-summary" aria-labelledby={`${ids}-serving`}>
                <dt>Stable</dt>
                <dd>
                  <code>{releaseName(entry.stable)}</code>
                </dd>
                <dt>Canary</dt>
                <dd>{canary ? <><code>{canary.version}</code> for {canary.percent} % of visitors</> : 'none running'}</dd>
              </dl>

              <div className="release-actions">
                {canary ? (
                  <>
                    <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void act(() => api.promote(remote), `${canary.version} is now ${remote}'s stable release.`)}>
                      Promote the canary to stable
                    </button>
                    <form className="inline-form" onSubmit={onShare}>
                      <FormField label="Canary share (%)" className="share-field">
                        {(control) => <input {...control} type="number" min={1} max={99} step={1} required value={share} onChange={(event) => setShare(event.target.value)} />}
                      </FormField>
                      <button type="submit" className="btn btn-outline" disabled={busy}>
                        Change the share
                      </button>
                    </form>
                  </>
                ) : null}
                <button
                  type="button"
                  className="btn btn-outline"
                  disabled={busy || (!canary && !entry.stable)}
                  onClick={() => setPending({ what: canary ? `stop the canary ${canary.version}: every visitor gets ${releaseName(entry.stable)}` : `make the stable release before ${releaseName(entry.stable)} stable again` })}
                >
                  {canary ? 'Roll back the canary…' : 'Roll back stable…'}
                </button>
              </div>

              {pending ? (
                <div role="group" aria-labelledby={`${ids}-confirm`} className="confirm-box">
                  <h3 id={`${ids}-confirm`} ref={confirmHeading} tabIndex={-1}>
                    Roll back {remote}?
                  </h3>
                  <p>This will {pending.what}. Page servers follow within seconds.</p>
                  <FormField label="Why (optional, kept in the history)" className="release-field">
                    {(control) => <input {...control} maxLength={300} value={reason} onChange={(event) => setReason(event.target.value)} />}
                  </FormField>
                  <div className="form-actions">
                    <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void act(() => api.rollback(remote, { ...(pending.version ? { version: pending.version } : {}), ...(reason.trim() ? { reason: reason.trim() } : {}) }), `${remote} was rolled back.`)}>
                      Yes, roll back
                    </button>
                    <button type="button" className="btn btn-outline" onClick={() => setPending(null)}>
                      Cancel
                    </button>
                  </div>
                </div>
              ) : null}

              <table className="compliance-table release-health">
                <caption>
                  Health from real visitors since {utcTime(view.since)}
                  {canary ? ' (when the canary started)' : ' (last 24 hours)'}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Measure</th>
                    <th scope="col">
                      Stable <code>{view.health.stable.version}</code>
                    </th>
                    {view.health.canary ? (
                      <th scope="col">
                        Canary <code>{view.health.canary.version}</code>
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {healthRows(view.health).map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      <td>{row.stable}</td>
                      {row.canary !== null ? <td>{row.canary}</td> : null}
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="muted">
                The registry rolls a canary back on its own when its error rate is more than {view.rule.marginPoints} points above stable&apos;s over at least {view.rule.minPageViews} page views, or when its server code
                fails to load.
              </p>

              <table className="compliance-table">
                <caption>Changes to {remote} in the map, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col" className="when">When</th>
                    <th scope="col">Change</th>
                    <th scope="col">Left</th>
                    <th scope="col">Who</th>
                    <th scope="col">Why, commit, note</th>
                  </tr>
                </thead>
                <tbody>
                  {view.history.map((item) => (
                    <tr key={item.id}>
                      <td className="when">{utcTime(item.at)}</td>
                      <th scope="row">{historyAction(item)}</th>
                      <td>
                        stable <code>{releaseName(item.stable)}</code>
                        {item.canary ? (
                          <>
                            , canary <code>{item.canary.version}</code> at {item.canary.percent} %
                          </>
                        ) : null}
                      </td>
                      <td>{actorName(item.actor)}</td>
                      <td>{[item.reason, item.commit ? `commit ${shortCommit(item.commit)}` : '', item.note].filter(Boolean).join(' · ')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {view.history.length === 0 ? <p>No release of {remote} has gone through the registry yet: visitors get its local build.</p> : null}

              <table className="compliance-table">
                <caption>Stored releases of {remote}</caption>
                <thead>
                  <tr>
                    <th scope="col">Version</th>
                    <th scope="col" className="when">Uploaded</th>
                    <th scope="col">By</th>
                    <th scope="col">Commit and note</th>
                    <th scope="col">Size</th>
                    <th scope="col">
                      <span className="visually-hidden">Action</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {view.releases.map((release) => (
                    <tr key={release.version}>
                      <th scope="row">
                        <code>{release.version}</code>
                      </th>
                      <td className="when">{utcTime(release.uploadedAt)}</td>
                      <td>{actorName(release.uploadedBy)}</td>
                      <td>{[release.commit ? shortCommit(release.commit) : '', release.note].filter(Boolean).join(' · ')}</td>
                      <td>{fileSize(release.bytes)}</td>
                      <td>
                        {release.version === entry.stable ? (
                          'stable'
                        ) : release.version === canary?.version ? (
                          'canary'
                        ) : (
                          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => setPending({ version: release.version, what: `make ${release.version} stable${canary ? ' and stop the canary' : ''}` })}>
                            Make stable… <span className="visually-hidden">{release.version}</span>
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>

              <table className="compliance-table">
                <caption>Release tokens of {remote} (made with token:add; the token itself is shown only then)</caption>
                <thead>
                  <tr>
                    <th scope="col">Name</th>
                    <th scope="col">Remotes</th>
                    <th scope="col" className="when">Created</th>
                    <th scope="col" className="when">Last used</th>
                    <th scope="col" className="when">Revoked</th>
                  </tr>
                </thead>
                <tbody>
                  {view.tokens.map((token) => (
                    <tr key={`${token.name}:${token.createdAt}`}>
                      <th scope="row">{token.name}</th>
                      <td>{token.remotes.join(', ')}</td>
                      <td className="when">{utcTime(token.createdAt)}</td>
                      <td className="when">{token.lastUsedAt ? utcTime(token.lastUsedAt) : 'never'}</td>
                      <td className="when">{token.revokedAt ? utcTime(token.revokedAt) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {view.tokens.length === 0 ? <p>No release token names {remote}.</p> : null}
            </>
          )}
        </>
      )}
    </section>
  );
}

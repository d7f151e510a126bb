import { useCallback, useEffect, useRef, useState } from 'react';
import { displayDate } from '../../../../src/console/api/rules';
import { api, ApiError, consoleFileUrl, type PendingApproval } from '../../api';
import { useApiErrors } from '../../components/useApiErrors';
import { StatusMessages } from '../../components/Messages';
import { TitleRow } from '../../components/TitleRow';
import { indiaTimeLabel } from '../../publishing';
import { ApprovalSettings } from './ApprovalSettings';

interface Props {
  /** Administrators also choose which collections need approval. */
  isAdmin: boolean;
  onSessionEnded: () => void;
}

/** A value as the approver reads it: dates dd/mm/yyyy, times in India time, files as links to open. */
function Value({ value, file, field }: { value: string | null; file: boolean; field: string }) {
  if (value === null) return <span className="muted">(empty)</span>;
  if (file) {
    return (
      <a href={consoleFileUrl(value)} target="_blank" rel="noopener">
        Open the file (new tab)
      </a>
    );
  }
  if (field === 'publishAt') return <>{indiaTimeLabel(value)}</>;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return <>{displayDate(value)}</>;
  return <>{value}</>;
}

/**
 * The second pair of eyes (issue 28): every new record or change waiting in the user's collections,
 * field by field (what visitors see now, what was proposed), with Approve for anyone but its proposer
 * and Reject (asked twice). An approved record with a future publish time stays embargoed until then.
 */
export function Approvals({ isAdmin, onSessionEnded }: Props) {
  const [items, setItems] = useState<PendingApproval[] | null>(null);
  const [confirming, setConfirming] = useState('');
  const [status, setStatus] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const { error, setError, handle } = useApiErrors(onSessionEnded);
  const load = useCallback(async () => {
    try {
      setItems((await api.approvals()).items);
    } catch (caught) {
      handle(caught);
    }
  }, [handle]);
  useEffect(() => void load(), [load]);
  useEffect(() => heading.current?.focus(), []);

  const decide = async (item: PendingApproval, approve: boolean) => {
    setError('');
    setConfirming('');
    try {
      const record = approve ? await api.approve(item.collection, item.id, item.version) : await api.reject(item.collection, item.id, item.version);
      setStatus(
        !approve
          ? item.kind === 'create'
            ? `Rejected “${item.name}”: it will not be published (it is in the bin of ${item.collectionTitle}).`
            : `Rejected the change to “${item.name}”: visitors keep seeing it as it was.`
          : record.published
            ? `Approved “${item.name}”: it is on the public site now.`
            : `Approved “${item.name}”: it will be published at ${indiaTimeLabel(record.publishAt ?? '')}, not before.`,
      );
    } catch (caught) {
      handle(caught);
    }
    void load();
  };

  const key = (item: PendingApproval) => `${item.collection}-${item.id}`;
  return (
    <section aria-labelledby="approvals-title">
      <TitleRow id="approvals-title" title="Approvals" heading={heading} />
      <p>
        New records and changes in the sections that need a second pair of eyes wait here, unseen by visitors, until a colleague approves them. Nobody approves
        their own change.
      </p>
      <StatusMessages status={status} error={error} />
      {items === null ? (
        <p>Loading…</p>
      ) : items.length === 0 ? (
        <p>Nothing waits for approval.</p>
      ) : (
        <ul className="approval-list" aria-label="Waiting for approval, oldest first">
          {items.map((item) => (
            <li key={key(item)} className="approval">
              <h2 className="approval-title">
                {item.kind === 'create' ? 'New' : 'Change to'} “{item.name}”
              </h2>
              <p className="record-meta">
                {item.collectionTitle} · proposed by {item.proposedBy}, {indiaTimeLabel(item.proposedAt)}
              </p>
              <table className="changes">
                <caption className="visually-hidden">What changes in “{item.name}”</caption>
                <thead>
                  <tr>
                    <th scope="col">Field</th>
                    {item.kind === 'update' ? <th scope="col">Visitors see now</th> : null}
                    <th scope="col">{item.kind === 'update' ? 'Proposed' : 'Value'}</th>
                  </tr>
                </thead>
                <tbody>
                  {item.changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{change.label}</th>
                      {item.kind === 'update' ? (
                        <td>
                          <Value value={change.before} file={change.file} field={change.field} />
                        </td>
                      ) : null}
                      <td>
                        <Value value={change.after} file={change.file} field={change.field} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <div className="approval-actions">
                {item.canApprove ? (
                  <button type="button" className="btn btn-secondary" onClick={() => void decide(item, true)} aria-label={`Approve “${item.name}”`}>
                    Approve
                  </button>
                ) : (
                  <p className="muted">You proposed this: a colleague approves it.</p>
                )}
                {confirming === key(item) ? (
                  <>
                    <button type="button" className="btn btn-outline" onClick={() => void decide(item, false)}>
                      Yes, reject it
                    </button>
                    <button type="button" className="btn btn-outline" onClick={() => setConfirming('')}>
                      Keep it waiting
                    </button>
                  </>
                ) : (
                  <button type="button" className="btn btn-outline" onClick={() => setConfirming(key(item))} aria-label={`Reject “${item.name}”`}>
                    {item.canApprove ? 'Reject' : 'Withdraw it'}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? <ApprovalSettings onError={handle} /> : null}
    </section>
  );
}



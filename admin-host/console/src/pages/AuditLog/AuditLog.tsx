import { useEffect, useRef, useState } from 'react';
import { api, ApiError, type AuditLogEntry } from '../../api';
import { TitleRow } from '../../components/TitleRow';

const when = (iso: string) => {
  const [date, time] = iso.split('T');
  const [y, m, d] = (date ?? '').split('-');
  return `${d}/${m}/${y} ${(time ?? '').slice(0, 5)} UTC`;
};

/** Every change (who, when, which record, before/after), newest first; CSV export. Role admin. */
export function AuditLog({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [items, setItems] = useState<AuditLogEntry[] | null>(null);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    api.auditLog().then(
      ({ items: found }) => setItems(found),
      (caught: unknown) => {
        if (caught instanceof ApiError && caught.status === 401) onSessionEnded();
        else setError(caught instanceof ApiError ? caught.message : 'The audit log could not be loaded.');
      },
    );
  }, [onSessionEnded]);

  return (
    <section aria-labelledby="audit-title">
      <TitleRow id="audit-title" title="Audit log" heading={heading}>
        <a className="btn btn-outline" href="/admin/api/audit-log.csv" download>
          Download CSV (all entries)
        </a>
      </TitleRow>
      {error ? (
        <p role="alert" className="message message-error">
          {error}
        </p>
      ) : items === null ? (
        <p>Loading…</p>
      ) : items.length === 0 ? (
        <p>No changes yet.</p>
      ) : (
        <ul className="records" aria-label="Latest 100 changes, newest first">
          {items.map((entry) => {
            const after = (entry.after ?? entry.before) as { name?: string } | null;
            return (
              <li key={entry.id} className="record">
                <div className="record-text">
                  <p className="record-name">
                    {entry.username} · {entry.action} · {entry.entity} #{entry.recordId}
                  </p>
                  <p className="record-meta">
                    {when(entry.at)}
                    {after?.name ? ` · “${after.name}”` : ''}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

import { useEffect, useRef, useState } from 'react';
import { api, ApiError, type OutboxAnswer, type OutboxMail } from '../../api';
import { TitleRow } from '../../components/TitleRow';

const when = (iso: string | null) => {
  if (!iso) return '';
  const [date, time] = iso.split('T');
  const [y, m, d] = (date ?? '').split('-');
  return `${d}/${m}/${y} ${(time ?? '').slice(0, 5)} UTC`;
};

const STATE_LABELS: Record<OutboxMail['state'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed (given up)',
  outbox: 'Kept here (no SMTP server)',
};

function mailMeta(mail: OutboxMail): string {
  const parts = [`${STATE_LABELS[mail.state]}`, `${mail.purpose === 'alert' ? 'Alert' : 'Confirmation'} to ${mail.to}`, `queued ${when(mail.createdAt)}`];
  if (mail.attempts) parts.push(`${mail.attempts} ${mail.attempts === 1 ? 'try' : 'tries'}`);
  if (mail.nextAttemptAt && mail.attempts) parts.push(`next try ${when(mail.nextAttemptAt)}`);
  if (mail.sentAt) parts.push(`sent ${when(mail.sentAt)}`);
  return parts.join(' · ');
}

/**
 * Investor alerts' outgoing mail, newest first (recipients masked), and how many addresses follow
 * each kind of document. Role ir. Read-only: the queue works itself.
 */
export function Outbox({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [answer, setAnswer] = useState<OutboxAnswer | null>(null);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    heading.current?.focus();
    api.outbox().then(setAnswer, (caught: unknown) => {
      if (caught instanceof ApiError && caught.status === 401) onSessionEnded();
      else setError(caught instanceof ApiError ? caught.message : 'The outbox could not be loaded.');
    });
  }, [onSessionEnded]);

  const kept = answer?.items.some((mail) => mail.state === 'outbox');
  return (
    <section aria-labelledby="outbox-title">
      <TitleRow id="outbox-title" title="Outbox: investor alerts" heading={heading}>
        {null}
      </TitleRow>
      {error ? (
        <p role="alert" className="message message-error">
          {error}
        </p>
      ) : answer === null ? (
        <p>Loading…</p>
      ) : (
        <>
          <h2>Subscribers</h2>
          <ul className="records" aria-label="Subscribers per kind of document">
            {answer.counts.map((count) => (
              <li key={count.kind} className="record">
                <div className="record-text">
                  <p className="record-name">{count.label}</p>
                  <p className="record-meta">
                    {count.confirmed} confirmed{count.pending ? ` · ${count.pending} not confirmed yet` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <h2>Mail</h2>
          {kept ? <p className="message">No SMTP server is configured (SMTP_URL), so mail is kept here and not sent.</p> : null}
          {answer.items.length === 0 ? (
            <p>No mail yet.</p>
          ) : (
            <ul className="records" aria-label="Latest 100 mails, newest first">
              {answer.items.map((mail) => (
                <li key={mail.id} className="record">
                  <div className="record-text">
                    <p className="record-name">{mail.subject}</p>
                    <p className="record-meta">{mailMeta(mail)}</p>
                    {mail.lastError ? <p className="record-meta">Last error: {mail.lastError}</p> : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

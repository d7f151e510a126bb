import { useCallback, useEffect, useRef, useState } from 'react';
import { api, ApiError, type ScheduledRecord } from '../../api';
import { StatusMessages } from '../../components/Messages';
import { TitleRow } from '../../components/TitleRow';
import { indiaTimeLabel, timeLeft, useNow } from '../../publishing';

interface Props {
  onSessionEnded: () => void;
  /** Opens a record's collection (to edit, reschedule or withdraw it there). */
  onOpen: (collection: string) => void;
}

/** Everything waiting for its publish time in the user's collections, soonest first, counting down (issue 28). */
export function Scheduled({ onSessionEnded, onOpen }: Props) {
  const [items, setItems] = useState<ScheduledRecord[] | null>(null);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow(1000);

  const load = useCallback(async () => {
    try {
      setItems((await api.scheduled()).items);
      setError('');
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return onSessionEnded();
      setError(caught instanceof ApiError ? caught.message : 'The scheduled records could not be loaded. Try again.');
    }
  }, [onSessionEnded]);
  useEffect(() => {
    void load();
    // Records leave this list when the schedule publishes them: read it again every half minute.
    const timer = setInterval(() => void load(), 30_000);
    return () => clearInterval(timer);
  }, [load]);
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="scheduled-title">
      <TitleRow id="scheduled-title" title="Scheduled" heading={heading} />
      <p>
        Records saved with a publish time. Visitors cannot see them, search for them or open their files until that minute (India time); then they appear
        everywhere within seconds, whether or not anyone is signed in. To change the time or withdraw one, open its section.
      </p>
      <StatusMessages status="" error={error} />
      {items === null ? (
        <p>Loading…</p>
      ) : items.length === 0 ? (
        <p>Nothing is scheduled.</p>
      ) : (
        <ul className="scheduled-list" aria-label="Scheduled records, soonest first">
          {items.map((item) => (
            <li key={`${item.collection}-${item.id}`}>
              <p className="record-name">{item.name}</p>
              <p className="record-meta">{item.collectionTitle}</p>
              <p className="scheduled-when">
                {indiaTimeLabel(item.publishAt)} · <span className="countdown">{timeLeft(item.publishAt, now)}</span>{' '}
                <button type="button" className="btn btn-outline" onClick={() => onOpen(item.collection)} aria-label={`Open ${item.collectionTitle} to change “${item.name}”`}>
                  Open
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

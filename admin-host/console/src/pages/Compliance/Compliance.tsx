import { useCallback, useEffect, useRef, useState } from 'react';
import { COLLECTIONS } from '../../../../src/console/collections/definitions';
import { api, ApiError, type ComplianceAnswer, type ComplianceDeadline } from '../../api';
import { StatusMessages } from '../../components/Messages';
import { TitleRow } from '../../components/TitleRow';
import { deadlineLeft, indiaDayLabel, indiaTimeLabel, useNow } from '../../publishing';

interface Props {
  onSessionEnded: () => void;
  /** Opens a record's collection (to add the recording, mark a change done…). */
  onOpen: (collection: string) => void;
}

const collectionTitle = (key: string) => COLLECTIONS.find((collection) => collection.key === key)?.title ?? key;

/** Past its due time and not done: by the server's word, or because the countdown has run out since it answered. */
const isOverdue = (deadline: ComplianceDeadline, now: number) => deadline.state === 'overdue' || (deadline.state === 'open' && Date.parse(deadline.dueAt) < now);

/**
 * The compliance clock (issue 28, role ir): the website's open deadlines under SEBI LODR, overdue
 * first and then soonest due, counting down; what was done lately; and when each Reg 46 item last
 * changed on the site. Read-only: a deadline closes when its record is saved in its section.
 */
export function Compliance({ onSessionEnded, onOpen }: Props) {
  const [answer, setAnswer] = useState<ComplianceAnswer | null>(null);
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const now = useNow(1000);

  const load = useCallback(async () => {
    try {
      setAnswer(await api.compliance());
      setError('');
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return onSessionEnded();
      setError(caught instanceof ApiError ? caught.message : 'The compliance clock could not be loaded. Try again.');
    }
  }, [onSessionEnded]);
  useEffect(() => {
    void load();
    // Deadlines appear when a meet or meeting ends, and close when a colleague saves: read them again every minute.
    const timer = setInterval(() => void load(), 60_000);
    return () => clearInterval(timer);
  }, [load]);
  useEffect(() => heading.current?.focus(), []);

  const open = answer?.deadlines.filter((deadline) => deadline.state !== 'done') ?? [];
  const done = answer?.deadlines.filter((deadline) => deadline.state === 'done') ?? [];
  const recordCell = (deadline: ComplianceDeadline) => (
    <td>
      <span className="record-name">{deadline.record.name}</span>
      <br />
      <span className="muted">{collectionTitle(deadline.record.collection)}</span>{' '}
      <button
        type="button"
        className="btn btn-outline"
        onClick={() => onOpen(deadline.record.collection)}
        aria-label={`Open ${collectionTitle(deadline.record.collection)} for “${deadline.record.name}”`}
      >
        Open
      </button>
    </td>
  );

  return (
    <section aria-labelledby="compliance-title">
      <TitleRow id="compliance-title" title="Compliance clock" heading={heading} />
      <p>
        What the website must show by when (SEBI LODR Regulations 30 and 46), worked out from the records: a meet’s recording within 24 hours and before the next
        trading day, its transcript within five working days; a board meeting’s outcome, and for results the financial result and press release, within 24 hours and
        before the next trading day; a change recorded under <em>Required website changes</em> within two working days. Working days skip weekends and the{' '}
        <em>Exchange holidays</em>. Times are India time (IST).
      </p>
      <StatusMessages status="" error={error} />
      {answer === null ? (
        error ? null : <p>Loading…</p>
      ) : (
        <>
          <h2 id="open-deadlines">Open deadlines</h2>
          {open.length === 0 ? (
            <p>Nothing is due: every tracked deadline is met.</p>
          ) : (
            <table className="compliance-table" aria-labelledby="open-deadlines">
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">Record</th>
                  <th scope="col" className="when">Due</th>
                  <th scope="col" className="when">Time left</th>
                </tr>
              </thead>
              <tbody>
                {open.map((deadline) => {
                  const overdue = isOverdue(deadline, now);
                  return (
                    <tr key={deadline.key} className={overdue ? 'deadline-overdue' : undefined}>
                      <th scope="row">
                        {deadline.what}
                        <br />
                        <span className="deadline-rule">{deadline.rule}</span>
                      </th>
                      {recordCell(deadline)}
                      <td className="when">{indiaTimeLabel(deadline.dueAt)}</td>
                      {/* Overdue in words as well as in red: "Overdue by 1 d 2 h". */}
                      <td className="when countdown">{overdue ? <strong>{deadlineLeft(deadline.dueAt, now)}</strong> : deadlineLeft(deadline.dueAt, now)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}

          <h2 id="done-deadlines">Done lately</h2>
          {done.length === 0 ? (
            <p>Nothing done in the last 90 days.</p>
          ) : (
            <table className="compliance-table" aria-labelledby="done-deadlines">
              <thead>
                <tr>
                  <th scope="col">What</th>
                  <th scope="col">Record</th>
                  <th scope="col" className="when">Was due</th>
                  <th scope="col" className="when">Done</th>
                </tr>
              </thead>
              <tbody>
                {done.map((deadline) => (
                  <tr key={deadline.key}>
                    <th scope="row">{deadline.what}</th>
                    {recordCell(deadline)}
                    <td className="when">{indiaTimeLabel(deadline.dueAt)}</td>
                    <td className="when">{deadline.doneOn ? `Done ${indiaDayLabel(deadline.doneOn)}` : 'Done'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}

          <h2 id="reg46-items">Reg 46 items and their last change</h2>
          <table className="compliance-table" aria-labelledby="reg46-items">
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Page on the site</th>
                <th scope="col">Last change visitors saw</th>
              </tr>
            </thead>
            <tbody>
              {answer.items.map((item) => (
                <tr key={item.key}>
                  <th scope="row">{item.title}</th>
                  <td>{item.publicPage}</td>
                  <td>{item.lastChange ? indiaTimeLabel(item.lastChange) : 'No change recorded (sample content)'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}

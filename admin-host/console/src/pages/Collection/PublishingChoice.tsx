import { FormField } from '@site/shared/ui/FormField/FormField';
import type { ConsoleRecord } from '../../api';
import { indiaTimeLabel } from '../../publishing';

/** The form's choice: publish when saved, or at an India time (`YYYY-MM-DDTHH:MM`). */
export interface PublishingValue {
  mode: 'now' | 'later';
  at: string;
}

interface Props {
  record: ConsoleRecord | undefined;
  value: PublishingValue;
  onChange: (value: PublishingValue) => void;
  error: string | undefined;
}

/**
 * When visitors see the record (issue 28): at once, or from a set minute, India time. A published
 * record's time is history: it is stated, not offered (taking it back is a delete).
 */
export function PublishingChoice({ record, value, onChange, error }: Props) {
  if (record?.published) {
    return record.publishAt ? <p className="publication-note">Published at its set time, {indiaTimeLabel(record.publishAt)}.</p> : null;
  }
  return (
    <fieldset className="publishing">
      <legend>When visitors see it</legend>
      <div className="filter-check">
        <input id="publish-now" type="radio" name="publish-mode" checked={value.mode === 'now'} onChange={() => onChange({ ...value, mode: 'now' })} />
        <label htmlFor="publish-now">{record ? 'Publish it now, when I save' : 'As soon as I save'}</label>
      </div>
      <div className="filter-check">
        <input id="publish-later" type="radio" name="publish-mode" checked={value.mode === 'later'} onChange={() => onChange({ ...value, mode: 'later' })} />
        <label htmlFor="publish-later">At a set time (embargo)</label>
      </div>
      {value.mode === 'later' ? (
        <FormField
          label="Publish at (India time, IST)"
          required
          error={error}
          hint="Until then it is on no public page, in no search, feed or alert, and its file cannot be opened. It appears within seconds of this minute, whether or not anyone is signed in."
        >
          {(control) => <input {...control} type="datetime-local" step={60} value={value.at} onChange={(e) => onChange({ ...value, at: e.target.value })} />}
        </FormField>
      ) : error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

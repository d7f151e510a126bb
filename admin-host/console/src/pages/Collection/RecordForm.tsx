import { FormField } from '@site/shared/ui/FormField/FormField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { isFileField, isOnPublicSite, optionsFor, recordErrors, removeFieldName, type CollectionDef, type FieldErrors, type ReferenceChoices } from '../../../../src/console/collections/fields';
import { api, ApiError, consoleFileUrl, type ConsoleRecord } from '../../api';
import { withArticle } from '../../words';
import { ErrorAlert, FormActions } from '../../components/Messages';
import { PUBLISH_AT_FIELD } from '@site/shared/contract/publish-time';
import { utcToIndiaLocal } from '@site/shared/contract/publish-time';
import { FieldControl } from './FieldControl';
import { PublishingChoice, type PublishingValue } from './PublishingChoice';

interface Props {
  collection: CollectionDef;
  /** The record to edit; none to create one. */
  record?: ConsoleRecord | undefined;
  /** Starting values of a new record (e.g. the list it goes in). */
  initial?: Record<string, string>;
  /** The reference fields' choices, read from the database. */
  choices?: ReferenceChoices;
  onSaved: (record: ConsoleRecord) => void;
  onCancel: () => void;
  onSessionEnded: () => void;
}

/** A record's values as the form starts: a change waiting for approval shows what it proposes (editing it edits the proposal). */
const valueOf = (record: ConsoleRecord, name: string) => {
  const proposed = record.approval?.kind === 'update' && name in record.approval.fields ? record.approval.fields[name] : record[name];
  return String(proposed ?? '');
};

const startValues = (collection: CollectionDef, record: ConsoleRecord | undefined, initial: Record<string, string>) =>
  Object.fromEntries(
    collection.fields
      .filter((field) => !isFileField(field))
      .map((field) => [field.name, record ? valueOf(record, field.name) : (initial[field.name] ?? (field.kind === 'choice' && field.required ? (field.choices?.[0]?.value ?? '') : ''))]),
  );

/** The values after one field changes: a field that depends on it is emptied if its value no longer fits (a district of another state). */
function withValue(collection: CollectionDef, choices: ReferenceChoices, previous: Record<string, string>, name: string, value: string) {
  const next = { ...previous, [name]: value };
  for (const field of collection.fields) {
    if (field.reference?.parent?.field !== name) continue;
    if (!optionsFor(field, next, choices).some((choice) => choice.value === next[field.name])) next[field.name] = '';
  }
  return next;
}

/** What a file field holds now: the image itself, or a link to the PDF. */
function CurrentFile({ kind, href, label }: { kind: string; href: string; label: string }) {
  return (
    <div className="current-file">
      <p className="current-file-label">Current {label.replace(/ \(PDF\)$/, '').toLowerCase()}</p>
      {kind === 'image' ? (
        <img src={href} alt="" width={240} height={135} />
      ) : (
        <a href={href} target="_blank" rel="noopener">
          Open the current PDF (opens in a new tab)
        </a>
      )}
    </div>
  );
}

/** Create or edit one record of any collection: its fields, checked here as the server checks them. */
export function RecordForm({ collection, record, initial = {}, choices = {}, onSaved, onCancel, onSessionEnded }: Props) {
  const creating = !record;
  const [values, setValues] = useState<Record<string, string>>(() => startValues(collection, record, initial));
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  /** Optional files the editor asked to remove (by field name). */
  const [removed, setRemoved] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const [publishing, setPublishing] = useState<PublishingValue>(() => {
    const at = record?.approval?.publishAt ?? record?.publishAt;
    return record && !record.published && at ? { mode: 'later', at: utcToIndiaLocal(at) } : { mode: 'now', at: '' };
  });
  const [needsApproval, setNeedsApproval] = useState(false);
  useEffect(() => {
    const scope = collection.filterField ? `${collection.key}:${values[collection.filterField] ?? ''}` : collection.key;
    api.approvalSettings().then(
      ({ items }) => setNeedsApproval(items.some((setting) => setting.scope === scope && setting.required)),
      () => setNeedsApproval(false),
    );
  }, [collection, values[collection.filterField ?? '']]);
  /** A published record keeps its publication; the others say when (issue 28). */
  const choosesPublication = !record?.published;
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (message) alert.current?.focus();
  }, [message]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const found = recordErrors(collection, values, files, { creating, choices });
    if (choosesPublication && publishing.mode === 'later' && !publishing.at) found[PUBLISH_AT_FIELD] = 'Choose the date and time to publish it, or choose to publish it when you save';
    setErrors(found);
    setMessage('');
    if (Object.keys(found).length) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const data = new FormData();
    for (const field of collection.fields) {
      if (field.fixed && !creating) continue;
      const file = files[field.name];
      if (isFileField(field)) {
        if (file) data.set(field.name, file, file.name);
        else if (removed[field.name]) data.set(removeFieldName(field), '1');
      } else data.set(field.name, (values[field.name] ?? '').trim());
    }
    if (record) data.set('version', String(record.version));
    if (choosesPublication) data.set(PUBLISH_AT_FIELD, publishing.mode === 'later' ? publishing.at : '');
    setBusy(true);
    try {
      onSaved(record ? await api.update(collection.key, record.id, data) : await api.create(collection.key, data));
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 401) return onSessionEnded();
      const fields = caught instanceof ApiError ? caught.fields : {};
      setErrors(fields);
      if (Object.keys(fields).length) setTimeout(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      else setMessage(caught instanceof ApiError ? caught.message : 'Saving failed. Try again.');
    } finally {
      setBusy(false);
    }
  };

  const title = creating ? `Add ${withArticle(collection.noun)}` : `Edit “${String(record[collection.nameField] ?? '')}”`;
  return (
    <section className="panel" aria-labelledby="form-title">
      <h1 id="form-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      <ErrorAlert message={message} alertRef={alert} />
      {record?.approval ? (
        <p className="approval-badge">
          {record.approval.kind === 'create' ? 'This record waits' : `A change proposed by ${record.approval.proposedBy} waits`} for a colleague's approval: you are editing{' '}
          {record.approval.kind === 'create' ? 'it' : 'that proposal'}, and your save needs approval again.
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {collection.fields
          .filter((field) => creating || !field.fixed)
          .map((field) => {
            const replacing = isFileField(field) && !creating;
            const hint = replacing ? `${field.hint ?? ''} Leave empty to keep the current file; links already shared keep it too.`.trim() : field.hint;
            const stored = record ? valueOf(record, field.name) : '';
            // Through the console: a scheduled or proposed file is not served at /uploads yet.
            const current = replacing && stored ? consoleFileUrl(stored) : '';
            return (
              <div key={field.name}>
                {current ? <CurrentFile kind={field.kind} href={current} label={field.label} /> : null}
                {current && !field.required ? (
                  <div className="filter-check remove-file">
                    <input
                      id={`remove-${field.name}`}
                      type="checkbox"
                      checked={removed[field.name] ?? false}
                      onChange={(e) => setRemoved((previous) => ({ ...previous, [field.name]: e.target.checked }))}
                    />
                    <label htmlFor={`remove-${field.name}`}>Remove the current {field.label.replace(/ \(PDF\)$/, '').toLowerCase()} from the site</label>
                  </div>
                ) : null}
                <FormField
                  label={replacing ? `Replace: ${field.label} (optional)` : field.label}
                  required={field.required && !replacing}
                  error={errors[field.name]}
                  {...(hint ? { hint } : {})}
                >
                  {(control) => (
                    <FieldControl
                      field={field}
                      control={control}
                      value={values[field.name] ?? ''}
                      options={field.kind === 'reference' ? optionsFor(field, values, choices) : undefined}
                      onValue={(value) => setValues((previous) => withValue(collection, choices, previous, field.name, value))}
                      onFile={(file) => setFiles((previous) => ({ ...previous, [field.name]: file ?? undefined }))}
                    />
                  )}
                </FormField>
              </div>
            );
          })}
        {/* Records the public site never shows (the compliance clock's) have no publish time: they count once saved. */}
        {isOnPublicSite(collection) ? <PublishingChoice record={record} value={publishing} onChange={setPublishing} error={errors[PUBLISH_AT_FIELD]} /> : null}
        <FormActions
          busy={busy}
          label={
            needsApproval
              ? 'Send for approval'
              : !isOnPublicSite(collection)
                ? creating ? 'Save' : 'Save changes'
                : choosesPublication && publishing.mode === 'later' ? 'Schedule' : creating || choosesPublication ? 'Publish' : 'Save changes'
          }
          onCancel={onCancel}
        />
      </form>
    </section>
  );
}

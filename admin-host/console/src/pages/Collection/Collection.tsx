import { FormField } from '@site/shared/ui/FormField/FormField';
import { useCallback, useEffect, useRef, useState } from 'react';
import { displayDate } from '../../../../src/console/api/rules';
import { isOnPublicSite, referenceFields, type CollectionDef, type ReferenceChoices } from '../../../../src/console/collections/fields';
import { api, ApiError, type ConsoleRecord } from '../../api';
import { useApiErrors } from '../../components/useApiErrors';
import { StatusMessages } from '../../components/Messages';
import { TitleRow } from '../../components/TitleRow';
import { fileSize, withArticle } from '../../words';
import { indiaTimeLabel, timeLeft, useNow } from '../../publishing';
import { RecordForm } from './RecordForm';

type View = { mode: 'list' } | { mode: 'new' } | { mode: 'edit'; record: ConsoleRecord };

interface Props {
  collection: CollectionDef;
  publicSite: string;
  onSessionEnded: () => void;
}

/** What a row says under the record's name: its other short fields, date and PDF size. */
function summary(collection: CollectionDef, record: ConsoleRecord, choices: ReferenceChoices): string {
  const parts: string[] = [];
  for (const field of collection.fields) {
    const value = record[field.name];
    if (field.name === collection.nameField || field.name === collection.filterField || field.listed === false || value === null || value === undefined || value === '') continue;
    if (field.kind === 'date') parts.push(`${field.label} ${displayDate(String(value))}`);
    else if (field.kind === 'time') parts.push(`${field.label} ${value}`);
    else if (field.kind === 'choice') parts.push(field.choices?.find((c) => c.value === String(value))?.label ?? String(value));
    else if (field.kind === 'reference') parts.push(choices[field.name]?.find((c) => c.value === String(value))?.label ?? `${field.label} ${value}`);
    else if (field.kind === 'text') parts.push(String(value));
  }
  if (collection.dateField && !record[collection.dateField]) parts.push('No date');
  if (record.fileSize) parts.push(`PDF, ${fileSize(record.fileSize)}`);
  if (record.deletedAt) parts.push('deleted');
  return parts.join(' · ');
}

/** A record visitors do not see yet: when they will, and how long is left (moves every minute). */
function ScheduledBadge({ publishAt }: { publishAt: string }) {
  const now = useNow(30_000);
  return (
    <p className="scheduled-badge">
      Scheduled: {indiaTimeLabel(publishAt)} ({timeLeft(publishAt, now)})
    </p>
  );
}

/** Any collection: filter, search, the bin, create, edit, delete and restore, and a link to the public page. */
export function Collection({ collection, publicSite, onSessionEnded }: Props) {
  const filterField = collection.fields.find((field) => field.name === collection.filterField);
  const [filter, setFilter] = useState(filterField?.choices?.find((c) => c.value === 'financial-result')?.value ?? filterField?.choices?.[0]?.value ?? '');
  const [query, setQuery] = useState('');
  const [showDeleted, setShowDeleted] = useState(false);
  const [items, setItems] = useState<ConsoleRecord[] | null>(null);
  const [view, setView] = useState<View>({ mode: 'list' });
  const [status, setStatus] = useState('');
  const [choices, setChoices] = useState<ReferenceChoices>({});
  const heading = useRef<HTMLHeadingElement>(null);
  const nameOf = (record: ConsoleRecord) => String(record[collection.nameField] ?? '');

  const { error, setError, handle } = useApiErrors(onSessionEnded);

  const load = useCallback(async () => {
    try {
      const { items: found } = await api.list(collection.key, {
        ...(filterField ? { [filterField.name]: filter } : {}),
        q: query.trim(),
        state: showDeleted ? 'deleted' : 'active',
      });
      setItems(found);
    } catch (caught) {
      handle(caught);
    }
  }, [collection.key, filterField, filter, query, showDeleted, handle]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), 200);
    return () => clearTimeout(timer);
  }, [load]);

  useEffect(() => {
    if (view.mode === 'list') heading.current?.focus();
  }, [view.mode]);

  // Reference fields (a dealer's state and district): their choices, read again whenever a form opens.
  const hasReferences = referenceFields(collection).length > 0;
  useEffect(() => {
    if (!hasReferences) return;
    api.choices(collection.key).then(({ fields }) => setChoices(fields), handle);
  }, [collection.key, hasReferences, view.mode, handle]);

  const finish = (message: string) => {
    setStatus(message);
    setError('');
    setView({ mode: 'list' });
    void load();
  };

  const toggleDeleted = async (record: ConsoleRecord) => {
    setError('');
    try {
      if (record.deletedAt) {
        const restored = await api.restore(collection.key, record.id, record.version);
        setStatus(
          restored.published
            ? `Restored “${nameOf(record)}”: it is on the public site again.`
            : `Restored “${nameOf(record)}”: it is scheduled again for ${indiaTimeLabel(restored.publishAt ?? '')}${Date.parse(restored.publishAt ?? '') <= Date.now() ? ', a time that has passed, so it is published within seconds' : ''}.`,
        );
      } else {
        await api.remove(collection.key, record.id, record.version);
        setStatus(
          record.published
            ? `Deleted “${nameOf(record)}”: it is no longer on the public site. Find it under “Show deleted ${collection.nouns}” to restore it.`
            : `Withdrew “${nameOf(record)}”: it will not be published. Find it under “Show deleted ${collection.nouns}” to restore it.`,
        );
      }
    } catch (caught) {
      handle(caught);
    }
    void load();
  };

  if (view.mode !== 'list') {
    return (
      <RecordForm
        collection={collection}
        record={view.mode === 'edit' ? view.record : undefined}
        initial={filterField ? { [filterField.name]: filter } : {}}
        choices={choices}
        onSaved={(saved) =>
          finish(
            saved.approval
              ? `Sent “${saved.approval.kind === 'update' ? String(saved.approval.fields[collection.nameField] ?? nameOf(saved)) : nameOf(saved)}” for approval: ${saved.approval.kind === 'create' ? 'visitors see it' : 'visitors see the change'} once a colleague approves it under Approvals${saved.approval.publishAt ?? saved.publishAt ? `, not before its publish time` : ''}.`
              : !saved.published && saved.publishAt
              ? `Scheduled “${nameOf(saved)}”: visitors see it from ${indiaTimeLabel(saved.publishAt)}, not before. Until then it is listed under Scheduled.`
              : `Saved “${nameOf(saved)}”. It is on the public site now.`,
          )
        }
        onCancel={() => setView({ mode: 'list' })}
        onSessionEnded={onSessionEnded}
      />
    );
  }

  const listName = filterField?.choices?.find((c) => c.value === filter)?.label ?? collection.title;
  return (
    <section aria-labelledby="collection-title">
      <TitleRow id="collection-title" title={collection.title} heading={heading}>
        {collection.singleton && items?.length !== 0 ? null : (
          <button type="button" className="btn btn-secondary" onClick={() => setView({ mode: 'new' })}>
            Add {withArticle(collection.noun)}
          </button>
        )}
      </TitleRow>
      {collection.singleton ? null : (
        <div className="filters" role="search">
          {filterField ? (
            <FormField label={filterField.label} className="filter">
              {(control) => (
                <select {...control} value={filter} onChange={(e) => setFilter(e.target.value)}>
                  {filterField.choices?.map((c) => (
                    <option key={c.value} value={c.value}>
                      {c.label}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          ) : null}
          <FormField label="Search" className="filter">
            {(control) => <input {...control} type="search" value={query} maxLength={100} onChange={(e) => setQuery(e.target.value)} />}
          </FormField>
          <div className="filter filter-check">
            <input id="filter-deleted" type="checkbox" checked={showDeleted} onChange={(e) => setShowDeleted(e.target.checked)} />
            <label htmlFor="filter-deleted">Show deleted {collection.nouns}</label>
          </div>
        </div>
      )}
      <StatusMessages status={status} error={error} />
      {items === null ? (
        <p>Loading…</p>
      ) : items.length === 0 ? (
        <p>{showDeleted ? `No deleted ${collection.nouns} here.` : query ? `No ${collection.noun} matches this search.` : `No ${collection.nouns} yet.`}</p>
      ) : (
        <ul className="records" aria-label={`${listName}${showDeleted ? ' (deleted)' : ''}, newest first`}>
          {items.map((record) => (
            <li key={record.id} className="record">
              <div className="record-text">
                <p className="record-name">{nameOf(record)}</p>
                <p className="record-meta">{summary(collection, record, choices)}</p>
                {record.approval ? (
                  <p className="approval-badge">
                    {record.approval.kind === 'create' ? 'Awaiting approval' : 'A change awaits approval'} (proposed by {record.approval.proposedBy})
                  </p>
                ) : null}
                {!record.published && record.publishAt ? <ScheduledBadge publishAt={record.publishAt} /> : null}
              </div>
              <div className="record-actions">
                {record.deletedAt ? null : (
                  <>
                    <button type="button" className="btn btn-outline" onClick={() => setView({ mode: 'edit', record })} aria-label={`Edit ${nameOf(record)}`}>
                      Edit
                    </button>
{record.published && isOnPublicSite(collection) ? (
                    <a
                      className="btn btn-outline"
                      href={`${publicSite}${record.publicPage}`}
                      target="_blank"
                      rel="noopener"
                      aria-label={`View ${nameOf(record)} on the public site (opens in a new tab)`}
                    >
                      View on site
                    </a>
                    ) : null}
                  </>
                )}
                {collection.singleton ? null : (
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() => void toggleDeleted(record)}
                    aria-label={`${record.deletedAt ? 'Restore' : record.published ? 'Delete' : 'Withdraw'} ${nameOf(record)}`}
                  >
                    {record.deletedAt ? 'Restore' : record.published ? 'Delete' : 'Withdraw'}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

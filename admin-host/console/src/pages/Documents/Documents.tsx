import { useCallback, useEffect, useRef, useState } from 'react';
import { displayDate, INVESTOR_CATEGORIES, type InvestorCategory } from '../../../../src/console/api/rules';
import { api, ApiError, type InvestorDocumentRecord } from '../../api';
import { DocumentForm } from './DocumentForm';

type View = { mode: 'list' } | { mode: 'new' } | { mode: 'edit'; record: InvestorDocumentRecord };

const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

const titleOf = (category: string) => INVESTOR_CATEGORIES.find((c) => c.category === category)?.title ?? category;

/** The nine investor document lists: search, the bin, create, edit, delete and restore. */
export function Documents({ publicSite, onSessionEnded }: { publicSite: string; onSessionEnded: () => void }) {
  const [category, setCategory] = useState<InvestorCategory>('financial-result');
  const [query, setQuery] = useState('');
  const [showDeleted, setShowDeleted] = useState(false);
  const [items, setItems] = useState<InvestorDocumentRecord[] | null>(null);
  const [view, setView] = useState<View>({ mode: 'list' });
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);

  const handle = useCallback(
    (caught: unknown) => {
      if (caught instanceof ApiError && caught.status === 401) return onSessionEnded();
      setError(caught instanceof ApiError ? caught.message : 'Something went wrong. Try again.');
    },
    [onSessionEnded],
  );

  const load = useCallback(async () => {
    try {
      const { items: found } = await api.listDocuments({ category, q: query.trim(), state: showDeleted ? 'deleted' : 'active' });
      setItems(found);
    } catch (caught) {
      handle(caught);
    }
  }, [category, query, showDeleted, handle]);

  useEffect(() => {
    const timer = setTimeout(() => void load(), 200);
    return () => clearTimeout(timer);
  }, [load]);

  useEffect(() => {
    if (view.mode === 'list') heading.current?.focus();
  }, [view.mode]);

  const finish = (message: string) => {
    setStatus(message);
    setError('');
    setView({ mode: 'list' });
    void load();
  };

  const toggleDeleted = async (record: InvestorDocumentRecord) => {
    setError('');
    try {
      if (record.deletedAt) {
        await api.restoreDocument(record.id, record.version);
        setStatus(`Restored “${record.name}”: it is on the public site again.`);
      } else {
        await api.deleteDocument(record.id, record.version);
        setStatus(`Deleted “${record.name}”: it is no longer on the public site. Find it under “Deleted” to restore it.`);
      }
    } catch (caught) {
      handle(caught);
    }
    void load();
  };

  if (view.mode !== 'list') {
    return (
      <DocumentForm
        record={view.mode === 'edit' ? view.record : undefined}
        category={category}
        onSaved={(saved) => finish(`Saved “${saved.name}”. It is on the public site now.`)}
        onCancel={() => setView({ mode: 'list' })}
        onSessionEnded={onSessionEnded}
      />
    );
  }

  const publicUrl = (record: InvestorDocumentRecord) => `${publicSite}${record.publicPage}`;
  return (
    <section aria-labelledby="documents-title">
      <div className="title-row">
        <h1 id="documents-title" ref={heading} tabIndex={-1}>
          Investor documents
        </h1>
        <button type="button" className="btn btn-secondary" onClick={() => setView({ mode: 'new' })}>
          Add a document
        </button>
      </div>
      <div className="filters" role="search">
        <div className="filter">
          <label htmlFor="filter-category">List</label>
          <select id="filter-category" value={category} onChange={(e) => setCategory(e.target.value as InvestorCategory)}>
            {INVESTOR_CATEGORIES.map((c) => (
              <option key={c.category} value={c.category}>
                {c.title}
              </option>
            ))}
          </select>
        </div>
        <div className="filter">
          <label htmlFor="filter-query">Search names</label>
          <input id="filter-query" type="search" value={query} maxLength={100} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <div className="filter filter-check">
          <input id="filter-deleted" type="checkbox" checked={showDeleted} onChange={(e) => setShowDeleted(e.target.checked)} />
          <label htmlFor="filter-deleted">Show deleted documents</label>
        </div>
      </div>
      <div aria-live="polite" className="live">
        {status ? <p className="message message-success">{status}</p> : null}
      </div>
      {error ? (
        <p role="alert" className="message message-error">
          {error}
        </p>
      ) : null}
      {items === null ? (
        <p>Loading…</p>
      ) : items.length === 0 ? (
        <p>{showDeleted ? 'No deleted documents in this list.' : query ? 'No document matches this search.' : 'This list has no documents yet.'}</p>
      ) : (
        <ul className="records" aria-label={`${titleOf(category)}${showDeleted ? ' (deleted)' : ''}, newest first`}>
          {items.map((record) => (
            <li key={record.id} className="record">
              <div className="record-text">
                <p className="record-name">{record.name}</p>
                <p className="record-meta">
                  {record.date ? `Date ${displayDate(record.date)}` : 'No date'}
                  {record.fileSize ? ` · PDF, ${fileSize(record.fileSize)}` : ''}
                  {record.deletedAt ? ' · deleted' : ''}
                </p>
              </div>
              <div className="record-actions">
                {record.deletedAt ? null : (
                  <>
                    <button type="button" className="btn btn-outline" onClick={() => setView({ mode: 'edit', record })} aria-label={`Edit ${record.name}`}>
                      Edit
                    </button>
                    <a className="btn btn-outline" href={publicUrl(record)} target="_blank" rel="noopener" aria-label={`View ${record.name} on the public site (opens in a new tab)`}>
                      View on site
                    </a>
                  </>
                )}
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => void toggleDeleted(record)}
                  aria-label={`${record.deletedAt ? 'Restore' : 'Delete'} ${record.name}`}
                >
                  {record.deletedAt ? 'Restore' : 'Delete'}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

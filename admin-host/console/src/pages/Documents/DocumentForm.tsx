import { FormField } from '@site/shared/ui/FormField/FormField';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { INVESTOR_CATEGORIES, investorDocumentErrors, MAX_PDF_LABEL, NAME_MAX, type FieldErrors, type InvestorCategory } from '../../../../src/console/api/rules';
import { api, ApiError, type InvestorDocumentRecord } from '../../api';

interface Props {
  /** The record to edit; none to create one. */
  record?: InvestorDocumentRecord | undefined;
  category: InvestorCategory;
  onSaved: (record: InvestorDocumentRecord) => void;
  onCancel: () => void;
  onSessionEnded: () => void;
}

/** Create or edit one document: list, name, date and the PDF, checked here as the server checks them. */
export function DocumentForm({ record, category: initialCategory, onSaved, onCancel, onSessionEnded }: Props) {
  const creating = !record;
  const [category, setCategory] = useState<string>(record?.category ?? initialCategory);
  const [name, setName] = useState(record?.name ?? '');
  const [date, setDate] = useState(record?.date ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
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
    const found = investorDocumentErrors({ category, name, date, hasFile: Boolean(file), ...(file ? { fileSize: file.size } : {}) }, { creating });
    setErrors(found);
    setMessage('');
    if (Object.keys(found).length) {
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const data = new FormData();
    if (creating) data.set('category', category);
    data.set('name', name.trim());
    data.set('date', date);
    if (record) data.set('version', String(record.version));
    if (file) data.set('document', file, file.name);
    setBusy(true);
    try {
      onSaved(record ? await api.updateDocument(record.id, data) : await api.createDocument(data));
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

  const title = creating ? 'Add a document' : `Edit “${record.name}”`;
  return (
    <section className="panel" aria-labelledby="form-title">
      <h1 id="form-title" ref={heading} tabIndex={-1}>
        {title}
      </h1>
      {message ? (
        <p role="alert" ref={alert} tabIndex={-1} className="message message-error">
          {message}
        </p>
      ) : null}
      <form onSubmit={(event) => void submit(event)} noValidate>
        {creating ? (
          <FormField label="List" required error={errors.category}>
            {(control) => (
              <select {...control} name="category" value={category} onChange={(e) => setCategory(e.target.value)}>
                {INVESTOR_CATEGORIES.map((c) => (
                  <option key={c.category} value={c.category}>
                    {c.title}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <FormField label="Name" required error={errors.name} hint={`As visitors will see it, and the downloaded file's name (up to ${NAME_MAX} characters).`}>
          {(control) => <input {...control} name="name" value={name} maxLength={NAME_MAX + 50} onChange={(e) => setName(e.target.value)} />}
        </FormField>
        <FormField label="Date" required error={errors.date} hint="The date of the document; the site shows it as dd/mm/yyyy.">
          {(control) => <input {...control} name="date" type="date" min="1900-01-01" max="2100-12-31" value={date} onChange={(e) => setDate(e.target.value)} />}
        </FormField>
        <FormField
          label={creating ? 'PDF document' : 'Replace the PDF (optional)'}
          required={creating}
          error={errors.document}
          hint={`PDF only, up to ${MAX_PDF_LABEL}. Not password-protected.${creating ? '' : ' Links already shared keep the current file.'}`}
        >
          {(control) => <input {...control} name="document" type="file" accept="application/pdf,.pdf" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />}
        </FormField>
        <div className="form-actions">
          <button type="submit" className="btn btn-secondary" disabled={busy}>
            {busy ? 'Saving…' : creating ? 'Publish' : 'Save changes'}
          </button>
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

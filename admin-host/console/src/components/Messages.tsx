// The messages and buttons every console screen shows the same way.
import type { Ref } from 'react';

/** A refusal or failure: announced at once (role alert). Nothing when there is no message. */
export function ErrorAlert({ message, alertRef }: { message: string; alertRef?: Ref<HTMLParagraphElement> }) {
  return message ? (
    <p role="alert" ref={alertRef} tabIndex={alertRef ? -1 : undefined} className="message message-error">
      {message}
    </p>
  ) : null;
}

/** A list screen's outcome line (announced politely) and its error. */
export function StatusMessages({ status, error }: { status: string; error: string }) {
  return (
    <>
      <div aria-live="polite" className="live">
        {status ? <p className="message message-success">{status}</p> : null}
      </div>
      <ErrorAlert message={error} />
    </>
  );
}

/** A form's submit button (busy while saving) and Cancel. */
export function FormActions({ busy, label, onCancel }: { busy: boolean; label: string; onCancel: () => void }) {
  return (
    <div className="form-actions">
      <button type="submit" className="btn btn-secondary" disabled={busy}>
        {busy ? 'Saving…' : label}
      </button>
      <button type="button" className="btn btn-outline" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}

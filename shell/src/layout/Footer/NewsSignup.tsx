import { useId, useRef, useState, type FormEvent } from 'react';
import { openMailDraft } from '@site/shared/forms/mailto';
import { AGREE_FIRST_MESSAGE, AGREE_LABEL, newsDraftUrl } from './news-draft';
import styles from './Footer.module.css';

/**
 * The footer's 'Get News & Update' button and the terms checkbox (spec §2.3), the checkbox with a
 * real label. With the box ticked the button opens a subscription mail draft; without, it says why
 * not (tied to the controls by aria-describedby) and puts focus on the box.
 */
export function NewsSignup() {
  const [agreed, setAgreed] = useState(false);
  const [needsAgreement, setNeedsAgreement] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const checkboxId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!agreed) {
      setNeedsAgreement(true);
      checkboxRef.current?.focus();
      return;
    }
    openMailDraft(newsDraftUrl());
  };

  const describedBy = needsAgreement ? messageId : undefined;
  return (
    <form className={styles.news} onSubmit={onSubmit} noValidate>
      <p className={styles.newsIntro}>Subscribe by e-mail to hear about new products, dealers and company news.</p>
      <div className={styles.agree}>
        <input
          ref={checkboxRef}
          id={checkboxId}
          type="checkbox"
          checked={agreed}
          aria-describedby={describedBy}
          aria-invalid={needsAgreement || undefined}
          onChange={(event) => {
            setAgreed(event.target.checked);
            if (event.target.checked) setNeedsAgreement(false);
          }}
        />
        <label htmlFor={checkboxId}>{AGREE_LABEL}</label>
      </div>
      {needsAgreement ? (
        <p id={messageId} className={styles.newsError} role="alert">
          {AGREE_FIRST_MESSAGE}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" aria-describedby={describedBy}>
        Get News &amp; Update
      </button>
    </form>
  );
}

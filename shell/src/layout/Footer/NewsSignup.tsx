import { useId, useRef, useState, type FormEvent } from 'react';
import { siteConfig } from '@site/shared/config/site-config';
import { openMailDraft } from '@site/shared/forms/mailto';
import { AGREE_FIRST_MESSAGE, AGREE_LABEL, EMAIL_LABEL, newsDraftUrl, newsEmailError } from './news-draft';
import styles from './Footer.module.css';

/**
 * The footer's 'Get News & Update' (spec §2.3): a labelled e-mail field, the terms checkbox (with a
 * real label) and the button. A missing or malformed address or an unticked box each get a message
 * tied to their control, and focus goes to the first one to fix. A valid request opens a
 * subscription mail draft to the news mailbox and says so, with the address to write to.
 */
export function NewsSignup() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [agreed, setAgreed] = useState(false);
  const [needsAgreement, setNeedsAgreement] = useState(false);
  const [sentFor, setSentFor] = useState<string | null>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const emailId = useId();
  const emailErrorId = useId();
  const checkboxId = useId();
  const messageId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const error = newsEmailError(email);
    setEmailError(error);
    setNeedsAgreement(!agreed);
    setSentFor(null);
    if (error) emailRef.current?.focus();
    else if (!agreed) checkboxRef.current?.focus();
    if (error || !agreed) return;
    openMailDraft(newsDraftUrl(email));
    setSentFor(email.trim());
  };

  const describedBy = needsAgreement ? messageId : undefined;
  return (
    <form className={styles.news} onSubmit={onSubmit} noValidate aria-label="Get News & Update">
      <p className={styles.newsIntro}>Subscribe by e-mail to hear about new products, dealers and company news.</p>
      <div className={styles.newsField}>
        <label htmlFor={emailId}>{EMAIL_LABEL}</label>
        <input
          ref={emailRef}
          id={emailId}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          value={email}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? emailErrorId : undefined}
          onChange={(event) => {
            setEmail(event.target.value);
            setEmailError(undefined);
          }}
        />
        {emailError ? (
          <p id={emailErrorId} className={styles.newsError}>
            {emailError}
          </p>
        ) : null}
      </div>
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
      <p className={styles.newsStatus} role="status">
        {sentFor
          ? `Your mail app opens a subscription request for ${sentFor}: send it to finish. No mail app? Write to ${siteConfig.newsMailbox}.`
          : ''}
      </p>
    </form>
  );
}

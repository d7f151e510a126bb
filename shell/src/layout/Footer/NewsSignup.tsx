import { useId, useRef, useState, type FormEvent } from 'react';
import { siteConfig } from '@site/shared/config/site-config';
import { openMailDraft } from '@site/shared/forms/mailto';
import { useMessages } from '@site/shared/i18n/react';
import { shellMessages } from '../../messages/shell';
import { newsDraftUrl, newsEmailError } from './news-draft';
import styles from './Footer.module.css';

/**
 * The footer's 'Get News & Update' (spec §2.3): a labelled e-mail field, the terms checkbox (with a
 * real label) and the button. A missing or malformed address or an unticked box each get a message
 * tied to their control, and focus goes to the first one to fix. A valid request opens a
 * subscription mail draft to the news mailbox and says so, with the address to write to.
 */
export function NewsSignup() {
  const t = useMessages(shellMessages);
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
    const error = newsEmailError(email, t);
    setEmailError(error);
    setNeedsAgreement(!agreed);
    setSentFor(null);
    if (error) emailRef.current?.focus();
    else if (!agreed) checkboxRef.current?.focus();
    if (error || !agreed) return;
    openMailDraft(newsDraftUrl(email, siteConfig, t));
    setSentFor(email.trim());
  };

  const describedBy = needsAgreement ? messageId : undefined;
  return (
    <form className={styles.news} onSubmit={onSubmit} noValidate aria-label={t('news.form')}>
      <p className={styles.newsIntro}>{t('news.intro')}</p>
      <div className={styles.newsField}>
        <label htmlFor={emailId}>{t('news.email')}</label>
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
        <label htmlFor={checkboxId}>{t('news.agree')}</label>
      </div>
      {needsAgreement ? (
        <p id={messageId} className={styles.newsError} role="alert">
          {t('news.agreeFirst')}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary" aria-describedby={describedBy}>
        {t('news.form')}
      </button>
      <p className={styles.newsStatus} role="status">
        {sentFor
          ? t('news.sent', { email: sentFor, mailbox: siteConfig.newsMailbox })
          : ''}
      </p>
    </form>
  );
}

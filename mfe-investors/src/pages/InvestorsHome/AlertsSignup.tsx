import { ALERT_KIND_KEYS } from '@site/shared/contract/investor-alerts';
import { FormField } from '@site/shared/ui/FormField/FormField';
import { focusFirstInvalid, useFieldErrors } from '@site/shared/ui/FormField/useFieldErrors';
import { useHydrated } from '@site/shared/ui/hydration/useHydrated';
import { useMessages } from '@site/shared/i18n/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { subscribeToAlerts } from '../../api/subscribe-alerts';
import { validateAlertSignup, type AlertSignupField } from '../../logic/alert-signup';
import { alertsMessages, type alertsEn } from '../../messages/alerts';
import styles from './AlertsSignup.module.css';

type Key = keyof typeof alertsEn;

/**
 * E-mail alerts of new investor documents (issue 28): an address and the kinds of document, sent
 * to the admin host, which mails a link to confirm (double opt-in). Rendered on the server like
 * the rest of the page; the button works once the page's script has hydrated it (the page loads its
 * script at the visitor's first focus or touch, so by the time an address is typed it has). The
 * fields are uncontrolled: an address typed while the script loads survives hydration.
 */
export function AlertsSignup() {
  const t = useMessages(alertsMessages);
  const hydrated = useHydrated();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const { errors, setErrors, clear } = useFieldErrors<AlertSignupField>();
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<'' | 'alerts.error.limited' | 'alerts.error.network'>('');
  // Focus moves to the first field with a message once it is on screen, so its message is read out.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt) focusFirstInvalid(form.current);
  }, [attempt]);

  const message = (key: string | undefined) => (key ? t(key as Key) : undefined);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setDone(false);
    setFailure('');
    // Read from the form, not from state: what a visitor typed or ticked before the page's script
    // arrived is in the fields (uncontrolled), and hydration keeps it.
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '');
    const kinds = ALERT_KIND_KEYS.filter((kind) => data.getAll('kinds').includes(kind));
    const found = validateAlertSignup(email, kinds);
    setErrors(found);
    if (Object.keys(found).length) {
      setAttempt((n) => n + 1);
      return;
    }
    setSending(true);
    const result = await subscribeToAlerts(email, kinds);
    setSending(false);
    if (result.status === 'sent') {
      setDone(true);
      form.current?.reset();
    } else if (result.status === 'refused') {
      // The server's rule is the form's; its English wording is replaced by the page's language.
      setErrors({ ...(result.fields.email ? { email: 'alerts.error.invalid' } : {}), ...(result.fields.kinds ? { kinds: 'alerts.error.kinds' } : {}) });
      setAttempt((n) => n + 1);
    } else setFailure(result.status === 'limited' ? 'alerts.error.limited' : 'alerts.error.network');
  };

  const kindsErrorId = `${id}-kinds-error`;
  const invalid = Object.keys(errors).length > 0;
  return (
    <section className={styles.alerts} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('alerts.title')}
      </h2>
      <p className={styles.intro}>{t('alerts.intro')}</p>
      <form ref={form} noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`${id}-title`}>
        {invalid ? (
          <p role="alert" className={styles.summary}>
            {t('alerts.error.summary')}
          </p>
        ) : null}
        <FormField label={t('alerts.email')} error={message(errors.email)} required>
          {(control) => (
            <input
              {...control}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              defaultValue=""
              onChange={() => clear('email')}
            />
          )}
        </FormField>
        <fieldset className={styles.kinds} aria-describedby={errors.kinds ? kindsErrorId : undefined}>
          <legend className={styles.legend}>{t('alerts.kinds')}</legend>
          {ALERT_KIND_KEYS.map((kind) => (
            <div key={kind} className={styles.kind}>
              <input
                id={`${id}-${kind}`}
                type="checkbox"
                name="kinds"
                value={kind}
                defaultChecked
                aria-invalid={Boolean(errors.kinds)}
                aria-describedby={[`${id}-${kind}-hint`, errors.kinds ? kindsErrorId : ''].filter(Boolean).join(' ')}
                onChange={() => clear('kinds')}
              />
              <label htmlFor={`${id}-${kind}`}>
                <span className={styles.kindName}>{t(`alerts.kind.${kind}`)}</span>
                <span id={`${id}-${kind}-hint`} className={styles.hint}>
                  {t(`alerts.kind.${kind}.hint`)}
                </span>
              </label>
            </div>
          ))}
          {errors.kinds ? (
            <p id={kindsErrorId} className={styles.error}>
              {message(errors.kinds)}
            </p>
          ) : null}
        </fieldset>
        <p className={styles.privacy}>{t('alerts.privacy')}</p>
        <button type="submit" className="btn btn-primary" disabled={!hydrated || sending}>
          {sending ? t('alerts.sending') : t('alerts.submit')}
        </button>
        {failure ? (
          <p role="alert" className={styles.error}>
            {t(failure)}
          </p>
        ) : null}
        {/* Always in the page, so the success is announced when its text arrives. */}
        <p role="status" className={styles.done}>
          {done ? t('alerts.done') : ''}
        </p>
      </form>
    </section>
  );
}

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { siteConfig } from '@site/shared/config/site-config';
import { openMailDraft } from '@site/shared/forms/mailto';
import { hasErrors } from '@site/shared/forms/validation';
import { FormField } from '@site/shared/ui/FormField/FormField';
import { useFieldErrors } from '@site/shared/ui/FormField/useFieldErrors';
import formStyles from '../../components/MailForm/MailForm.module.css';
import { useFocusFirstInvalid } from '../../logic/useFocusFirstInvalid';
import { EMPTY_QUOTE, quoteMailto, validateQuote, type QuoteField, type QuoteFormValues } from './quote-form';
import styles from './Quote.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { useFormMessages } from '@site/shared/forms/useFormMessages';
import { formsMessages } from '../../messages/forms';

interface QuoteFormProps {
  /** Heading of the form; the Contact page's fallback names it for an enquiry. */
  title?: string;
  headingId?: string;
  headingLevel?: 2 | 3;
}

/** Quote request (spec §2.10): valid → the visitor's mail client opens with the draft. */
export function QuoteForm({ title: givenTitle, headingId = 'quote-form-heading', headingLevel = 2 }: QuoteFormProps = {}) {
  const t = useMessages(formsMessages);
  const form = useFormMessages();
  const title = givenTitle ?? t('quote.form');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  const [values, setValues] = useState<QuoteFormValues>(EMPTY_QUOTE);
  const [sent, setSent] = useState(false);
  const { errors, setErrors, clear } = useFieldErrors<QuoteField>();
  const { formRef, rejected } = useFocusFirstInvalid();

  const update = (field: QuoteField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    setSent(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateQuote(values, form.validation);
    setErrors(found);
    if (hasErrors(found)) {
      setSent(false);
      rejected();
      return;
    }
    setSent(true);
    openMailDraft(quoteMailto(values, form.mail));
  };

  return (
    <form ref={formRef} className={`${formStyles.form} ${styles.quoteForm}`} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Heading id={headingId} className={`${formStyles.formTitle} ${styles.quoteFormTitle}`}>
        {title}
      </Heading>
      <p className={formStyles.formNote}>{t('quote.note')}</p>
      <div className={formStyles.row}>
        <FormField label={t('field.name')} required error={errors.name}>
          {(control) => <input {...control} type="text" name="name" autoComplete="name" placeholder={t('quote.namePlaceholder')} value={values.name} onChange={update('name')} />}
        </FormField>
        <FormField label={t('field.email')} required error={errors.email}>
          {(control) => (
            <input {...control} type="email" name="email" autoComplete="email" placeholder={t('quote.emailPlaceholder')} value={values.email} onChange={update('email')} />
          )}
        </FormField>
      </div>
      <FormField label={t('field.phone')} required error={errors.phone} hint={t('field.phoneHint')}>
        {(control) => (
          <input {...control} type="tel" name="phone" autoComplete="tel-national" inputMode="numeric" placeholder={t('quote.phonePlaceholder')} value={values.phone} onChange={update('phone')} />
        )}
      </FormField>
      <FormField label={t('field.message')}>
        {/* Spec §5: the placeholder carries an asterisk although the message is not validated. */}
        {(control) => <textarea {...control} name="message" rows={5} placeholder={t('quote.messagePlaceholder')} value={values.message} onChange={update('message')} />}
      </FormField>
      <button type="submit" className="btn btn-primary">
        {t('quote.send')}
      </button>
      <p className={formStyles.status} role="status">
        {sent ? t('quote.sent', { mailbox: siteConfig.sharedMailbox }) : ''}
      </p>
    </form>
  );
}

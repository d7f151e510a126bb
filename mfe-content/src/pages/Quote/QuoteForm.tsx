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

interface QuoteFormProps {
  /** Heading of the form; the Contact page's fallback names it for an enquiry. */
  title?: string;
  headingId?: string;
  headingLevel?: 2 | 3;
}

/** Quote request (spec §2.10): valid → the visitor's mail client opens with the draft. */
export function QuoteForm({ title = 'Request a quotation', headingId = 'quote-form-heading', headingLevel = 2 }: QuoteFormProps = {}) {
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
    const found = validateQuote(values);
    setErrors(found);
    if (hasErrors(found)) {
      setSent(false);
      rejected();
      return;
    }
    setSent(true);
    openMailDraft(quoteMailto(values));
  };

  return (
    <form ref={formRef} className={`${formStyles.form} ${styles.quoteForm}`} onSubmit={submit} noValidate aria-labelledby={headingId}>
      <Heading id={headingId} className={`${formStyles.formTitle} ${styles.quoteFormTitle}`}>
        {title}
      </Heading>
      <p className={formStyles.formNote}>
        Tell us what you need. Sending opens your own e-mail program with the message ready; nothing is sent until you send
        it there.
      </p>
      <div className={formStyles.row}>
        <FormField label="Name" required error={errors.name}>
          {(control) => <input {...control} type="text" name="name" autoComplete="name" placeholder="Your name*" value={values.name} onChange={update('name')} />}
        </FormField>
        <FormField label="Email" required error={errors.email}>
          {(control) => (
            <input {...control} type="email" name="email" autoComplete="email" placeholder="Your e-mail*" value={values.email} onChange={update('email')} />
          )}
        </FormField>
      </div>
      <FormField label="Phone" required error={errors.phone} hint="10 digits, e.g. 9447012345">
        {(control) => (
          <input {...control} type="tel" name="phone" autoComplete="tel-national" inputMode="numeric" placeholder="Phone number*" value={values.phone} onChange={update('phone')} />
        )}
      </FormField>
      <FormField label="Message">
        {/* Spec §5: the placeholder carries an asterisk although the message is not validated. */}
        {(control) => <textarea {...control} name="message" rows={5} placeholder="Message*" value={values.message} onChange={update('message')} />}
      </FormField>
      <button type="submit" className="btn btn-primary">
        Send enquiry
      </button>
      <p className={formStyles.status} role="status">
        {sent ? `Your e-mail program should now open with your message to ${siteConfig.sharedMailbox}. Press send there to reach us.` : ''}
      </p>
    </form>
  );
}

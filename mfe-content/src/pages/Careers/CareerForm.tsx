import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { siteConfig } from '@site/shared/config/site-config';
import { openMailDraft } from '@site/shared/forms/mailto';
import { hasErrors } from '@site/shared/forms/validation';
import type { CareerOpening } from '@site/shared/types/entities';
import { FormField } from '@site/shared/ui/FormField/FormField';
import { useFieldErrors } from '@site/shared/ui/FormField/useFieldErrors';
import formStyles from '../../components/MailForm/MailForm.module.css';
import { useFocusFirstInvalid } from '../../logic/useFocusFirstInvalid';
import { careerMailto, EMPTY_CAREER, validateCareer, type CareerField, type CareerFormValues } from './career-form';
import { readResumeAsText } from './read-resume';
import styles from './Careers.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { useFormMessages } from '@site/shared/forms/useFormMessages';
import { formsMessages } from '../../messages/forms';

type TextField = Exclude<CareerField, 'resume'>;

/** The application form (spec §2.8, §5). Valid → a mail draft; the resume stays on the device. */
export function CareerForm({ openings }: { openings: readonly CareerOpening[] }) {
  const t = useMessages(formsMessages);
  // The suggested positions are the admin host's English job titles.
  const dataLang = useEnglishDataLang();
  const form = useFormMessages();
  const [values, setValues] = useState<CareerFormValues>(EMPTY_CAREER);
  const [sent, setSent] = useState(false);
  const { errors, setErrors, clear } = useFieldErrors<CareerField>();
  const { formRef, rejected } = useFocusFirstInvalid();
  const positionsId = useId();

  const update = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
    setSent(false);
  };

  const chooseResume = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0] ?? null;
    setValues((current) => ({ ...current, resume: file }));
    clear('resume');
    setSent(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateCareer(values, form.validation);
    setErrors(found);
    if (hasErrors(found) || !values.resume) {
      setSent(false);
      rejected();
      return;
    }
    try {
      await readResumeAsText(values.resume);
    } catch (error) {
      // Not fatal: the visitor attaches the file to the e-mail themselves anyway.
      console.warn('The resume could not be read in the browser:', error);
    }
    setSent(true);
    openMailDraft(careerMailto(values, form.mail, t));
  };

  return (
    <form ref={formRef} className={`${formStyles.form} ${styles.applyForm}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="apply-heading">
      <h2 id="apply-heading" className={`${formStyles.formTitle} ${styles.applyFormTitle}`}>
        {t('apply.title')}
      </h2>
      <p className={formStyles.formNote}>{t('apply.note')}</p>
      <div className={formStyles.row}>
        <FormField label={t('apply.position')}>
          {(control) => (
            <input {...control} type="text" name="position" list={positionsId} autoComplete="off" value={values.position} onChange={update('position')} />
          )}
        </FormField>
        <datalist id={positionsId}>
          {openings.map((opening) => (
            <option key={`${opening.job_Roll}|${opening.position}`} value={opening.job_Roll} lang={dataLang} />
          ))}
        </datalist>
        <FormField label={t('apply.experience')}>
          {(control) => (
            <input {...control} type="text" name="experience" placeholder={t('apply.experienceExample')} value={values.experience} onChange={update('experience')} />
          )}
        </FormField>
      </div>
      <div className={formStyles.row}>
        <FormField label={t('field.name')} required error={errors.name}>
          {(control) => <input {...control} type="text" name="name" autoComplete="name" value={values.name} onChange={update('name')} />}
        </FormField>
        <FormField label={t('field.email')} required error={errors.email}>
          {(control) => <input {...control} type="email" name="email" autoComplete="email" value={values.email} onChange={update('email')} />}
        </FormField>
      </div>
      <FormField label={t('field.phone')} required error={errors.phone} hint={t('field.phoneHint')}>
        {(control) => (
          <input {...control} type="tel" name="phone" autoComplete="tel-national" inputMode="numeric" value={values.phone} onChange={update('phone')} />
        )}
      </FormField>
      <FormField label={t('apply.resume')} required error={errors.resume} hint={t('apply.resumeHint')}>
        {(control) => <input {...control} type="file" name="resume" accept=".pdf,.doc,.docx,.rtf,.txt,.odt" onChange={chooseResume} />}
      </FormField>
      <FormField label={t('field.message')}>
        {(control) => <textarea {...control} name="message" rows={4} value={values.message} onChange={update('message')} />}
      </FormField>
      <button type="submit" className="btn btn-primary">
        {t('apply.send')}
      </button>
      <p className={formStyles.status} role="status">
        {sent ? t('apply.sent', { mailbox: siteConfig.sharedMailbox }) : ''}
      </p>
    </form>
  );
}

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

type TextField = Exclude<CareerField, 'resume'>;

/** The application form (spec §2.8, §5). Valid → a mail draft; the resume stays on the device. */
export function CareerForm({ openings }: { openings: readonly CareerOpening[] }) {
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
    const found = validateCareer(values);
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
    openMailDraft(careerMailto(values));
  };

  return (
    <form ref={formRef} className={`${formStyles.form} ${styles.applyForm}`} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="apply-heading">
      <h2 id="apply-heading" className={`${formStyles.formTitle} ${styles.applyFormTitle}`}>
        Apply to join us
      </h2>
      <p className={formStyles.formNote}>
        Sending opens your own e-mail program with your application ready. Your resume is not uploaded anywhere: attach it
        to that e-mail before you send it.
      </p>
      <div className={formStyles.row}>
        <FormField label="Position applied for">
          {(control) => (
            <input {...control} type="text" name="position" list={positionsId} autoComplete="off" value={values.position} onChange={update('position')} />
          )}
        </FormField>
        <datalist id={positionsId}>
          {openings.map((opening) => (
            <option key={`${opening.job_Roll}|${opening.position}`} value={opening.job_Roll} />
          ))}
        </datalist>
        <FormField label="Experience">
          {(control) => (
            <input {...control} type="text" name="experience" placeholder="e.g. 3 years in extrusion" value={values.experience} onChange={update('experience')} />
          )}
        </FormField>
      </div>
      <div className={formStyles.row}>
        <FormField label="Name" required error={errors.name}>
          {(control) => <input {...control} type="text" name="name" autoComplete="name" value={values.name} onChange={update('name')} />}
        </FormField>
        <FormField label="Email" required error={errors.email}>
          {(control) => <input {...control} type="email" name="email" autoComplete="email" value={values.email} onChange={update('email')} />}
        </FormField>
      </div>
      <FormField label="Phone" required error={errors.phone} hint="10 digits, e.g. 9447012345">
        {(control) => (
          <input {...control} type="tel" name="phone" autoComplete="tel-national" inputMode="numeric" value={values.phone} onChange={update('phone')} />
        )}
      </FormField>
      <FormField label="Resume" required error={errors.resume} hint="PDF, Word or text file, up to 5 MB. It stays on your device.">
        {(control) => <input {...control} type="file" name="resume" accept=".pdf,.doc,.docx,.rtf,.txt,.odt" onChange={chooseResume} />}
      </FormField>
      <FormField label="Message">
        {(control) => <textarea {...control} name="message" rows={4} value={values.message} onChange={update('message')} />}
      </FormField>
      <button type="submit" className="btn btn-primary">
        Send application
      </button>
      <p className={formStyles.status} role="status">
        {sent ? `Your e-mail program should now open with your application to ${siteConfig.sharedMailbox}. Attach your resume, then press send.` : ''}
      </p>
    </form>
  );
}

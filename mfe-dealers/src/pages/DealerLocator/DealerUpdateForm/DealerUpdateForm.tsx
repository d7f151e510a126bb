import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { siteConfig } from '@site/shared/config/site-config';
import { openMailDraft } from '@site/shared/forms/mailto';
import { hasErrors } from '@site/shared/forms/validation';
import { FormField } from '@site/shared/ui/FormField/FormField';
import { focusFirstInvalid, useFieldErrors } from '@site/shared/ui/FormField/useFieldErrors';
import { DEALER_UPDATE_TYPE_OPTIONS, DEALER_UPDATE_TYPE_PLACEHOLDER } from '../../../data/dealer-update';
import {
  EMPTY_DEALER_UPDATE,
  dealerUpdateMailto,
  validateDealerUpdate,
  type DealerUpdateValues,
  type ValidatedField,
} from '../../../logic/update-form';
import styles from './DealerUpdateForm.module.css';

interface Props {
  labelledBy: string;
}

/**
 * Dealer/distributor update form (spec §3, §5). Validated on submit only; a valid form makes no
 * API call but opens the visitor's mail client with a draft to the shared mailbox.
 */
export function DealerUpdateForm({ labelledBy }: Props) {
  const [values, setValues] = useState<DealerUpdateValues>(EMPTY_DEALER_UPDATE);
  const [draftOpened, setDraftOpened] = useState(false);
  const { errors, setErrors, clear } = useFieldErrors<ValidatedField>();
  const formRef = useRef<HTMLFormElement>(null);
  const focusPending = useRef(false);

  // After a failed submit has rendered its messages, put the keyboard on the first problem.
  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);

  const edit = (field: keyof DealerUpdateValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'dealercommand') clear(field);
    setDraftOpened(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateDealerUpdate(values);
    if (hasErrors(found)) {
      focusPending.current = true;
      setErrors(found);
      setDraftOpened(false);
      return;
    }
    setErrors({});
    openMailDraft(dealerUpdateMailto(values));
    setDraftOpened(true);
  };

  return (
    <form ref={formRef} className={styles.form} aria-labelledby={labelledBy} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        <FormField label="Name" required error={errors.dealername}>
          {(control) => (
            <input {...control} type="text" name="dealername" autoComplete="name" value={values.dealername} onChange={edit('dealername')} />
          )}
        </FormField>
        <FormField label="Email" required error={errors.dealeremail}>
          {(control) => (
            <input {...control} type="email" name="dealeremail" autoComplete="email" value={values.dealeremail} onChange={edit('dealeremail')} />
          )}
        </FormField>
        <FormField label="Phone" required hint="10 digits" error={errors.dealerphone}>
          {(control) => (
            <input
              {...control}
              type="tel"
              name="dealerphone"
              inputMode="numeric"
              autoComplete="tel-national"
              value={values.dealerphone}
              onChange={edit('dealerphone')}
            />
          )}
        </FormField>
        <FormField label="Type" required error={errors.dealertype}>
          {(control) => (
            <select {...control} name="dealertype" value={values.dealertype} onChange={edit('dealertype')}>
              <option value="" disabled>
                {DEALER_UPDATE_TYPE_PLACEHOLDER}
              </option>
              {DEALER_UPDATE_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label="Message">
        {(control) => <textarea {...control} name="dealercommand" rows={4} value={values.dealercommand} onChange={edit('dealercommand')} />}
      </FormField>
      <button type="submit" className="btn btn-primary">
        Submit
      </button>
      <div role="status" className={styles.outcome}>
        {draftOpened ? (
          <div className={styles.confirmation}>
            <p>Your mail app should have opened with your update ready to send to {siteConfig.sharedMailbox}.</p>
            <p>
              If nothing opened, please write to <a href={`mailto:${siteConfig.sharedMailbox}`}>{siteConfig.sharedMailbox}</a>.
            </p>
          </div>
        ) : null}
      </div>
    </form>
  );
}

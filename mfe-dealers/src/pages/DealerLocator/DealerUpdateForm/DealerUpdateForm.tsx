import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { siteConfig } from '@site/shared/config/site-config';
import { openMailDraft } from '@site/shared/forms/mailto';
import { hasErrors } from '@site/shared/forms/validation';
import { FormField } from '@site/shared/ui/FormField/FormField';
import { focusFirstInvalid, useFieldErrors } from '@site/shared/ui/FormField/useFieldErrors';
import { DEALER_UPDATE_TYPE_OPTIONS } from '../../../data/dealer-update';
import {
  EMPTY_DEALER_UPDATE,
  dealerUpdateMailto,
  validateDealerUpdate,
  type DealerUpdateValues,
  type ValidatedField,
} from '../../../logic/update-form';
import styles from './DealerUpdateForm.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { dealersMessages, optionKey } from '../../../messages/dealers';
import { useFormMessages } from '@site/shared/forms/useFormMessages';

interface Props {
  labelledBy: string;
}

/**
 * Dealer/distributor update form (spec §3, §5). Validated on submit only; a valid form makes no
 * API call but opens the visitor's mail client with a draft to the shared mailbox.
 */
export function DealerUpdateForm({ labelledBy }: Props) {
  const t = useMessages(dealersMessages);
  const form = useFormMessages();
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
    const found = validateDealerUpdate(values, form.validation);
    if (hasErrors(found)) {
      focusPending.current = true;
      setErrors(found);
      setDraftOpened(false);
      return;
    }
    setErrors({});
    openMailDraft(dealerUpdateMailto(values, siteConfig.sharedMailbox, { ...form.mail, type: t('update.type'), typeLabel: (type) => t(optionKey('update', type)) }));
    setDraftOpened(true);
  };

  return (
    <form ref={formRef} className={styles.form} aria-labelledby={labelledBy} onSubmit={submit} noValidate>
      <div className={styles.grid}>
        <FormField label={t('update.name')} required error={errors.dealername}>
          {(control) => (
            <input {...control} type="text" name="dealername" autoComplete="name" value={values.dealername} onChange={edit('dealername')} />
          )}
        </FormField>
        <FormField label={t('update.email')} required error={errors.dealeremail}>
          {(control) => (
            <input {...control} type="email" name="dealeremail" autoComplete="email" value={values.dealeremail} onChange={edit('dealeremail')} />
          )}
        </FormField>
        <FormField label={t('update.phone')} required hint={t('update.phoneHint')} error={errors.dealerphone}>
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
        <FormField label={t('update.type')} required error={errors.dealertype}>
          {(control) => (
            <select {...control} name="dealertype" value={values.dealertype} onChange={edit('dealertype')}>
              <option value="" disabled>
                {t(optionKey('update', 'placeholder'))}
              </option>
              {DEALER_UPDATE_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(optionKey('update', option.value))}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={t('update.message')}>
        {(control) => <textarea {...control} name="dealercommand" rows={4} value={values.dealercommand} onChange={edit('dealercommand')} />}
      </FormField>
      <button type="submit" className="btn btn-primary">
        {t('update.submit')}
      </button>
      <div role="status" className={styles.outcome}>
        {draftOpened ? (
          <div className={styles.confirmation}>
            <p>{t('update.opened', { mailbox: siteConfig.sharedMailbox })}</p>
            <p>{t.rich('update.fallback', { mail: () => <a href={`mailto:${siteConfig.sharedMailbox}`}>{siteConfig.sharedMailbox}</a> })}</p>
          </div>
        ) : null}
      </div>
    </form>
  );
}

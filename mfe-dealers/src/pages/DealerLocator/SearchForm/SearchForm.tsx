import { useState, type ChangeEvent, type FormEvent } from 'react';
import { FormField } from '@site/shared/ui/FormField/FormField';
import type { DealerSearchCriteria } from '@site/shared/types/entities';
import {
  DEALER_TYPE_OPTIONS,
  SECTOR_OPTIONS,
} from '../../../data/dealer-search';
import { EMPTY_CRITERIA } from '../../../logic/criteria';
import { useDistricts, useStates } from '../../../api/useLocationOptions';
import styles from './SearchForm.module.css';
import { useEnglishDataLang, useMessages } from '@site/shared/i18n/react';
import { dealersMessages, optionKey, searchKey } from '../../../messages/dealers';

interface Props {
  onSearch: (criteria: DealerSearchCriteria) => void;
  /** Labels the form (the heading of the section it sits in). */
  labelledBy: string;
}

/**
 * Dealer type, sector, state, district and a free-text PIN/location (spec §3). No validation
 * (spec §5): an empty search asks the admin host for every dealer.
 */
export function SearchForm({ onSearch, labelledBy }: Props) {
  const t = useMessages(dealersMessages);
  // States and districts are the admin host's English names: each such option is marked (the
  // placeholder option is in the page's language, so the select itself is not).
  const dataLang = useEnglishDataLang();
  const [criteria, setCriteria] = useState<DealerSearchCriteria>(EMPTY_CRITERIA);
  const states = useStates();
  const districts = useDistricts(criteria.state);

  const set =
    <K extends keyof DealerSearchCriteria>(field: K) =>
    (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) =>
      setCriteria((current) => ({ ...current, [field]: event.target.value as DealerSearchCriteria[K] }));

  // A new state means a new district list: the old district choice no longer applies.
  const chooseState = (event: ChangeEvent<HTMLSelectElement>) =>
    setCriteria((current) => ({ ...current, state: event.target.value, district: '' }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(criteria);
  };

  return (
    <form className={styles.form} role="search" aria-labelledby={labelledBy} onSubmit={submit} noValidate>
      <div className={styles.fields}>
        <FormField label={t('field.type')}>
          {(control) => (
            <select {...control} name="type" value={criteria.type} onChange={set('type')}>
              <option value="" disabled>
                {t(searchKey('placeholder.type'))}
              </option>
              {DEALER_TYPE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(optionKey('type', option.value))}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('field.sector')}>
          {(control) => (
            <select {...control} name="sector" value={criteria.sector} onChange={set('sector')}>
              <option value="" disabled>
                {t(searchKey('placeholder.sector'))}
              </option>
              {SECTOR_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(optionKey('sector', option.value))}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('field.state')}>
          {(control) => (
            <select {...control} name="state" value={criteria.state} onChange={chooseState}>
              <option value="" disabled>
                {t(searchKey('placeholder.state'))}
              </option>
              {states.map((state) => (
                <option key={state.id} value={String(state.id)} lang={dataLang}>
                  {state.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('field.district')}>
          {(control) => (
            <select {...control} name="district" value={criteria.district} onChange={set('district')}>
              <option value="" disabled>
                {t(searchKey('placeholder.district'))}
              </option>
              {districts.map((district) => (
                <option key={district.id} value={String(district.id)} lang={dataLang}>
                  {district.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t('field.pin')}>
          {(control) => (
            <input
              {...control}
              type="text"
              name="pin"
              value={criteria.pin}
              onChange={set('pin')}
              placeholder={t(searchKey('pinPlaceholder'))}
              autoComplete="postal-code"
            />
          )}
        </FormField>
      </div>
      <div className={styles.actions}>
        <button type="submit" className="btn btn-primary">
          {t('search')}
        </button>
        {/* The selects' placeholders are disabled, so this is the way back to "any". */}
        <button type="button" className="btn btn-outline" onClick={() => setCriteria(EMPTY_CRITERIA)}>
          {t('clear')}
        </button>
      </div>
    </form>
  );
}

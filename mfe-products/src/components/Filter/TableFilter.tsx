import { useId } from 'react';
import styles from './TableFilter.module.css';
import { useMessages } from '@site/shared/i18n/react';
import { productsMessages } from '../../messages/products';

export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterValue {
  /** '' means every size. */
  size: string;
  /** '' means every class. */
  cls: string;
}

export const NO_FILTER: FilterValue = { size: '', cls: '' };

interface Props {
  legend: string;
  sizeOptions: readonly FilterOption[];
  classOptions: readonly FilterOption[];
  value: FilterValue;
  onChange: (value: FilterValue) => void;
  /** What the filter now shows, e.g. 'Showing 3 of 19 rows.' — announced politely on change. */
  status: string;
}

/**
 * Beyond the spec: narrows the size tables by size and class. Native selects that apply on
 * change (no submit), a reset button, and a status line screen readers announce.
 */
export function TableFilter({ legend, sizeOptions, classOptions, value, onChange, status }: Props) {
  const t = useMessages(productsMessages);
  const filtered = value.size !== '' || value.cls !== '';
  return (
    <div className={styles.filter}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <FilterSelect label={t('filter.size')} allLabel={t('filter.allSizes')} options={sizeOptions} value={value.size} onChange={(size) => onChange({ ...value, size })} />
        <FilterSelect label={t('filter.class')} allLabel={t('filter.allClasses')} options={classOptions} value={value.cls} onChange={(cls) => onChange({ ...value, cls })} />
        <button type="button" className="btn btn-outline" onClick={() => onChange(NO_FILTER)} disabled={!filtered}>
          {t('filter.showAll')}
        </button>
      </fieldset>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}

interface SelectProps {
  label: string;
  /** Text of the first option, value '' (no filtering). */
  allLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

/** One labelled select of the filter. */
function FilterSelect({ label, allLabel, options, value, onChange }: SelectProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

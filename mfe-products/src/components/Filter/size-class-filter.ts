import type { FilterOption, FilterValue } from './TableFilter';

/** Size options for a TableFilter: value is the size in mm as text, label e.g. '20 mm'. */
export function sizeOptions(sizesMm: readonly number[]): FilterOption[] {
  return sizesMm.map((size) => ({ value: String(size), label: `${size} mm` }));
}

/**
 * Whether a table row passes the size/class filter ('' in the filter matches anything).
 * `classes` is the row's class, or every class it is made in.
 */
export function matchesFilter(filter: FilterValue, sizeMm: number, classes: string | readonly string[]): boolean {
  const sizeOk = filter.size === '' || String(sizeMm) === filter.size;
  const classOk = filter.cls === '' || (typeof classes === 'string' ? classes === filter.cls : classes.includes(filter.cls));
  return sizeOk && classOk;
}

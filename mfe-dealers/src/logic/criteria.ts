// Dealer search criteria (spec §3) and how they travel: a multipart form with the fields
// type, sector, state, district and pin (spec §7). Empty fields mean "any" to the admin host.
import { DEALER_SEARCH_FIELDS } from '@site/shared/contract/admin-api';
import type { DealerSearchCriteria } from '@site/shared/types/entities';

export const EMPTY_CRITERIA: DealerSearchCriteria = { type: '', sector: '', state: '', district: '', pin: '' };

/** The multipart field names, in the order the admin-host contract declares them. */
export const CRITERIA_FIELDS = DEALER_SEARCH_FIELDS;

/** True when the visitor narrowed the search at all (decides whether 'Data not Found!' shows). */
export function hasAnyCriterion(criteria: DealerSearchCriteria): boolean {
  return CRITERIA_FIELDS.some((field) => criteria[field].trim() !== '');
}

/** Every field is sent, empty or not, so the request always has the same shape. */
export function criteriaToFormData(criteria: DealerSearchCriteria): FormData {
  const form = new FormData();
  for (const field of CRITERIA_FIELDS) form.append(field, criteria[field].trim());
  return form;
}

import { describe, expect, it } from 'vitest';
import { CRITERIA_FIELDS, EMPTY_CRITERIA, criteriaToFormData, hasAnyCriterion } from './criteria';

describe('dealer search criteria', () => {
  it('sends the five multipart fields the admin host reads: type, sector, state, district, pin', () => {
    const form = criteriaToFormData({ type: '2', sector: '1', state: '1', district: '2', pin: ' 691305 ' });
    expect([...form.keys()]).toEqual(['type', 'sector', 'state', 'district', 'pin']);
    expect(Object.fromEntries(form.entries())).toEqual({ type: '2', sector: '1', state: '1', district: '2', pin: '691305' });
    expect(CRITERIA_FIELDS).toEqual(['type', 'sector', 'state', 'district', 'pin']);
  });

  it('sends empty fields as empty strings (the admin host reads them as "any")', () => {
    const form = criteriaToFormData(EMPTY_CRITERIA);
    expect(Object.fromEntries(form.entries())).toEqual({ type: '', sector: '', state: '', district: '', pin: '' });
  });

  it('counts a criterion only when it is not blank', () => {
    expect(hasAnyCriterion(EMPTY_CRITERIA)).toBe(false);
    expect(hasAnyCriterion({ ...EMPTY_CRITERIA, pin: '   ' })).toBe(false);
    expect(hasAnyCriterion({ ...EMPTY_CRITERIA, pin: 'Kollam' })).toBe(true);
    expect(hasAnyCriterion({ ...EMPTY_CRITERIA, type: '1' })).toBe(true);
    expect(hasAnyCriterion({ ...EMPTY_CRITERIA, sector: '2' })).toBe(true);
    expect(hasAnyCriterion({ ...EMPTY_CRITERIA, state: '1' })).toBe(true);
    expect(hasAnyCriterion({ ...EMPTY_CRITERIA, district: '3' })).toBe(true);
  });
});

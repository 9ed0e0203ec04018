import { describe, expect, it } from 'vitest';
import { ockovaniSchema } from '../../../../../contract/entities';
import type { OckovaniPolozka } from '../../../../../contract/health';
import {
  canChangeVaccination,
  emptyVaccinationValues,
  vaccinationToEdit,
  vaccinationValuesOf,
} from '../../../../../src/features/health/vaccinations/form-values';

const own: OckovaniPolozka = {
  id: 11,
  datum: '2019-05-10T00:00:00',
  datumDalsi: '2034-05-10T00:00:00',
  nemoc: 'Tetanus',
  ockovaciLatka: 'Tetavax',
  poznamka: null,
  smluvniPartnerNazev: 'MUDr. Hana Svobodová',
  vlastni: true,
  prilohy: [],
};
const fromDoctor: OckovaniPolozka = { ...own, id: 12, nemoc: 'Chřipka', vlastni: false };

describe('vaccination form values', () => {
  it('prefill the edit form from a stored vaccination, and pass the contract schema', () => {
    const values = vaccinationValuesOf(own);
    expect(values).toEqual({
      datum: '2019-05-10',
      datumDalsi: '2034-05-10',
      nemoc: 'Tetanus',
      ockovaciLatka: 'Tetavax',
      smluvniPartnerNazev: 'MUDr. Hana Svobodová',
      poznamka: '',
    });
    const parsed = ockovaniSchema.safeParse(values);
    expect(parsed.success).toBe(true);
    // blank is absent
    expect(parsed.success && parsed.data.poznamka).toBeUndefined();
  });

  it('an empty form: the date and the disease are required', () => {
    const result = ockovaniSchema.safeParse(emptyVaccinationValues);
    expect(result.success).toBe(false);
    const byField = result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
    expect(byField).toEqual({ datum: 'Pole je povinné', nemoc: 'Pole je povinné' });
  });

  it('the next dose must not be before the vaccination', () => {
    const result = ockovaniSchema.safeParse({ ...vaccinationValuesOf(own), datumDalsi: '2019-05-09' });
    expect(result.success).toBe(false);
    expect(result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['datumDalsi', 'Datum nesmí být před 10. 5. 2019'],
    ]);
  });

  it('only the user’s own entries can be changed, and never read-only', () => {
    expect(canChangeVaccination(own, false)).toBe(true);
    expect(canChangeVaccination(own, true)).toBe(false);
    expect(canChangeVaccination(fromDoctor, false)).toBe(false);
  });

  it('finds the vaccination of ?upravit when it may be changed', () => {
    const list = [own, fromDoctor];
    expect(vaccinationToEdit(list, '11', false)).toBe(own);
    expect(vaccinationToEdit(list, '12', false)).toBeNull();
    expect(vaccinationToEdit(list, '11', true)).toBeNull();
    expect(vaccinationToEdit(list, '99', false)).toBeNull();
    expect(vaccinationToEdit(list, undefined, false)).toBeNull();
  });
});

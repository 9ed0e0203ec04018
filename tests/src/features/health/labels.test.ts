import { describe, expect, it } from 'vitest';
import { documentLabel, formatPeriod } from '../../../../src/features/health/anamnesis/labels';
import { measurementValues } from '../../../../src/features/health/measurements/values';
import { compactFilter } from '../../../../src/features/doctor/DoctorHome';

const NBSP = '\u00a0';
const empty = { tep: null, tlakSyst: null, tlakDiast: null, vaha: null, vyska: null, bmi: null };

describe('anamnesis labels', () => {
  it('formats a hospital stay period with and without its end', () => {
    expect(formatPeriod({ datumOd: '2019-04-08T00:00:00', datumDo: '2019-04-12T00:00:00' })).toBe('8. 4. 2019 – 12. 4. 2019');
    expect(formatPeriod({ datumOd: '2019-04-08T00:00:00', datumDo: null })).toBe('od 8. 4. 2019');
  });

  it('names a document by its description, else its facility, with the date', () => {
    expect(documentLabel({ popis: 'RTG levého hlezna', nazevZarizeni: 'Úrazová ambulance', datum: '2021-01-16T00:00:00' })).toBe(
      'RTG levého hlezna (16. 1. 2021)',
    );
    expect(documentLabel({ popis: null, nazevZarizeni: 'Úrazová ambulance', datum: null })).toBe('Úrazová ambulance');
    expect(documentLabel({ popis: null, nazevZarizeni: null, datum: null })).toBe('Dokument bez popisu');
  });
});

describe('measurementValues', () => {
  it('shows pressure as systolic/diastolic, BMI with a decimal comma', () => {
    expect(measurementValues({ tep: 68, tlakSyst: 122, tlakDiast: 79, vaha: 68, vyska: 168, bmi: 24.1 })).toEqual([
      { label: 'Krevní tlak', value: `122/79${NBSP}mm Hg` },
      { label: 'Tep', value: `68${NBSP}tepů/min` },
      { label: 'Váha', value: `68${NBSP}kg` },
      { label: 'Výška', value: `168${NBSP}cm` },
      { label: 'BMI', value: '24,1' },
    ]);
    expect(measurementValues({ ...empty, bmi: 24 })).toEqual([{ label: 'BMI', value: '24,0' }]);
  });

  it('names one pressure value alone and leaves absent values out', () => {
    expect(measurementValues({ ...empty, tlakSyst: 130 })).toEqual([{ label: 'Systolický tlak', value: `130${NBSP}mm Hg` }]);
    expect(measurementValues({ ...empty, tlakDiast: 85 })).toEqual([{ label: 'Diastolický tlak', value: `85${NBSP}mm Hg` }]);
    expect(measurementValues(empty)).toEqual([]);
  });
});

describe('doctor filter', () => {
  it('keeps only the set values, so an empty filter equals {}', () => {
    expect(compactFilter({})).toEqual({});
    expect(compactFilter({ jmeno: undefined, prijmeni: 'Dvo', rocis: undefined })).toEqual({ prijmeni: 'Dvo' });
    expect(Object.keys(compactFilter({ jmeno: 'Ja', rocis: '8603140123' }))).toEqual(['jmeno', 'rocis']);
  });
});

/** The partner map's rules (issue 37): everyday words for specialties, distance, its search form, and the doctor's promise. */
import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  formatDistance,
  mapaHledaniSchema,
  mapaPartneruDotazSchema,
  navigationUrl,
  resolveSpecialty,
  specialtiesOfWord,
  specialtyCodes,
  specialtyEverydayName,
  specialtySynonyms,
  UNKNOWN_SPECIALTY,
} from '../../contract/partners';
import { DOCTOR_ACCESS_PROMISE, doctorSections } from '../../contract/doctor-card';

describe('specialties in everyday words', () => {
  it('zubař → zubní lékař, praktik → praktický lékař, whatever the case and diacritics', () => {
    expect(resolveSpecialty('zubař')).toBe('014');
    expect(resolveSpecialty('ZUBAR')).toBe('014');
    expect(specialtyEverydayName('014')).toBe('Zubní lékař');
    expect(resolveSpecialty('praktik')).toBe('001');
    expect(specialtyEverydayName('001')).toBe('Praktický lékař');
    expect(resolveSpecialty('Praktický lékař')).toBe('001');
    expect(resolveSpecialty('očař')).toBe('705');
    expect(resolveSpecialty('gynekolog')).toBe('603');
  });

  it('takes the official name, the code and a unique start; refuses what fits none or several', () => {
    expect(resolveSpecialty('Zubní lékařství')).toBe('014');
    expect(resolveSpecialty('107')).toBe('107');
    expect(resolveSpecialty('kardio')).toBe('107');
    expect(resolveSpecialty('astrolog')).toBeUndefined();
    expect(resolveSpecialty('')).toBeUndefined();
  });

  it('every specialty of the code list has an everyday name, and no synonym points to two specialties', () => {
    for (const code of specialtyCodes) expect(specialtySynonyms[code]?.length, code).toBeGreaterThan(0);
    const seen = new Map<string, string>();
    for (const [code, words] of Object.entries(specialtySynonyms)) {
      for (const word of words) {
        const key = word.toLowerCase();
        expect(seen.get(key) ?? code, `${word} in ${code} and ${seen.get(key)}`).toBe(code);
        seen.set(key, code);
      }
    }
  });

  it('a search word stands for the specialties it starts a name of (the server fulltext)', () => {
    expect(specialtiesOfWord('zubař')).toEqual(['014']);
    expect(specialtiesOfWord('zu')).toEqual([]);
  });

  it('the search form says when the specialty is unknown', () => {
    const result = mapaHledaniSchema.safeParse({ odbornost: 'astrolog' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain(UNKNOWN_SPECIALTY);
    expect(mapaHledaniSchema.safeParse({ odbornost: 'zubař', noviPacienti: 'ANO' }).success).toBe(true);
  });
});

describe('distance', () => {
  it('is the great-circle distance in km, one decimal', () => {
    // Mladá Boleslav – Praha (centres): about 50 km
    expect(distanceKm({ lat: 50.4113, lon: 14.9032 }, { lat: 50.0755, lon: 14.4378 })).toBeCloseTo(49.7, 0);
    expect(distanceKm({ lat: 50, lon: 14 }, { lat: 50, lon: 14 })).toBe(0);
    const a = { lat: 50.1861, lon: 15.0417 };
    const b = { lat: 50.627, lon: 15.6094 };
    expect(distanceKm(a, b)).toBe(distanceKm(b, a));
  });

  it('reads as people say it', () => {
    expect(formatDistance(0.34)).toBe('340 m');
    expect(formatDistance(2.4)).toBe('2,4 km');
    expect(formatDistance(12)).toBe('12,0 km');
  });

  it('near me needs both coordinates, within the Czech Republic', () => {
    expect(mapaPartneruDotazSchema.safeParse({ lat: 50.1 }).success).toBe(false);
    expect(mapaPartneruDotazSchema.safeParse({ lat: 50.1, lon: 14.4 }).success).toBe(true);
    expect(mapaPartneruDotazSchema.safeParse({ lat: 40.1, lon: 14.4 }).success).toBe(false);
  });

  it('navigation leads to a route planner with the place as destination', () => {
    expect(navigationUrl({ lat: 50.4113, lon: 14.9032 })).toBe('https://www.google.com/maps/dir/?api=1&destination=50.411300,14.903200');
  });
});

describe('what a doctor sees', () => {
  it("the patient's promise names every section of the doctor's card, and nothing else", () => {
    for (const section of doctorSections) expect(DOCTOR_ACCESS_PROMISE).toContain(section.slib);
    expect(doctorSections.map((s) => s.nazev)).toEqual([
      'Anamnéza',
      'Tlak tep výška a váha',
      'Očkování',
      'Dokumenty',
      'Léky',
      'Laboratorní výsledky',
      'Prevence',
      'Čerpaná péče',
    ]);
  });
});

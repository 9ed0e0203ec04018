/**
 * The pure rules of "My health": prevention entitlements and states by age, sex and history
 * (docs/prevention-rules.md), the medicine warnings and the co-payment protective limit.
 */
import { describe, expect, it } from 'vitest';
import type { PreventionCode } from '../../contract/prevention';
import { entitlements, type Visit } from '../../server/services/my-health/prevention-rules';
import { copayLimit, copayProgress, medicineWarnings, type InteractionRule } from '../../server/services/my-health/medicine-rules';
import type { PersonFacts } from '../../server/services/my-health/common';

const today = '2026-11-24';
const facts = (narozen: string, female: boolean, extra: Partial<PersonFacts> = {}): PersonFacts => {
  const age = Number(today.slice(0, 4)) - Number(narozen.slice(0, 4)) - (today.slice(5) < narozen.slice(5) ? 1 : 0);
  return { narozen, female, today, age, smoker: null, kategorie: 'ZAMESTNANEC', ...extra };
};
const visit = (datum: string, extra: Partial<Visit> = {}): Visit => ({
  datum: `${datum}T00:00:00`,
  poskytovatel: 'MUDr. Test',
  zdroj: 'POJISTOVNA',
  pripadId: 1,
  kontrolaId: null,
  ...extra,
});
const evaluate = (f: PersonFacts, visits: Partial<Record<PreventionCode, Visit[]>> = {}) =>
  Object.fromEntries(entitlements(f, (code) => visits[code] ?? []).map((p) => [p.id, p]));

describe('prevention entitlements by age and sex', () => {
  it('a man never gets the women’s items and a woman never the men’s; a child gets only the children’s', () => {
    expect(Object.keys(evaluate(facts('1960-05-01', false, { smoker: true }))).sort()).toEqual(
      ['AORTA', 'DEMENCE', 'KOLOREKTALNI', 'PLICE', 'PRAKTICKY_LEKAR', 'PROSTATA', 'ZUBNI'].sort(),
    );
    expect(Object.keys(evaluate(facts('1955-05-01', true))).sort()).toEqual(
      ['CERVIX', 'DEMENCE', 'GYNEKOLOGIE', 'HPV', 'KOLOREKTALNI', 'MAMOGRAFIE', 'OSTEOPOROZA', 'PRAKTICKY_LEKAR', 'ZUBNI'].sort(),
    );
    expect(Object.keys(evaluate(facts('2012-01-01', true))).sort()).toEqual(['PRAKTICKY_LEKAR_DETI', 'ZUBNI']);
    expect(Object.keys(evaluate(facts('2026-06-01', false)))).toEqual(['PRAKTICKY_LEKAR_DETI']);
  });

  it('lung screening only for smokers or ex-smokers of 55 to 74; prostate 50 to 69', () => {
    expect(evaluate(facts('1966-01-01', false, { smoker: false })).PLICE).toBeUndefined();
    expect(evaluate(facts('1966-01-01', false, { smoker: null })).PLICE).toBeUndefined();
    expect(evaluate(facts('1966-01-01', false, { smoker: true })).PLICE).toBeDefined();
    expect(evaluate(facts('1950-01-01', false, { smoker: true })).PLICE).toBeUndefined();
    expect(evaluate(facts('1957-01-01', false)).PROSTATA).toBeDefined();
    expect(evaluate(facts('1956-01-01', false)).PROSTATA).toBeUndefined();
  });

  it('the GP check-up: none yet, valid, bookable again after 23 months, expired after 2 years', () => {
    const adult = facts('1990-01-01', false);
    expect(evaluate(adult).PRAKTICKY_LEKAR).toMatchObject({ stav: 'TERMIN_NENASTAVEN', semafor: 'CERVENA', posledniNavsteva: null });
    expect(evaluate(adult, { PRAKTICKY_LEKAR: [visit('2026-01-10')] }).PRAKTICKY_LEKAR).toMatchObject({
      stav: 'PLATNA',
      semafor: 'ZELENA',
      platnostDo: '2028-01-09T00:00:00',
      dalsiTermin: '2027-12-10T00:00:00',
      stavPopis: 'Platná do 9. 1. 2028',
    });
    expect(evaluate(adult, { PRAKTICKY_LEKAR: [visit('2024-12-01')] }).PRAKTICKY_LEKAR).toMatchObject({ stav: 'PLATNA', semafor: 'ZLUTA' });
    expect(evaluate(adult, { PRAKTICKY_LEKAR: [visit('2024-11-01')] }).PRAKTICKY_LEKAR).toMatchObject({
      stav: 'NEPLATNA',
      semafor: 'CERVENA',
    });
    // A visit dated in the future does not count.
    expect(evaluate(adult, { PRAKTICKY_LEKAR: [visit('2026-12-01')] }).PRAKTICKY_LEKAR.stav).toBe('TERMIN_NENASTAVEN');
  });

  it('a colonoscopy counts for ten years, the FIT test for one or two', () => {
    const man = facts('1970-01-01', false);
    expect(evaluate(man, { KOLOREKTALNI: [visit('2020-03-01', { platnostMesicu: 120 })] }).KOLOREKTALNI).toMatchObject({ stav: 'PLATNA' });
    expect(evaluate(man, { KOLOREKTALNI: [visit('2024-03-01')] }).KOLOREKTALNI).toMatchObject({ stav: 'NEPLATNA' });
  });

  it('the dentist by calendar year: children twice, adults once', () => {
    const child = facts('2016-03-01', false);
    expect(evaluate(child, { ZUBNI: [visit('2026-02-01')] }).ZUBNI).toMatchObject({ stav: 'PLATNA', semafor: 'ZLUTA' });
    expect(evaluate(child, { ZUBNI: [visit('2026-02-01'), visit('2026-09-01')] }).ZUBNI).toMatchObject({
      semafor: 'ZELENA',
      platnostDo: '2026-12-31T00:00:00',
    });
    const adult = facts('1980-03-01', true);
    expect(evaluate(adult, { ZUBNI: [visit('2025-05-01')] }).ZUBNI).toMatchObject({ stav: 'NEPLATNA', semafor: 'ZLUTA' });
    expect(evaluate(adult, { ZUBNI: [visit('2024-05-01')] }).ZUBNI).toMatchObject({ stav: 'NEPLATNA', semafor: 'CERVENA' });
  });

  it('the HPV test: due at 35, missed after 36 with the next at 45, done counts', () => {
    expect(evaluate(facts('1991-03-01', true)).HPV).toMatchObject({
      stav: 'TERMIN_NENASTAVEN',
      semafor: 'ZLUTA',
      platnostDo: '2027-02-28T00:00:00',
    });
    const missed = evaluate(facts('1986-03-14', true)).HPV;
    expect(missed).toMatchObject({ stav: 'NEPROVEDENA', semafor: 'CERVENA', dalsiTermin: '2031-03-14T00:00:00' });
    expect(missed.coChybi).toBe('Vyšetření ve 35 letech nebylo provedeno. Další nárok máte ve 45 letech (od 14. 3. 2031).');
    expect(evaluate(facts('1986-03-14', true), { HPV: [visit('2021-06-01')] }).HPV).toMatchObject({ stav: 'PROVEDENA', semafor: 'ZELENA' });
  });

  it("a child's check-up counts for its age only: the 3-month visit is not the 4-month one", () => {
    const baby = facts('2026-07-24', false);
    const visits = { PRAKTICKY_LEKAR_DETI: [visit('2026-07-28'), visit('2026-08-08'), visit('2026-09-05'), visit('2026-10-26')] };
    expect(evaluate(baby, visits).PRAKTICKY_LEKAR_DETI).toMatchObject({ stav: 'TERMIN_NENASTAVEN', semafor: 'ZLUTA' });
    expect(evaluate(baby, visits).PRAKTICKY_LEKAR_DETI.coChybi).toContain('ve 4 měsících');
    const done = { PRAKTICKY_LEKAR_DETI: [...visits.PRAKTICKY_LEKAR_DETI, visit('2026-11-20')] };
    expect(evaluate(baby, done).PRAKTICKY_LEKAR_DETI).toMatchObject({ stav: 'PROVEDENA', dalsiTermin: '2027-01-24T00:00:00' });
  });

  it('cervical screening counts the gynaecological check-ups', () => {
    const woman = facts('1980-01-01', true);
    expect(evaluate(woman, { GYNEKOLOGIE: [visit('2026-06-01')] }).CERVIX).toMatchObject({ stav: 'PLATNA', semafor: 'ZELENA' });
  });
});

describe('medicine warnings', () => {
  const rules: InteractionRule[] = [
    { id: 1, atcA: 'B01AA', atcB: 'M01A', zavaznost: 'VYSOKA', nazev: 'riziko krvácení', popis: 'Krvácení.' },
    { id: 9, atcA: 'H03AA', atcB: 'A12A', zavaznost: 'STREDNI', nazev: 'vstřebávání', popis: 'Odstup.' },
  ];
  const med = (id: number, nazev: string, atc: string, ucinnaLatka: string, datumOd = '2026-01-01', datumDo: string | null = null) => ({
    id,
    nazev,
    atc,
    ucinnaLatka,
    datumOd,
    datumDo,
  });

  it('finds the same substance, the same ATC group and curated interactions among today’s medicines, most severe first', () => {
    const warnings = medicineWarnings(
      [
        med(1, 'IBALGIN', 'M01AE01', 'ibuprofen'),
        med(2, 'NUROFEN', 'M01AE01', 'Ibuprofen'),
        med(3, 'NAPROXEN AL', 'M01AE02', 'naproxen'),
        med(4, 'WARFARIN ORION', 'B01AA03', 'warfarin'),
        med(5, 'EUTHYROX', 'H03AA01', 'levothyroxin', '2026-01-01', '2026-02-01'),
        med(6, 'CALTRATE PLUS', 'A12AX', 'uhličitan vápenatý'),
      ],
      rules,
      today,
    );
    expect(warnings.map((w) => [w.typ, w.lekIds])).toEqual([
      ['INTERAKCE', [1, 4]],
      ['INTERAKCE', [2, 4]],
      ['INTERAKCE', [3, 4]],
      ['STEJNA_LATKA', [1, 2]],
      ['STEJNA_SKUPINA', [1, 3]],
      ['STEJNA_SKUPINA', [2, 3]],
    ]);
    // Euthyrox ended in February: no warning with calcium.
    expect(warnings.some((w) => w.lekIds.includes(5))).toBe(false);
    expect(new Set(warnings.map((w) => w.klic)).size).toBe(warnings.length);
  });
});

describe('co-payment protective limit (§ 16b zákona č. 48/1997 Sb.)', () => {
  it('by age and pension', () => {
    expect(copayLimit(17, 'DITE')).toMatchObject({ kategorie: 'DITE', limitKc: 1000 });
    expect(copayLimit(40, 'ZAMESTNANEC')).toMatchObject({ kategorie: 'OSTATNI', limitKc: 5000 });
    expect(copayLimit(50, 'INVDUCHDCE')).toMatchObject({ kategorie: 'INVALIDITA', limitKc: 500 });
    expect(copayLimit(65, 'DUCHODCE')).toMatchObject({ kategorie: 'SENIOR_65', limitKc: 1000 });
    expect(copayLimit(70, 'DUCHODCE')).toMatchObject({ kategorie: 'SENIOR_70', limitKc: 500 });
  });

  it('counts what is left and what is over, in crowns from hellers', () => {
    expect(copayProgress(5000, 123_450)).toMatchObject({ zapocitanoKc: 1234.5, zbyvaKc: 3765.5, prekrocenoKc: 0, procento: 24.7 });
    expect(copayProgress(500, 62_000)).toMatchObject({ zapocitanoKc: 620, zbyvaKc: 0, prekrocenoKc: 120, procento: 100 });
  });
});

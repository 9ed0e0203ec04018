import { describe, expect, it } from 'vitest';
import { ageInMonthsOn, ageOn } from '../../contract/person';
import {
  ageRangeCz,
  cafeteriaPoints,
  cafeteriaSplitErrors,
  cafeteriaSplitSchema,
  careClaimErrors,
  carePayout,
  documentTypesOfFiles,
  drawabilityDate,
  programmePayout,
  programmeRefusal,
  tripDays,
  yearsCz,
  type ProgrammeEdition,
  type ProgrammePerson,
} from '../../contract/benefits';
import { vitalitasApplicationErrors, vitalitasOffer, vitalitasPeriod, vitalitasPrice } from '../../contract/vitalitas-programmes';
import { bankNameOf, czechBankCodes, isKnownBankCode, kodBankyCnbSchema } from '../../contract/bank-codes';
import { messages } from '../../contract/messages';

const edition: ProgrammeEdition = {
  kod: 'ROVNATKA',
  kodZps: 'ZPS-2026-10',
  rok: 2026,
  nazev: 'Rovnátka pro děti',
  vekOd: 6,
  vekDo: 18,
  pohlavi: null,
  limitHal: 300_000,
  platnostOd: '2026-01-01',
  platnostDo: '2026-12-31',
  podaniDo: '2027-03-31',
  pojisteniMesicuMin: 6,
  doklady: [
    { kod: 'UCTENKA', nazev: 'Doklad o zaplacení (účtenka, faktura)', povinny: true },
    { kod: 'POTVRZENI_LEKARE', nazev: 'Potvrzení lékaře', povinny: true },
  ],
};
const child: ProgrammePerson = { narozen: '2015-09-02', female: true, insuredSince: '2015-09-02' };

describe('ages', () => {
  it('counts whole years and months on a date, the birthday itself included', () => {
    expect(ageOn('2015-09-02', '2026-09-01')).toBe(10);
    expect(ageOn('2015-09-02', '2026-09-02')).toBe(11);
    expect(ageInMonthsOn('2026-07-24', '2026-11-23')).toBe(3);
    expect(ageInMonthsOn('2026-07-24', '2026-11-24')).toBe(4);
    expect(ageInMonthsOn('2025-11-25', '2026-11-24')).toBe(11);
  });
  it('says ages and ranges in Czech', () => {
    expect([0, 1, 3, 5, 40].map(yearsCz)).toEqual(['méně než 1 rok', '1 rok', '3 roky', '5 let', '40 let']);
    expect(ageRangeCz(18, null)).toBe('od 18 let');
    expect(ageRangeCz(1, null)).toBe('od 1 roku');
    expect(ageRangeCz(0, 15)).toBe('do 15 let');
    expect(ageRangeCz(0, 0)).toBe('do 1 roku');
    expect(ageRangeCz(1, 19)).toBe('od 1 roku do 19 let');
    expect(ageRangeCz(6, 18)).toBe('od 6 do 18 let');
    expect(ageRangeCz(0, null)).toBe('bez omezení věku');
  });
});

describe('programmes', () => {
  it('pays the amount capped by what is left of the yearly limit', () => {
    expect(programmePayout(125_050, 100_000, 0)).toBe(100_000);
    expect(programmePayout(45_000, 100_000, 0)).toBe(45_000);
    expect(programmePayout(90_000, 150_000, 110_000)).toBe(40_000);
    expect(programmePayout(90_000, 150_000, 150_000)).toBe(0);
  });

  it('refuses by the period, the deadline, sex, age, insurance and the limit, in that order', () => {
    const on = (datum: string, today = '2026-11-24', drawn = 0, person = child) => programmeRefusal(edition, person, drawn, datum, today);
    expect(on('2026-05-05')).toBeNull();
    expect(on('2025-12-31')).toEqual({ reason: 'OBDOBI', field: 'datumUctenka', message: messages.receiptBeforePeriod('1. 1. 2026') });
    expect(on('2027-01-01', '2027-01-02')).toEqual({
      reason: 'OBDOBI',
      field: 'datumUctenka',
      message: messages.receiptAfterPeriod('31. 12. 2026'),
    });
    expect(on('2026-12-12', '2027-04-01')).toEqual({
      reason: 'OBDOBI',
      field: 'datumUctenka',
      message: messages.claimDeadlinePassed('31. 3. 2027'),
    });
    expect(programmeRefusal({ ...edition, pohlavi: 'M' }, child, 0, '2026-05-05', '2026-11-24')?.message).toBe(
      messages.programmeOnlyForMen,
    );
    expect(programmeRefusal({ ...edition, pohlavi: 'Z' }, { ...child, female: false }, 0, '2026-05-05', '2026-11-24')?.message).toBe(
      messages.programmeOnlyForWomen,
    );
    expect(on('2026-05-05', '2026-11-24', 0, { ...child, narozen: '2021-06-01' })).toEqual({
      reason: 'VEK',
      field: 'datumUctenka',
      message: 'Program je určen pojištěncům ve věku od 6 do 18 let. V den dokladu bylo pojištěnci 4 roky.',
    });
    // Six years old on the very birthday: the receipt of that day is paid.
    expect(on('2026-06-01', '2026-11-24', 0, { ...child, narozen: '2020-06-01', insuredSince: '2020-06-01' })).toBeNull();
    expect(on('2026-05-05', '2026-11-24', 0, { ...child, insuredSince: null })?.message).toBe(messages.notInsuredOnDate);
    expect(on('2026-05-05', '2026-11-24', 0, { ...child, insuredSince: '2026-01-10' })?.message).toBe(
      messages.notInsuredLongEnough(6, '10. 1. 2026'),
    );
    expect(on('2026-07-10', '2026-11-24', 0, { ...child, insuredSince: '2026-01-10' })).toBeNull();
    expect(on('2026-05-05', '2026-11-24', 300_000)).toEqual({
      reason: 'LIMIT',
      field: 'castkaUctenka',
      message: 'Roční limit programu 3\u00a0000\u00a0Kč je už vyčerpaný.',
    });
  });

  it('judges the list on today while an edition runs, on its last day after it, on its first day before it', () => {
    expect(drawabilityDate(edition, '2026-11-24')).toBe('2026-11-24');
    expect(drawabilityDate(edition, '2027-02-01')).toBe('2026-12-31');
    expect(drawabilityDate(edition, '2025-12-01')).toBe('2026-01-01');
  });

  it('maps each file to its document type and checks the required documents', () => {
    const keys = { index: 'prilohyIndex', type: 'typDokumentKod', files: 'seznamPriloh' };
    expect(documentTypesOfFiles([1, 0], ['POTVRZENI_LEKARE', 'UCTENKA'], 2, edition.doklady, keys)).toEqual({
      types: ['UCTENKA', 'POTVRZENI_LEKARE'],
      errors: {},
    });
    expect(documentTypesOfFiles([0], ['UCTENKA'], 1, edition.doklady, keys).errors).toEqual({
      seznamPriloh: [messages.attachmentsRequired('Potvrzení lékaře')],
    });
    expect(documentTypesOfFiles([0, 0], ['UCTENKA', 'POTVRZENI_LEKARE'], 2, [], keys).errors).toEqual({
      'prilohyIndex.1': [messages.attachmentTypeMissing],
      typDokumentKod: [messages.attachmentTypeMissing],
    });
    expect(documentTypesOfFiles([0, 5], ['UCTENKA'], 1, [], keys).errors).toEqual({
      typDokumentKod: [messages.attachmentTypeMissing],
      'prilohyIndex.1': [messages.attachmentIndexUnknown],
    });
    expect(documentTypesOfFiles(undefined, undefined, 0, [], keys)).toEqual({ types: [], errors: {} });
  });
});

describe('care and travel', () => {
  const travel = { typ: 'CESTA' as const, rezim: 'CASTKA' as const, maxDni: 30, sazbaHal: null };
  it('counts the days of a trip with both ends', () => {
    expect(tripDays('2026-03-03', '2026-03-03')).toBe(1);
    expect(tripDays('2026-02-27', '2026-03-02')).toBe(4);
    expect(tripDays('2026-03-05', '2026-03-02')).toBe(0);
    expect(tripDays(null, '2026-03-02')).toBe(0);
  });
  it('asks for the dates of its type and the amount of its mode', () => {
    expect(careClaimErrors(travel, {})).toEqual({
      cestaDatumOd: [messages.required],
      cestaDatumDo: [messages.required],
      castkaUctenka: [messages.required],
    });
    expect(careClaimErrors({ ...travel, typ: 'PECE' }, { castkaUctenka: 5 })).toEqual({ dokladDatum: [messages.required] });
    expect(careClaimErrors({ ...travel, rezim: 'NENI' }, { cestaDatumOd: '2026-03-03', cestaDatumDo: '2026-03-03' })).toEqual({});
    expect(careClaimErrors(travel, { castkaUctenka: 5, cestaDatumOd: '2026-03-03', cestaDatumDo: '2026-04-05' })).toEqual({
      cestaDatumDo: [messages.tripTooLong(30)],
    });
    expect(careClaimErrors(travel, { castkaUctenka: 5, cestaDatumOd: '2026-03-03', cestaDatumDo: '2026-03-01' })).toEqual({
      cestaDatumDo: [messages.dateNotBefore('3. 3. 2026')],
    });
  });
  it('asks the amount (CASTKA), the days × the rate capped by the amount (VYPOCET), or the fixed sum (NENI)', () => {
    expect(carePayout({ rezim: 'CASTKA', sazbaHal: null }, { castkaHal: 38_600 })).toBe(38_600);
    expect(
      carePayout({ rezim: 'VYPOCET', sazbaHal: 40_000 }, { castkaHal: 135_000, cestaDatumOd: '2025-02-03', cestaDatumDo: '2025-02-05' }),
    ).toBe(120_000);
    expect(
      carePayout({ rezim: 'VYPOCET', sazbaHal: 40_000 }, { castkaHal: 90_000, cestaDatumOd: '2025-02-03', cestaDatumDo: '2025-02-05' }),
    ).toBe(90_000);
    expect(carePayout({ rezim: 'NENI', sazbaHal: 20_000 }, { castkaHal: null })).toBe(20_000);
    expect(carePayout({ rezim: 'NENI', sazbaHal: null }, { castkaHal: null })).toBeNull();
  });
});

describe('Vitalitas', () => {
  const today = '2026-11-24';
  it('ZVONEK: from birth to 6 years; joining until the day before the first birthday, the first year free', () => {
    expect(vitalitasOffer('ZV', '2026-07-24', today, [])).toEqual({
      narok: true,
      duvod: null,
      lzePrihlasit: true,
      prihlasitDo: '2027-07-23',
      cenaRocni: 480,
      prvniRokZdarma: true,
    });
    expect(vitalitasOffer('ZV', '2025-11-25', today, []).lzePrihlasit).toBe(true);
    expect(vitalitasOffer('ZV', '2025-11-24', today, [])).toMatchObject({
      narok: true,
      lzePrihlasit: false,
      duvod: messages.vitalitasZvonekJoinAge,
    });
    expect(vitalitasOffer('ZV', '2020-11-25', today, [])).toMatchObject({ narok: true, lzePrihlasit: false });
    expect(vitalitasOffer('ZV', '2020-11-24', today, [])).toMatchObject({ narok: false, duvod: messages.vitalitasZvonekAge });
    const joined = [{ typ: 'ZV' as const, datumOd: '2026-08-01', datumDo: '2032-07-23', stav: 'PRIHLASKA' as const }];
    expect(vitalitasOffer('ZV', '2026-07-24', today, joined)).toMatchObject({
      lzePrihlasit: false,
      duvod: messages.vitalitasAlreadyJoined('Program ZVONEK'),
    });
    expect(vitalitasPeriod('ZV', '2026-07-24', today)).toEqual({ datumOd: today, datumDo: '2032-07-23' });
    expect(vitalitasPrice('ZV', '2026-07-24', vitalitasPeriod('ZV', '2026-07-24', today), null)).toBe(0);
  });
  it('GINA and GINA+: up to the 26th birthday, one of them at a time, a year each', () => {
    expect(vitalitasOffer('GI', '2000-11-25', today, [])).toMatchObject({
      narok: true,
      lzePrihlasit: true,
      prihlasitDo: '2026-11-24',
      cenaRocni: 590,
    });
    expect(vitalitasOffer('GI2', '2000-11-24', today, [])).toMatchObject({ narok: false, duvod: messages.vitalitasGinaAge });
    const gina = [{ typ: 'GI' as const, datumOd: '2026-05-18', datumDo: '2027-05-17', stav: 'AKTIVNI' as const }];
    expect(vitalitasOffer('GI2', '2004-11-20', today, gina)).toMatchObject({
      lzePrihlasit: false,
      duvod: messages.vitalitasAlreadyJoined('Program GINA'),
    });
    expect(vitalitasOffer('GI2', '2004-11-20', today, [{ ...gina[0], stav: 'UKONCENO' }]).lzePrihlasit).toBe(true);
    expect(vitalitasPeriod('GI', '2004-11-20', '2026-12-01')).toEqual({ datumOd: '2026-12-01', datumDo: '2027-11-30' });
    expect(vitalitasPrice('GI2', '2004-11-20', vitalitasPeriod('GI2', '2004-11-20', today), null)).toBe(990);
  });
  it('travel insurance: per day by age and zone, at most 90 days, no overlap with another trip', () => {
    expect(vitalitasPrice('CP', '1986-03-14', { datumOd: '2027-07-11', datumDo: '2027-07-24' }, 'EVROPA')).toBe(350);
    expect(vitalitasPrice('CP', '2015-09-02', { datumOd: '2027-07-11', datumDo: '2027-07-24' }, 'SVET')).toBe(420);
    expect(vitalitasApplicationErrors('CP', '1986-03-14', today, [], { datumOd: '2027-01-01' })).toEqual({ datumDo: [messages.required] });
    expect(vitalitasApplicationErrors('CP', '1986-03-14', today, [], { datumOd: '2027-01-01', datumDo: '2027-04-01' })).toEqual({
      datumDo: [messages.tripTooLong(90)],
    });
    const trip = [{ typ: 'CP' as const, datumOd: '2027-01-05', datumDo: '2027-01-10', stav: 'PRIHLASKA' as const }];
    expect(vitalitasApplicationErrors('CP', '1986-03-14', today, trip, { datumOd: '2027-01-01', datumDo: '2027-01-05' })).toEqual({
      datumOd: [messages.travelInsuranceOverlaps],
    });
    expect(vitalitasApplicationErrors('CP', '1986-03-14', today, trip, { datumOd: '2027-01-11', datumDo: '2027-01-20' })).toEqual({});
  });
});

describe('cafeteria', () => {
  it('takes categories of the coupons with shares 0 to 100 that sum to exactly 100, each category once', () => {
    const split = (entries: Array<[string, number]>) => ({ rozdeleni: entries.map(([kategorie, procento]) => ({ kategorie, procento })) });
    expect(cafeteriaSplitSchema.safeParse(split([['VTK-VOLNYCAS', 100]])).success).toBe(true);
    expect(cafeteriaSplitSchema.safeParse(split([['VTK-KINO', 100]])).success).toBe(false);
    expect(cafeteriaSplitSchema.safeParse({ rozdeleni: [] }).success).toBe(false);
    expect(
      cafeteriaSplitErrors(
        split([
          ['VTK-VOLNYCAS', 60],
          ['VTK-OCKOVANI', 40],
        ]),
      ),
    ).toEqual({});
    expect(
      cafeteriaSplitErrors(
        split([
          ['VTK-VOLNYCAS', 33.33],
          ['VTK-OCKOVANI', 33.33],
          ['VTK-VITAMINY', 33.34],
        ]),
      ),
    ).toEqual({});
    expect(
      cafeteriaSplitErrors(
        split([
          ['VTK-VOLNYCAS', 60],
          ['VTK-OCKOVANI', 50],
        ]),
      ),
    ).toEqual({ rozdeleni: ['Součet podílů musí být 100 %, nyní je 110 %.'] });
    expect(
      cafeteriaSplitErrors(
        split([
          ['VTK-VOLNYCAS', 50],
          ['VTK-VOLNYCAS', 50],
        ]),
      ),
    ).toEqual({
      'rozdeleni.1.kategorie': ['Kategorie Volný čas je uvedena vícekrát.'],
    });
  });
  it('gives each category its share of the points, rounded down', () => {
    expect(cafeteriaPoints(6000, 33.33)).toBe(1999);
    expect(cafeteriaPoints(6000, 50)).toBe(3000);
    expect(cafeteriaPoints(6000, 0)).toBe(0);
  });
});

describe('bank codes', () => {
  it('lists distinct four-digit codes with names, and the claim forms accept only those', () => {
    const codes = czechBankCodes.map(([kod]) => kod);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every((kod) => /^\d{4}$/.test(kod))).toBe(true);
    expect(bankNameOf('0800')).toBe('Česká spořitelna, a.s.');
    expect(isKnownBankCode('3030')).toBe(true);
    expect(kodBankyCnbSchema.safeParse('0800').success).toBe(true);
    expect(kodBankyCnbSchema.safeParse('2100').error?.issues.map((i) => i.message)).toEqual([messages.unknownBankCode]);
    expect(kodBankyCnbSchema.safeParse('80').error?.issues.map((i) => i.message)).toEqual([messages.bankAccount]);
    expect(kodBankyCnbSchema.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual([messages.required]);
  });
});

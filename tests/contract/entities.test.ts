import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import * as entities from '../../contract/entities';
import * as enums from '../../contract/enums';
import * as rules from '../../contract/rules';
import { addDaysIso, todayIso } from '../../contract/format';
import { messages } from '../../contract/messages';
import { fieldErrors } from '../../contract/rules';
import { isKnownMessage, parsed } from './helpers';

/** The `chyby` map a value produces, {} when it passes. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  return result.success ? {} : fieldErrors(result.error);
}

const tomorrow = () => addDaysIso(todayIso(), 1);
const today = () => todayIso();

describe('address and person name', () => {
  it('requires obec only and trims the rest', () => {
    expect(
      parsed(entities.adresaSchema, {
        ulice: ' Na Příkopě 1 ',
        obec: 'Praha',
        psc: '110 00',
        stat: 'Česká republika',
        statKod: 'CZE',
        kodRuian: '21720371',
      }),
    ).toEqual({
      ulice: 'Na Příkopě 1',
      obec: 'Praha',
      psc: '110 00',
      stat: 'Česká republika',
      statKod: 'CZE',
      kodRuian: '21720371',
    });
    expect(parsed(entities.adresaSchema, { obec: 'Mladá Boleslav', ulice: '' })).toEqual({ obec: 'Mladá Boleslav' });
    expect(errorsOf(entities.adresaSchema, { ulice: 'x'.repeat(101), psc: '12345678901', statKod: 'CZEX' })).toEqual({
      ulice: [messages.tooLong(100)],
      obec: [messages.required],
      psc: [messages.tooLong(10)],
      statKod: [messages.tooLong(3)],
    });
  });

  it('applies the longer address form maxima 80, 50, 50, 9, 50, 30, 255', () => {
    const max = { ulice: 80, obec: 50, castObce: 50, psc: 9, stat: 50, cisloDomu: 30, doplnek: 255 };
    const atMax = Object.fromEntries(Object.entries(max).map(([key, n]) => [key, 'a'.repeat(n)]));
    expect(errorsOf(entities.adresaRozsirenaSchema, atMax)).toEqual({});
    const over = Object.fromEntries(Object.entries(max).map(([key, n]) => [key, 'a'.repeat(n + 1)]));
    expect(errorsOf(entities.adresaRozsirenaSchema, over)).toEqual(
      Object.fromEntries(Object.entries(max).map(([key, n]) => [key, [messages.tooLong(n)]])),
    );
  });

  it('needs jmeno and prijmeni; titles are optional, max 20', () => {
    expect(parsed(entities.jmenoOsobySchema, { jmeno: 'Jiří', prijmeni: 'Šťastný', titulPred: 'Ing.', titulZa: 'Ph.D.' })).toEqual({
      jmeno: 'Jiří',
      prijmeni: 'Šťastný',
      titulPred: 'Ing.',
      titulZa: 'Ph.D.',
    });
    expect(errorsOf(entities.jmenoOsobySchema, { jmeno: ' ', titulPred: 'x'.repeat(21) })).toEqual({
      jmeno: [messages.required],
      prijmeni: [messages.required],
      titulPred: [messages.tooLong(20)],
    });
    expect(entities.osobniUdajeSchema).toBe(entities.jmenoOsobySchema);
  });

  it('gives a Czech message for a missing or wrong body', () => {
    expect(errorsOf(entities.adresaSchema, undefined)).toEqual({ _form: [messages.required] });
    expect(errorsOf(entities.adresaSchema, 'Praha')).toEqual({ _form: [messages.unsupportedFormat] });
    expect(errorsOf(entities.adresaSchema, [])).toEqual({ _form: [messages.unsupportedFormat] });
  });
});

describe('health entities', () => {
  it('checks a hospital stay period: from not in the future, to not before from', () => {
    expect(
      parsed(entities.anamnezaNemocniceSchema, {
        obdobi: { datumOd: '2024-03-01T00:00:00', datumDo: '2024-03-10' },
        popis: 'Apendicitida',
      }),
    ).toEqual({
      obdobi: { datumOd: '2024-03-01', datumDo: '2024-03-10' },
      popis: 'Apendicitida',
    });
    expect(errorsOf(entities.anamnezaNemocniceSchema, { obdobi: { datumOd: '2024-03-10', datumDo: '2024-03-01' }, popis: 'x' })).toEqual({
      'obdobi.datumDo': ['Datum nesmí být před 10. 3. 2024'],
    });
    expect(parsed(entities.obdobiSchema, { datumOd: '2024-03-10', datumDo: '2024-03-10' })).toEqual({
      datumOd: '2024-03-10',
      datumDo: '2024-03-10',
    });
    expect(errorsOf(entities.obdobiSchema, { datumOd: tomorrow() })).toEqual({
      datumOd: [messages.dateNotAfter(formatMessageDate(today()))],
    });
    expect(errorsOf(entities.anamnezaNemocniceSchema, { obdobi: {}, popis: '' })).toEqual({
      'obdobi.datumOd': [messages.required],
      popis: [messages.required],
    });
  });

  it('describes allergies and illnesses in 1 to 1000 characters', () => {
    expect(parsed(entities.anamnezaAlergieSchema, { popis: ' pyl ' })).toEqual({ popis: 'pyl' });
    expect(errorsOf(entities.anamnezaNemocSchema, { popis: 'x'.repeat(1001) })).toEqual({ popis: [messages.tooLong(1000)] });
    expect(errorsOf(entities.anamnezaAlergieSchema, { popis: '<i>pyl</i>' })).toEqual({ popis: [messages.noHtml] });
  });

  it('takes an operation or injury with an optional linked document', () => {
    expect(parsed(entities.anamnezaOperaceSchema, { datum: '2020-05-05', dokumentId: 12, popis: 'Artroskopie' })).toEqual({
      datum: '2020-05-05',
      dokumentId: '12',
      popis: 'Artroskopie',
    });
    expect(parsed(entities.anamnezaUrazSchema, { datum: '2020-05-05', dokumentId: '', popis: 'Zlomenina' })).toEqual({
      datum: '2020-05-05',
      popis: 'Zlomenina',
    });
    expect(errorsOf(entities.anamnezaUrazSchema, { datum: '31.12.2020', dokumentId: 0, popis: 'x' })).toEqual({
      datum: [messages.dateFormat],
      dokumentId: [messages.min(1)],
    });
  });

  it('keeps the general history optional', () => {
    expect(
      parsed(entities.anamnezaObecnaSchema, { alkoholKod: 'PRILEZITOSTNE', koureniKod: '', rodinnaAnamneza: 'Diabetes u otce' }),
    ).toEqual({
      alkoholKod: 'PRILEZITOSTNE',
      rodinnaAnamneza: 'Diabetes u otce',
    });
  });

  it('needs at least one measurement and diastolic below systolic', () => {
    expect(parsed(entities.mereniSchema, { vaha: '82', vyska: 180 })).toEqual({ vaha: 82, vyska: 180 });
    expect(errorsOf(entities.mereniSchema, {})).toEqual({ _form: [messages.emergencyDataEmpty] });
    expect(errorsOf(entities.mereniSchema, { tep: '', vaha: ' ' })).toEqual({ _form: [messages.emergencyDataEmpty] });
    expect(errorsOf(entities.mereniSchema, { tlakDiast: 120, tlakSyst: 120 })).toEqual({ tlakDiast: ['Hodnota musí být menší jak 120'] });
    expect(parsed(entities.mereniSchema, { tlakDiast: 80, tlakSyst: 120 })).toEqual({ tlakDiast: 80, tlakSyst: 120 });
    expect(errorsOf(entities.mereniSchema, { tep: 19, tlakDiast: 29, tlakSyst: 301, vaha: 0, vyska: 271 })).toEqual({
      tep: ['Povolené minimum je 20'],
      tlakDiast: ['Povolené minimum je 30'],
      tlakSyst: ['Povolené maximum je 300'],
      vaha: ['Povolené minimum je 1'],
      vyska: ['Povolené maximum je 270'],
    });
  });

  it('needs at least one emergency field; NEUVEDENO does not count', () => {
    expect(errorsOf(entities.emergentniUdajeSchema, {})).toEqual({ _form: ['Alespoň jedno pole je povinné'] });
    expect(errorsOf(entities.emergentniUdajeSchema, { skupina: 'NEUVEDENO', rhFaktor: 'NEUVEDENO', osoba: '  ' })).toEqual({
      _form: ['Alespoň jedno pole je povinné'],
    });
    expect(parsed(entities.emergentniUdajeSchema, { skupina: 'AB', rhFaktor: 'RHMinus' })).toEqual({ skupina: 'AB', rhFaktor: 'RHMinus' });
    expect(
      parsed(entities.emergentniUdajeSchema, { osoba: 'Marie Nováková', telefon: '777 123 456', vztah: 'manželka', skupina: '' }),
    ).toEqual({
      osoba: 'Marie Nováková',
      telefon: '777 123 456',
      vztah: 'manželka',
    });
    expect(
      errorsOf(entities.emergentniUdajeSchema, {
        osoba: 'x'.repeat(101),
        telefon: 'x'.repeat(51),
        vztah: 'x'.repeat(51),
        skupina: '0',
        posledniOckovaniTetanus: tomorrow(),
      }),
    ).toEqual({
      osoba: [messages.tooLong(100)],
      telefon: [messages.tooLong(50), messages.unsupportedFormat],
      vztah: [messages.tooLong(50)],
      skupina: ['Povoleny jsou pouze tyto hodnoty: NEUVEDENO, A, B, AB, NULA'],
      posledniOckovaniTetanus: [messages.dateNotAfter(formatMessageDate(today()))],
    });
  });

  it('needs a vaccination date and disease; re-vaccination not before the date', () => {
    expect(
      parsed(entities.ockovaniSchema, {
        datum: '2024-10-01',
        datumDalsi: '2034-10-01',
        nemoc: 'Tetanus',
        ockovaciLatka: 'Tetavax',
        poznamka: '',
        smluvniPartnerNazev: 'MUDr. Dvořák',
        prilohaSmazat: ['5', 6],
      }),
    ).toEqual({
      datum: '2024-10-01',
      datumDalsi: '2034-10-01',
      nemoc: 'Tetanus',
      ockovaciLatka: 'Tetavax',
      smluvniPartnerNazev: 'MUDr. Dvořák',
      prilohaSmazat: ['5', '6'],
    });
    expect(errorsOf(entities.ockovaniSchema, { datumDalsi: '2020-01-01' })).toEqual({
      datum: [messages.required],
      nemoc: [messages.required],
    });
    expect(errorsOf(entities.ockovaniSchema, { datum: '2024-10-01', datumDalsi: '2024-09-30', nemoc: 'Tetanus' })).toEqual({
      datumDalsi: ['Datum nesmí být před 1. 10. 2024'],
    });
    expect(
      errorsOf(entities.ockovaniSchema, {
        datum: '2024-10-01',
        nemoc: 'x'.repeat(201),
        ockovaciLatka: 'x'.repeat(256),
        poznamka: 'x'.repeat(1001),
      }),
    ).toEqual({
      nemoc: [messages.tooLong(200)],
      ockovaciLatka: [messages.tooLong(255)],
      poznamka: [messages.tooLong(1000)],
    });
  });

  it('needs a date or a description on a personal document', () => {
    const message = 'Musí být vyplněn datum události nebo popis dokumentu';
    expect(errorsOf(entities.osobniDokumentSchema, {})).toEqual({ datum: [message], popis: [message] });
    expect(errorsOf(entities.osobniDokumentSchema, { datum: '', popis: '   ', nazevZarizeni: 'FN Motol' })).toEqual({
      datum: [message],
      popis: [message],
    });
    expect(parsed(entities.osobniDokumentSchema, { datum: '2025-01-15' })).toEqual({ datum: '2025-01-15' });
    expect(parsed(entities.osobniDokumentSchema, { popis: 'Propouštěcí zpráva', prilohaSmazat: '3' })).toEqual({
      popis: 'Propouštěcí zpráva',
      prilohaSmazat: ['3'],
    });
  });
});

describe('attachments', () => {
  it('describes an attachment', () => {
    expect(parsed(entities.prilohaSchema, { id: 7, nazev: 'zprava.pdf', velikost: 1024, evidence: 'DOKUMENT' })).toEqual({
      id: '7',
      nazev: 'zprava.pdf',
      velikost: 1024,
      evidence: 'DOKUMENT',
    });
    expect(errorsOf(entities.prilohaSchema, { id: 7, nazev: 'a.pdf', velikost: -1, evidence: 'X' })).toEqual({
      velikost: ['Povolené minimum je 0'],
    });
  });

  it('accepts a file only when both extension and MIME type are allowed', () => {
    expect(enums.attachmentLimits).toMatchObject({ maxFiles: 5, maxTotalBytes: 20971520, maxTotalMegabytes: 20 });
    expect(entities.isAllowedAttachment({ name: 'scan.PDF', type: 'application/pdf' })).toBe(true);
    expect(entities.isAllowedAttachment({ name: 'foto.jpeg', type: 'image/jpeg' })).toBe(true);
    expect(entities.isAllowedAttachment({ name: 'obr.tif', type: 'image/tiff' })).toBe(true);
    expect(entities.isAllowedAttachment({ name: 'pozn.txt', type: 'text/plain; charset=utf-8' })).toBe(true);
    expect(entities.isAllowedAttachment({ name: 'dopis.rtf', type: 'application/rtf' })).toBe(true);
    expect(entities.isAllowedAttachment({ name: 'neznamy.pdf', type: 'application/octet-stream' })).toBe(true);
    expect(entities.isAllowedAttachment({ name: 'virus.exe', type: 'application/octet-stream' })).toBe(false);
    expect(entities.isAllowedAttachment({ name: 'zprava.pdf', type: 'application/x-msdownload' })).toBe(false);
    expect(
      entities.isAllowedAttachment({ name: 'tabulka.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
    ).toBe(false);
    expect(entities.isAllowedAttachment({ name: 'pdf', type: 'application/pdf' })).toBe(false);
    expect(entities.isAllowedAttachmentMime('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe(true);
    expect(entities.isAllowedAttachmentMime('application/msword')).toBe(true);
  });
});

describe('insurance and applications', () => {
  const twelve = Array.from({ length: 12 }, () => true);
  const overview = {
    rok: 2024,
    priznaniTyp: 'STANDARDNE',
    preplatekVraceni: 'NEPOZADOVANO',
    radek03: '450000.50',
    radek04: 12,
    radek05: 10,
    radek06: 0,
    radek41: 30000,
  };

  it('accepts a self-employed overview', () => {
    expect(
      parsed(entities.prehledOsvcSchema, {
        ...overview,
        danovePriznani: { danovePriznani: 'true', danovyRezim: 'PAUSALNI' },
        povinnostZalohy: { mesice: twelve },
      }),
    ).toMatchObject({
      rok: 2024,
      radek03: 450000.5,
      danovePriznani: { danovePriznani: true, danovyRezim: 'PAUSALNI' },
      povinnostZalohy: { mesice: twelve },
    });
  });

  it('keeps row 5 at most row 4', () => {
    expect(errorsOf(entities.prehledOsvcSchema, { ...overview, radek04: 6, radek05: 7 })).toEqual({
      radek05: ['Hodnota nesmí být větší než hodnota řádku 4'],
    });
    expect(errorsOf(entities.prehledOsvcSchema, { ...overview, radek04: 7, radek05: 7 })).toEqual({});
  });

  it('needs an account when the refund goes to a bank account', () => {
    expect(errorsOf(entities.prehledOsvcSchema, { ...overview, preplatekVraceni: 'BANKOVNIUCET' })).toEqual({ ucet: [messages.required] });
    expect(errorsOf(entities.prehledOsvcSchema, { ...overview, preplatekVraceni: 'BANKOVNIUCET', ucet: null })).toEqual({
      ucet: [messages.required],
    });
    expect(
      errorsOf(entities.prehledOsvcSchema, { ...overview, preplatekVraceni: 'BANKOVNIUCET', ucet: { cislo: '2000145398', banka: '0800' } }),
    ).toEqual({
      'ucet.cislo': [messages.bankAccount],
    });
    expect(
      errorsOf(entities.prehledOsvcSchema, {
        ...overview,
        preplatekVraceni: 'BANKOVNIUCET',
        ucet: { predcisli: '19', cislo: '2000145399', banka: '0800' },
      }),
    ).toEqual({});
  });

  it('checks rows and base reasons', () => {
    expect(
      errorsOf(entities.prehledOsvcSchema, {
        ...overview,
        rok: 1899,
        radek03: '1.234',
        radek06: 13,
        radek41: -1,
        duvodA: { mesice: twelve.slice(2), rodneCislo1: '8001011234' },
      }),
    ).toEqual({
      rok: ['Povolené minimum je 1900'],
      radek03: [messages.decimalPlaces(2)],
      radek06: ['Povolené maximum je 12', messages.valueAboveRow4],
      radek41: ['Povolené minimum je 0'],
      'duvodA.mesice': [messages.tooFewItems(12)],
      'duvodA.rodneCislo1': ['Neplatné rodné číslo'],
    });
  });

  it('takes a care claim as multipart text with flat account fields', () => {
    const claim = {
      kod: 'PROPL01',
      castkaUctenka: '1250.50',
      cestaDatumOd: '2025-01-10',
      cestaDatumDo: '2025-01-12',
      dokladDatum: '2025-01-12T00:00:00',
      predcisli: '',
      cislo: '2000145399',
      banka: '0800',
      ucetAktualizace: 'true',
      poznamka: '',
      typDokumentKod: 'UCTENKA',
      indexPriloh: ['0', '1'],
    };
    expect(parsed(entities.benefitPeceZadostSchema, claim)).toEqual({
      kod: 'PROPL01',
      castkaUctenka: 1250.5,
      cestaDatumOd: '2025-01-10',
      cestaDatumDo: '2025-01-12',
      dokladDatum: '2025-01-12',
      cislo: '2000145399',
      banka: '0800',
      ucetAktualizace: true,
      typDokumentKod: ['UCTENKA'],
      indexPriloh: [0, 1],
    });
    expect(
      errorsOf(entities.benefitPeceZadostSchema, {
        ...claim,
        cestaDatumDo: '2025-01-09',
        cislo: '124',
        castkaUctenka: '0',
        kod: 'x'.repeat(11),
        indexPriloh: [],
      }),
    ).toEqual({
      kod: [messages.tooLong(10)],
      castkaUctenka: ['Povolené minimum je 0,01'],
      cislo: [messages.bankAccount],
      indexPriloh: [messages.tooFewItems(1)],
      cestaDatumDo: ['Datum nesmí být před 10. 1. 2025'],
    });
    // The amount, the dates and the documents depend on the kind of care (contract/benefits.ts careClaimErrors).
    expect(errorsOf(entities.benefitPeceZadostSchema, { kod: 'A' })).toEqual({
      cislo: [messages.required],
      banka: [messages.required],
    });
    expect(errorsOf(entities.benefitPeceZadostSchema, { ...claim, banka: '1234', idempotencniKlic: 'klic' })).toEqual({
      banka: [messages.unknownBankCode],
      idempotencniKlic: [messages.idempotencyKeyInvalid],
    });
  });

  it('takes a programme claim with a receipt date not in the future', () => {
    const claim = {
      kod: 'GINA',
      castkaUctenka: 500,
      datumUctenka: '2025-02-01',
      cislo: '19',
      banka: '0100',
      typDokumentKod: ['UCTENKA'],
      prilohyIndex: [0],
      idempotencniKlic: '7f0c2d7e-3c1b-4f7a-9d0e-2b6a1c9e5f11',
    };
    expect(parsed(entities.benefitProgramZadostSchema, claim)).toEqual(claim);
    expect(errorsOf(entities.benefitProgramZadostSchema, { ...claim, datumUctenka: tomorrow(), castkaUctenka: 10000000000 })).toEqual({
      castkaUctenka: ['Povolené maximum je 9999999999,99'],
      datumUctenka: [messages.dateNotAfter(formatMessageDate(today()))],
    });
    expect(errorsOf(entities.benefitProgramZadostSchema, { ...claim, typDokumentKod: ['FAKTURA'], banka: '9999' })).toEqual({
      banka: [messages.unknownBankCode],
      'typDokumentKod.0': [messages.allowedValues(enums.claimDocumentTypes)],
    });
  });

  it('takes a message to the insurer', () => {
    expect(
      parsed(entities.zpravaSchema, {
        druhZpravy: 'DOTAZ',
        nadpis: ' Dotaz na platbu ',
        telo: 'Dobrý den,\r\nprosím o informaci.',
        upozorneni: 'EMAIL',
        souhlasDokumentace: 'false',
        vlakno: '',
      }),
    ).toEqual({
      druhZpravy: 'DOTAZ',
      nadpis: 'Dotaz na platbu',
      telo: 'Dobrý den,\nprosím o informaci.',
      upozorneni: 'EMAIL',
      souhlasDokumentace: false,
    });
    expect(
      errorsOf(entities.zpravaSchema, { druhZpravy: 'STIZNOST', nadpis: 'x'.repeat(256), telo: 'x'.repeat(10001), vlakno: 'x'.repeat(37) }),
    ).toEqual({
      druhZpravy: ['Povoleny jsou pouze tyto hodnoty: DOTAZ, KONZULTACE'],
      nadpis: [messages.tooLong(255)],
      telo: [messages.tooLong(10000)],
      vlakno: [messages.tooLong(36)],
    });
  });

  it('takes a complaint with optional contacts', () => {
    expect(
      parsed(entities.reklamaceSchema, {
        pripadId: 44,
        anonymita: 'SOUHLAS',
        seznamDetailu: [1, '2'],
        duvod: 'Výkon jsem nečerpal.',
        kontaktTelefon: '777 123 456',
        kontaktEmail: '',
      }),
    ).toEqual({
      pripadId: '44',
      anonymita: 'SOUHLAS',
      seznamDetailu: ['1', '2'],
      duvod: 'Výkon jsem nečerpal.',
      kontaktTelefon: '777 123 456',
    });
    expect(
      errorsOf(entities.reklamaceSchema, {
        pripadId: 44,
        anonymita: 'ANONYMITA',
        seznamDetailu: [],
        duvod: '',
        kontaktTelefon: '123',
        kontaktEmail: 'x@',
      }),
    ).toEqual({
      seznamDetailu: [messages.tooFewItems(1)],
      duvod: [messages.required],
      kontaktTelefon: [messages.unsupportedFormat],
      kontaktEmail: [messages.email],
    });
  });

  it('registers newborns as parallel lists, one entry per child', () => {
    const twins = {
      rocisMatka: '8555151231',
      adresaOdeslani: 'POBOCKA-MB',
      rocis: ['2506054562', '2506057895'],
      jmeno: ['Adam', 'Eva'],
      prijmeni: ['Nový', 'Nová'],
      prilohyIndex: ['0'],
    };
    expect(parsed(entities.registraceNovorozenceSchema, twins)).toEqual({ ...twins, prilohyIndex: [0] });
    expect(parsed(entities.registraceNovorozenceSchema, { ...twins, rocis: '2506054562', jmeno: 'Adam', prijmeni: 'Nový' })).toMatchObject({
      rocis: ['2506054562'],
      jmeno: ['Adam'],
    });
    expect(errorsOf(entities.registraceNovorozenceSchema, { ...twins, jmeno: ['Adam'], prijmeni: ['Nový', 'Nová', 'Navíc'] })).toEqual({
      'rocis.2': [messages.required],
      'jmeno.1': [messages.required],
      'jmeno.2': [messages.required],
    });
    expect(
      errorsOf(entities.registraceNovorozenceSchema, { ...twins, rocisMatka: '8555151234', rocis: ['2506054562', '25060545'] }),
    ).toEqual({
      rocisMatka: ['Neplatné rodné číslo'],
      'rocis.1': [messages.tooShort(10)],
    });
    expect(errorsOf(entities.registraceNovorozenceSchema, {})).toEqual({
      rocisMatka: [messages.required],
      adresaOdeslani: [messages.required],
      rocis: [messages.required],
      jmeno: [messages.required],
      prijmeni: [messages.required],
      prilohyIndex: [messages.required],
    });
  });

  it('pre-registers a child and requires an address chosen as another one', () => {
    const child = {
      jmeno: 'Tomáš',
      prijmeni: 'Malý',
      rocis: '1023051238',
      puvodniZP: '111',
      adresaTrvalaVolba: 'SHODNA_ZASTUPCE',
      adresaKontaktniVolba: 'SHODNA_TRVALA',
    };
    expect(parsed(entities.preregistraceDiteteSchema, child)).toEqual(child);
    expect(
      errorsOf(entities.preregistraceDiteteSchema, { ...child, adresaTrvalaVolba: 'JINA_ADRESA', adresaKontaktniVolba: 'JINA_ADRESA' }),
    ).toEqual({
      adresaTrvala: [messages.required],
      adresaKontaktni: [messages.required],
    });
    expect(
      errorsOf(entities.preregistraceDiteteSchema, { ...child, adresaTrvalaVolba: 'JINA_ADRESA', adresaTrvala: { ulice: 'Dlouhá 5' } }),
    ).toEqual({ 'adresaTrvala.obec': [messages.required] });
    expect(errorsOf(entities.preregistraceDiteteSchema, { ...child, puvodniZP: '11', adresaTrvalaVolba: 'TRVALA_ADRESA' })).toEqual({
      puvodniZP: [messages.tooShort(3)],
      adresaTrvalaVolba: ['Povoleny jsou pouze tyto hodnoty: SHODNA_ZASTUPCE, JINA_ADRESA'],
    });
  });

  it('requests an insurance card', () => {
    expect(parsed(entities.zadostPrukazSchema, { adresaOdeslani: 'KONTAKTNI_ADRESA', prukazDuvodKod: 'ZTRATA', typPrukazu: '' })).toEqual({
      adresaOdeslani: 'KONTAKTNI_ADRESA',
      prukazDuvodKod: 'ZTRATA',
    });
    expect(errorsOf(entities.zadostPrukazSchema, { adresaOdeslani: 'DOMU', prukazDuvodKod: 'x'.repeat(21), typPrukazu: 'EHICX' })).toEqual({
      adresaOdeslani: ['Povoleny jsou pouze tyto hodnoty: TRVALA_ADRESA, KONTAKTNI_ADRESA'],
      prukazDuvodKod: [messages.tooLong(20)],
      typPrukazu: [messages.tooLong(3)],
    });
  });

  it("filters a doctor's patients by name parts and birth number with or without a slash", () => {
    expect(parsed(entities.filtrPacientuSchema, { jmeno: '', prijmeni: 'Nov', rocis: '800101/1238' })).toEqual({
      prijmeni: 'Nov',
      rocis: '8001011238',
    });
    expect(parsed(entities.filtrPacientuSchema, {})).toEqual({});
    expect(errorsOf(entities.filtrPacientuSchema, { rocis: '80a' })).toEqual({ rocis: [messages.notNumber] });
  });

  it('updates e-mail, phone, account and address', () => {
    expect(errorsOf(entities.emailUpravaSchema, { email: 'spatne' })).toEqual({ email: [messages.email] });
    expect(errorsOf(entities.telefonUpravaSchema, {})).toEqual({ telefon: [messages.required] });
    expect(parsed(entities.ucetUpravaSchema, { cislo: '2000145399', banka: '0800' })).toEqual({ cislo: '2000145399', banka: '0800' });
    expect(parsed(entities.seznamPotvrzeniSchema, { seznamPotvrzeni: [3, '4'] })).toEqual({ seznamPotvrzeni: ['3', '4'] });
    expect(errorsOf(entities.obdobiFiltrSchema, { obdobiOd: '2025-02-01', obdobiDo: '2025-01-01' })).toEqual({
      obdobiDo: ['Datum nesmí být před 1. 2. 2025'],
    });
  });

  it('describes demo coupons', () => {
    expect(
      parsed(entities.kuponSchema, { nadpis: 'Zuby a zrak', castka: 500, platnostDo: '2025-12-31', kod: 'VTK-ZUBYZRAK', uplatneno: false }),
    ).toMatchObject({ kod: 'VTK-ZUBYZRAK' });
    expect(
      errorsOf(entities.kuponSchema, { nadpis: 'X', castka: 500, platnostDo: '2025-12-31', kod: 'VTK-JINY', uplatneno: false }),
    ).toEqual({
      kod: [messages.allowedValues(enums.couponCodes)],
    });
  });
});

describe('fieldErrors', () => {
  it("joins paths with '.', uses '_form' for the root and drops repeated messages", () => {
    const error = new z.ZodError([
      { code: 'custom', path: [], message: 'A', input: undefined },
      { code: 'custom', path: ['aplikaceInfo', 'instalaceId'], message: 'B', input: undefined },
      { code: 'custom', path: ['rocis', 1], message: 'C', input: undefined },
      { code: 'custom', path: ['rocis', 1], message: 'C', input: undefined },
      { code: 'custom', path: ['rocis', 1], message: 'D', input: undefined },
    ]);
    expect(fieldErrors(error)).toEqual({ _form: ['A'], 'aplikaceInfo.instalaceId': ['B'], 'rocis.1': ['C', 'D'] });
  });

  it('is empty for no issues', () => {
    expect(fieldErrors(new z.ZodError([]))).toEqual({});
  });
});

const exportedSchemas = (module: Record<string, unknown>) =>
  Object.entries(module).filter((entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType);

const allSchemas = [...exportedSchemas(rules), ...exportedSchemas(enums), ...exportedSchemas(entities)];

describe('every exported schema', () => {
  it('is found', () => {
    expect(allSchemas.length).toBeGreaterThan(80);
  });

  it.each(allSchemas.map(([name, schema]) => [name, schema] as const))(
    '%s turns into JSON Schema for input and output',
    (_name, schema) => {
      expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
    },
  );

  it('answers any value with known Czech messages only', () => {
    const weird = fc.oneof(
      fc.anything(),
      fc.constantFrom(undefined, null, '', ' ', '<b>', 'NaN', '1e3', [], {}, [null], 'true', -1, 0, 1.5, 1e21),
    );
    fc.assert(
      fc.property(weird, (value) => {
        for (const [name, schema] of allSchemas) {
          for (const issue of schema.safeParse(value).error?.issues ?? []) {
            if (!isKnownMessage(issue.message)) throw new Error(`${name}: unknown message ${JSON.stringify(issue.message)}`);
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('answers wrong values in every field of every entity with known Czech messages only', () => {
    const values = [undefined, null, '', 5, -1, 1.5, true, 'x', '<b>', [], [1], {}, { a: 1 }, 'x'.repeat(10001)];
    for (const [name, schema] of exportedSchemas(entities)) {
      const shape = objectShape(schema);
      if (!shape) continue;
      for (const key of Object.keys(shape)) {
        for (const value of values) {
          for (const issue of schema.safeParse({ [key]: value }).error?.issues ?? []) {
            expect(isKnownMessage(issue.message), `${name}.${key} = ${JSON.stringify(value)}: ${issue.message}`).toBe(true);
          }
        }
      }
    }
  });
});

function objectShape(schema: z.ZodType): Record<string, unknown> | undefined {
  return schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : undefined;
}

/** A date inside a message, as the date fields write it (d. M. yyyy). */
function formatMessageDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${Number(day)}. ${Number(month)}. ${year}`;
}

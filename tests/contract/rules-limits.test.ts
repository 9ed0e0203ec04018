import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../../contract/messages';
import * as rules from '../../contract/rules';
import { messagesOf, parsed } from './helpers';

/** Text fields of document 2 §5 "Limits by field": [name, schema, min, max, required]. */
const textFields: [string, z.ZodType, number, number, boolean][] = [
  ['jmeno', rules.jmenoSchema, 1, 50, true],
  ['prijmeni', rules.prijmeniSchema, 1, 50, true],
  ['titul', rules.titulSchema, 0, 20, false],
  ['ulice', rules.uliceSchema, 0, 100, false],
  ['obec', rules.obecSchema, 0, 100, true],
  ['psc', rules.pscSchema, 0, 10, false],
  ['statKod', rules.statKodSchema, 0, 3, false],
  ['popis (anamnéza)', rules.popisAnamnezaSchema, 1, 1000, true],
  ['poznamka (nárok)', rules.poznamkaSchema, 1, 1000, false],
  ['kod (nárok)', rules.kodNarokuSchema, 1, 10, true],
  ['nadpis', rules.nadpisZpravySchema, 1, 255, true],
  ['telo', rules.teloZpravySchema, 1, 10000, true],
  ['vlakno', rules.vlaknoSchema, 1, 36, false],
  ['duvod (reklamace)', rules.duvodReklamaceSchema, 1, 1000, true],
  ['nazevZarizeni', rules.nazevZarizeniSchema, 1, 255, false],
  ['popis (dokument)', rules.popisDokumentuSchema, 1, 255, false],
  ['poznamka (dokument)', rules.poznamkaDokumentuSchema, 1, 1000, false],
  ['nemoc', rules.nemocSchema, 0, 200, true],
  ['puvodniZP', rules.puvodniZpSchema, 3, 3, true],
  ['osoba (kontakt)', rules.osobaKontaktSchema, 0, 100, false],
  ['telefon (kontakt)', rules.telefonKontaktSchema, 0, 50, false],
  ['vztah (kontakt)', rules.vztahKontaktSchema, 0, 50, false],
  ['prukazDuvodKod', rules.prukazDuvodKodSchema, 0, 20, true],
  ['typ průkazu', rules.typPrukazuSchema, 3, 3, true],
  ['adresa vyzvednutí (kód)', rules.adresaVyzvednutiKodSchema, 1, 20, true],
];

const letters = (n: number) => 'a'.repeat(n);

describe.each(textFields)('text field %s', (_name, schema, min, max, required) => {
  it(`accepts ${max} characters and rejects ${max + 1}`, () => {
    expect(messagesOf(schema, letters(max))).toEqual([]);
    expect(messagesOf(schema, letters(max + 1))).toEqual([messages.tooLong(max)]);
  });

  it('checks the minimum length', () => {
    const shortest = Math.max(min, 1);
    expect(messagesOf(schema, letters(shortest))).toEqual([]);
    if (min > 1) expect(messagesOf(schema, letters(min - 1))).toEqual([messages.tooShort(min)]);
  });

  it(required ? 'is required (blank is absent)' : 'is optional (blank is absent)', () => {
    for (const blank of ['', '   ', null, undefined]) {
      if (required) expect(messagesOf(schema, blank)).toEqual([messages.required]);
      else expect(parsed(schema, blank)).toBeUndefined();
    }
  });

  it('rejects HTML', () => {
    expect(messagesOf(schema, '<b>')).toEqual([messages.noHtml]);
  });
});

/** Number fields: [name, schema, min, max, integer, decimal message form of min / max]. */
const numberFields: [string, z.ZodType, number, number, boolean, string, string][] = [
  ['tep', rules.tepSchema, 20, 250, true, '20', '250'],
  ['tlakDiast', rules.tlakDiastSchema, 30, 200, true, '30', '200'],
  ['tlakSyst', rules.tlakSystSchema, 50, 300, true, '50', '300'],
  ['vaha', rules.vahaSchema, 1, 700, true, '1', '700'],
  ['vyska', rules.vyskaSchema, 30, 270, true, '30', '270'],
  ['rok (přehled)', rules.rokPrehleduSchema, 1900, 2100, true, '1900', '2100'],
  ['radek04', rules.radek04Schema, 1, 12, true, '1', '12'],
  ['radek05', rules.radek05Schema, 1, 12, true, '1', '12'],
  ['radek06', rules.radek06Schema, 0, 12, true, '0', '12'],
  ['castkaUctenka', rules.castkaUctenkaSchema, 0.01, 9999999999.99, false, '0,01', '9999999999,99'],
  ['radek03', rules.radek03Schema, -9999999999.99, 9999999999.99, false, '-9999999999,99', '9999999999,99'],
  ['radek41', rules.radek41Schema, 0, 9999999999.99, false, '0', '9999999999,99'],
  ['procento', rules.procentoSchema, 0, 100, false, '0', '100'],
];

describe.each(numberFields)('number field %s', (_name, schema, min, max, isInteger, minText, maxText) => {
  const step = isInteger ? 1 : 0.01;
  const below = Math.round((min - step) * 100) / 100;
  const above = Math.round((max + step) * 100) / 100;

  it(`checks ${below}, ${min}, ${max}, ${above}`, () => {
    expect(messagesOf(schema, below)).toEqual([`Povolené minimum je ${minText}`]);
    expect(parsed(schema, min)).toBe(min);
    expect(parsed(schema, max)).toBe(max);
    expect(messagesOf(schema, above)).toEqual([`Povolené maximum je ${maxText}`]);
  });

  it('accepts the bounds as text with a dot', () => {
    expect(parsed(schema, String(min))).toBe(min);
    expect(parsed(schema, String(max))).toBe(max);
  });

  it(isInteger ? 'requires a whole number' : 'allows at most two decimals', () => {
    const inside = isInteger ? min + 0.5 : Math.min(max, Math.max(min, 1)) - 0.001;
    expect(messagesOf(schema, inside)).toEqual([isInteger ? messages.integer : messages.decimalPlaces(2)]);
  });

  it('is required and says "Pole musí být číslo" for text', () => {
    expect(messagesOf(schema, '')).toEqual([messages.required]);
    expect(messagesOf(schema, 'dvacet')).toEqual([messages.notNumber]);
  });
});

describe('other limits', () => {
  it('yearly sums: whole year from 2010 on', () => {
    expect(messagesOf(rules.rokSouctuSchema, 2009)).toEqual(['Povolené minimum je 2010']);
    expect(parsed(rules.rokSouctuSchema, 2010)).toBe(2010);
    expect(parsed(rules.rokSouctuSchema, '2024')).toBe(2024);
    expect(messagesOf(rules.rokSouctuSchema, 2010.5)).toEqual([messages.integer]);
  });

  it('months: exactly 12 booleans', () => {
    const twelve = Array.from({ length: 12 }, (_, i) => i % 2 === 0);
    expect(parsed(rules.mesiceSchema, twelve)).toEqual(twelve);
    expect(parsed(rules.mesiceSchema, twelve.map(String))).toEqual(twelve);
    expect(messagesOf(rules.mesiceSchema, twelve.slice(1))).toEqual(['Nedostatečný počet položek (minimálně 12 položek)']);
    expect(messagesOf(rules.mesiceSchema, [...twelve, true])).toEqual(['Překročen maximální počet položek (maximálně 12 položek)']);
    const withNumber = [...twelve.slice(1), 1];
    expect(messagesOf(rules.mesiceSchema, withNumber)).toEqual([messages.unsupportedFormat]);
  });

  it('e-mail: required, max 200; complaint e-mail optional, max 255', () => {
    const at = (n: number) => `${'a'.repeat(n - 9)}@firma.cz`;
    expect(messagesOf(rules.emailSchema, at(200))).toEqual([]);
    expect(messagesOf(rules.emailSchema, at(201))).toEqual([messages.tooLong(200)]);
    expect(messagesOf(rules.emailSchema, '')).toEqual([messages.required]);
    expect(messagesOf(rules.emailReklamaceSchema, at(255))).toEqual([]);
    expect(messagesOf(rules.emailReklamaceSchema, at(256))).toEqual([messages.tooLong(255)]);
    expect(parsed(rules.emailReklamaceSchema, '')).toBeUndefined();
  });

  it('phones: the phone form requires one; the complaint phone is optional, max 20', () => {
    expect(messagesOf(rules.telefonSchema, '')).toEqual([messages.required]);
    expect(parsed(rules.telefonSchema, ' +420 777 123 456 ')).toBe('+420 777 123 456');
    expect(parsed(rules.kontaktTelefonSchema, '')).toBeUndefined();
    expect(messagesOf(rules.kontaktTelefonSchema, '12345')).toEqual([messages.unsupportedFormat]);
    expect(messagesOf(rules.kontaktTelefonSchema, '+420 777 123 456 789')).toEqual([messages.unsupportedFormat]);
    expect(messagesOf(rules.kontaktTelefonSchema, '+420  777  123  456 7')).toEqual([messages.tooLong(20), messages.unsupportedFormat]);
  });

  it('names allow Czech letters only within 1 to 50', () => {
    expect(parsed(rules.jmenoSchema, ' Přemysl ')).toBe('Přemysl');
    expect(parsed(rules.prijmeniSchema, 'Dvořáková-Šťastná')).toBe('Dvořáková-Šťastná');
    expect(messagesOf(rules.prijmeniSchema, 'Novák 2')).toEqual([messages.unsupportedFormat]);
  });

  it('claim attachment index list: 1 to 20 items', () => {
    expect(messagesOf(rules.indexPrilohSchema, [])).toEqual([messages.tooFewItems(1)]);
    expect(parsed(rules.indexPrilohSchema, ['0'])).toEqual([0]);
    expect(parsed(rules.indexPrilohSchema, '2')).toEqual([2]);
    expect(
      parsed(
        rules.indexPrilohSchema,
        Array.from({ length: 20 }, (_, i) => i),
      ),
    ).toHaveLength(20);
    expect(
      messagesOf(
        rules.indexPrilohSchema,
        Array.from({ length: 21 }, (_, i) => i),
      ),
    ).toEqual([messages.tooManyItems(20)]);
  });

  it('ids: 1 to 9223372036854775807', () => {
    expect(messagesOf(rules.idSchema, 0)).toEqual([messages.min(1)]);
    expect(parsed(rules.idSchema, 1)).toBe('1');
    expect(parsed(rules.idSchema, '9223372036854775807')).toBe('9223372036854775807');
    expect(messagesOf(rules.idSchema, '9223372036854775808')).toEqual([messages.max('9223372036854775807')]);
    expect(parsed(rules.idOptionalSchema, '')).toBeUndefined();
  });

  it('address codes: RÚIAN digits only, country name optional', () => {
    expect(parsed(rules.kodRuianSchema, '21720371')).toBe('21720371');
    expect(messagesOf(rules.kodRuianSchema, '2172A')).toEqual([messages.notNumber]);
    expect(parsed(rules.statSchema, 'Česká republika')).toBe('Česká republika');
  });

  it('exposes the limits as numbers for counters', () => {
    expect(rules.limits.teloZpravy.max).toBe(10000);
    expect(rules.limits.jmeno).toEqual({ min: 1, max: 50 });
    expect(rules.limits.castkaUctenka).toEqual({ min: 0.01, max: 9999999999.99, decimals: 2 });
  });
});

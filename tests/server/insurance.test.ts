import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, sql } from 'drizzle-orm';
import { seedDemoData } from '../../server/seed/index';
import type { LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, buildPath, formatBirthNumber, formatDateMessage, messages, type AnyCall } from '../../contract/index';
import {
  cardReasons,
  ehicPrukaz,
  insuranceCalls,
  insuranceMessages,
  mojePojistne,
  mojePojistneRok,
  pojistneUhrada,
  pojistneUhradaQr,
  prehledOsvcPodanySchema,
  prehledOsvcSeznam,
  taxReturnDeadline,
  zadostSchema,
} from '../../contract/insurance';
import { paymentTypes } from '../../contract/enums';
import { addDaysIso, formatDateCz, formatMonthYear } from '../../contract/format';
import { computeOsvcOverview, osvcYear } from '../../contract/osvc-calculation';
import { isValidIban } from '../../contract/spayd';
import { insuranceRequests, insuredAddresses, insuredPersons, osvcOverviews, premiumPayments } from '../../server/db/schema';
import { todayInPrague } from '../../server/services/clock';
import { obzpMonthlyPremium } from '../../server/services/insurance/premiums';
import { apiOf, expectForbidden, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersonId, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'insurance-test-'));

/** The text of a PDF answer (pdftotext). */
function pdfText(res: LightMyRequestResponse): string {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, res.rawPayload);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The text a QR code PNG (base64) encodes (zbarimg). */
function qrText(base64: string): string {
  const file = path.join(tmp, `${Math.random().toString(36).slice(2)}.png`);
  fs.writeFileSync(file, Buffer.from(base64, 'base64'));
  return execFileSync('zbarimg', ['--raw', '-q', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** A 422 refused by the insurer's rules: its field messages. */
function ruleErrorsOf(res: LightMyRequestResponse): Record<string, string[]> {
  return fieldErrorsOf(res, 422);
}

/** A valid overview of Petr's for 2025 (its tax return filed in March 2026). */
const overview2025 = (changes: Record<string, unknown> = {}) => ({
  rok: 2025,
  priznaniTyp: 'STANDARDNE',
  preplatekVraceni: 'BANKOVNIUCET',
  ucet: { predcisli: '19', cislo: '2000145399', banka: '0800' },
  danovePriznani: { danovePriznani: true, danovePriznaniDatum: '2026-03-20', danovyRezim: 'PAUSALNI' },
  radek03: 600_000,
  radek04: 12,
  radek05: 12,
  radek06: 0,
  radek41: 37_716,
  ...changes,
});

/** The 8th of the month after `today` (YYYY-MM-DD) as the API sends a date. */
function eighthOfNextMonth(today: string): string {
  const [year, month] = today.split('-').map(Number);
  return `${month === 12 ? year + 1 : year}-${String((month % 12) + 1).padStart(2, '0')}-08T00:00:00`;
}

describe(`insurance and payments (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let tomas: SignedIn;
  let doctor: SignedIn;
  const birthNumbers: Record<string, string> = {};

  const overviewCount = async () => Number((await t.db.select({ n: count() }).from(osvcOverviews))[0].n);
  const requestCount = async () => Number((await t.db.select({ n: count() }).from(insuranceRequests))[0].n);

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    [jana, petr, tomas, doctor] = await Promise.all([
      signInAs(t.app, 'pojistenec'),
      signInAs(t.app, 'osvc'),
      signInAs(t.app, 'lekar-pojistenec'),
      signInAs(t.app, 'lekar'),
    ]);
    for (const row of await t.db.select({ id: insuredPersons.id, rodneCislo: insuredPersons.rodneCislo }).from(insuredPersons))
      birthNumbers[row.id] = row.rodneCislo;
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  });
  const rc = (person: keyof typeof demoPersons) => birthNumbers[demoPersons[person].id];

  // -------------------------------------------------------------------------------------------
  describe('addresses and the state of the insurance', () => {
    it('answers the permanent and contact addresses; null when the person has none', async () => {
      const res = await api.json('GET', personUrl('jana', 'adresy'), jana);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ TRVALA_ADRESA: { obec: 'Mladá Boleslav' }, KONTAKTNI_ADRESA: { obec: 'Mladá Boleslav' } });
      const petrs = (await api.json('GET', personUrl('petr', 'adresy'), petr)).json();
      expect(petrs).toEqual({
        TRVALA_ADRESA: { ulice: 'Boleslavská 48', obec: 'Kosmonosy', psc: '293 06', stat: 'Česká republika' },
        KONTAKTNI_ADRESA: null,
      });
    });

    it('an employee: category and employer today, nothing owed, nothing paid personally', async () => {
      const body = mojePojistne.response.parse((await api.json('GET', personUrl('jana', 'mojePojistne'), jana)).json());
      expect(body).toMatchObject({
        pojistenec: { jmeno: 'Jana', prijmeni: 'Dvořáková', cisloPojistence: rc('jana') },
        kategorie: 'ZAMESTNANEC',
        pojistenOd: '2008-09-01T00:00:00',
        platceTyp: 'ZAMESTNAVATEL',
        platceNazev: 'ŠKODA AUTO a.s.',
        saldo: 0,
        saldoKDatu: `${todayInPrague()}T00:00:00`,
        variabilniSymbol: rc('jana'),
        osvc: false,
        platiSam: false,
      });
      expect(body.roky[0]).toBe(Number(todayInPrague().slice(0, 4)));
      expect(body.roky.at(-1)).toBe(2008);
    });

    it('the self-employed owes the advance of the current month, due on the 8th of the next: nothing is overdue; the years abroad are missing', async () => {
      const body = mojePojistne.response.parse((await api.json('GET', personUrl('petr', 'mojePojistne'), petr)).json());
      expect(body).toMatchObject({
        kategorie: 'OSVC',
        platceTyp: 'POJISTENEC',
        pojistenOd: '2022-01-01T00:00:00',
        osvc: true,
        platiSam: true,
      });
      expect(body.saldo).toBeLessThan(0);
      // On any day of the month the seeded self-employed person has paid every month before this
      // one; this month's advance is owed but not due (issue 33): it is not arrears.
      expect(body.poSplatnosti).toBe(0);
      expect(body.splatne).toBe(-body.saldo);
      expect(body.nejblizsiSplatnost).toBe(eighthOfNextMonth(todayInPrague()));
      const open = body.polozky.filter((p) => p.zbyva > 0);
      expect(open.map((p) => [p.druh, p.obdobi, p.stav, p.splatnost, p.variabilniSymbol])).toEqual([
        ['ZALOHA_OSVC', todayInPrague().slice(0, 7), 'SPLATNE', eighthOfNextMonth(todayInPrague()), rc('petr')],
      ]);
      expect(body.polozky.some((p) => p.stav === 'PO_SPLATNOSTI')).toBe(false);
      expect(body.roky).toContain(2022);
      expect(body.roky).toContain(2020);
      expect(body.roky).not.toContain(2021);
    });

    it('the adult son: insured since birth without a break, a self-payer once (OBZP)', async () => {
      const body = mojePojistne.response.parse((await api.json('GET', personUrl('jakub', 'mojePojistne'), jana)).json());
      expect(body).toMatchObject({
        kategorie: 'STUDENT',
        platceTyp: 'STAT',
        pojistenOd: '2004-11-20T00:00:00',
        osvc: false,
        platiSam: true,
        saldo: 0,
      });
    });

    it('per year: periods, what was due and what was paid', async () => {
      const petrYears = mojePojistneRok.response.parse(
        (await api.json('GET', personUrl('petr', 'mojePojistneRok'), petr)).json(),
      ).seznamRoku;
      expect(petrYears.map((y) => y.rok)).not.toContain(2021);
      const y2022 = petrYears.find((y) => y.rok === 2022);
      // the valid overview of 2022 (row 16) is what was due; advances and the settlement paid it
      const r16 = computeOsvcOverview({ rok: 2022, radek03: 475_000, radek04: 12, radek05: 12, radek06: 0, radek41: 12 * 2627 }).radek16;
      expect(y2022).toEqual({
        rok: 2022,
        obdobi: [expect.objectContaining({ kategorie: 'OSVC', datumDo: null })],
        predpis: r16,
        uhrazeno: r16,
        saldo: 0,
      });
      const y2020 = petrYears.find((y) => y.rok === 2020);
      expect(y2020).toMatchObject({
        predpis: 0,
        uhrazeno: 0,
        saldo: 0,
        obdobi: [expect.objectContaining({ kategorie: 'ZAMESTNANEC', platceNazev: 'Stavební firma Kratochvíl s.r.o.' })],
      });

      const jakubYears = mojePojistneRok.response.parse(
        (await api.json('GET', personUrl('jakub', 'mojePojistneRok'), jana)).json(),
      ).seznamRoku;
      const y2023 = jakubYears.find((y) => y.rok === 2023);
      expect(y2023?.obdobi.map((o) => o.kategorie)).toEqual(['STUDENT', 'OBZP']);
      expect(y2023).toMatchObject({ predpis: 6 * obzpMonthlyPremium(2023), uhrazeno: 6 * obzpMonthlyPremium(2023), saldo: 0 });
      expect(obzpMonthlyPremium(2023)).toBe(2336); // 13,5 % of 17 300 Kč, rounded up
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('payments', () => {
    it('sums per year and type', async () => {
      const res = await api.json('GET', personUrl('jakub', 'mojePojistnePlatby'), jana);
      expect(res.json()).toEqual({ seznam: [{ rok: 2023, typOsoby: 'OBZP', pocet: 6, soucet: 14_016 }] });
      const petrs = (await api.json('GET', personUrl('petr', 'mojePojistnePlatby'), petr)).json() as {
        seznam: Array<{ rok: number; pocet: number }>;
      };
      expect(petrs.seznam.find((s) => s.rok === 2022)).toMatchObject({ typOsoby: 'OSVC', pocet: 13 });
      expect((await api.json('GET', personUrl('jana', 'mojePojistnePlatby'), jana)).json()).toEqual({ seznam: [] });
    });

    it('lists a year: advances and the settlements of the regular and the corrective overview', async () => {
      const res = await api.json('GET', personUrl('petr', 'mojePojistnePlatbyRok/2024?typOsoby=OSVC'), petr);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as {
        platby: Array<{ typUhradyKod: string; castka: number; obdobi: string | null; variabilniSymbol: string }>;
        soucet: number;
        predpis: number;
      };
      expect(body.platby).toHaveLength(14);
      expect(
        body.platby.filter((p) => p.typUhradyKod === 'ZALOHA_OSVC').every((p) => p.castka === 2968 && p.obdobi?.startsWith('2024-')),
      ).toBe(true);
      expect(body.platby.filter((p) => p.typUhradyKod === 'DOPLATEK_OSVC').map((p) => p.castka)).toEqual([1080, 834]);
      expect(body.platby.every((p) => p.variabilniSymbol === rc('petr'))).toBe(true);
      expect(body).toMatchObject({ rok: 2024, typOsoby: 'OSVC', soucet: 37_530, predpis: 37_530 });
    });

    it('a year without payments is empty with zeros; the type is checked', async () => {
      expect((await api.json('GET', personUrl('petr', 'mojePojistnePlatbyRok/2015?typOsoby=OSVC'), petr)).json()).toEqual({
        rok: 2015,
        typOsoby: 'OSVC',
        platby: [],
        soucet: 0,
        predpis: 0,
      });
      const jakub = (await api.json('GET', personUrl('jakub', 'mojePojistnePlatbyRok/2023?typOsoby=OBZP'), jana)).json();
      expect(jakub).toMatchObject({ soucet: 14_016, predpis: 14_016 });
      expect(fieldErrorsOf(await api.json('GET', personUrl('petr', 'mojePojistnePlatbyRok/2024?typOsoby=XYZ'), petr))).toEqual({
        typOsoby: [messages.allowedValues(['OSVC', 'OBZP'])],
      });
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('paying by QR', () => {
    it('the self-employed pays each open item with its own symbols and due date; nothing overdue, so no debt option', async () => {
      const body = pojistneUhrada.response.parse((await api.json('GET', personUrl('petr', 'pojistneUhrada'), petr)).json());
      expect(body.ucet).toEqual({ predcisli: null, cislo: '2000145399', banka: '0800' });
      expect(isValidIban(body.iban)).toBe(true);
      expect(body.iban).toBe('CZ7908000000002000145399');
      expect(body.variabilniSymbol).toBe(rc('petr'));
      const month = todayInPrague().slice(0, 7);
      expect(body.typyUhrady).toEqual([
        {
          kod: 'ZALOHA_OSVC',
          nazev: `Záloha OSVČ za ${formatMonthYear(month)}`,
          castkaNavrh: osvcYear(Number(todayInPrague().slice(0, 4)))?.minimalniZaloha,
          specifickySymbol: null,
          konstantniSymbol: null,
          // this month's advance is due on the 8th of the next month
          splatnost: eighthOfNextMonth(todayInPrague()),
          polozka: `ZALOHA_OSVC:${month}`,
        },
      ]);
      const qr = await api.json(
        'GET',
        personUrl('petr', `pojistneUhradaQr?castka=100&typUhradyKod=ZALOHA_OSVC&polozka=ZALOHA_OSVC:${month}`),
        petr,
      );
      expect(qr.statusCode, qr.body).toBe(200);
      expect(qr.json().zprava).toBe(`Pojistne ${rc('petr')} zaloha OSVC ${Number(month.slice(5))}/${month.slice(0, 4)}`);
      // an item that is not open is refused on its field
      expect(
        ruleErrorsOf(
          await api.json(
            'GET',
            personUrl('petr', 'pojistneUhradaQr?castka=100&typUhradyKod=ZALOHA_OSVC&polozka=ZALOHA_OSVC:2022-01'),
            petr,
          ),
        ),
      ).toEqual({ polozka: [insuranceMessages.unknownItem] });
    });

    it('a person who pays nothing personally has nothing to pay', async () => {
      expect(pojistneUhrada.response.parse((await api.json('GET', personUrl('jana', 'pojistneUhrada'), jana)).json()).typyUhrady).toEqual(
        [],
      );
    });

    it('the QR code encodes the SPAYD string of the answer', async () => {
      const month = todayInPrague().slice(0, 7);
      const res = await api.json(
        'GET',
        personUrl('petr', `pojistneUhradaQr?castka=1234.5&typUhradyKod=ZALOHA_OSVC&polozka=ZALOHA_OSVC:${month}`),
        petr,
      );
      expect(res.statusCode, res.body).toBe(200);
      const body = pojistneUhradaQr.response.parse(res.json());
      expect(body.spayd).toBe(`SPD*1.0*ACC:CZ7908000000002000145399*AM:1234.50*CC:CZK*X-VS:${rc('petr')}*MSG:${body.zprava}`);
      expect(body.zprava).toBe(`Pojistne ${rc('petr')} zaloha OSVC ${Number(month.slice(5))}/${month.slice(0, 4)}`);
      expect(qrText(body.qrPng)).toBe(body.spayd);
      expect(body).toMatchObject({ castka: 1234.5, variabilniSymbol: rc('petr'), specifickySymbol: null, konstantniSymbol: null });
    });

    it('refuses a bad amount with the field rules', async () => {
      const castka = async (value: string) =>
        fieldErrorsOf(await api.json('GET', personUrl('petr', `pojistneUhradaQr?castka=${value}&typUhradyKod=DLUH`), petr)).castka;
      expect(await castka('0')).toEqual([messages.min('0,01')]);
      expect(await castka('-5')).toEqual([messages.min('0,01')]);
      expect(await castka('abc')).toEqual([messages.notNumber]);
      expect(await castka('10000000')).toEqual([messages.max('9999999,99')]);
      expect(await castka('1.234')).toEqual([messages.decimalPlaces(2)]);
    });

    it('refuses a type the person has nothing to pay for, and an unknown type', async () => {
      expect(ruleErrorsOf(await api.json('GET', personUrl('jana', 'pojistneUhradaQr?castka=100&typUhradyKod=DLUH'), jana))).toEqual({
        typUhradyKod: [insuranceMessages.nothingToPay],
      });
      expect(
        ruleErrorsOf(await api.json('GET', personUrl('petr', 'pojistneUhradaQr?castka=100&typUhradyKod=POJISTNE_OBZP'), petr)),
      ).toEqual({ typUhradyKod: [insuranceMessages.nothingToPay] });
      // nothing is overdue: there is no debt to pay together
      expect(ruleErrorsOf(await api.json('GET', personUrl('petr', 'pojistneUhradaQr?castka=100&typUhradyKod=DLUH'), petr))).toEqual({
        typUhradyKod: [insuranceMessages.nothingToPay],
      });
      expect(fieldErrorsOf(await api.json('GET', personUrl('petr', 'pojistneUhradaQr?castka=100&typUhradyKod=XYZ'), petr))).toEqual({
        typUhradyKod: [messages.allowedValues(paymentTypes)],
      });
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('the overview of the self-employed', () => {
    it('lists the years with their state and the filed versions with regular/corrective and the valid one', async () => {
      const body = prehledOsvcSeznam.response.parse((await api.json('GET', personUrl('petr', 'prehledOSVC'), petr)).json());
      expect(body.roky.map((r) => [r.rok, r.stav])).toEqual([
        [2025, 'LZE_PODAT'],
        [2024, 'LZE_PODAT'],
        [2023, 'LZE_PODAT'],
        [2022, 'LZE_PODAT'],
        [2021, 'NEPOJISTEN'],
      ]);
      expect(body.roky[0]).toMatchObject({ mesicuOsvc: 12, zalohyUhrazeno: 12 * 3143 });
      expect(body.roky.find((r) => r.rok === 2024)).toMatchObject({ zalohyUhrazeno: 12 * 2968 });
      expect(body.seznamPrehledu.map((p) => [p.rok, p.typPrehledu, p.platny, p.prehled.radek03])).toEqual([
        [2024, 'OPRAVNY', true, 556_000],
        [2024, 'RADNY', false, 540_000],
        [2023, 'RADNY', true, 505_000],
        [2023, 'RADNY', false, 495_000],
        [2022, 'RADNY', true, 475_000],
      ]);
      const corrective = body.seznamPrehledu[0];
      expect(corrective.vypocet).toEqual(
        computeOsvcOverview({ rok: 2024, radek03: 556_000, radek04: 12, radek05: 12, radek06: 0, radek41: 12 * 2968 }),
      );

      const janas = prehledOsvcSeznam.response.parse((await api.json('GET', personUrl('jana', 'prehledOSVC'), jana)).json());
      expect(janas.roky.every((r) => r.stav === 'NENI_OSVC' && r.mesicuOsvc === 0)).toBe(true);
      expect(janas.seznamPrehledu).toEqual([]);
    });

    it('refuses what the insurer cannot accept, with the Czech messages, and stores nothing', async () => {
      const before = await overviewCount();
      const post = (who: SignedIn, person: 'jana' | 'petr', body: unknown) => api.json('POST', personUrl(person, 'prehledOSVC'), who, body);
      expect(ruleErrorsOf(await post(petr, 'petr', overview2025({ rok: 2020, priznaniTyp: 'NEPODAVANO', danovePriznani: null })))).toEqual({
        rok: [messages.overviewYearValuesMissing(2020)],
      });
      // 2026 has its values, but row 51 needs 2027's, which are not published yet
      expect(ruleErrorsOf(await post(petr, 'petr', overview2025({ rok: 2026, priznaniTyp: 'NEPODAVANO', danovePriznani: null })))).toEqual({
        rok: [messages.overviewYearValuesMissing(2027)],
      });
      expect(ruleErrorsOf(await post(jana, 'jana', overview2025()))).toEqual({ rok: ['Nejste evidován jako OSVČ.'] });
      expect(
        ruleErrorsOf(await post(petr, 'petr', overview2025({ rok: 2021, danovePriznani: { danovePriznaniDatum: '2022-03-20' } }))),
      ).toEqual({ rok: ['V daném roce jste nebyl pojištěncem.'] });
      expect(fieldErrorsOf(await post(petr, 'petr', overview2025({ radek04: 6, radek05: 7 })))).toEqual({
        radek05: [messages.valueAboveRow4],
      });
      expect(fieldErrorsOf(await post(petr, 'petr', overview2025({ ucet: undefined })))).toEqual({ ucet: [messages.required] });
      expect(
        Object.values(fieldErrorsOf(await post(petr, 'petr', overview2025({ ucet: { cislo: '1234567890', banka: '0800' } })))).flat(),
      ).toEqual([messages.bankAccount]);
      // the tax return of 2025 cannot be filed before 1 January 2026 nor after its deadline
      expect(ruleErrorsOf(await post(petr, 'petr', overview2025({ danovePriznani: { danovePriznaniDatum: '2025-12-31' } })))).toEqual({
        'danovePriznani.danovePriznaniDatum': [messages.dateNotBefore('1. 1. 2026')],
      });
      const deadline = taxReturnDeadline(2025, 'STANDARDNE');
      const latest = deadline < todayInPrague() ? deadline : todayInPrague();
      expect(
        ruleErrorsOf(await post(petr, 'petr', overview2025({ danovePriznani: { danovePriznaniDatum: addDaysIso(latest, 1) } }))),
      ).toEqual({
        'danovePriznani.danovePriznaniDatum': [messages.dateNotAfter(formatDateMessage(latest))],
      });
      expect(ruleErrorsOf(await post(petr, 'petr', overview2025({ danovePriznani: null })))).toEqual({
        'danovePriznani.danovePriznaniDatum': [messages.required],
      });
      expect(await overviewCount()).toBe(before);
    });

    it('the PDF: the person, the year, the rows and the calculation with Czech diacritics; nothing stored', async () => {
      const before = await overviewCount();
      const res = await api.json('POST', personUrl('petr', 'prehledOSVCPdf'), petr, overview2025());
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('prehled-osvc-2025.pdf');
      const text = pdfText(res);
      const result = computeOsvcOverview({ rok: 2025, radek03: 600_000, radek04: 12, radek05: 12, radek06: 0, radek41: 37_716 });
      for (const expected of [
        'Přehled o příjmech a výdajích OSVČ za rok 2025',
        'Zaměstnanecká pojišťovna Škoda',
        'Petr Novotný',
        formatBirthNumber(rc('petr')),
        'Řádný',
        'Podávám daňové přiznání v řádném termínu',
        '20. 3. 2026',
        'Paušální režim',
        '600 000 Kč',
        '300 000 Kč', // row 14
        '40 500 Kč', // row 16
        'Nedoplatek',
        '2 784 Kč',
        '3 375 Kč', // row 51
        'Na bankovní účet',
        '19-2000145399/0800',
        // the screen's row names; a draft is marked as not filed and says how to pay the settlement
        'Řádek 5 – počet měsíců, kdy jste byl pojištěncem',
        'Zatím nepodáno',
        'Jak uhradit nedoplatek',
        '2000145399/0800',
        'do 8 dnů ode dne podání přehledu',
        ...result.kroky.map((k) => k.vzorec.slice(0, 30)),
      ]) {
        expect(text.replace(/\u00a0/g, ' ')).toContain(expected.replace(/\u00a0/g, ' '));
      }
      expect(await overviewCount()).toBe(before);

      // 2024 was first filed on an earlier day: a new version would be corrective
      const corrective = pdfText(
        await api.json(
          'POST',
          personUrl('petr', 'prehledOSVCPdf'),
          petr,
          overview2025({ rok: 2024, danovePriznani: { danovePriznaniDatum: '2025-03-14' }, radek41: 35_616 }),
        ),
      );
      expect(corrective).toContain('Opravný');
      expect(ruleErrorsOf(await api.json('POST', personUrl('jana', 'prehledOSVCPdf'), jana, overview2025()))).toEqual({
        rok: [messages.notRegisteredAsSelfEmployed],
      });
    });

    it('filing twice on one day: both regular, only the second counts; the settlement can be paid', async () => {
      const first = await api.json('POST', personUrl('petr', 'prehledOSVC'), petr, overview2025());
      expect(first.statusCode, first.body).toBe(200);
      const filed = prehledOsvcPodanySchema.parse(first.json());
      expect(filed).toMatchObject({
        rok: 2025,
        typPrehledu: 'RADNY',
        platny: true,
        prehled: { radek03: 600_000, priznaniTyp: 'STANDARDNE' },
      });
      expect(filed.vypocet).toEqual(
        computeOsvcOverview({ rok: 2025, radek03: 600_000, radek04: 12, radek05: 12, radek06: 0, radek41: 37_716 }),
      );

      const second = prehledOsvcPodanySchema.parse(
        (await api.json('POST', personUrl('petr', 'prehledOSVC'), petr, overview2025({ radek03: 610_000 }))).json(),
      );
      expect(second).toMatchObject({ typPrehledu: 'RADNY', platny: true });
      const list = prehledOsvcSeznam.response.parse((await api.json('GET', personUrl('petr', 'prehledOSVC'), petr)).json()).seznamPrehledu;
      expect(list.slice(0, 2).map((p) => [p.id, p.typPrehledu, p.platny])).toEqual([
        [second.id, 'RADNY', true],
        [filed.id, 'RADNY', false],
      ]);

      // the valid 2025 overview leaves a settlement: it is offered with the year as specific symbol
      const options = pojistneUhrada.response.parse((await api.json('GET', personUrl('petr', 'pojistneUhrada'), petr)).json()).typyUhrady;
      // The account charges the year's row 16 less the advances it charged for the year (issue 33).
      const account = mojePojistne.response.parse((await api.json('GET', personUrl('petr', 'mojePojistne'), petr)).json());
      const settlement = account.polozky.find((p) => p.id === 'DOPLATEK_OSVC:2025');
      const charged2025 = account.polozky
        .filter((p) => p.obdobi.startsWith('2025-') && p.druh !== 'PLATBA')
        .reduce((sum, p) => sum + p.castka, 0);
      expect(settlement?.castka).toBeCloseTo(second.vypocet.radek16 - charged2025, 2);
      // Late (due in spring 2026): the new advance from the month it should have been filed; the
      // months already charged get the difference as their own items, due 8 days after filing.
      const corrections = account.polozky.filter((p) => p.druh === 'OPRAVA' && /^\d{4}-\d{2}$/.test(p.obdobi));
      for (const item of corrections) {
        expect(item.obdobi >= '2026-04').toBe(true);
        expect(item.splatnost >= `${addDaysIso(todayInPrague(), 8)}T00:00:00`).toBe(true);
      }
      expect(options.find((o) => o.kod === 'DOPLATEK_OSVC')).toMatchObject({
        castkaNavrh: settlement?.zbyva,
        polozka: 'DOPLATEK_OSVC:2025',
        specifickySymbol: '2025',
        // due within 8 days of filing (filed today)
        splatnost: `${addDaysIso(todayInPrague(), 8)}T00:00:00`,
      });

      // filing 2024 again today (first filed in 2025) is corrective
      const corrective = prehledOsvcPodanySchema.parse(
        (
          await api.json(
            'POST',
            personUrl('petr', 'prehledOSVC'),
            petr,
            overview2025({ rok: 2024, danovePriznani: { danovePriznaniDatum: '2025-03-14' }, radek41: 35_616 }),
          )
        ).json(),
      );
      expect(corrective).toMatchObject({ rok: 2024, typPrehledu: 'OPRAVNY', platny: true });

      // the PDF of a filed version (sent back as the list holds it) carries its type, filing date and due date
      const filedPdf = pdfText(await api.json('POST', personUrl('petr', 'prehledOSVCPdf'), petr, second.prehled)).replace(/\u00a0/g, ' ');
      expect(filedPdf).toMatch(/Typ přehledu\s+Řádný/);
      expect(filedPdf).toMatch(new RegExp(`Datum podání\\s+${formatDateCz(todayInPrague()).replace(/\u00a0/g, ' ')}`));
      expect(filedPdf).toMatch(new RegExp(`Splatnost\\s+${formatDateCz(addDaysIso(todayInPrague(), 8)).replace(/\u00a0/g, ' ')}`));
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('requests', () => {
    it('lists the requests of a period, newest first', async () => {
      // Other areas file into the same list (programme claims, Vitalitas, …): these are this area's kinds.
      const ours = (res: { json(): { seznamZadosti: Array<{ typ: string; datum: string }> } }) =>
        res.json().seznamZadosti.filter((z) => ['BEZDLUZNOST', 'EHIC', 'PRUKAZ'].includes(z.typ));
      const all = await api.json('GET', personUrl('jana', 'mojeZadosti'), jana);
      expect(all.statusCode, all.body).toBe(200);
      expect(ours(all)).toEqual([expect.objectContaining({ typ: 'BEZDLUZNOST', stav: 'VYRIZENO', adresaOdeslani: 'TRVALA_ADRESA' })]);
      const dates = all.json().seznamZadosti.map((z: { datum: string }) => z.datum);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(ours(await api.json('GET', personUrl('jana', 'mojeZadosti?obdobiOd=2025-05-13'), jana))).toEqual([]);
      expect(ours(await api.json('GET', personUrl('jana', 'mojeZadosti?obdobiOd=2025-05-12&obdobiDo=2025-05-12'), jana))).toHaveLength(1);
      expect(ours(await api.json('GET', personUrl('jana', 'mojeZadosti?obdobiDo=2025-05-11'), jana))).toEqual([]);
      const day = await api.json('GET', personUrl('jana', 'mojeZadosti?obdobiOd=2025-05-12&obdobiDo=2025-05-12'), jana);
      expect(day.json().seznamZadosti.every((z: { datum: string }) => z.datum.startsWith('2025-05-12'))).toBe(true);
    });

    it('a certificate of no arrears: stored when nothing is owed; refused with a debt or a missing address', async () => {
      const ok = await api.json('GET', personUrl('jana', 'bezdluznostZadostVlozit/?adresaOdeslani=KONTAKTNI_ADRESA'), jana);
      expect(ok.statusCode, ok.body).toBe(200);
      const stored = zadostSchema.parse(ok.json());
      expect(stored).toMatchObject({ typ: 'BEZDLUZNOST', stav: 'PRIJATO', adresaOdeslani: 'KONTAKTNI_ADRESA' });
      expect((await api.json('GET', personUrl('jana', 'mojeZadosti'), jana)).json().seznamZadosti[0].id).toBe(stored.id);

      // The self-employed person owes this month's advance, not due yet: that is no arrears.
      const notDue = await api.json('GET', personUrl('petr', 'bezdluznostZadostVlozit/?adresaOdeslani=TRVALA_ADRESA'), petr);
      expect(notDue.statusCode, notDue.body).toBe(200);

      // Without the payment of the month before last, that month is overdue: refused, naming it.
      const [year, month] = todayInPrague().split('-').map(Number);
      const index = year * 12 + month - 1 - 2;
      const overdueMonth = `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
      await t.db
        .delete(premiumPayments)
        .where(and(eq(premiumPayments.insuredPersonId, demoPersonId('petr')), eq(premiumPayments.obdobi, overdueMonth)));
      const before = await requestCount();
      const debt = await api.json('GET', personUrl('petr', 'bezdluznostZadostVlozit/?adresaOdeslani=TRVALA_ADRESA'), petr);
      expect(debt.statusCode).toBe(409);
      const detail = apiErrorSchema.parse(debt.json()).detail;
      expect(detail).toContain(insuranceMessages.arrearsBlockCertificate);
      expect(detail).toContain(`Po splatnosti: Záloha OSVČ za ${formatMonthYear(overdueMonth)}`);
      expect(detail).toContain(`splatná do ${formatDateCz(eighthOfNextMonth(`${overdueMonth}-01`).slice(0, 10))}`);
      expect(detail).toContain(insuranceMessages.payOverdue);
      expect(
        ruleErrorsOf(await api.json('GET', personUrl('petr', 'bezdluznostZadostVlozit/?adresaOdeslani=KONTAKTNI_ADRESA'), petr)),
      ).toEqual({ adresaOdeslani: [insuranceMessages.noContactAddress] });
      await t.db
        .delete(insuredAddresses)
        .where(and(eq(insuredAddresses.insuredPersonId, demoPersonId('tereza')), eq(insuredAddresses.druh, 'TRVALA_ADRESA')));
      expect(
        ruleErrorsOf(await api.json('GET', personUrl('tereza', 'bezdluznostZadostVlozit/?adresaOdeslani=TRVALA_ADRESA'), jana)),
      ).toEqual({ adresaOdeslani: [insuranceMessages.noPermanentAddress] });
      expect(fieldErrorsOf(await api.json('GET', personUrl('jana', 'bezdluznostZadostVlozit/?adresaOdeslani=DOMU'), jana))).toEqual({
        adresaOdeslani: [messages.allowedValues(['TRVALA_ADRESA', 'KONTAKTNI_ADRESA'])],
      });
      expect(await requestCount()).toBe(before);
    });

    it('a new insurance card: the reason is stored as its label; an unknown reason or a missing address is refused', async () => {
      const before = await requestCount();
      expect(
        ruleErrorsOf(
          await api.json('POST', personUrl('jana', 'zadostPrukazVlozit'), jana, {
            adresaOdeslani: 'TRVALA_ADRESA',
            prukazDuvodKod: 'SNEDL_PES',
          }),
        ),
      ).toEqual({ prukazDuvodKod: [messages.allowedValues(cardReasons)] });
      expect(
        ruleErrorsOf(
          await api.json('POST', personUrl('petr', 'zadostPrukazVlozit'), petr, {
            adresaOdeslani: 'KONTAKTNI_ADRESA',
            prukazDuvodKod: 'ZTRATA',
          }),
        ),
      ).toEqual({ adresaOdeslani: [insuranceMessages.noContactAddress] });
      expect(await requestCount()).toBe(before);
      const res = await api.json('POST', personUrl('petr', 'zadostPrukazVlozit'), petr, {
        adresaOdeslani: 'TRVALA_ADRESA',
        prukazDuvodKod: 'POSKOZENI',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(zadostSchema.parse(res.json())).toMatchObject({
        typ: 'PRUKAZ',
        stav: 'PRIJATO',
        adresaOdeslani: 'TRVALA_ADRESA',
        popis: 'Poškození průkazu',
      });
    });

    it('the EHIC card, a request for a new one and the interim confirmation', async () => {
      const card = ehicPrukaz.response.parse((await api.json('GET', personUrl('jana', 'ehicPrukaz'), jana)).json());
      expect(card).toMatchObject({
        drzitel: { jmeno: 'Jana', prijmeni: 'Dvořáková', narozen: '1986-03-14T00:00:00' },
        osobniCislo: rc('jana'),
        instituce: { kod: '209', nazev: 'Zaměstnanecká pojišťovna Škoda' },
        posledniZadost: null,
      });
      expect(card.cisloKarty).toMatch(/^209\d{17}$/);
      expect(card.platnostDo > `${todayInPrague()}T00:00:00`).toBe(true);

      const none = await api.json('GET', personUrl('jana', 'potvrzeniEhicPdf'), jana);
      expect(none.statusCode).toBe(404);
      expect(apiErrorSchema.parse(none.json())).toMatchObject({ typ: 'NENALEZENO', detail: insuranceMessages.noEhicRequest });

      const before = await requestCount();
      expect(
        ruleErrorsOf(await api.json('POST', personUrl('petr', 'zadostEhicVlozit'), petr, { adresaOdeslani: 'KONTAKTNI_ADRESA' })),
      ).toEqual({ adresaOdeslani: [insuranceMessages.noContactAddress] });
      expect(await requestCount()).toBe(before);

      const today = todayInPrague();
      const res = await api.json('POST', personUrl('jana', 'zadostEhicVlozit'), jana, { adresaOdeslani: 'KONTAKTNI_ADRESA' });
      expect(res.statusCode, res.body).toBe(200);
      const request = res.json();
      expect(request).toMatchObject({
        typ: 'EHIC',
        stav: 'PRIJATO',
        potvrzeniPlatnostOd: `${today}T00:00:00`,
        potvrzeniPlatnostDo: `${addDaysIso(today, 90)}T00:00:00`,
      });
      const after = ehicPrukaz.response.parse((await api.json('GET', personUrl('jana', 'ehicPrukaz'), jana)).json());
      expect(after.posledniZadost).toMatchObject({ id: request.id, potvrzeniPlatnostOd: `${today}T00:00:00` });

      const pdf = await api.json('GET', personUrl('jana', 'potvrzeniEhicPdf'), jana);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-disposition']).toContain('potvrzeni-ehic.pdf');
      const text = pdfText(pdf);
      const cz = (iso: string) =>
        iso
          .split('-')
          .reverse()
          .map((part, i) => (i < 2 ? String(Number(part)) : part))
          .join('. ');
      for (const expected of [
        'Potvrzení dočasně nahrazující Evropský průkaz zdravotního',
        'Dvořáková',
        'Jana',
        '14. 3. 1986',
        rc('jana'),
        '209 – Zaměstnanecká pojišťovna Škoda',
        card.cisloKarty,
        cz(today),
        cz(addDaysIso(today, 90)),
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('the seeded EHIC request of Tomáš can be printed', async () => {
      const card = ehicPrukaz.response.parse((await api.json('GET', personUrl('tomas', 'ehicPrukaz'), tomas)).json());
      expect(card.posledniZadost).not.toBeNull();
      const text = pdfText(await api.json('GET', personUrl('tomas', 'potvrzeniEhicPdf'), tomas));
      expect(text).toContain('Horák');
      expect(text).toContain('Tomáš');
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('seeding', () => {
    it('a database seeded before this issue gets the insurance data once', async () => {
      const tables = [
        'insured_addresses',
        'insurance_periods',
        'premium_payments',
        'osvc_overviews',
        'insurance_requests',
        'insurance_cards',
      ];
      const counts = async () => {
        const result: Record<string, number> = {};
        for (const table of tables)
          result[table] = Number(
            ((await t.db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: Array<{ n: number | string }> })
              .rows[0].n,
          );
        return result;
      };
      for (const table of tables) await t.db.execute(sql.raw(`delete from ${table}`));
      expect(await seedDemoData(t.db)).toBe(false);
      const seeded = await counts();
      expect(Object.values(seeded).every((n) => n > 0)).toBe(true);
      expect(seeded.insurance_cards).toBe(Object.keys(demoPersons).length);
      expect(seeded.osvc_overviews).toBe(5);
      expect(await seedDemoData(t.db)).toBe(false);
      expect(await counts()).toEqual(seeded);
      expect(mojePojistne.response.parse((await api.json('GET', personUrl('petr', 'mojePojistne'), petr)).json()).saldo).toBeLessThan(0);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('access', () => {
    const urlOf = (call: AnyCall, person: keyof typeof demoPersons) => {
      const url = `/api${buildPath(call.path, { pojistenecId: demoPersons[person].id, rok: 2024 })}`;
      return call.method === 'GET' && call.query ? `${url}?typOsoby=OSVC&castka=1&typUhradyKod=DLUH&adresaOdeslani=TRVALA_ADRESA` : url;
    };

    it('a doctor gets 403 for every call, even for a patient who allowed them', async () => {
      for (const call of insuranceCalls) {
        expectForbidden(
          await api.json(call.method as 'GET' | 'POST', urlOf(call as AnyCall, 'jana'), doctor, call.method === 'GET' ? undefined : {}),
        );
      }
    });

    it('a doctor who is insured too gets 403 for the premiums of a patient who allowed them', async () => {
      for (const call of insuranceCalls) {
        expectForbidden(
          await api.json(
            call.method as 'GET' | 'POST',
            urlOf(call as AnyCall, 'josef'),
            tomas,
            call.method === 'GET' ? undefined : overview2025(),
          ),
        );
      }
    });

    it("another insured person's data is refused with 403", async () => {
      for (const call of insuranceCalls) {
        expectForbidden(
          await api.json(
            call.method as 'GET' | 'POST',
            urlOf(call as AnyCall, 'jana'),
            petr,
            call.method === 'GET' ? undefined : overview2025(),
          ),
        );
      }
    });
  });
});

describe('PDF fonts', () => {
  it('every glyph of the embedded font subsets has an outline (the subset is not corrupted)', async () => {
    const { PDFDocument, PDFDict, PDFName, PDFRawStream, decodePDFRawStream } = await import('pdf-lib');
    const fontkit = (await import('@pdf-lib/fontkit')).default;
    const { buildDocument } = await import('../../server/services/pdf/document');
    const bytes = await buildDocument(
      {
        issuer: 'Zaměstnanecká pojišťovna Škoda',
        title: 'Přehled o příjmech a výdajích OSVČ',
        blocks: [{ kind: 'paragraph', text: 'Dvořáková ěščřžýáíéúů ĚŠČŘŽÝÁÍÉÚŮ 0123456789 × − –' }],
      },
      'test',
    );
    const doc = await PDFDocument.load(bytes);
    const fonts: Uint8Array[] = [];
    for (const [, object] of doc.context.enumerateIndirectObjects()) {
      if (!(object instanceof PDFDict)) continue;
      const file = object.lookup(PDFName.of('FontFile2'));
      if (file instanceof PDFRawStream) fonts.push(decodePDFRawStream(file).decode());
    }
    expect(fonts).toHaveLength(2);
    for (const font of fonts) {
      const parsed = fontkit.create(font);
      expect(parsed.numGlyphs).toBeGreaterThan(20);
      // glyph 0 is .notdef; the subset has no space glyph outline by nature, so count the empty ones
      const empty = Array.from({ length: parsed.numGlyphs - 1 }, (_, i) => parsed.getGlyph(i + 1)).filter(
        (glyph) => glyph.path.toSVG() === '',
      );
      expect(empty.length).toBeLessThanOrEqual(1);
    }
  });
});

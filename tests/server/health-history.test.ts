import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anamneza,
  anamnezaAlergie,
  anamnezaMereni,
  anamnezaNemocnice,
  anamnezaOperace,
  anamnezaUrazy,
  anamnezaNemoc,
  formatDateMessage,
  messages,
  pojistenecEmergentniUdaje,
} from '../../contract/index';
import { count, sql } from 'drizzle-orm';
import { bmiOf } from '../../server/services/health/measurements';
import {
  attachments,
  emergencyData,
  healthHistory,
  healthHistoryItems,
  measurements,
  personalDocuments,
  vaccinations,
} from '../../server/db/schema';
import { seedDemoData } from '../../server/seed/index';
import { demoHealthRecords } from '../../server/seed/health-data';
import { buildPdf, certificatePng } from '../../server/seed/files';
import { todayInPrague } from '../../server/services/clock';
import { addDaysIso } from '../../contract/format';
import { apiOf, expectNotFound, fieldErrorsOf, personUrl, today, todayMessage, tomorrow, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const text = (n: number, char = 'a') => char.repeat(n);

describe(`health history: general history, allergies … injuries, measurements, emergency data (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let tomas: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    tomas = await signInAs(t.app, 'lekar-pojistenec');
  });
  afterAll(async () => {
    await t?.close();
  });

  // -------------------------------------------------------------------------------------------
  describe('GET / PUT /anamneza', () => {
    it('returns the seeded general history', async () => {
      const res = await api.json('GET', personUrl('jana', 'anamneza'), jana);
      expect(res.statusCode).toBe(200);
      const body = anamneza.response.parse(res.json());
      expect(body).toMatchObject({ alkoholKod: 'PRILEZITOSTNE', koureniKod: 'NEKOURI' });
      expect(body.rodinnaAnamneza).toMatch(/hypertenze/);
    });

    it('answers nulls for a person without a general history', async () => {
      const res = await api.json('GET', personUrl('jakub', 'anamneza'), jana);
      expect(res.json()).toEqual({ alkoholKod: null, koureniKod: null, pracovniAnamneza: null, rodinnaAnamneza: null });
    });

    it('saves it (blank fields become null) and reads it back', async () => {
      const saved = await api.json('PUT', personUrl('tereza', 'anamneza'), jana, {
        alkoholKod: 'NEPIJE',
        koureniKod: '',
        pracovniAnamneza: `  ${text(1000)}  `,
        rodinnaAnamneza: null,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = { alkoholKod: 'NEPIJE', koureniKod: null, pracovniAnamneza: text(1000), rodinnaAnamneza: null };
      expect(saved.json()).toEqual(expected);
      expect((await api.json('GET', personUrl('tereza', 'anamneza'), jana)).json()).toEqual(expected);
      // A second save replaces the first.
      await api.json('PUT', personUrl('tereza', 'anamneza'), jana, { koureniKod: 'NEKOURI' });
      expect((await api.json('GET', personUrl('tereza', 'anamneza'), jana)).json()).toEqual({
        alkoholKod: null,
        koureniKod: 'NEKOURI',
        pracovniAnamneza: null,
        rodinnaAnamneza: null,
      });
    });

    it('checks the codes against the ALKOHOL and KOURENI code lists', async () => {
      const chyby = fieldErrorsOf(
        await api.json('PUT', personUrl('jana', 'anamneza'), jana, { alkoholKod: 'OBCAS', koureniKod: 'NEPIJE' }),
      );
      expect(chyby).toEqual({
        alkoholKod: [messages.allowedValues(['NEPIJE', 'PRILEZITOSTNE', 'PRAVIDELNE', 'NADMERNE', 'BYVALY'])],
        koureniKod: [messages.allowedValues(['NEKOURI', 'PRILEZITOSTNE', 'PRAVIDELNE', 'BYVALY_KURAK', 'ELEKTRONICKA'])],
      });
    });

    it('answers every field rule with its Czech message', async () => {
      const chyby = fieldErrorsOf(
        await api.json('PUT', personUrl('jana', 'anamneza'), jana, {
          alkoholKod: text(21),
          koureniKod: '<b>x</b>',
          pracovniAnamneza: text(1001),
          rodinnaAnamneza: 42,
        }),
      );
      expect(chyby).toEqual({
        alkoholKod: [messages.tooLong(20)],
        koureniKod: [messages.noHtml],
        pracovniAnamneza: [messages.tooLong(1000)],
        rodinnaAnamneza: [messages.unsupportedFormat],
      });
      expect(fieldErrorsOf(await api.json('PUT', personUrl('jana', 'anamneza'), jana, [1, 2]))).toEqual({
        _form: [messages.unsupportedFormat],
      });
      expect(fieldErrorsOf(await api.json('PUT', personUrl('jana', 'anamneza'), jana))).toEqual({ _form: [messages.required] });
      expect((await api.json('GET', personUrl('jana', 'anamneza'), jana)).json().alkoholKod).toBe('PRILEZITOSTNE');
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('allergies and illnesses (popis)', () => {
    for (const [name, listKey, schema] of [
      ['anamnezaAlergie', 'seznamAlergii', anamnezaAlergie.response],
      ['anamnezaNemoc', 'seznamNemoci', anamnezaNemoc.response],
    ] as const) {
      it(`${name}: list, create, change, delete`, async () => {
        const list = schema.parse((await api.json('GET', personUrl('jana', name), jana)).json()) as Record<
          string,
          Array<{ id: number; popis: string }>
        >;
        expect(list[listKey].length).toBeGreaterThanOrEqual(2);

        const created = await api.json('POST', personUrl('jana', name), jana, { popis: '  Ambrózie \r\n – rýma  ' });
        expect(created.statusCode, created.body).toBe(200);
        const item = created.json() as { id: number; popis: string };
        expect(item).toEqual({ id: expect.any(Number), popis: 'Ambrózie \n – rýma' });

        const changed = await api.json('PUT', personUrl('jana', `${name}/${item.id}`), jana, { popis: text(1000) });
        expect(changed.json()).toEqual({ id: item.id, popis: text(1000) });
        const after = (await api.json('GET', personUrl('jana', name), jana)).json() as Record<string, Array<{ id: number; popis: string }>>;
        expect(after[listKey][0]).toEqual({ id: item.id, popis: text(1000) });

        const removed = await api.json('DELETE', personUrl('jana', `${name}/${item.id}`), jana);
        expect(removed.statusCode).toBe(200);
        expect(removed.json()).toEqual({});
        expectNotFound(await api.json('DELETE', personUrl('jana', `${name}/${item.id}`), jana));
        expectNotFound(await api.json('PUT', personUrl('jana', `${name}/${item.id}`), jana, { popis: 'x' }));
      });

      it(`${name}: popis 1 to 1000, required, no HTML, text only`, async () => {
        const url = personUrl('jana', name);
        expect((await api.json('POST', url, jana, { popis: 'a' })).statusCode).toBe(200);
        for (const [popis, message] of [
          [undefined, messages.required],
          ['', messages.required],
          ['   ', messages.required],
          [text(1001), messages.tooLong(1000)],
          ['<script>alert(1)</script>', messages.noHtml],
          [5, messages.unsupportedFormat],
        ] as const) {
          expect(fieldErrorsOf(await api.json('POST', url, jana, { popis })), String(popis)).toEqual({ popis: [message] });
        }
      });
    }

    it("never touches another person's record: an id of Tereza's allergy under Jana is 404", async () => {
      const terezas = (await api.json('GET', personUrl('tereza', 'anamnezaAlergie'), jana)).json() as {
        seznamAlergii: Array<{ id: number }>;
      };
      const id = terezas.seznamAlergii[0].id;
      expectNotFound(await api.json('PUT', personUrl('jana', `anamnezaAlergie/${id}`), jana, { popis: 'x' }));
      expectNotFound(await api.json('DELETE', personUrl('jana', `anamnezaAlergie/${id}`), jana));
      // …nor a record of another kind of the same person (an illness id under allergies).
      const illnesses = (await api.json('GET', personUrl('jana', 'anamnezaNemoc'), jana)).json() as { seznamNemoci: Array<{ id: number }> };
      expectNotFound(await api.json('DELETE', personUrl('jana', `anamnezaAlergie/${illnesses.seznamNemoci[0].id}`), jana));
      const still = (await api.json('GET', personUrl('tereza', 'anamnezaAlergie'), jana)).json() as {
        seznamAlergii: Array<{ id: number }>;
      };
      expect(still.seznamAlergii.map((a) => a.id)).toContain(id);
    });

    it('answers bad record ids with field messages and unknown ones with 404', async () => {
      expect(fieldErrorsOf(await api.json('DELETE', personUrl('jana', 'anamnezaAlergie/abc'), jana))).toEqual({ id: [messages.notNumber] });
      expect(fieldErrorsOf(await api.json('DELETE', personUrl('jana', 'anamnezaAlergie/1.5'), jana))).toEqual({ id: [messages.integer] });
      expect(fieldErrorsOf(await api.json('DELETE', personUrl('jana', 'anamnezaAlergie/9223372036854775808'), jana))).toEqual({
        id: [messages.max('9223372036854775807')],
      });
      expect(fieldErrorsOf(await api.json('DELETE', personUrl('jana', 'anamnezaAlergie/0'), jana))).toEqual({ id: [messages.min(1)] });
      expectNotFound(await api.json('DELETE', personUrl('jana', 'anamnezaAlergie/999999999'), jana));
      expectNotFound(await api.json('DELETE', personUrl('jana', 'anamnezaAlergie/9223372036854775807'), jana));
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('hospital stays (obdobi, popis)', () => {
    const url = () => personUrl('jana', 'anamnezaNemocnice');

    it('lists the seeded stays with wire dates, newest first, and creates, changes, deletes one', async () => {
      const list = anamnezaNemocnice.response.parse((await api.json('GET', url(), jana)).json());
      expect(list.seznamPobytu[0].obdobi).toEqual({ datumOd: '2019-04-08T00:00:00', datumDo: '2019-04-12T00:00:00' });

      const created = await api.json('POST', url(), jana, {
        obdobi: { datumOd: '2024-02-01T00:00:00', datumDo: '2024-02-01' },
        popis: 'Jednodenní pobyt',
      });
      expect(created.statusCode, created.body).toBe(200);
      const item = created.json();
      expect(item).toEqual({
        id: expect.any(Number),
        obdobi: { datumOd: '2024-02-01T00:00:00', datumDo: '2024-02-01T00:00:00' },
        popis: 'Jednodenní pobyt',
      });

      const open = await api.json('PUT', `${url()}/${item.id}`, jana, { obdobi: { datumOd: today() }, popis: 'Stále hospitalizována' });
      expect(open.json()).toEqual({
        id: item.id,
        obdobi: { datumOd: `${today()}T00:00:00`, datumDo: null },
        popis: 'Stále hospitalizována',
      });
      const list2 = anamnezaNemocnice.response.parse((await api.json('GET', url(), jana)).json());
      expect(list2.seznamPobytu[0].id).toBe(item.id);

      expect((await api.json('DELETE', `${url()}/${item.id}`, jana)).statusCode).toBe(200);
    });

    it('checks the period: from required and not in the future, to not before from, real dates', async () => {
      expect(fieldErrorsOf(await api.json('POST', url(), jana, { popis: 'x' }))).toEqual({ obdobi: [messages.required] });
      expect(fieldErrorsOf(await api.json('POST', url(), jana, { obdobi: {}, popis: 'x' }))).toEqual({
        'obdobi.datumOd': [messages.required],
      });
      expect(fieldErrorsOf(await api.json('POST', url(), jana, { obdobi: { datumOd: tomorrow() }, popis: 'x' }))).toEqual({
        'obdobi.datumOd': [messages.dateNotAfter(todayMessage())],
      });
      expect(
        fieldErrorsOf(await api.json('POST', url(), jana, { obdobi: { datumOd: '2024-03-10', datumDo: '2024-03-09' }, popis: 'x' })),
      ).toEqual({
        'obdobi.datumDo': [messages.dateNotBefore('10. 3. 2024')],
      });
      expect(
        fieldErrorsOf(await api.json('POST', url(), jana, { obdobi: { datumOd: '10.3.2024', datumDo: '2023-02-29' }, popis: '' })),
      ).toEqual({
        'obdobi.datumOd': [messages.dateFormat],
        'obdobi.datumDo': [messages.dateFormat],
        popis: [messages.required],
      });
      // A date that does not exist has its own message only (no comparison with a non-date).
      expect(
        fieldErrorsOf(await api.json('POST', url(), jana, { obdobi: { datumOd: '2025-02-30', datumDo: '2025-03-01' }, popis: 'x' })),
      ).toEqual({
        'obdobi.datumOd': [messages.dateFormat],
      });
      expect(fieldErrorsOf(await api.json('POST', url(), jana, { obdobi: 'leden', popis: text(1001) }))).toEqual({
        obdobi: [messages.unsupportedFormat],
        popis: [messages.tooLong(1000)],
      });
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('operations and injuries (datum, dokumentId, popis)', () => {
    for (const [name, listKey] of [
      ['anamnezaOperace', 'seznamOperaci'],
      ['anamnezaUrazy', 'seznamUrazu'],
    ] as const) {
      it(`${name}: create with a linked document of the person, change, delete`, async () => {
        const documents = (await api.json('GET', personUrl('jana', 'mojeDokumenty'), jana)).json() as {
          seznamDokumentu: Array<{ id: number }>;
        };
        const dokumentId = documents.seznamDokumentu[0].id;
        const created = await api.json('POST', personUrl('jana', name), jana, {
          datum: '2023-05-04',
          dokumentId: String(dokumentId),
          popis: 'Zákrok',
        });
        expect(created.statusCode, created.body).toBe(200);
        const item = created.json();
        expect(item).toEqual({ id: expect.any(Number), datum: '2023-05-04T00:00:00', dokumentId, popis: 'Zákrok' });

        const unlinked = await api.json('PUT', personUrl('jana', `${name}/${item.id}`), jana, {
          datum: today(),
          dokumentId: '',
          popis: 'Zákrok dnes',
        });
        expect(unlinked.json()).toEqual({ id: item.id, datum: `${today()}T00:00:00`, dokumentId: null, popis: 'Zákrok dnes' });
        const list = (await api.json('GET', personUrl('jana', name), jana)).json() as Record<string, Array<{ id: number }>>;
        expect(list[listKey][0].id).toBe(item.id);
        expect((await api.json('DELETE', personUrl('jana', `${name}/${item.id}`), jana)).statusCode).toBe(200);
      });

      it(`${name}: every field rule, and a document of another person is refused`, async () => {
        const url = personUrl('jana', name);
        expect(fieldErrorsOf(await api.json('POST', url, jana, {}))).toEqual({ datum: [messages.required], popis: [messages.required] });
        expect(fieldErrorsOf(await api.json('POST', url, jana, { datum: tomorrow(), dokumentId: 'abc', popis: text(1001) }))).toEqual({
          datum: [messages.dateNotAfter(todayMessage())],
          dokumentId: [messages.notNumber],
          popis: [messages.tooLong(1000)],
        });
        expect(fieldErrorsOf(await api.json('POST', url, jana, { datum: '2024-13-01', dokumentId: '1.5', popis: 'x' }))).toEqual({
          datum: [messages.dateFormat],
          dokumentId: [messages.integer],
        });
        expect(fieldErrorsOf(await api.json('POST', url, jana, { datum: '2024-01-01', dokumentId: 0, popis: 'x' }))).toEqual({
          dokumentId: [messages.min(1)],
        });
        expect(
          fieldErrorsOf(await api.json('POST', url, jana, { datum: '2024-01-01', dokumentId: '9223372036854775808', popis: 'x' })),
        ).toEqual({
          dokumentId: [messages.max('9223372036854775807')],
        });
        const terezasDocuments = (await api.json('GET', personUrl('tereza', 'mojeDokumenty'), jana)).json() as {
          seznamDokumentu: Array<{ id: number }>;
        };
        for (const dokumentId of [terezasDocuments.seznamDokumentu[0].id, 999999999, '9223372036854775807']) {
          expect(fieldErrorsOf(await api.json('POST', url, jana, { datum: '2024-01-01', dokumentId, popis: 'x' }))).toEqual({
            dokumentId: [messages.recordDoesNotExist],
          });
        }
      });
    }

    it('keeps the seeded operation linked to its discharge report', async () => {
      const operations = anamnezaOperace.response.parse((await api.json('GET', personUrl('jana', 'anamnezaOperace'), jana)).json());
      const appendectomy = operations.seznamOperaci.find((o) => o.popis.includes('apendektomie'));
      expect(appendectomy?.dokumentId).toEqual(expect.any(Number));
      const document = await api.json('GET', personUrl('jana', `mojeDokumenty/${appendectomy?.dokumentId}`), jana);
      expect(document.json().popis).toMatch(/apendektomie/);
      const injuries = anamnezaUrazy.response.parse((await api.json('GET', personUrl('jana', 'anamnezaUrazy'), jana)).json());
      expect(injuries.seznamUrazu[0]).toMatchObject({ datum: '2021-01-16T00:00:00', dokumentId: expect.any(Number) });
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('measurements', () => {
    const url = () => personUrl('jana', 'anamnezaMereni');

    it('lists two years of seeded measurements, newest first, with BMI where height and weight are known', async () => {
      const { seznamMereni } = anamnezaMereni.response.parse((await api.json('GET', url(), jana)).json());
      expect(seznamMereni.length).toBeGreaterThanOrEqual(8);
      expect(seznamMereni.length).toBeLessThanOrEqual(12);
      const dates = seznamMereni.map((m) => m.datum);
      expect([...dates].sort().reverse()).toEqual(dates);
      const oldest = seznamMereni[seznamMereni.length - 1];
      expect(Date.now() - new Date(oldest.datum).getTime()).toBeGreaterThan(600 * 86_400_000);
      expect(Date.now() - new Date(oldest.datum).getTime()).toBeLessThan(2 * 366 * 86_400_000);
      for (const m of seznamMereni) expect(m.bmi).toBe(m.vaha && m.vyska ? bmiOf(m.vaha, m.vyska) : null);
      expect(seznamMereni.some((m) => m.bmi !== null)).toBe(true);
      // The trend: blood pressure lower now than two years ago.
      expect(seznamMereni[0].tlakSyst ?? 0).toBeLessThan(oldest.tlakSyst ?? 0);
    });

    it('computes BMI with one decimal', () => {
      expect(bmiOf(68, 168)).toBe(24.1);
      expect(bmiOf(82, 180)).toBe(25.3);
      expect(bmiOf(70, null)).toBeNull();
      expect(bmiOf(null, 180)).toBeNull();
    });

    it("records a measurement with today's date, numbers given as text too, and deletes it", async () => {
      const created = await api.json('POST', url(), jana, { tep: '72', tlakSyst: 120, tlakDiast: '80', vaha: 70, vyska: '170' });
      expect(created.statusCode, created.body).toBe(200);
      const item = created.json();
      expect(item).toEqual({
        id: expect.any(Number),
        datum: `${todayInPrague()}T00:00:00`,
        tep: 72,
        tlakDiast: 80,
        tlakSyst: 120,
        vaha: 70,
        vyska: 170,
        bmi: 24.2,
      });
      const only = await api.json('POST', url(), jana, { vaha: 1 });
      expect(only.json()).toMatchObject({ tep: null, tlakDiast: null, tlakSyst: null, vaha: 1, vyska: null, bmi: null });
      const { seznamMereni } = anamnezaMereni.response.parse((await api.json('GET', url(), jana)).json());
      expect(seznamMereni.slice(0, 2).map((m) => m.id)).toEqual([only.json().id, item.id]);
      for (const id of [item.id, only.json().id]) expect((await api.json('DELETE', `${url()}/${id}`, jana)).statusCode).toBe(200);
      expectNotFound(await api.json('DELETE', `${url()}/${item.id}`, jana));
    });

    it('records a reading entered later with its own day, and refuses a day in the future', async () => {
      const earlier = addDaysIso(todayInPrague(), -3);
      const created = await api.json('POST', url(), jana, { tep: 61, datum: earlier });
      expect(created.statusCode, created.body).toBe(200);
      expect(created.json()).toMatchObject({ datum: `${earlier}T00:00:00`, tep: 61 });
      const future = await api.json('POST', url(), jana, { tep: 61, datum: tomorrow() });
      expect(fieldErrorsOf(future)).toEqual({ datum: [messages.dateNotAfter(todayMessage())] });
      expect((await api.json('DELETE', `${url()}/${created.json().id}`, jana)).statusCode).toBe(200);
    });

    it('accepts every limit and refuses one past it', async () => {
      const lowest = await api.json('POST', url(), jana, { tep: 20, tlakDiast: 30, tlakSyst: 50, vaha: 1, vyska: 30 });
      const highest = await api.json('POST', url(), jana, { tep: 250, tlakDiast: 200, tlakSyst: 300, vaha: 700, vyska: 270 });
      expect(lowest.statusCode, lowest.body).toBe(200);
      expect(highest.statusCode, highest.body).toBe(200);
      expect(fieldErrorsOf(await api.json('POST', url(), jana, { tep: 19, tlakDiast: 29, tlakSyst: 49, vaha: 0, vyska: 29 }))).toEqual({
        tep: [messages.min(20)],
        tlakDiast: [messages.min(30)],
        tlakSyst: [messages.min(50)],
        vaha: [messages.min(1)],
        vyska: [messages.min(30)],
      });
      expect(
        fieldErrorsOf(await api.json('POST', url(), jana, { tep: 251, tlakDiast: 201, tlakSyst: 301, vaha: 701, vyska: 271 })),
      ).toEqual({
        tep: [messages.max(250)],
        tlakDiast: [messages.max(200)],
        tlakSyst: [messages.max(300)],
        vaha: [messages.max(700)],
        vyska: [messages.max(270)],
      });
      expect(
        fieldErrorsOf(
          await api.json('POST', url(), jana, { tep: 72.5, tlakDiast: 'osmdesát', tlakSyst: '120,5', vaha: true, vyska: '1e2' }),
        ),
      ).toEqual({
        tep: [messages.integer],
        tlakDiast: [messages.notNumber],
        tlakSyst: [messages.notNumber],
        vaha: [messages.notNumber],
        vyska: [messages.notNumber],
      });
      for (const id of [lowest.json().id, highest.json().id]) await api.json('DELETE', `${url()}/${id}`, jana);
    });

    it('needs at least one value, and diastolic below systolic', async () => {
      expect(fieldErrorsOf(await api.json('POST', url(), jana, {}))).toEqual({ _form: [messages.emergencyDataEmpty] });
      expect(fieldErrorsOf(await api.json('POST', url(), jana, { tep: '', vaha: null }))).toEqual({ _form: [messages.emergencyDataEmpty] });
      expect(fieldErrorsOf(await api.json('POST', url(), jana, { tlakDiast: 120, tlakSyst: 120 }))).toEqual({
        tlakDiast: [messages.smallerThan(120)],
      });
    });

    it("does not delete another person's measurement", async () => {
      const tomasList = anamnezaMereni.response.parse((await api.json('GET', personUrl('tomas', 'anamnezaMereni'), tomas)).json());
      expectNotFound(await api.json('DELETE', personUrl('jana', `anamnezaMereni/${tomasList.seznamMereni[0].id}`), jana));
      const again = anamnezaMereni.response.parse((await api.json('GET', personUrl('tomas', 'anamnezaMereni'), tomas)).json());
      expect(again.seznamMereni).toHaveLength(tomasList.seznamMereni.length);
    });
  });

  // -------------------------------------------------------------------------------------------
  describe('emergency data', () => {
    it("returns Jana's seeded emergency data and nulls for a person without", async () => {
      const body = pojistenecEmergentniUdaje.response.parse(
        (await api.json('GET', personUrl('jana', 'pojistenecEmergentniUdaje'), jana)).json(),
      );
      expect(body).toMatchObject({
        osoba: 'Martin Dvořák',
        skupina: 'A',
        rhFaktor: 'RHPlus',
        posledniOckovaniTetanus: '2019-05-10T00:00:00',
      });
      const none = await api.json('GET', personUrl('jakub', 'pojistenecEmergentniUdaje'), jana);
      expect(none.json()).toEqual({
        osoba: null,
        telefon: null,
        vztah: null,
        skupina: null,
        rhFaktor: null,
        doplnujiciInformace: null,
        posledniOckovaniTetanus: null,
      });
    });

    it('saves them whole (absent fields become null)', async () => {
      const url = personUrl('jakub', 'pojistenecEmergentniUdaje');
      const full = {
        osoba: text(100),
        telefon: '+420 777 123 456',
        vztah: text(50),
        skupina: 'NULA',
        rhFaktor: 'RHMinus',
        doplnujiciInformace: text(1000),
        posledniOckovaniTetanus: today(),
      };
      const saved = await api.json('PUT', url, jana, full);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toEqual({ ...full, posledniOckovaniTetanus: `${today()}T00:00:00` });
      expect((await api.json('GET', url, jana)).json()).toEqual(saved.json());
      const onlyBlood = await api.json('PUT', url, jana, { skupina: 'B' });
      expect(onlyBlood.json()).toEqual({
        osoba: null,
        telefon: null,
        vztah: null,
        skupina: 'B',
        rhFaktor: null,
        doplnujiciInformace: null,
        posledniOckovaniTetanus: null,
      });
      for (const telefon of ['777123456', '777 123 456', '+420777123456']) {
        expect((await api.json('PUT', url, jana, { telefon })).statusCode, telefon).toBe(200);
      }
    });

    it('needs at least one field (NEUVEDENO does not count)', async () => {
      const url = personUrl('jakub', 'pojistenecEmergentniUdaje');
      expect(fieldErrorsOf(await api.json('PUT', url, jana, {}))).toEqual({ _form: [messages.emergencyDataEmpty] });
      expect(fieldErrorsOf(await api.json('PUT', url, jana, { skupina: 'NEUVEDENO', rhFaktor: 'NEUVEDENO', osoba: '  ' }))).toEqual({
        _form: [messages.emergencyDataEmpty],
      });
    });

    it('answers every field rule with its Czech message', async () => {
      const url = personUrl('jakub', 'pojistenecEmergentniUdaje');
      expect(
        fieldErrorsOf(
          await api.json('PUT', url, jana, {
            osoba: text(101),
            telefon: 'volat manžela',
            vztah: text(51),
            skupina: '0',
            rhFaktor: 'Rh+',
            doplnujiciInformace: text(1001),
            posledniOckovaniTetanus: tomorrow(),
          }),
        ),
      ).toEqual({
        osoba: [messages.tooLong(100)],
        telefon: [messages.unsupportedFormat],
        vztah: [messages.tooLong(50)],
        skupina: [messages.allowedValues(['NEUVEDENO', 'A', 'B', 'AB', 'NULA'])],
        rhFaktor: [messages.allowedValues(['NEUVEDENO', 'RHPlus', 'RHMinus'])],
        doplnujiciInformace: [messages.tooLong(1000)],
        posledniOckovaniTetanus: [messages.dateNotAfter(todayMessage())],
      });
      expect(
        fieldErrorsOf(
          await api.json('PUT', url, jana, { telefon: '1'.repeat(51), osoba: '<i>x</i>', posledniOckovaniTetanus: '31.12.2020' }),
        ),
      ).toEqual({
        telefon: [messages.tooLong(50), messages.unsupportedFormat],
        osoba: [messages.noHtml],
        posledniOckovaniTetanus: [messages.dateFormat],
      });
      expect(formatDateMessage(today())).toBe(todayMessage());
    });
  });

  it('serves every per-person list of the seed for Tereza and Tomáš too', async () => {
    expect(demoPersons.tereza.id).toBe(4100002);
    expect(demoPersons.tomas.id).toBe(4100005);
    for (const [who, person] of [
      [jana, 'tereza'],
      [tomas, 'tomas'],
    ] as const) {
      for (const [path, key] of [
        ['anamnezaAlergie', 'seznamAlergii'],
        ['anamnezaNemoc', 'seznamNemoci'],
        ['anamnezaUrazy', 'seznamUrazu'],
        ['anamnezaMereni', 'seznamMereni'],
        ['ockovani', 'seznamOckovani'],
        ['mojeDokumenty', 'seznamDokumentu'],
      ] as const) {
        const res = await api.json('GET', personUrl(person, path), who);
        expect(res.statusCode, `${person} ${path}`).toBe(200);
        expect((res.json() as Record<string, unknown[]>)[key].length, `${person} ${path}`).toBeGreaterThan(0);
      }
    }
  });
});

describe(`health record seed (${databaseKindLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const tables = { healthHistory, healthHistoryItems, measurements, vaccinations, personalDocuments, attachments, emergencyData };
  const counts = async () => {
    const result: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await t.db.select({ n: count() }).from(table);
      result[name] = Number(row.n);
    }
    return result;
  };

  it('is deterministic: the same day gives the same records and the same file bytes', () => {
    expect(JSON.stringify(demoHealthRecords('2026-01-15'))).toBe(JSON.stringify(demoHealthRecords('2026-01-15')));
    expect(buildPdf('A', ['b']).equals(buildPdf('A', ['b']))).toBe(true);
    expect(certificatePng(7).equals(certificatePng(7))).toBe(true);
    const records = demoHealthRecords('2026-01-15');
    expect(Object.keys(records).sort()).toEqual(['jana', 'tereza', 'tomas']);
    expect(records.jana?.measurements.length).toBeGreaterThanOrEqual(8);
    expect(records.jana?.measurements.length).toBeLessThanOrEqual(12);
  });

  it('seeds the records into a database seeded before they existed, once, and never twice', async () => {
    const seeded = await counts();
    expect(seeded.healthHistory).toBe(3);
    expect(seeded.emergencyData).toBe(1);
    expect(seeded.attachments).toBeGreaterThanOrEqual(6);
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await counts()).toEqual(seeded);

    // The health record's files only: other areas' files (claims, messages, registrations) stay, as they would in a real database.
    await t.db.execute(sql.raw(`delete from attachments where evidence in ('OCKOVANI', 'DOKUMENT')`));
    for (const table of [
      'health_history_items',
      'measurements',
      'vaccinations',
      'personal_documents',
      'emergency_data',
      'health_history',
    ]) {
      await t.db.execute(sql.raw(`delete from ${table}`));
    }
    expect(await seedDemoData(t.db)).toBe(false);
    expect(await counts()).toEqual(seeded);
  });
});

/**
 * Vitalitas (several persons at once, the access check of every listed person, joining as a
 * VITALITAS request) and the car-maker's cafeteria (the split, its Czech messages, who may set it
 * and when), on the real server and the seeded data.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  addDaysIso,
  birthdayOf,
  messages,
  nastaveniCafeterieSchema,
  vitalitasOdpovedSchema,
  vitalitasSjednaniSchema,
  type VitalitasOdpoved,
} from '../../contract/index';
import { formatDateMessage } from '../../contract/format';
import { CAR_MAKER_EMPLOYER_CODE } from '../../contract/person';
import { cafeteriaPeriods, insuranceRequests, vitalitasEnrolments } from '../../server/db/schema';
import { todayInPrague } from '../../server/services/clock';
import { benefitsRequestDetail } from '../../server/services/benefits/request-detail';
import { changedTables, dbFingerprint } from '../support/matrix';
import { apiOf, expectForbidden, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersonId, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const today = todayInPrague();
const year = Number(today.slice(0, 4));
const ids = (...keys: Array<keyof typeof demoPersons>) => keys.map((key) => `seznamPojistenecId=${demoPersons[key].id}`).join('&');

describe(`benefits: Vitalitas and the cafeteria (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;

  const overview = async (typ: string, query: string, who: SignedIn = jana): Promise<VitalitasOdpoved> => {
    const res = await api.json('GET', `/api/vitalitas/${typ}?${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return vitalitasOdpovedSchema.parse(res.json());
  };
  const personOf = (answer: VitalitasOdpoved, key: keyof typeof demoPersons) =>
    answer.seznamPojistencu.find((p) => p.pojistenecId === demoPersons[key].id)!;
  const join = (person: keyof typeof demoPersons, body: Record<string, unknown>, who: SignedIn = jana) =>
    api.json('PUT', personUrl(person, 'vitalitasPrihlaskaVlozit'), who, body);

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    doctor = await signInAs(t.app, 'lekar');
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('Vitalitas', () => {
    it('ZVONEK: the newborn may join (first year free) until the day before his first birthday, the older child may not', async () => {
      const answer = await overview('ZV', ids('jana', 'tereza', 'jakub', 'adam'));
      expect(answer).toMatchObject({ pojisteniTyp: 'ZV', nazev: 'Program ZVONEK', partner: 'Jistota pojišťovna, a.s.', cenaRocni: 480 });
      expect(answer.seznamPojistencu.map((p) => p.jmeno)).toEqual(['Jana', 'Tereza', 'Jakub', 'Adam']);
      expect(personOf(answer, 'adam')).toMatchObject({
        narok: true,
        duvod: null,
        lzePrihlasit: true,
        prvniRokZdarma: true,
        prihlasitDo: `${addDaysIso(birthdayOf(demoPersons.adam.narozen, 1), -1)}T00:00:00`,
        aktivni: null,
        sjednani: [],
      });
      const tereza = personOf(answer, 'tereza');
      expect(tereza).toMatchObject({ narok: false, duvod: messages.vitalitasZvonekAge, lzePrihlasit: false, aktivni: null });
      // Her ZVONEK ran until the day before her 6th birthday.
      expect(tereza.sjednani).toEqual([
        expect.objectContaining({
          stav: 'UKONCENO',
          stavNazev: 'Ukončeno',
          datumDo: `${addDaysIso(birthdayOf(demoPersons.tereza.narozen, 6), -1)}T00:00:00`,
        }),
      ]);
      expect(personOf(answer, 'jana')).toMatchObject({ narok: false, duvod: messages.vitalitasZvonekAge });
    });

    it('GINA: Jakub has it in force; GINA+ for him is refused while GINA lasts; Jana is too old', async () => {
      const gina = await overview('GI', ids('jakub', 'jana'));
      expect(personOf(gina, 'jakub')).toMatchObject({
        narok: true,
        lzePrihlasit: false,
        duvod: messages.vitalitasAlreadyJoined('Program GINA'),
        aktivni: { pojisteniTyp: 'GI', stav: 'AKTIVNI', cena: 590 },
      });
      expect(personOf(gina, 'jana')).toMatchObject({ narok: false, duvod: messages.vitalitasGinaAge });
      const plus = await overview('GI2', ids('jakub'));
      expect(personOf(plus, 'jakub')).toMatchObject({
        lzePrihlasit: false,
        duvod: messages.vitalitasAlreadyJoined('Program GINA'),
        aktivni: null,
      });
      expect(plus.kryti.map((k) => k.nazev)).toContain('Odpovědnost za škodu');
    });

    it('travel insurance: everyone may take it, priced per day; Jana’s trip of last year has ended', async () => {
      const travel = await overview('CP', ids('jana', 'adam'));
      expect(travel.cenaDenni).toEqual({ dospely: { EVROPA: 25, SVET: 55 }, dite: { EVROPA: 15, SVET: 30 } });
      expect(personOf(travel, 'jana')).toMatchObject({ narok: true, lzePrihlasit: true });
      expect(personOf(travel, 'jana').sjednani).toEqual([
        expect.objectContaining({
          datumOd: `${year - 1}-07-11T00:00:00`,
          datumDo: `${year - 1}-07-24T00:00:00`,
          stav: 'UKONCENO',
          cena: 350,
          uzemi: 'EVROPA',
        }),
      ]);
    });

    it('answers 403 when one listed person is not represented by the caller, reading nothing', async () => {
      expectForbidden(await api.json('GET', `/api/vitalitas/ZV?${ids('jana', 'petr')}`, jana));
      expectForbidden(await api.json('GET', `/api/vitalitas/ZV?${ids('jana')}`, petr));
      expectForbidden(await api.json('GET', `/api/vitalitas/ZV?seznamPojistenecId=999999999`, jana));
      // A doctor has no insured-person role; a doctor the person allowed is refused too.
      expectForbidden(await api.json('GET', `/api/vitalitas/ZV?${ids('jana')}`, doctor));
      const other = await api.json('GET', `/api/vitalitas/ZV?${ids('jana', 'petr')}`, jana);
      expect(other.json()).toEqual({ ...other.json(), typ: 'ZAKAZANO', detail: messages.forbidden });
      expect(other.body).not.toContain('Novotný');
    });

    it('answers a bad type or list with the Czech messages', async () => {
      const res = await api.json('GET', `/api/vitalitas/XX?seznamPojistenecId=abc`, jana);
      expect(fieldErrorsOf(res)).toEqual({
        pojisteniTyp: [messages.allowedValues(['CP', 'GI', 'GI2', 'ZV'])],
        'seznamPojistenecId.0': [messages.notNumber],
      });
      expect(fieldErrorsOf(await api.json('GET', '/api/vitalitas/ZV', jana))).toEqual({ seznamPojistenecId: [messages.required] });
    });

    it('joins the newborn to ZVONEK as a VITALITAS request, once for a resent key; the older child is refused', async () => {
      const key = randomUUID();
      const before = Number((await t.db.select({ n: count() }).from(vitalitasEnrolments))[0].n);
      const first = await join('adam', { pojisteniTyp: 'ZV', datumOd: today, idempotencniKlic: key });
      expect(first.statusCode, first.body).toBe(200);
      const applied = vitalitasSjednaniSchema.parse(first.json());
      expect(applied).toMatchObject({
        pojisteniTyp: 'ZV',
        datumOd: `${today}T00:00:00`,
        datumDo: `${addDaysIso(birthdayOf(demoPersons.adam.narozen, 6), -1)}T00:00:00`,
        stav: 'PRIHLASKA',
        stavNazev: 'Přihláška podána',
        cena: 0,
      });
      const again = await join('adam', { pojisteniTyp: 'ZV', datumOd: today, idempotencniKlic: key });
      expect(again.json()).toEqual(first.json());
      expect(Number((await t.db.select({ n: count() }).from(vitalitasEnrolments))[0].n)).toBe(before + 1);
      const requests = (await api.json('GET', personUrl('adam', 'mojeZadosti'), jana)).json().seznamZadosti;
      expect(requests.find((z: { id: number }) => z.id === applied.zadostId)).toMatchObject({ typ: 'VITALITAS', stav: 'PRIJATO' });
      const now = personOf(await overview('ZV', ids('adam')), 'adam');
      expect(now).toMatchObject({ lzePrihlasit: false, duvod: messages.vitalitasAlreadyJoined('Program ZVONEK') });
      expect(now.sjednani[0]).toMatchObject({ id: applied.id, stav: 'PRIHLASKA' });
      const detail = await benefitsRequestDetail(t.db, demoPersonId('adam'), applied.zadostId!);
      expect(detail?.polozky).toEqual(
        expect.arrayContaining([
          { nazev: 'Program', hodnota: 'Program ZVONEK' },
          { nazev: 'Cena', hodnota: 'První rok zdarma' },
        ]),
      );

      const fingerprint = await dbFingerprint(t.db);
      const tereza = await join('tereza', { pojisteniTyp: 'ZV', datumOd: today });
      expect(fieldErrorsOf(tereza, 422)).toEqual({ pojisteniTyp: [messages.vitalitasZvonekAge] });
      const twice = await join('adam', { pojisteniTyp: 'ZV', datumOd: today });
      expect(fieldErrorsOf(twice, 422)).toEqual({ pojisteniTyp: [messages.vitalitasAlreadyJoined('Program ZVONEK')] });
      expect(changedTables(fingerprint, await dbFingerprint(t.db))).toEqual([]);
    });

    it('travel insurance: the price per day, the trip’s limits and no overlap', async () => {
      const from = addDaysIso(today, 30);
      const trip = await join('tereza', { pojisteniTyp: 'CP', datumOd: from, datumDo: addDaysIso(from, 9), uzemi: 'SVET' });
      expect(trip.statusCode, trip.body).toBe(200);
      expect(trip.json()).toMatchObject({ pojisteniTyp: 'CP', cena: 300, uzemi: 'SVET', stav: 'PRIHLASKA' });
      const fingerprint = await dbFingerprint(t.db);
      expect(
        fieldErrorsOf(await join('tereza', { pojisteniTyp: 'CP', datumOd: addDaysIso(from, 5), datumDo: addDaysIso(from, 12) }), 422),
      ).toEqual({
        datumOd: [messages.travelInsuranceOverlaps],
      });
      expect(fieldErrorsOf(await join('jana', { pojisteniTyp: 'CP', datumOd: from, datumDo: addDaysIso(from, 120) }), 422)).toEqual({
        datumDo: [messages.tripTooLong(90)],
      });
      expect(fieldErrorsOf(await join('jana', { pojisteniTyp: 'CP', datumOd: from }), 422)).toEqual({ datumDo: [messages.required] });
      expect(
        fieldErrorsOf(await join('jana', { pojisteniTyp: 'CP', datumOd: addDaysIso(today, -1), datumDo: from, uzemi: 'MESIC' })),
      ).toEqual({
        datumOd: [messages.dateNotBefore(formatDateMessage(today))],
        uzemi: [messages.allowedValues(['EVROPA', 'SVET'])],
      });
      expect(changedTables(fingerprint, await dbFingerprint(t.db))).toEqual([]);
      expectForbidden(await join('jana', { pojisteniTyp: 'CP', datumOd: from, datumDo: from }, petr));
    });
  });

  describe('cafeteria', () => {
    const get = (person: keyof typeof demoPersons, who: SignedIn = jana) => api.json('GET', personUrl(person, 'nastaveniCafeterie'), who);
    const put = (person: keyof typeof demoPersons, body: unknown, who: SignedIn = jana) =>
      api.json('PUT', personUrl(person, 'nastaveniCafeterieUpravit'), who, body);
    const split = (entries: Record<string, number>) => ({
      rozdeleni: Object.entries(entries).map(([kategorie, procento]) => ({ kategorie, procento })),
    });

    it('shows the car-maker employee’s points, split and change window', async () => {
      const res = await get('jana');
      expect(res.statusCode, res.body).toBe(200);
      const cafeteria = nastaveniCafeterieSchema.parse(res.json());
      expect(cafeteria).toMatchObject({ rok: year, lzeNastavit: true, zprava: null, bodyRocni: 6000 });
      expect(cafeteria.rozdeleni).toHaveLength(9);
      expect(cafeteria.rozdeleni.find((r) => r.kategorie === 'VTK-VOLNYCAS')).toEqual({
        kategorie: 'VTK-VOLNYCAS',
        nazev: 'Volný čas',
        procento: 50,
        body: 3000,
      });
      expect(cafeteria.rozdeleni.find((r) => r.kategorie === 'VTK-MAMINKY')).toMatchObject({ procento: 0, body: 0 });
      expect(cafeteria.zmeneno).not.toBeNull();
    });

    it('changes the split; not summing to 100, a category twice or a share out of range is refused with the Czech messages', async () => {
      const fingerprint = await dbFingerprint(t.db);
      expect(fieldErrorsOf(await put('jana', split({ 'VTK-VOLNYCAS': 50, 'VTK-OCKOVANI': 40 })), 422)).toEqual({
        rozdeleni: [messages.cafeteriaPercentSum('90')],
      });
      expect(fieldErrorsOf(await put('jana', split({ 'VTK-VOLNYCAS': 33.33, 'VTK-OCKOVANI': 33.33, 'VTK-VITAMINY': 33.33 })), 422)).toEqual(
        {
          rozdeleni: [messages.cafeteriaPercentSum('99,99')],
        },
      );
      const twice = {
        rozdeleni: [
          { kategorie: 'VTK-VOLNYCAS', procento: 50 },
          { kategorie: 'VTK-VOLNYCAS', procento: 50 },
        ],
      };
      expect(fieldErrorsOf(await put('jana', twice), 422)).toEqual({ 'rozdeleni.1.kategorie': [messages.duplicateCategory('Volný čas')] });
      expect(fieldErrorsOf(await put('jana', split({ 'VTK-VOLNYCAS': 120, 'VTK-KINO': -20 })))).toEqual({
        'rozdeleni.0.procento': [messages.max(100)],
        'rozdeleni.1.kategorie': [
          messages.allowedValues([
            'VTK-ZUBYZRAK',
            'VTK-VITAMINY',
            'VTK-VOLNYCAS',
            'VTK-VITALITAS',
            'VTK-OCKOVANI',
            'VTK-VYSETRENI',
            'VTK-STOPRAKOVINE',
            'VTK-MAMINKY',
            'VTK-POMUCKY',
          ]),
        ],
        'rozdeleni.1.procento': [messages.min(0)],
      });
      expect(changedTables(fingerprint, await dbFingerprint(t.db))).toEqual([]);

      const res = await put('jana', split({ 'VTK-VOLNYCAS': 33.34, 'VTK-OCKOVANI': 33.33, 'VTK-VITAMINY': 33.33, 'VTK-MAMINKY': 0 }));
      expect(res.statusCode, res.body).toBe(200);
      const changed = nastaveniCafeterieSchema.parse(res.json());
      expect(changed.rozdeleni.filter((r) => r.procento > 0)).toEqual([
        { kategorie: 'VTK-VITAMINY', nazev: 'Léky a vitamíny', procento: 33.33, body: 1999 },
        { kategorie: 'VTK-VOLNYCAS', nazev: 'Volný čas', procento: 33.34, body: 2000 },
        { kategorie: 'VTK-OCKOVANI', nazev: 'Očkování', procento: 33.33, body: 1999 },
      ]);
      expect((await get('jana')).json()).toEqual(changed);
    });

    it("anyone else, or outside the change window: 'Cafeterii nelze nastavit.'", async () => {
      const petrs = nastaveniCafeterieSchema.parse((await get('petr', petr)).json());
      expect(petrs).toMatchObject({ lzeNastavit: false, zprava: messages.cafeteriaCannotBeSet, rozdeleni: [], bodyRocni: null });
      const fingerprint = await dbFingerprint(t.db);
      expect(fieldErrorsOf(await put('petr', split({ 'VTK-VOLNYCAS': 100 }), petr), 422)).toEqual({
        _form: [messages.cafeteriaCannotBeSet],
      });
      // Tereza is a child: no employer, no cafeteria.
      expect(fieldErrorsOf(await put('tereza', split({ 'VTK-VOLNYCAS': 100 })), 422)).toEqual({ _form: [messages.cafeteriaCannotBeSet] });
      expect(changedTables(fingerprint, await dbFingerprint(t.db))).toEqual([]);

      const where = and(eq(cafeteriaPeriods.zamestnavatel, CAR_MAKER_EMPLOYER_CODE), eq(cafeteriaPeriods.rok, year));
      const [period] = await t.db.select().from(cafeteriaPeriods).where(where);
      await t.db
        .update(cafeteriaPeriods)
        .set({ zmenaOd: addDaysIso(today, -60), zmenaDo: addDaysIso(today, -1) })
        .where(where);
      try {
        expect((await get('jana')).json()).toMatchObject({ lzeNastavit: false, zprava: messages.cafeteriaCannotBeSet, bodyRocni: 6000 });
        const closed = await dbFingerprint(t.db);
        expect(fieldErrorsOf(await put('jana', split({ 'VTK-VOLNYCAS': 100 })), 422)).toEqual({ _form: [messages.cafeteriaCannotBeSet] });
        expect(changedTables(closed, await dbFingerprint(t.db))).toEqual([]);
      } finally {
        await t.db.update(cafeteriaPeriods).set({ zmenaOd: period.zmenaOd, zmenaDo: period.zmenaDo }).where(where);
      }
      expectForbidden(await get('jana', petr));
      expectForbidden(await put('jana', split({ 'VTK-VOLNYCAS': 100 }), doctor));
    });
  });

  it('every seeded VITALITAS request belongs to an insurance', async () => {
    const rows = await t.db
      .select({ id: insuranceRequests.id, enrolment: vitalitasEnrolments.id })
      .from(insuranceRequests)
      .leftJoin(vitalitasEnrolments, eq(vitalitasEnrolments.requestId, insuranceRequests.id))
      .where(eq(insuranceRequests.typ, 'VITALITAS'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.enrolment !== null)).toBe(true);
  });
});

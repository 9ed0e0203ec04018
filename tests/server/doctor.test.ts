import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, and } from 'drizzle-orm';
import { apiErrorSchema, messages, prehledPacientu } from '../../contract/index';
import { doctorAccess, users } from '../../server/db/schema';
import { foldName, nameStartsWith } from '../../server/services/doctor/patients';
import { birthNumberOf } from '../../server/seed/demo-data';
import {
  createTestApp,
  databaseKindLabel,
  demoPersonId,
  demoPersons,
  signInAs,
  type DemoLogin,
  type SignedIn,
  type TestApp,
} from '../support/test-app';
import { invalidateAuthCache } from '../../server/auth-cache';

type PersonKey = keyof typeof demoPersons;
const personKeys = Object.keys(demoPersons) as PersonKey[];
const birthNumber = (key: PersonKey) => birthNumberOf(demoPersons[key], personKeys.indexOf(key));

describe(`doctor: GET /prehledPacientu (${databaseKindLabel})`, () => {
  let t: TestApp;
  const tokens = {} as Record<DemoLogin, SignedIn>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const login of ['lekar', 'lekar-pojistenec', 'pojistenec'] as const) tokens[login] = await signInAs(t.app, login);
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (query: string, login: DemoLogin | null = 'lekar') =>
    t.app.inject({ method: 'GET', url: `/api/prehledPacientu${query}`, headers: login ? tokens[login].authorization : {} });
  const patients = async (query = '', login: DemoLogin = 'lekar') => {
    const res = await get(query, login);
    expect(res.statusCode, res.body).toBe(200);
    return prehledPacientu.response.parse(res.json()).seznamPacientu;
  };
  const idsOf = (list: { pojistenecId: number | string }[]) => list.map((p) => p.pojistenecId);
  const ids = (...keys: PersonKey[]) => keys.map((key) => demoPersons[key].id);

  it('lists only the patients who allowed this doctor, sorted by surname', async () => {
    const list = await patients();
    // Kateřina Černá (4100008) withdrew the permission; Jakub and Tomáš never gave one.
    expect(idsOf(list)).toEqual(ids('jana', 'tereza', 'petr', 'josef', 'marie'));
    expect(idsOf(list)).not.toContain(4100008);
    expect(list[0]).toEqual({
      pojistenecId: demoPersons.jana.id,
      jmeno: 'Jana',
      prijmeni: 'Dvořáková',
      narozen: '1986-03-14T00:00:00',
      rodneCislo: birthNumber('jana'),
    });
    expect(list.every((p) => /^\d{10}$/.test(p.rodneCislo))).toBe(true);
  });

  it('each doctor sees their own patients', async () => {
    expect(idsOf(await patients('', 'lekar-pojistenec'))).toEqual(ids('josef'));
  });

  it('a withdrawn permission hides the patient at once', async () => {
    const [doctor] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'lekar-pojistenec'));
    const row = and(eq(doctorAccess.doctorUserId, doctor.id), eq(doctorAccess.insuredPersonId, demoPersonId('josef')));
    await t.db.update(doctorAccess).set({ allowed: false }).where(row);
    try {
      expect(await patients('', 'lekar-pojistenec')).toEqual([]);
    } finally {
      await t.db.update(doctorAccess).set({ allowed: true }).where(row);
    }
  });

  it('an access with an end date lapses by itself: neither the list nor the record after it, both before it', async () => {
    const [doctor] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'lekar-pojistenec'));
    const row = and(eq(doctorAccess.doctorUserId, doctor.id), eq(doctorAccess.insuredPersonId, demoPersonId('josef')));
    const anamnesis = () =>
      t.app.inject({ method: 'GET', url: `/api/poj/${demoPersons.josef.id}/anamneza`, headers: tokens['lekar-pojistenec'].authorization });
    try {
      await t.db
        .update(doctorAccess)
        .set({ validUntil: new Date(Date.now() - 1000) })
        .where(row);
      // Stands in for the end passing: the row changed behind the server's back, so its cache is cleared.
      invalidateAuthCache();
      expect(await patients('', 'lekar-pojistenec')).toEqual([]);
      expect((await anamnesis()).statusCode).toBe(403);
      await t.db
        .update(doctorAccess)
        .set({ validUntil: new Date(Date.now() + 3_600_000) })
        .where(row);
      invalidateAuthCache();
      expect(idsOf(await patients('', 'lekar-pojistenec'))).toEqual(ids('josef'));
      expect((await anamnesis()).statusCode).toBe(200);
    } finally {
      await t.db.update(doctorAccess).set({ validUntil: null }).where(row);
    }
  });

  it('an insured person without the doctor role gets 403, no token 401', async () => {
    const res = await get('', 'pojistenec');
    expect(res.statusCode).toBe(403);
    expect(apiErrorSchema.parse(res.json()).typ).toBe('ZAKAZANO');
    expect((await get('', null)).statusCode).toBe(401);
  });

  it('filters by the start of the name and surname, ignoring case and diacritics', async () => {
    expect(idsOf(await patients('?prijmeni=dvo'))).toEqual(ids('jana', 'tereza'));
    expect(idsOf(await patients(`?prijmeni=${encodeURIComponent('DVOŘ')}`))).toEqual(ids('jana', 'tereza'));
    expect(idsOf(await patients('?jmeno=ja&prijmeni=dvorakova'))).toEqual(ids('jana'));
    expect(idsOf(await patients('?jmeno=Jo'))).toEqual(ids('josef'));
    // a prefix, not a substring
    expect(await patients('?prijmeni=rakova')).toEqual([]);
    // blank filters are absent
    expect(idsOf(await patients('?jmeno=&prijmeni=%20&rocis='))).toHaveLength(5);
  });

  it('filters by the whole birth number, with or without the slash', async () => {
    const rc = birthNumber('petr');
    expect(idsOf(await patients(`?rocis=${rc}`))).toEqual(ids('petr'));
    expect(idsOf(await patients(`?rocis=${rc.slice(0, 6)}%2F${rc.slice(6)}`))).toEqual(ids('petr'));
    expect(await patients(`?rocis=${rc.slice(0, 6)}`)).toEqual([]);
    // a patient who did not allow the doctor is not found by the birth number either
    expect(await patients(`?rocis=${birthNumber('katerina')}`)).toEqual([]);
  });

  it('refuses a bad filter with Czech messages', async () => {
    const chybyOf = async (query: string) => {
      const res = await get(query);
      expect(res.statusCode, res.body).toBe(400);
      const body = apiErrorSchema.parse(res.json());
      expect(body.typ).toBe('VALIDACE');
      return body.chyby;
    };
    expect(await chybyOf('?rocis=86031a')).toEqual({ rocis: [messages.notNumber] });
    expect(await chybyOf('?rocis=12345678901')).toEqual({ rocis: [messages.tooLong(10)] });
    expect(await chybyOf(`?jmeno=${encodeURIComponent('<b>x</b>')}`)).toEqual({ jmeno: [messages.noHtml] });
    expect(await chybyOf(`?prijmeni=${'a'.repeat(51)}`)).toEqual({ prijmeni: [messages.tooLong(50)] });
  });

  it('folds names for the prefix match', () => {
    expect(foldName('Černá')).toBe('cerna');
    expect(foldName('ŘEHOŘ')).toBe('rehor');
    expect(nameStartsWith('Kateřina', 'kate')).toBe(true);
    expect(nameStartsWith('Kateřina', undefined)).toBe(true);
    expect(nameStartsWith('Kateřina', 'ina')).toBe(false);
  });
});

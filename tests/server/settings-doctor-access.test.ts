/**
 * Doctors' access (GET/PUT /nastaveniPristupLekar): the doctors offered, allowed or not, with an
 * optional last day; the doctor's patient list and the person-access check follow a change at
 * once (read as the doctor before and after); the history of grants; bad input and unknown doctors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDaysIso, formatDateMessage, messages, nastaveniPristupLekar, prehledPacientu } from '../../contract/index';
import { todayInPrague } from '../../server/services/clock';
import { doctorAccess, users } from '../../server/db/schema';
import { endOfPragueDay, lastDayOf } from '../../server/services/settings/doctor-access';
import { apiOf, expectForbidden, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { changedTables, dbFingerprint } from '../support/matrix';
import { createTestApp, databaseKindLabel, demoPersonId, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';
import { invalidateAuthCache } from '../../server/auth-cache';

describe(`doctors' access with an end date (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let tomas: SignedIn;
  let eva: SignedIn;
  let ids: { eva: number; tomas: number; petr: number };

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600 });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
    tomas = await signInAs(t.app, 'lekar-pojistenec');
    eva = await signInAs(t.app, 'lekar');
    const rows = await t.db.select({ id: users.id, login: users.login }).from(users);
    const idOf = (login: string) => rows.find((row) => row.login === login)!.id;
    ids = { eva: idOf('lekar'), tomas: idOf('lekar-pojistenec'), petr: idOf('osvc') };
  });
  afterAll(async () => {
    await t?.close();
  });

  const listOf = async (who: SignedIn, person: 'jana' | 'jakub' | 'tomas') => {
    const res = await api.json('GET', personUrl(person, 'nastaveniPristupLekar'), who);
    expect(res.statusCode, res.body).toBe(200);
    return nastaveniPristupLekar.response.parse(res.json()).seznamLekaru;
  };
  const patientsOf = async (doctor: SignedIn) => {
    const res = await api.json('GET', '/api/prehledPacientu', doctor);
    expect(res.statusCode, res.body).toBe(200);
    return prehledPacientu.response.parse(res.json()).seznamPacientu.map((patient) => patient.pojistenecId);
  };
  const readsAnamnesis = async (doctor: SignedIn, person: 'jana' | 'jakub') =>
    (await api.json('GET', personUrl(person, 'anamneza'), doctor)).statusCode;

  it("lists the doctors with their profile and state; Jana allowed MUDr. Malá, not MUDr. Horák; Jakub's access lapsed", async () => {
    const list = await listOf(jana, 'jana');
    expect(list.map((doctor) => [doctor.prijmeni, doctor.stav])).toEqual([
      ['Horák', 'NEPOVOLENO'],
      ['Malá', 'POVOLENO'],
    ]);
    expect(list[1]).toMatchObject({
      lekarId: ids.eva,
      jmeno: 'Eva',
      titulPred: 'MUDr.',
      odbornost: 'Praktický lékař pro dospělé',
      platnostDo: null,
      historie: [{ povoleno: true, platnostDo: null }],
    });
    const jakub = await listOf(jana, 'jakub');
    const lapsed = jakub.find((doctor) => doctor.lekarId === ids.eva)!;
    expect(lapsed.stav).toBe('VYPRSELO');
    expect(lapsed.platnostDo).toBe(`${addDaysIso(todayInPrague(), -10)}T00:00:00`);
    expect(await patientsOf(eva)).not.toContain(demoPersons.jakub.id);
    expect(await readsAnamnesis(eva, 'jakub')).toBe(403);
  });

  it('a doctor who is the person themself is not offered', async () => {
    expect((await listOf(tomas, 'tomas')).map((doctor) => doctor.lekarId)).toEqual([ids.eva]);
  });

  it("allowing a doctor until a date shows the patient in the doctor's list and lets the doctor read at once; withdrawing ends it at once", async () => {
    expect(await patientsOf(tomas)).not.toContain(demoPersons.jana.id);
    expect(await readsAnamnesis(tomas, 'jana')).toBe(403);

    const until = addDaysIso(todayInPrague(), 30);
    const res = await api.json('PUT', personUrl('jana', 'nastaveniPristupLekar'), jana, {
      seznamLekaru: [{ lekarId: ids.tomas, povoleno: true, platnostDo: until }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const horak = nastaveniPristupLekar.response.parse(res.json()).seznamLekaru.find((doctor) => doctor.lekarId === ids.tomas)!;
    expect(horak).toMatchObject({ stav: 'POVOLENO', platnostDo: `${until}T00:00:00` });
    expect(horak.historie[0]).toMatchObject({ povoleno: true, platnostDo: `${until}T00:00:00`, zmenil: 'Jana Dvořáková' });
    const [stored] = await t.db
      .select()
      .from(doctorAccess)
      .where(and(eq(doctorAccess.insuredPersonId, demoPersonId('jana')), eq(doctorAccess.doctorUserId, ids.tomas)));
    expect(stored.validUntil?.toISOString()).toBe(endOfPragueDay(until).toISOString());

    expect(await patientsOf(tomas)).toContain(demoPersons.jana.id);
    expect(await readsAnamnesis(tomas, 'jana')).toBe(200);
    // Reading only: the doctor never writes.
    expectForbidden(await api.json('PUT', personUrl('jana', 'anamneza'), tomas, { koureniKod: 'NEKOURI' }));

    const withdrawn = await api.json('PUT', personUrl('jana', 'nastaveniPristupLekar'), jana, {
      seznamLekaru: [{ lekarId: String(ids.tomas), povoleno: false, platnostDo: until }],
    });
    const after = nastaveniPristupLekar.response.parse(withdrawn.json()).seznamLekaru.find((doctor) => doctor.lekarId === ids.tomas)!;
    expect(after).toMatchObject({ stav: 'NEPOVOLENO', platnostDo: null });
    expect(after.historie.map((entry) => entry.povoleno)).toEqual([false, true]);
    expect(await patientsOf(tomas)).not.toContain(demoPersons.jana.id);
    expect(await readsAnamnesis(tomas, 'jana')).toBe(403);
  });

  it('an access whose last day has passed lapses by itself: gone from the list and refused, shown as VYPRSELO', async () => {
    await api.json('PUT', personUrl('jana', 'nastaveniPristupLekar'), jana, { seznamLekaru: [{ lekarId: ids.tomas, povoleno: true }] });
    expect(await readsAnamnesis(tomas, 'jana')).toBe(200);
    await t.db
      .update(doctorAccess)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(and(eq(doctorAccess.insuredPersonId, demoPersonId('jana')), eq(doctorAccess.doctorUserId, ids.tomas)));
    // Stands in for the day passing: the row changed behind the server's back, so its cache is cleared.
    invalidateAuthCache();
    expect(await readsAnamnesis(tomas, 'jana')).toBe(403);
    expect(await patientsOf(tomas)).not.toContain(demoPersons.jana.id);
    expect((await listOf(jana, 'jana')).find((doctor) => doctor.lekarId === ids.tomas)?.stav).toBe('VYPRSELO');
    // Allowed again without an end date: until withdrawn.
    await api.json('PUT', personUrl('jana', 'nastaveniPristupLekar'), jana, { seznamLekaru: [{ lekarId: ids.tomas, povoleno: true }] });
    expect(await readsAnamnesis(tomas, 'jana')).toBe(200);
  });

  it('the last day may be today (the access ends at midnight, Prague time)', async () => {
    const res = await api.json('PUT', personUrl('jakub', 'nastaveniPristupLekar'), jana, {
      seznamLekaru: [{ lekarId: ids.eva, povoleno: true, platnostDo: todayInPrague() }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await readsAnamnesis(eva, 'jakub')).toBe(200);
  });

  it('refuses a past date, a duplicate, an empty list and bad values with the Czech messages; unknown doctors with 422; nothing stored', async () => {
    const before = await dbFingerprint(t.db);
    const yesterday = addDaysIso(todayInPrague(), -1);
    const put = (body: unknown) => api.json('PUT', personUrl('jana', 'nastaveniPristupLekar'), jana, body);
    expect(fieldErrorsOf(await put({ seznamLekaru: [{ lekarId: ids.tomas, povoleno: true, platnostDo: yesterday }] }))).toEqual({
      'seznamLekaru.0.platnostDo': [messages.dateNotBefore(formatDateMessage(todayInPrague()))],
    });
    expect(fieldErrorsOf(await put({ seznamLekaru: [{ lekarId: ids.tomas, povoleno: true, platnostDo: '31.2.2030' }] }))).toEqual({
      'seznamLekaru.0.platnostDo': [messages.dateFormat],
    });
    expect(
      fieldErrorsOf(
        await put({
          seznamLekaru: [
            { lekarId: ids.tomas, povoleno: true },
            { lekarId: ids.tomas, povoleno: false },
          ],
        }),
      ),
    ).toEqual({ seznamLekaru: [messages.listHasDuplicates] });
    expect(fieldErrorsOf(await put({ seznamLekaru: [] }))).toEqual({ seznamLekaru: [messages.tooFewItems(1)] });
    expect(fieldErrorsOf(await put({ seznamLekaru: [{ lekarId: 'x', povoleno: 'snad' }] }))).toEqual({
      'seznamLekaru.0.lekarId': [messages.notNumber],
      'seznamLekaru.0.povoleno': [messages.unsupportedFormat],
    });
    // A user without the doctor role, a doctor that does not exist, the person's own representative
    expect(
      fieldErrorsOf(
        await put({
          seznamLekaru: [
            { lekarId: ids.tomas, povoleno: true },
            { lekarId: ids.petr, povoleno: true },
            { lekarId: 999999, povoleno: true },
          ],
        }),
        422,
      ),
    ).toEqual({ 'seznamLekaru.1.lekarId': [messages.recordDoesNotExist], 'seznamLekaru.2.lekarId': [messages.recordDoesNotExist] });
    const self = await api.json('PUT', personUrl('tomas', 'nastaveniPristupLekar'), tomas, {
      seznamLekaru: [{ lekarId: ids.tomas, povoleno: true }],
    });
    expect(fieldErrorsOf(self, 422)).toEqual({ 'seznamLekaru.0.lekarId': [messages.recordDoesNotExist] });
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
  });

  it('only representatives: another insured person and doctors get 403, nothing changes', async () => {
    const before = await dbFingerprint(t.db);
    for (const who of [petr, eva, tomas]) {
      expectForbidden(await api.json('GET', personUrl('jana', 'nastaveniPristupLekar'), who));
      expectForbidden(
        await api.json('PUT', personUrl('jana', 'nastaveniPristupLekar'), who, { seznamLekaru: [{ lekarId: ids.eva, povoleno: false }] }),
      );
    }
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
  });

  it('ends a day at midnight in Prague, in winter and summer time and on the day the clocks change', () => {
    expect(endOfPragueDay('2026-01-15').toISOString()).toBe('2026-01-15T23:00:00.000Z');
    expect(endOfPragueDay('2026-07-01').toISOString()).toBe('2026-07-01T22:00:00.000Z');
    expect(endOfPragueDay('2026-03-29').toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(endOfPragueDay('2026-10-24').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(endOfPragueDay('2026-10-25').toISOString()).toBe('2026-10-25T23:00:00.000Z');
    for (const day of ['2026-01-15', '2026-03-29', '2026-10-25', '2026-12-31']) expect(lastDayOf(endOfPragueDay(day))).toBe(day);
  });
});

/**
 * Travel insurance for a family trip (issue 37): one send with every person who goes, one
 * application (a VITALITAS request) per person, priced by the server; every listed person must be
 * represented by the caller (a stranger's or an unknown id → 403, nothing written); one person's
 * refusal refuses the whole send (all or nothing), naming the person; a resend with the same key
 * stores nothing twice.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDaysIso, messages, vitalitasRodinaOdpovedSchema } from '../../contract/index';
import { auditLog, vitalitasEnrolments } from '../../server/db/schema';
import { todayInPrague } from '../../server/services/clock';
import { changedTables, dbFingerprint } from '../support/matrix';
import { apiOf, expectForbidden, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersonId, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const today = todayInPrague();
const idOf = (key: keyof typeof demoPersons) => String(demoPersons[key].id);
const withoutAudit = (tables: string[]) => tables.filter((name) => name !== 'audit_log');

describe(`benefits: family travel insurance in one send (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;

  const send = (body: Record<string, unknown>, who: SignedIn = jana) => api.json('PUT', '/api/vitalitasPrihlaskaRodinaVlozit', who, body);
  const trip = (from: string, days: number, extra: Record<string, unknown> = {}) => ({
    datumOd: from,
    datumDo: addDaysIso(from, days - 1),
    uzemi: 'EVROPA',
    ...extra,
  });

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('insures the whole family with one send: an application per person, each priced by age on the server, and the total', async () => {
    const from = addDaysIso(today, 40);
    const key = randomUUID();
    const family = ['jana', 'tereza', 'jakub', 'adam'] as const;
    // A price sent by the client is not a field of the call: the server prices the trip itself.
    const res = await send({ ...trip(from, 7), seznamPojistenecId: family.map(idOf), idempotencniKlic: key });
    expect(res.statusCode, res.body).toBe(200);
    const answer = vitalitasRodinaOdpovedSchema.parse(res.json());
    // 7 days in Europe: adults 25 Kč a day (Jana; Jakub is 22), children under 18 15 Kč a day (Tereza, Adam).
    expect(answer.seznamSjednani.map((item) => [String(item.pojistenecId), item.cena, item.stav, item.uzemi])).toEqual([
      [idOf('jana'), 175, 'PRIHLASKA', 'EVROPA'],
      [idOf('tereza'), 105, 'PRIHLASKA', 'EVROPA'],
      [idOf('jakub'), 175, 'PRIHLASKA', 'EVROPA'],
      [idOf('adam'), 105, 'PRIHLASKA', 'EVROPA'],
    ]);
    expect(answer.cenaCelkem).toBe(560);
    for (const item of answer.seznamSjednani) {
      expect(item).toMatchObject({ pojisteniTyp: 'CP', datumOd: `${from}T00:00:00`, datumDo: `${addDaysIso(from, 6)}T00:00:00` });
    }

    // Each person has the application in 'Moje žádosti'.
    for (const person of family) {
      const requests = (await api.json('GET', personUrl(person, 'mojeZadosti'), jana)).json().seznamZadosti as Array<{
        id: number;
        typ: string;
      }>;
      const mine = answer.seznamSjednani.find((item) => String(item.pojistenecId) === idOf(person))!;
      expect(requests.find((request) => request.id === mine.zadostId)).toMatchObject({ typ: 'VITALITAS' });
    }
    // Stored in hellers as the server priced them.
    const rows = await t.db
      .select({ cenaHal: vitalitasEnrolments.cenaHal })
      .from(vitalitasEnrolments)
      .where(eq(vitalitasEnrolments.idempotencyKey, key));
    expect(rows.map((row) => row.cenaHal).sort((a, b) => a - b)).toEqual([10500, 10500, 17500, 17500]);
    // Audited: one write per person.
    const audited = await t.db
      .select({ person: auditLog.insuredPersonId, result: auditLog.result })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'vitalitasPrihlaskaRodinaVlozit'),
          inArray(
            auditLog.insuredPersonId,
            family.map((person) => demoPersonId(person)),
          ),
        ),
      );
    expect(audited.filter((row) => row.result === 'POVOLENO')).toHaveLength(4);

    // A resend of the same send (a lost answer) stores nothing twice.
    const fingerprint = await dbFingerprint(t.db);
    const again = await send({ ...trip(from, 7), seznamPojistenecId: family.map(idOf), idempotencniKlic: key });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(withoutAudit(changedTables(fingerprint, await dbFingerprint(t.db)))).toEqual([]);
  });

  it('refuses the whole send when one person cannot go, naming the person; nobody gets an application', async () => {
    const from = addDaysIso(today, 100);
    const first = await send({ ...trip(from, 5), seznamPojistenecId: [idOf('tereza')] });
    expect(first.statusCode, first.body).toBe(200);
    const fingerprint = await dbFingerprint(t.db);
    const clash = await send({ ...trip(addDaysIso(from, 2), 5), seznamPojistenecId: [idOf('jana'), idOf('tereza')] });
    expect(fieldErrorsOf(clash, 422)).toEqual({
      datumOd: [messages.vitalitasFamilyPerson('Tereza Dvořáková', messages.travelInsuranceOverlaps)],
    });
    expect(withoutAudit(changedTables(fingerprint, await dbFingerprint(t.db)))).toEqual([]);
    const tooLong = await send({ ...trip(from, 120), seznamPojistenecId: [idOf('jana'), idOf('jakub')] });
    expect(fieldErrorsOf(tooLong, 422)).toEqual({
      datumDo: [
        messages.vitalitasFamilyPerson('Jana Dvořáková', messages.tripTooLong(90)),
        messages.vitalitasFamilyPerson('Jakub Dvořák', messages.tripTooLong(90)),
      ],
    });
    expect(withoutAudit(changedTables(fingerprint, await dbFingerprint(t.db)))).toEqual([]);
  });

  it('answers 403 for a person the caller does not represent or an unknown id, writing nothing', async () => {
    const fingerprint = await dbFingerprint(t.db);
    const body = trip(addDaysIso(today, 200), 3);
    expectForbidden(await send({ ...body, seznamPojistenecId: [idOf('jana'), idOf('petr')] }));
    expectForbidden(await send({ ...body, seznamPojistenecId: [idOf('jana'), '999999999'] }));
    expectForbidden(await send({ ...body, seznamPojistenecId: [idOf('jana')] }, petr));
    const unsigned = await api.json('PUT', '/api/vitalitasPrihlaskaRodinaVlozit', null, { ...body, seznamPojistenecId: [idOf('jana')] });
    expect(unsigned.statusCode).toBe(401);
    expect(withoutAudit(changedTables(fingerprint, await dbFingerprint(t.db)))).toEqual([]);
  });

  it('answers bad input with the contract’s Czech messages', async () => {
    expect(fieldErrorsOf(await send({ ...trip(addDaysIso(today, 10), 3), seznamPojistenecId: [] }))).toEqual({
      seznamPojistenecId: [messages.vitalitasFamilyNobody],
    });
    expect(fieldErrorsOf(await send({ datumOd: addDaysIso(today, 10), uzemi: 'MESIC', seznamPojistenecId: ['abc'] }))).toEqual({
      datumDo: [messages.required],
      uzemi: [messages.allowedValues(['EVROPA', 'SVET'])],
      'seznamPojistenecId.0': [messages.notNumber],
    });
  });
});

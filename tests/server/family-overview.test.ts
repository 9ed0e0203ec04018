import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { rodinaPrehled, stavPojistence, type RodinaPrehled } from '../../contract/index';
import { auditLog, users } from '../../server/db/schema';
import { apiOf, expectForbidden, personUrl, type Api } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';

/**
 * The family on the start page (GET /rodina/prehled, issue 37): Jana represents herself, Tereza
 * (11), Jakub (22) and Adam (four months) — the seed keeps Adam's 4-month check-up due today,
 * Tereza's programme claim waiting for documents and unread messages for Tereza and Jakub.
 */
describe(`family overview GET /rodina/prehled (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;
  let doctor: SignedIn;
  const url = '/api/rodina/prehled';

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

  const overviewOf = async (who: SignedIn): Promise<RodinaPrehled> => {
    const res = await api.json('GET', url, who);
    expect(res.statusCode, res.body).toBe(200);
    return rodinaPrehled.response.parse(res.json());
  };
  const ids = (overview: RodinaPrehled) => overview.seznamOsob.map((person) => String(person.pojistenecId));

  it('answers for everyone the mother represents, in the switcher’s order, each with what is due for them now', async () => {
    const overview = await overviewOf(jana);
    expect(ids(overview)).toEqual([demoPersons.jana.id, demoPersons.tereza.id, demoPersons.jakub.id, demoPersons.adam.id].map(String));
    const byName = Object.fromEntries(overview.seznamOsob.map((person) => [person.jmeno, person]));

    // The 4-month-old's check-up due now, as an action with his paediatrician's phone, leading to it.
    const adam = byName.Adam!;
    expect(adam.typZastupce).toBe('DITE');
    expect(adam.vek).toBe(0);
    expect(adam.polozky[0]).toMatchObject({
      druh: 'PREVENCE',
      naleh: 'TED',
      odkaz: 'PRAKTICKY_LEKAR_DETI',
      nazev: expect.stringMatching(/^Čas na preventivní prohlídku – objednejte se u MUDr\. Petra Nováková \(tel\.\s\+420[\d\s]+\)$/),
    });

    // Tereza: the request waiting for documents first, her unread messages among what is due now.
    const tereza = byName.Tereza!;
    expect(tereza.polozky[0]).toMatchObject({
      druh: 'ZADOST',
      naleh: 'TED',
      odkaz: expect.stringMatching(/^\d+$/),
      nazev: expect.stringMatching(/^Čeká na vás: .+ – doložte doklady$/),
    });
    expect(tereza.polozky).toContainEqual(
      expect.objectContaining({ druh: 'ZPRAVY', naleh: 'TED', nazev: '2 nepřečtené zprávy', odkaz: null }),
    );

    // Nothing later sits beside what is due: the mother's HPV test (possible again in 2031) is not there.
    const janaRow = byName.Jana!;
    expect(janaRow.polozky.map((item) => item.naleh)).not.toContain('POZDEJI');
    expect(janaRow.polozky.some((item) => item.nazev.includes('HPV'))).toBe(false);
    // The GP check-up that can be booked now is there, with whom to call.
    expect(janaRow.polozky).toContainEqual(
      expect.objectContaining({
        druh: 'PREVENCE',
        naleh: 'LZE_OBJEDNAT',
        odkaz: 'PRAKTICKY_LEKAR',
        nazev: expect.stringContaining('MUDr. Alena Horáková'),
      }),
    );

    // Every row is ranked: due now before bookable before later.
    const order = { TED: 0, LZE_OBJEDNAT: 1, POZDEJI: 2 } as const;
    for (const person of overview.seznamOsob) {
      const ranks = person.polozky.map((item) => order[item.naleh]);
      expect(ranks, person.jmeno).toEqual([...ranks].sort((a, b) => a - b));
    }
  });

  it('the start page’s status follows the same ranking: the bookable GP check-up, not the HPV test of 2031; the state pays for the child', async () => {
    const own = stavPojistence.response.parse((await api.json('GET', personUrl('jana', 'stavPojistence'), jana)).json());
    expect(own.prevence).toMatchObject({
      id: 'PRAKTICKY_LEKAR',
      naleh: 'LZE_OBJEDNAT',
      akce: expect.stringContaining('objednejte se u MUDr. Alena Horáková'),
    });
    expect(own.platceTyp).toBe('ZAMESTNAVATEL');
    const child = stavPojistence.response.parse((await api.json('GET', personUrl('adam', 'stavPojistence'), jana)).json());
    expect(child.prevence).toMatchObject({ id: 'PRAKTICKY_LEKAR_DETI', naleh: 'TED' });
    expect(child.platceTyp).toBe('STAT');
  });

  it('answers only for the caller’s own: another insured person gets himself alone, and never the mother’s children', async () => {
    const overview = await overviewOf(petr);
    expect(ids(overview)).toEqual([String(demoPersons.petr.id)]);
    const family = [demoPersons.jana, demoPersons.tereza, demoPersons.jakub, demoPersons.adam].map((p) => String(p.id));
    expect(JSON.stringify(overview)).not.toMatch(new RegExp(family.join('|')));
    // And the mother's answer names no one she does not represent.
    expect(ids(await overviewOf(jana))).not.toContain(String(demoPersons.petr.id));
    // Her children stay closed to him one by one, too.
    expectForbidden(await api.json('GET', personUrl('adam', 'stavPojistence'), petr));
  });

  it('refuses without a token (401) and a doctor without the insured-person role (403)', async () => {
    expect((await api.json('GET', url, null)).statusCode).toBe(401);
    expect([401, 403]).toContain((await api.json('GET', url, doctor)).statusCode);
  });

  it('records each person’s read in the audit log, as the per-person calls do', async () => {
    await overviewOf(jana);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'pojistenec'));
    const started = Date.now();
    let persons: string[] = [];
    while (Date.now() - started < 2000) {
      const rows = await t.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.userId, user!.id), eq(auditLog.action, 'rodinaPrehled')))
        .orderBy(asc(auditLog.id));
      persons = [...new Set(rows.map((row) => String(row.insuredPersonId)))];
      if (persons.length >= 4) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(persons.sort()).toEqual(
      [demoPersons.jana.id, demoPersons.tereza.id, demoPersons.jakub.id, demoPersons.adam.id].map(String).sort(),
    );
  });
});

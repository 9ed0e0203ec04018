/**
 * The employer's benefits programme (issue 35): a machine client registered for one employer reads,
 * with the scope prevence:zamestnavatel, the preventive check-up dates of that employer's employees
 * who gave the PREVENCE_ZAMESTNAVATEL consent — name, date of birth and per check-up its kind, the
 * last date and from when the next is due; nobody without the consent or after its withdrawal, no
 * other employer's employees, no screenings; each person read is in their 'Kdo viděl moje údaje'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { pristupSchema, type Pristup } from '../../contract/audit';
import { EMPLOYER_SCOPE, systemZamestnavatelProhlidky } from '../../contract/core-system';
import { prevence } from '../../contract/prevention';
import { CAR_MAKER_EMPLOYER_CODE } from '../../contract/person';
import { auditLog } from '../../server/db/schema';
import { addMachineClient, ClientSetupError } from '../../server/services/core-system/clients';
import { apiOf, personUrl, type Api, type Person } from '../support/health';
import { createTestClient, type TestClient } from '../support/machine-client';
import { createTestApp, databaseKindLabel, demoPersonId, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const PROGRAMME = `Benefitní program zaměstnavatele ${CAR_MAKER_EMPLOYER_CODE}`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe(`the employer's export of check-up dates (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let employer: TestClient;
  let other: TestClient;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600 });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    employer = await createTestClient(t.app, t.db, { name: 'benefity-skoda', employer: CAR_MAKER_EMPLOYER_CODE });
    other = await createTestClient(t.app, t.db, { name: 'benefity-jiny', employer: 'JINY' });
    token = await employer.token();
  });
  afterAll(() => t?.close());

  const exportOf = async (who: string = token) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/system/zamestnavatel/prohlidky', headers: bearer(who) });
    expect(res.statusCode, res.body).toBe(200);
    return { body: res.body, data: systemZamestnavatelProhlidky.response.parse(res.json()) };
  };
  const consent = async (person: Person, stav: 'POTVRZENO' | 'ODVOLANO') => {
    const res = await api.json('PUT', personUrl(person, 'souhlasy/PREVENCE_ZAMESTNAVATEL'), jana, { stav });
    expect(res.statusCode, res.body).toBe(200);
  };
  const employerReads = async (person: Person) =>
    Number(
      (
        await t.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.insuredPersonId, demoPersonId(person)), eq(auditLog.role, 'ZAMESTNAVATEL')))
      )[0]?.n ?? 0,
    );

  it("without anyone's consent the car maker's employees (Jana, Tomáš, Kateřina) are not in the export, and nobody is audited", async () => {
    const { data } = await exportOf();
    expect(data.zamestnavatel).toBe(CAR_MAKER_EMPLOYER_CODE);
    expect(data.seznamZamestnancu).toEqual([]);
    expect(await employerReads('jana')).toBe(0);
  });

  it("with Jana's consent she is in it: name, date of birth and her check-ups' dates as her own screen shows them — nothing more", async () => {
    await consent('jana', 'POTVRZENO');
    const { body, data } = await exportOf();
    expect(data.seznamZamestnancu).toHaveLength(1);
    const [row] = data.seznamZamestnancu;
    expect(row).toMatchObject({ jmeno: 'Jana', prijmeni: 'Dvořáková', narozen: demoPersons.jana.narozen });
    expect(Object.keys(row).sort()).toEqual(['jmeno', 'narozen', 'prijmeni', 'prohlidky']);

    // The same dates as her prevention screen's check-ups (never the screenings).
    const own = prevence.response.parse((await api.json('GET', personUrl('jana', 'prevence?sekce=PROHLIDKY'), jana)).json());
    expect(own.seznamPrevenci.length).toBeGreaterThan(0);
    expect(row.prohlidky).toEqual(
      own.seznamPrevenci.map((item) => ({
        druh: item.id,
        nazev: item.nazev,
        posledni: item.posledniNavsteva?.datum.slice(0, 10) ?? null,
        dalsiOd: item.dalsiTermin?.slice(0, 10) ?? null,
      })),
    );
    expect(row.prohlidky.some((item) => item.posledni !== null || item.dalsiOd !== null)).toBe(true);
    // No birth number, no person id, no results.
    expect(body).not.toContain(String(demoPersons.jana.id));
    expect(body).not.toMatch(/rodneCislo|pojistenecId|poskytovatel|historie/);

    // Another employer's programme does not see her.
    expect((await exportOf(await other.token())).data.seznamZamestnancu).toEqual([]);
  });

  it("each read is in her 'Kdo viděl moje údaje': the programme by name, why, the prevention area", async () => {
    const reads = await employerReads('jana');
    await exportOf();
    expect(await employerReads('jana')).toBe(reads + 1);
    const res = await api.json('GET', personUrl('jana', 'kdoVidelMojeUdaje'), jana);
    expect(res.statusCode, res.body).toBe(200);
    const rows = (res.json() as { seznamPristupu: unknown[] }).seznamPristupu.map((item) => pristupSchema.parse(item));
    const mine = rows.filter((item: Pristup) => item.kdo.typ === 'ZAMESTNAVATEL');
    expect(mine.length).toBeGreaterThanOrEqual(2);
    expect(mine[0]).toMatchObject({
      kdo: { typ: 'ZAMESTNAVATEL', jmeno: PROGRAMME, pracoviste: null },
      oblast: 'PREVENCE',
      operace: 'CTENI',
    });
    expect(mine[0].ucel).toMatch(/benefitní program zaměstnavatele SKODA: termíny preventivních prohlídek/);
  });

  it('withdrawn, she is left out at once and no further read is recorded; given again, she is back', async () => {
    await consent('jana', 'ODVOLANO');
    const reads = await employerReads('jana');
    expect((await exportOf()).data.seznamZamestnancu).toEqual([]);
    expect(await employerReads('jana')).toBe(reads);
    await consent('jana', 'POTVRZENO');
    expect((await exportOf()).data.seznamZamestnancu.map((row) => row.jmeno)).toEqual(['Jana']);
  });

  it('needs the scope: 401 without a token, 403 for the core system; the programme reaches nothing of the staff', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/system/zamestnavatel/prohlidky' })).statusCode).toBe(401);
    const core = await createTestClient(t.app, t.db);
    const refused = await t.app.inject({ method: 'GET', url: '/api/system/zamestnavatel/prohlidky', headers: bearer(await core.token()) });
    expect(refused.statusCode, refused.body).toBe(403);
    const staff = await t.app.inject({ method: 'GET', url: '/api/system/podani', headers: bearer(token) });
    expect(staff.statusCode, staff.body).toBe(403);
    // A person's token is not a client's.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/system/zamestnavatel/prohlidky', headers: jana.authorization })).statusCode,
    ).toBe(401);
  });

  it('client:add makes a programme only with its employer code and that scope alone', async () => {
    const add = (input: { scopes: string[]; employer?: string }) =>
      addMachineClient(t.db, { name: `spatny-${Math.random().toString(36).slice(2, 8)}`, role: 'REFERENT', ...input });
    await expect(add({ scopes: [EMPLOYER_SCOPE] })).rejects.toThrow(ClientSetupError);
    await expect(add({ scopes: [EMPLOYER_SCOPE, 'podani:cist'], employer: 'SKODA' })).rejects.toThrow(/nelze ho kombinovat/);
    await expect(add({ scopes: ['podani:cist'], employer: 'SKODA' })).rejects.toThrow(/jen klientovi s rozsahem/);
    await expect(add({ scopes: [EMPLOYER_SCOPE], employer: 'škoda a.s.' })).rejects.toThrow(/Neplatný kód zaměstnavatele/);
  });
});

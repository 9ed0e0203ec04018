/**
 * The person id keeps its 64-bit range from the route to SQL (DESIGN.md §6): a person whose id
 * is above 2^53 is read and written exactly, and the id one below it (the same JS number) is a
 * different person the caller may not touch.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anamnezaMereni,
  mojePojistne,
  personIdParam,
  personIdToWire,
  personIdWire,
  widgetZpravyNeprectene,
  zastupy,
} from '../../contract/index';
import { insuredPersons } from '../../server/db/schema';
import { hashPassword } from '../../server/identity/password';
import { apiOf, expectForbidden, personUrl, type Api } from '../support/health';
import { changedTables, dbFingerprint } from '../support/matrix';
import { createTestApp, databaseKindLabel, signInAs, type SignedIn, type TestApp } from '../support/test-app';

/** 2^53 + 1: the first integer a JS number cannot hold; Number('9007199254740993') is 9007199254740992. */
const bigId = '9007199254740993';
/** 2^53: another person, whom a rounded id would reach. */
const neighbourId = '9007199254740992';
const login = 'velke-id';
const password = 'Velke-Id-Heslo-1';

const rows = (result: unknown) => (result as { rows: Array<Record<string, unknown>> }).rows;

describe(`a person id above 2^53 (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let caller: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    // Raw SQL, so the setup owes nothing to the code under test.
    await t.db.execute(sql`
      insert into insured_persons (id, jmeno, prijmeni, rodne_cislo, narozen, avatar_barva, kategorie) values
        (${bigId}::bigint, 'Vilém', 'Velký', '8501019991', '1985-01-01', '#0B7A75', 'ZAMESTNANEC'),
        (${neighbourId}::bigint, 'Soused', 'Zaokrouhlený', '8501019992', '1985-01-01', '#C2410C', 'ZAMESTNANEC')`);
    const passwordHash = await hashPassword(password);
    await t.db.execute(
      sql`insert into users (login, password_hash, jmeno, prijmeni, is_insured) values (${login}, ${passwordHash}, 'Vilém', 'Velký', true)`,
    );
    await t.db.execute(sql`
      insert into representations (user_id, insured_person_id, typ_zastupce, poradi)
      select id, ${bigId}::bigint, 'SAM_NA_SEBE', 0 from users where login = ${login}`);
    caller = await signInAs(t.app, login, { password });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('the two ids are one JS number, so only an exact id tells the persons apart', () => {
    expect(Number(bigId)).toBe(Number(neighbourId));
  });

  it('reads that exact person through HTTP', async () => {
    const res = await api.json('GET', personUrl(bigId, 'mojePojistne'), caller);
    expect(res.statusCode, res.body).toBe(200);
    expect(mojePojistne.response.parse(res.json()).pojistenec).toEqual({
      jmeno: 'Vilém',
      prijmeni: 'Velký',
      cisloPojistence: '8501019991',
    });
  });

  it('writes to that exact person through HTTP, and reads the record back', async () => {
    const created = await api.json('POST', personUrl(bigId, 'anamnezaMereni'), caller, { tep: 71 });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json() as { id: number };
    const stored = rows(await t.db.execute(sql`select insured_person_id::text as person from measurements where id = ${id}`));
    expect(stored).toEqual([{ person: bigId }]);
    const list = anamnezaMereni.response.parse((await api.json('GET', personUrl(bigId, 'anamnezaMereni'), caller)).json()).seznamMereni;
    expect(list.map((m) => m.id)).toEqual([id]);
  });

  it('refuses the neighbour id (2^53) with 403, reading and writing nothing', async () => {
    const before = await dbFingerprint(t.db);
    expectForbidden(await api.json('GET', personUrl(neighbourId, 'mojePojistne'), caller));
    expectForbidden(await api.json('GET', personUrl(neighbourId, 'anamnezaMereni'), caller));
    expectForbidden(await api.json('POST', personUrl(neighbourId, 'anamnezaMereni'), caller, { tep: 72 }));
    expect(changedTables(before, await dbFingerprint(t.db))).toEqual([]);
    const neighbours = rows(
      await t.db.execute(sql`select count(*)::int as n from measurements where insured_person_id = ${neighbourId}::bigint`),
    );
    expect(neighbours).toEqual([{ n: 0 }]);
  });

  it('answers the id in the represented persons and the unread counts as its exact digits', async () => {
    const persons = await api.json('GET', '/api/uzivatel/zastupy', caller);
    expect(persons.statusCode, persons.body).toBe(200);
    expect(persons.body).toContain(`"pojistenecId":"${bigId}"`);
    expect(zastupy.response.parse(persons.json()).seznamZastupu.map((z) => z.pojistenecId)).toEqual([bigId]);
    const unread = await api.json('GET', `/api/poj/widgetZpravyNeprectene?pojistenecId=${bigId}`, caller);
    expect(unread.statusCode, unread.body).toBe(200);
    expect(widgetZpravyNeprectene.response.parse(unread.json()).prehledZastupu.map((p) => p.pojistenecId)).toEqual([bigId]);
  });

  it('the person id column reads the exact digit string', async () => {
    const [person] = await t.db
      .select({ id: insuredPersons.id })
      .from(insuredPersons)
      .where(eq(insuredPersons.id, personIdParam.parse(bigId)));
    expect(person).toEqual({ id: bigId });
  });
});

describe('a person id in JSON', () => {
  it('is a number up to 2^53 − 1, as always, and a digit string above, so no reader rounds it', () => {
    expect(personIdToWire(personIdParam.parse('4100001'))).toBe(4100001);
    expect(personIdToWire(personIdParam.parse(String(Number.MAX_SAFE_INTEGER)))).toBe(Number.MAX_SAFE_INTEGER);
    expect(personIdToWire(personIdParam.parse('9007199254740992'))).toBe('9007199254740992');
    expect(personIdToWire(personIdParam.parse('9223372036854775807'))).toBe('9223372036854775807');
    const wire = JSON.parse(JSON.stringify({ pojistenecId: personIdToWire(personIdParam.parse(bigId)) })) as { pojistenecId: unknown };
    expect(personIdWire.parse(wire.pojistenecId)).toBe(bigId);
  });

  it('is parsed once into the canonical digit string (no leading zeros)', () => {
    expect(personIdParam.parse('009007199254740993')).toBe(bigId);
    expect(personIdParam.safeParse('9223372036854775808').success).toBe(false);
    expect(personIdParam.safeParse(0).success).toBe(false);
  });
});

/**
 * Issue 11 §4: a failed database write logs the error by SQLSTATE code, constraint and a hash
 * of the SQL — never the statement's parameters (drizzle quotes them in its message), so an
 * allergy text or an emergency contact cannot reach the log. The failure is forced with a
 * trigger that raises on every insert/update of the two tables.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anamnezaAlergieVlozit, pojistenecEmergentniUdajeUlozit } from '../../contract/health';
import { describeError, loggableError } from '../../server/plugins/errors';
import { routeUrl } from '../../server/routes/register';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const allergy = 'Alergie na penicilin – anafylaxe 2019 (Tajný Text Jana)';
const contact = { osoba: 'Karel Tajemný', telefon: '777 123 456', vztah: 'manžel', doplnujiciInformace: 'Diabetik, inzulin v lednici' };
const secrets = [allergy, 'penicilin', 'Karel Tajemný', 'Tajemn', '777 123 456', 'Diabetik', 'inzulin'];

const urlOf = (path: string, personId: string) => routeUrl(path).replace(':pojistenecId', personId);

describe(`no personal data in logs when a write fails (${databaseKindLabel})`, () => {
  let t: TestApp;
  let jana: SignedIn;
  const personId = demoPersonId('jana');

  beforeAll(async () => {
    t = await createTestApp({}, { captureLogs: true });
    jana = await signInAs(t.app, 'pojistenec');
    await t.db.execute(
      sql.raw(`create function zk_test_fail() returns trigger language plpgsql as $$
      begin raise exception 'vynucené selhání zápisu' using errcode = 'P0001'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger zk_test_fail_items before insert or update on health_history_items
      for each row execute function zk_test_fail()`),
    );
    await t.db.execute(
      sql.raw(`create trigger zk_test_fail_emergency before insert or update on emergency_data
      for each row execute function zk_test_fail()`),
    );
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 500 and logs the failure by code and SQL hash, without the allergy text', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(anamnezaAlergieVlozit.path, personId),
      headers: jana.authorization,
      payload: { popis: allergy },
    });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('penicilin');
    const line = t.logs.find((entry) => entry.msg === 'Chyba serveru');
    expect(line, JSON.stringify(t.logs)).toBeDefined();
    expect(line!.err).toMatchObject({ type: 'DatabaseError', code: 'P0001', sqlHash: expect.stringMatching(/^[0-9a-f]{16}$/) });
  });

  it('does not log the emergency contact either', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: urlOf(pojistenecEmergentniUdajeUlozit.path, personId),
      headers: jana.authorization,
      payload: contact,
    });
    expect(res.statusCode).toBe(500);
    expect(t.logs.filter((entry) => entry.msg === 'Chyba serveru').length).toBeGreaterThanOrEqual(2);
    const everything = JSON.stringify(t.logs);
    for (const secret of secrets) expect(everything, secret).not.toContain(secret);
    expect(everything).not.toContain('params:');
    expect(everything).not.toContain('Failed query');
  });

  it('start-up errors are described the same way (no statement, no parameters)', async () => {
    const error = await t.db
      .execute(sql`select ${'Karel Tajemný'}::bigint`)
      .then(() => null)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    const line = describeError(error);
    expect(line).toMatch(/type=DatabaseError/);
    expect(line).toMatch(/code=22P02/);
    expect(line).not.toContain('Karel');
    expect(JSON.stringify(loggableError(error))).not.toContain('Tajemn');
  });
});

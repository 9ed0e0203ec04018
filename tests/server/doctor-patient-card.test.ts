/**
 * The doctor's patient card (issue 37): Léky, Laboratorní výsledky, Prevence and Čerpaná péče for a
 * doctor the patient allowed — refused (403, nothing read) without the grant, lab results also
 * without the patient's lab consent, and every read audited before the answer leaves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  apiErrorSchema,
  cerpanaPecePacienta,
  DOCTOR_LAB_CONSENT_MISSING,
  labVysledekPacienta,
  lekyPacienta,
  prevencePacienta,
} from '../../contract/index';
import { auditLog, users } from '../../server/db/schema';
import { createTestApp, databaseKindLabel, demoPersonId, demoPersons, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const calls = [lekyPacienta, labVysledekPacienta, prevencePacienta, cerpanaPecePacienta] as const;
const urlOf = (path: string, id: number) => `/api${path.replace('{pojistenecId}', String(id))}`;

describe(`doctor's patient card (${databaseKindLabel})`, () => {
  let t: TestApp;
  let doctor: SignedIn;
  let patient: SignedIn;
  let doctorId: number;

  beforeAll(async () => {
    t = await createTestApp();
    doctor = await signInAs(t.app, 'lekar');
    patient = await signInAs(t.app, 'pojistenec');
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'lekar'));
    doctorId = row.id;
  });
  afterAll(async () => t?.close());

  const get = (path: string, id: number, who: SignedIn = doctor) =>
    t.app.inject({ method: 'GET', url: urlOf(path, id), headers: who.authorization });
  const auditRows = (action: string, person: keyof typeof demoPersons) =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, doctorId), eq(auditLog.action, action), eq(auditLog.insuredPersonId, demoPersonId(person))));

  it('a doctor Jana allowed reads her medicines, lab results (she consented), prevention and care, each read audited as LEKAR', async () => {
    const jana = demoPersons.jana.id;
    for (const call of calls) {
      const before = (await auditRows(call.id, 'jana')).length;
      const res = await get(call.path, jana);
      expect(res.statusCode, `${call.id}: ${res.body}`).toBe(200);
      const body = call.response.parse(res.json());
      expect(body.pohlavi).toBe('Z');
      const rows = await auditRows(call.id, 'jana');
      expect(rows.length, call.id).toBe(before + 1);
      expect(rows.at(-1)).toMatchObject({ kind: 'PRISTUP', operation: 'CTENI', role: 'LEKAR', result: 'POVOLENO' });
    }
  });

  it('returns what the card shows: current medicines, lab values, check-ups, visits — without money', async () => {
    const jana = demoPersons.jana.id;
    const meds = lekyPacienta.response.parse((await get(lekyPacienta.path, jana)).json());
    expect(meds.seznamLeku.some((m) => m.aktualni)).toBe(true);
    const lab = labVysledekPacienta.response.parse((await get(labVysledekPacienta.path, jana)).json());
    expect(lab.seznamVysledku.length).toBeGreaterThan(0);
    expect(lab.seznamVysledku[0].hodnoty.length).toBeGreaterThan(0);
    const prevention = prevencePacienta.response.parse((await get(prevencePacienta.path, jana)).json());
    expect(prevention.seznamPrevenci.length).toBeGreaterThan(0);
    const care = cerpanaPecePacienta.response.parse((await get(cerpanaPecePacienta.path, jana)).json());
    expect(care.seznamNavstev.length).toBeGreaterThan(0);
    for (const body of [meds, lab, prevention, care]) expect(JSON.stringify(body)).not.toMatch(/Kc"|sumaHal|doplatek/);
  });

  it('without the grant every section is refused (403) and the refusal is audited', async () => {
    // Tomáš never allowed this doctor; Kateřina withdrew her permission.
    for (const id of [demoPersons.tomas.id, demoPersons.katerina.id]) {
      for (const call of calls) {
        const res = await get(call.path, id);
        expect(res.statusCode, `${call.id} ${id}`).toBe(403);
        apiErrorSchema.parse(res.json());
      }
    }
    await t.app.deps.audit.flush();
    const refused = await auditRows(lekyPacienta.id, 'tomas');
    expect(refused.at(-1)).toMatchObject({ result: 'ODEPRENO', role: null });
  });

  it('lab results of a patient without the lab consent: 403 with the reason, nothing of them in the answer', async () => {
    // Petr allowed the doctor but gave no consent to show lab results.
    const res = await get(labVysledekPacienta.path, demoPersons.petr.id);
    expect(res.statusCode).toBe(403);
    const error = apiErrorSchema.parse(res.json());
    expect(JSON.stringify(error)).toContain(DOCTOR_LAB_CONSENT_MISSING);
    // the other sections stay readable
    expect((await get(lekyPacienta.path, demoPersons.petr.id)).statusCode).toBe(200);
  });

  it('is for doctors only: the patient herself gets 403 (she has her own screens)', async () => {
    const res = await get(lekyPacienta.path, demoPersons.jana.id, patient);
    expect(res.statusCode).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { consentHistory } from '../../server/db/schema';
import { consentOf, hasConsent, setConsent } from '../../server/services/consents';
import { createTestApp, databaseKindLabel, demoPersonId, type TestApp } from '../support/test-app';

describe(`consents: one state per person and consent, every change kept (${databaseKindLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a consent never stated reads NEUVEDENO and is not given', async () => {
    expect(await consentOf(t.db, demoPersonId('katerina'), 'PREVENCE_ZAMESTNAVATEL')).toEqual({ stav: 'NEUVEDENO', zmeneno: null });
    expect(await hasConsent(t.db, demoPersonId('katerina'), 'PREVENCE_ZAMESTNAVATEL')).toBe(false);
  });

  it('gives and withdraws at once, for that person and consent only, keeping the history in order', async () => {
    const person = demoPersonId('katerina');
    await setConsent(t.db, {
      personId: person,
      kod: 'LABORATORNI_VYSLEDKY',
      stav: 'POTVRZENO',
      userId: null,
      at: new Date('2026-01-02T10:00:00Z'),
    });
    expect(await hasConsent(t.db, person, 'LABORATORNI_VYSLEDKY')).toBe(true);
    expect(await hasConsent(t.db, demoPersonId('josef'), 'LABORATORNI_VYSLEDKY')).toBe(false);
    expect(await hasConsent(t.db, person, 'EMERGENTNI_UDAJE')).toBe(false);

    await setConsent(t.db, {
      personId: person,
      kod: 'LABORATORNI_VYSLEDKY',
      stav: 'ODVOLANO',
      userId: null,
      at: new Date('2026-01-03T10:00:00Z'),
    });
    expect(await consentOf(t.db, person, 'LABORATORNI_VYSLEDKY')).toEqual({ stav: 'ODVOLANO', zmeneno: new Date('2026-01-03T10:00:00Z') });
    const history = await t.db
      .select({ stav: consentHistory.stav })
      .from(consentHistory)
      .where(and(eq(consentHistory.insuredPersonId, person), eq(consentHistory.kod, 'LABORATORNI_VYSLEDKY')))
      .orderBy(asc(consentHistory.changedAt));
    expect(history.map((h) => h.stav)).toEqual(['POTVRZENO', 'ODVOLANO']);
  });
});

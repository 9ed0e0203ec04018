/**
 * The rescue-service consent (EMERGENTNI_UDAJE) gates the share links of the emergency card
 * (issue 35): without it no link is created (409 with the Czech reason), and a link made under it
 * stops opening the moment it is withdrawn — the public call answers 403 with the reason, shows
 * nothing of the card, counts no opening and records none. Giving the consent again does not
 * revive the old links (docs/decisions.md "Consents that gate"); new ones work.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { apiErrorSchema, emergentniOdkazVytvorit, emergentniOdkazy, messages } from '../../contract/index';
import { auditLog, emergencyShareLinks } from '../../server/db/schema';
import { setConsent } from '../../server/services/consents';
import { apiOf, personUrl, type Api, type Person } from '../support/health';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

describe(`the rescue-service consent gates the share links (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let petr: SignedIn;

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600 });
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    petr = await signInAs(t.app, 'osvc');
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (person: Person, who: SignedIn) => api.json('POST', personUrl(person, 'emergentniOdkazy'), who, { platnostHodin: 24 });
  const create = async (person: Person, who: SignedIn) => {
    const res = await post(person, who);
    expect(res.statusCode, res.body).toBe(200);
    return emergentniOdkazVytvorit.response.parse(res.json());
  };
  const list = async (person: Person, who: SignedIn) => {
    const res = await api.json('GET', personUrl(person, 'emergentniOdkazy'), who);
    expect(res.statusCode, res.body).toBe(200);
    return emergentniOdkazy.response.parse(res.json());
  };
  const consent = async (person: Person, who: SignedIn, stav: 'POTVRZENO' | 'ODVOLANO') => {
    const res = await api.json('PUT', personUrl(person, 'souhlasy/EMERGENTNI_UDAJE'), who, { stav });
    expect(res.statusCode, res.body).toBe(200);
  };
  const open = (token: string) => t.app.inject({ method: 'GET', url: `/api/nouzoveUdaje/${token}` });
  const linkCount = async (person: Person) =>
    Number(
      (
        await t.db
          .select({ n: count() })
          .from(emergencyShareLinks)
          .where(eq(emergencyShareLinks.insuredPersonId, demoPersonId(person)))
      )[0]?.n ?? 0,
    );
  const openings = async (person: Person) =>
    Number(
      (
        await t.db
          .select({ n: count() })
          .from(auditLog)
          .where(and(eq(auditLog.insuredPersonId, demoPersonId(person)), eq(auditLog.action, 'nouzoveUdaje')))
      )[0]?.n ?? 0,
    );
  const expectWithdrawnAnswer = (res: Awaited<ReturnType<typeof open>>) => {
    expect(res.statusCode, res.body).toBe(403);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ typ: 'ZAKAZANO', detail: messages.shareLinkConsentWithdrawn });
    // Nothing of the card or the person leaks with the refusal.
    expect(res.body).not.toMatch(/Dvořák|Novotn|skupina|polozky|narozen/i);
  };

  it('without the consent ever given, the list says so and no link is created (409, the Czech reason, nothing stored)', async () => {
    expect((await list('petr', petr)).souhlas).toBe('NEUVEDENO');
    const before = await linkCount('petr');
    const res = await post('petr', petr);
    expect(res.statusCode, res.body).toBe(409);
    expect(apiErrorSchema.parse(res.json())).toMatchObject({ typ: 'CHYBA', detail: messages.shareLinkConsentMissing });
    expect(await linkCount('petr')).toBe(before);
  });

  it('withdrawn, a valid link stops opening: 403 with the reason, the link revoked, no opening counted or recorded; no new link', async () => {
    expect((await list('jana', jana)).souhlas).toBe('POTVRZENO');
    const link = await create('jana', jana);
    const first = await open(link.token);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ pojistenec: { jmeno: 'Jana' } });
    const seenBefore = await openings('jana');

    await consent('jana', jana, 'ODVOLANO');
    expectWithdrawnAnswer(await open(link.token));
    expectWithdrawnAnswer(await open(link.token));
    await t.app.deps.audit.flush();
    expect(await openings('jana')).toBe(seenBefore);

    const after = await list('jana', jana);
    expect(after.souhlas).toBe('ODVOLANO');
    expect(after.seznamOdkazu.find((item) => item.id === link.id)).toMatchObject({ stav: 'ZRUSEN', pocetOtevreni: 1 });
    const refused = await post('jana', jana);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(apiErrorSchema.parse(refused.json()).detail).toBe(messages.shareLinkConsentMissing);

    // Given again: the old link stays dead, a new one opens.
    await consent('jana', jana, 'POTVRZENO');
    expect((await list('jana', jana)).souhlas).toBe('POTVRZENO');
    expectWithdrawnAnswer(await open(link.token));
    const fresh = await create('jana', jana);
    expect((await open(fresh.token)).statusCode).toBe(200);
  });

  it('the opening itself checks the consent: a withdrawal recorded by any path stops a link the person did not revoke', async () => {
    await consent('tereza', jana, 'POTVRZENO');
    const link = await create('tereza', jana);
    expect((await open(link.token)).statusCode).toBe(200);
    // Withdrawn without the settings screen (so nothing revoked the link): the opening still refuses.
    await setConsent(t.db, { personId: demoPersonId('tereza'), kod: 'EMERGENTNI_UDAJE', stav: 'ODVOLANO', userId: null });
    expect((await list('tereza', jana)).seznamOdkazu.find((item) => item.id === link.id)?.stav).toBe('PLATNY');
    expectWithdrawnAnswer(await open(link.token));
  });

  it('an unknown link still answers the one 404, not the reason of the consent', async () => {
    const res = await open('B'.repeat(43));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ typ: 'NENALEZENO', detail: messages.shareLinkInvalid });
  });
});

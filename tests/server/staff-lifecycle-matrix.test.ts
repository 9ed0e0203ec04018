import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiErrorSchema, messages } from '../../contract/index';
import type { RequestState } from '../../contract/enums';
import { insuranceRequests, users } from '../../server/db/schema';
import { apiOf, personUrl, type Api } from '../support/health';
import { multipart } from '../support/multipart';
import { tinyPdf } from '../support/matrix';
import { createTestApp, databaseKindLabel, signInAs, type SignedIn, type TestApp } from '../support/test-app';

/**
 * Every step against every state, for the holder and for a colleague (issue 34: "server tests refuse every step
 * the lifecycle does not allow"). The table below is written out by hand from the issue, independently of the
 * machine: what it does not list as allowed must be 409 KONFLIKT and change nothing.
 */
type Who = 'holder' | 'colleague' | 'person';
type Step = 'PREVZIT' | 'VYZADAT_DOKLADY' | 'SCHVALIT' | 'ZAMITNOUT' | 'DOLOZIT_DOKLADY';
const states: RequestState[] = ['PRIJATO', 'VYRIZUJE_SE', 'CEKA_NA_DOKLADY', 'VYRIZENO', 'ZAMITNUTO'];
const steps: Array<[Step, Who]> = [
  ['PREVZIT', 'holder'],
  ['PREVZIT', 'colleague'],
  ['VYZADAT_DOKLADY', 'holder'],
  ['VYZADAT_DOKLADY', 'colleague'],
  ['SCHVALIT', 'holder'],
  ['SCHVALIT', 'colleague'],
  ['ZAMITNOUT', 'holder'],
  ['ZAMITNOUT', 'colleague'],
  ['DOLOZIT_DOKLADY', 'person'],
];
/** state → the steps allowed in it, and where they lead. In PRIJATO nobody holds the request: 'holder' is whoever takes it. */
const allowed: Record<RequestState, Partial<Record<`${Step}/${Who}`, RequestState>>> = {
  PRIJATO: { 'PREVZIT/holder': 'VYRIZUJE_SE', 'PREVZIT/colleague': 'VYRIZUJE_SE' },
  VYRIZUJE_SE: {
    'PREVZIT/colleague': 'VYRIZUJE_SE',
    'VYZADAT_DOKLADY/holder': 'CEKA_NA_DOKLADY',
    'SCHVALIT/holder': 'VYRIZENO',
    'ZAMITNOUT/holder': 'ZAMITNUTO',
  },
  CEKA_NA_DOKLADY: { 'PREVZIT/colleague': 'CEKA_NA_DOKLADY', 'ZAMITNOUT/holder': 'ZAMITNUTO', 'DOLOZIT_DOKLADY/person': 'VYRIZUJE_SE' },
  VYRIZENO: {},
  ZAMITNUTO: {},
};

describe(`every lifecycle step in every state (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let referent: SignedIn;
  let colleague: SignedIn;
  let jana: SignedIn;
  let referentId: number;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    [referent, colleague, jana] = [
      await signInAs(t.app, 'referent'),
      await signInAs(t.app, 'revizni-lekar'),
      await signInAs(t.app, 'pojistenec'),
    ];
    [{ id: referentId }] = await t.db.select({ id: users.id }).from(users).where(eq(users.login, 'referent'));
  });
  afterAll(() => t.close());

  /** A fresh request of Jana's in `state`, held by the referent (except PRIJATO). Care reimbursement: both roles handle it. */
  async function requestIn(state: RequestState): Promise<number> {
    const filed = await api.json('POST', personUrl('jana', 'zadostPrukazVlozit'), jana, {
      adresaOdeslani: 'TRVALA_ADRESA',
      prukazDuvodKod: 'ZTRATA',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = (filed.json() as { id: number }).id;
    await t.db
      .update(insuranceRequests)
      .set({ stav: state, typ: 'PROPLACENI_PECE', assigneeUserId: state === 'PRIJATO' ? null : referentId })
      .where(eq(insuranceRequests.id, id));
    return id;
  }

  function send(step: Step, who: Who, id: number) {
    if (who === 'person')
      return api.form(
        'POST',
        personUrl('jana', `mojeZadosti/${id}/doklady`),
        jana,
        multipart([{ name: 'prilohaVlozit[]', filename: 'doklad.pdf', content: tinyPdf, contentType: 'application/pdf' }]),
      );
    const note = step === 'VYZADAT_DOKLADY' || step === 'ZAMITNOUT' ? { poznamka: 'Poznámka pro pojištěnce.' } : {};
    return api.json('POST', `/api/prac/zadosti/${id}/krok`, who === 'holder' ? referent : colleague, { akce: step, ...note });
  }

  for (const state of states)
    for (const [step, who] of steps) {
      const to = allowed[state][`${step}/${who}`];
      it(`${state}: ${step} by the ${who} → ${to ?? '409'}`, async () => {
        const id = await requestIn(state);
        const res = await send(step, who, id);
        const [row] = await t.db.select({ stav: insuranceRequests.stav }).from(insuranceRequests).where(eq(insuranceRequests.id, id));
        if (to) {
          expect(res.statusCode, res.body).toBe(200);
          expect(row.stav).toBe(to);
        } else {
          expect(res.statusCode, res.body).toBe(409);
          const body = apiErrorSchema.parse(res.json());
          expect(body.typ).toBe('KONFLIKT');
          expect(body.detail).toBeTruthy();
          if (state === 'VYRIZENO' || state === 'ZAMITNUTO')
            expect(body.detail).toBe(
              who === 'person'
                ? messages.requestStepNotWaiting
                : messages.requestStepClosed(state === 'VYRIZENO' ? 'Vyřízeno' : 'Zamítnuto'),
            );
          expect(row.stav).toBe(state);
        }
      });
    }
});

/**
 * The authorization matrix, generated from the contract (issue 5 §2): every `access` call that
 * takes a person (`pojistenecId` in the path or query) or a record id (`{id}` in the path),
 * against bad tokens (401) and the demo callers (the person, their representative, another
 * insured person, doctors the person allowed or not). A call added to the contract joins
 * without edits here; its request inputs are generated from its schemas.
 *
 * Expected (DESIGN.md §6, contract/define.ts `personAccess`):
 * - every token failure: 401 NEPRIHLASEN, nothing written;
 * - another insured person, a doctor not allowed, a doctor without the call's role: 403
 *   ZAKAZANO with a fixed body that is the same whether the person (or record) exists or not,
 *   nothing written;
 * - a doctor the person allowed: reads (`personAccess` read) answer 2xx/400/404, writes 403;
 * - the person and their representative: never 401/403 (nor 5xx).
 *
 * "Nothing written" is checked with test-only triggers that log every INSERT, UPDATE, DELETE and
 * TRUNCATE per table (tests/support/matrix.ts `writeCounts`), not by checksumming every table.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { allCalls, apiErrorSchema, messages, type AnyCall } from '../../contract/index';
import {
  accessOf,
  addressesAttachment,
  badTokenHeaders,
  changedTables,
  expectedAccess,
  isWrite,
  listCallFor,
  matrixCalls,
  matrixRows,
  missingPersonId,
  missingRecordId,
  parseJson,
  personIdSource,
  personIds,
  readerOf,
  recordFor,
  hasRole,
  recordParamNames,
  registeredCallIds,
  requestFor,
  signInAll,
  validInput,
  withoutErrorId,
  withPerson,
  writeCounts,
  writerOf,
  type CallInput,
  type DemoLogin,
  type PersonKey,
  type RecordRef,
} from '../support/matrix';
import { setConsent } from '../../server/services/consents';
import { createTestApp, databaseKindLabel, demoPersonId, type SignedIn, type TestApp, fairUseOff } from '../support/test-app';

const registered = await registeredCallIds();
const calls = matrixCalls(allCalls).filter((call) => registered.has(call.id));
const notRegistered = matrixCalls(allCalls).filter((call) => !registered.has(call.id));
if (notRegistered.length > 0) console.warn(`generated-authz: no route yet for ${notRegistered.map((c) => c.id).join(', ')}`);

const describeResponse = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 300)}`;

function expectForbidden(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${describeResponse(res)}`).toBe(403);
  const body = apiErrorSchema.parse(parseJson(res));
  expect(body.typ).toBe('ZAKAZANO');
  expect(body.status).toBe(403);
  expect(body.detail).toBe(messages.forbidden);
  expect(body.chyby, what).toBeUndefined();
  expect(Object.keys(body).sort()).toEqual(['chybaId', 'detail', 'status', 'typ']);
}

function expectUnauthorized(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${describeResponse(res)}`).toBe(401);
  const body = apiErrorSchema.parse(parseJson(res));
  expect(body.typ).toBe('NEPRIHLASEN');
  expect(body.chyby).toBeUndefined();
}

/** Access calls limited to a role, with or without a person. */
const roleCalls = allCalls.filter((call) => registered.has(call.id) && call.auth === 'access' && call.role);

describe(`generated authorization matrix (${databaseKindLabel})`, () => {
  // An empty list (no calls registered, a broken filter) would otherwise pass with zero cases.
  it('covers the per-person and per-record calls of the contract, and the role-limited ones', () => {
    expect(calls.length).toBeGreaterThan(20);
    expect(roleCalls.length).toBeGreaterThan(5);
  });

  let t: TestApp;
  let sessions: Record<DemoLogin, SignedIn>;
  let badTokens: Array<[string, Record<string, string>]>;

  beforeAll(async () => {
    // Long-lived access tokens: the whole file runs on one set of sign-ins.
    t = await createTestApp({ accessTtlS: 3600, fairUse: fairUseOff });
    sessions = await signInAll(t.app);
    badTokens = await badTokenHeaders(t.app, t.db, sessions.pojistenec);
    // A share link needs the rescue-service consent (consents-gate.test.ts): given for everyone, so each person's link can be made.
    // A doctor's lab results need the lab consent (doctor-patient-card.test.ts; its 403 is the patient's choice, not access): given for everyone too.
    for (const key of Object.keys(personIds) as PersonKey[]) {
      await setConsent(t.db, { personId: demoPersonId(key), kod: 'EMERGENTNI_UDAJE', stav: 'POTVRZENO', userId: null });
      await setConsent(t.db, { personId: demoPersonId(key), kod: 'LABORATORNI_VYSLEDKY', stav: 'POTVRZENO', userId: null });
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A record of the person the call can address (made fresh where the contract allows). */
  const recordOf = async (call: AnyCall, person: PersonKey): Promise<RecordRef> => {
    const writer = writerOf(person);
    const reader = readerOf(person);
    return recordFor(t.app, call, personIds[person], {
      writer: writer ? sessions[writer] : undefined,
      reader: reader ? sessions[reader] : undefined,
    });
  };

  /** Valid inputs of the call for a person and record. */
  const inputFor = (call: AnyCall, pojistenecId: number, record: RecordRef, seed = 1): CallInput => {
    const input = withPerson(call, validInput(call, seed), pojistenecId);
    return { ...input, params: { ...input.params, ...record.params }, query: { ...input.query, ...record.query } };
  };

  for (const call of calls) {
    const perPerson = personIdSource(call) !== null;
    const label = `${call.method} ${call.path} (${call.id}${perPerson ? `, ${accessOf(call)} access` : ''}${call.role ? `, role ${call.role}` : ''})`;

    describe(label, () => {
      it('answers 401 to every token failure, before looking at the input, and writes nothing', async () => {
        const record = await recordOf(call, 'jana');
        const valid = inputFor(call, personIds.jana, record);
        const before = await writeCounts(t.db);
        for (const [name, headers] of badTokens) {
          expectUnauthorized(await t.app.inject(requestFor(call, valid, headers)), name);
          if (call.body || call.query) {
            const broken: CallInput = {
              ...valid,
              body: call.body ? { neznamy: '<b>x</b>' } : valid.body,
              query: call.query ? { ...valid.query, x: '<b>' } : valid.query,
            };
            expectUnauthorized(await t.app.inject(requestFor(call, broken, headers)), `${name} (invalid input)`);
          }
        }
        if (isWrite(call)) expect(changedTables(before, await writeCounts(t.db)), 'tables changed by refused writes').toEqual([]);
      });

      if (!perPerson) return;

      const refused = matrixRows.filter((row) => expectedAccess(call, row) === 'forbidden');
      const admitted = matrixRows.filter((row) => expectedAccess(call, row) === 'allowed');

      if (refused.length > 0)
        it(`answers 403 to ${refused.map((row) => `${row.login}→${row.person}`).join(', ')}, before reading the input, and writes nothing`, async () => {
          const records = new Map<PersonKey, RecordRef>();
          for (const row of refused) if (!records.has(row.person)) records.set(row.person, await recordOf(call, row.person));
          const before = await writeCounts(t.db);
          for (const row of refused) {
            const what = `${row.name} (${row.login}→${row.person})`;
            const input = inputFor(call, personIds[row.person], records.get(row.person)!);
            expectForbidden(await t.app.inject(requestFor(call, input, sessions[row.login].authorization)), what);
            // Access is decided before the body is read: an invalid body changes nothing. (Not where the
            // persons are in the body itself — the family trip's list: there the body must be read first.)
            if (call.body && personIdSource(call) !== 'body') {
              expectForbidden(
                await t.app.inject(
                  requestFor(call, { ...input, body: { neznamy: '<script>x</script>' } }, sessions[row.login].authorization),
                ),
                `${what} (invalid body)`,
              );
            }
          }
          if (isWrite(call) || refused.length > 0)
            expect(changedTables(before, await writeCounts(t.db)), 'tables changed by refused calls').toEqual([]);
        });

      it('answers 403 with the same body whether the person (or record) exists or not', async () => {
        const record = await recordOf(call, 'jana');
        const existing = inputFor(call, personIds.jana, record);
        const responses: Array<[string, LightMyRequestResponse]> = [
          ['another insured person → an existing person', await t.app.inject(requestFor(call, existing, sessions.osvc.authorization))],
          [
            'another insured person → no such person',
            await t.app.inject(requestFor(call, inputFor(call, missingPersonId, record), sessions.osvc.authorization)),
          ],
          [
            'the representative → no such person',
            await t.app.inject(requestFor(call, inputFor(call, missingPersonId, record), sessions.pojistenec.authorization)),
          ],
          [
            'a doctor → no such person',
            await t.app.inject(requestFor(call, inputFor(call, missingPersonId, record), sessions.lekar.authorization)),
          ],
        ];
        if (recordParamNames(call).length > 0) {
          const missing = {
            ...existing,
            params: { ...existing.params, ...Object.fromEntries(recordParamNames(call).map((name) => [name, String(missingRecordId)])) },
          };
          responses.push([
            'another insured person → an existing person, no such record',
            await t.app.inject(requestFor(call, missing, sessions.osvc.authorization)),
          ]);
        }
        const [firstName, first] = responses[0];
        expectForbidden(first, firstName);
        for (const [name, res] of responses.slice(1)) {
          expectForbidden(res, name);
          expect(withoutErrorId(parseJson(res)), name).toEqual(withoutErrorId(parseJson(first)));
          expect(res.headers['content-length'], name).toBe(first.headers['content-length']);
          expect(res.headers['content-type'], name).toBe(first.headers['content-type']);
        }
      });

      it(`lets ${admitted.map((row) => `${row.login}→${row.person}`).join(', ')} through`, async () => {
        for (const row of admitted) {
          const what = `${row.name} (${row.login}→${row.person})`;
          const record = await recordOf(call, row.person);
          const res = await t.app.inject(
            requestFor(call, inputFor(call, personIds[row.person], record), sessions[row.login].authorization),
          );
          expect([401, 403], `${what}: ${describeResponse(res)}`).not.toContain(res.statusCode);
          expect(res.statusCode, `${what}: ${describeResponse(res)}`).toBeLessThan(500);
          if (row.relation === 'doctorAllowed') {
            // A doctor only reads: a 2xx, or 400/404 for an input or record the doctor cannot name.
            expect(
              res.statusCode === 400 || res.statusCode === 404 || (res.statusCode >= 200 && res.statusCode < 300),
              `${what}: ${describeResponse(res)}`,
            ).toBe(true);
          }
        }
      });

      if (recordParamNames(call).length > 0)
        it("does not reach another person's record through one's own person id", async () => {
          const foreign = await recordOf(call, 'petr');
          // Without a list, a create call or an attachment-making call there is no way to name another person's record.
          if (!foreign.found && !listCallFor(call) && !addressesAttachment(call)) return;
          expect(foreign.found, 'no record of the other person could be made or found').toBe(true);
          const input = inputFor(call, personIds.jana, foreign);
          const before = await writeCounts(t.db);
          const res = await t.app.inject(requestFor(call, input, sessions.pojistenec.authorization));
          expect([400, 403, 404], `pojistenec→jana with petr's record: ${describeResponse(res)}`).toContain(res.statusCode);
          if (isWrite(call)) expect(changedTables(before, await writeCounts(t.db))).toEqual([]);
          // The record is still there for its owner.
          if (call.method === 'GET') {
            // Without the optional filters a sampled query may add (they could name another kind of record).
            const ownInput = inputFor(call, personIds.petr, foreign);
            const unfiltered = call.query?.safeParse({ ...foreign.query }).success
              ? { ...ownInput, query: { ...foreign.query } }
              : ownInput;
            const own = await t.app.inject(requestFor(call, unfiltered, sessions.osvc.authorization));
            expect(own.statusCode, describeResponse(own)).toBeLessThan(300);
          }
        });
    });
  }

  for (const call of roleCalls) {
    const lacking = (['pojistenec', 'osvc', 'lekar', 'lekar-pojistenec', 'nesynchronizovano', 'referent'] as const).filter(
      (login) => !hasRole(login, call.role!),
    );
    const having = (['pojistenec', 'osvc', 'lekar', 'lekar-pojistenec', 'nesynchronizovano', 'referent'] as const).filter(
      (login) => !lacking.includes(login),
    );
    describe(`${call.method} ${call.path} (${call.id}, role ${call.role})`, () => {
      it(`answers 403 to ${lacking.join(', ')} (without the role), writing nothing; lets ${having.join(', ')} past the role check`, async () => {
        const person: PersonKey = 'jana';
        const record = await recordOf(call, person);
        const input = inputFor(call, personIds[person], record);
        const before = await writeCounts(t.db);
        for (const login of lacking)
          expectForbidden(
            await t.app.inject(requestFor(call, input, sessions[login].authorization)),
            `${login} without the role ${call.role}`,
          );
        expect(changedTables(before, await writeCounts(t.db)), 'tables changed by refused calls').toEqual([]);
        if (personIdSource(call) === null) {
          for (const login of having) {
            const res = await t.app.inject(requestFor(call, input, sessions[login].authorization));
            expect([401, 403], `${login}: ${describeResponse(res)}`).not.toContain(res.statusCode);
            expect(res.statusCode, `${login}: ${describeResponse(res)}`).toBeLessThan(500);
          }
        }
      });
    });
  }
});

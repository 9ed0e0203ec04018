/**
 * The insurer's core system as a machine client (issue 34, ADR 0010): the token endpoint with every
 * RFC 6749 error, scopes, tokens that are a client's or a person's and nothing else, and a client
 * that moves a submission through its lifecycle while the person adds a document, reads the
 * submissions since its cursor, downloads the attachment and answers a thread — all of it in the
 * person's 'Kdo viděl moje údaje' as the insurer's core system, with why.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { apiErrorSchema, messages, requestTypeLabels } from '../../contract/index';
import { systemPodani, tokenErrorDescriptions, tokenResponseSchema, type TokenErrorCode } from '../../contract/core-system';
import { pracovisteVlaknoSchema, pracovisteZadostDetailSchema } from '../../contract/staff';
import { zadostDetailSchema } from '../../contract/communication';
import { pristupSchema, type Pristup } from '../../contract/audit';
import { insuranceRequests, machineClients } from '../../server/db/schema';
import { apiOf, expectNotFound, fieldErrorsOf, personUrl, type Api } from '../support/health';
import { basicOf, createTestClient, type TestClient } from '../support/machine-client';
import { multipart } from '../support/multipart';
import { tinyPdf } from '../support/matrix';
import { createTestApp, databaseKindLabel, demoPersonId, signInAs, type SignedIn, type TestApp } from '../support/test-app';

const CORE_SYSTEM = 'Informační systém pojišťovny';
const form = { 'content-type': 'application/x-www-form-urlencoded' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

function expectTokenError(res: LightMyRequestResponse, status: number, error: TokenErrorCode): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ error, error_description: tokenErrorDescriptions[error] });
  expect(res.headers['cache-control']).toBe('no-store');
}

function expectConflict(res: LightMyRequestResponse, detail: string): void {
  expect(res.statusCode, res.body).toBe(409);
  expect(apiErrorSchema.parse(res.json())).toMatchObject({ typ: 'KONFLIKT', detail });
}

describe(`the insurer's core system as a machine client (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  let jana: SignedIn;
  let referent: SignedIn;
  let core: TestClient;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    jana = await signInAs(t.app, 'pojistenec');
    referent = await signInAs(t.app, 'referent');
    core = await createTestClient(t.app, t.db, { name: 'jadro' });
    token = await core.token();
  });
  afterAll(() => t.close());

  const tokenRequest = (fields: Record<string, string>, headers: Record<string, string> = core.basic) =>
    t.app.inject({
      method: 'POST',
      url: '/api/oauth/token',
      headers: { ...form, ...headers },
      payload: new URLSearchParams(fields).toString(),
    });
  const system = (method: 'GET' | 'POST', path: string, who: string = token, payload?: object) =>
    t.app.inject({ method, url: `/api/system${path}`, headers: bearer(who), ...(payload ? { payload } : {}) });
  const step = (id: number, akce: string, poznamka?: string) =>
    system('POST', `/podani/${id}/krok`, token, { akce, ...(poznamka ? { poznamka } : {}) });

  /** Jana's 'Kdo viděl moje údaje', every page: the accesses of the insurer's core system. */
  const coreSystemAccesses = async () => {
    const rows: Pristup[] = [];
    for (let stranka = 1; ; stranka += 1) {
      const res = await api.json('GET', personUrl('jana', `kdoVidelMojeUdaje?stranka=${stranka}`), jana);
      expect(res.statusCode, res.body).toBe(200);
      const page = res.json() as { seznamPristupu: unknown[]; celkem: number; velikostStranky: number };
      rows.push(...page.seznamPristupu.map((row) => pristupSchema.parse(row)));
      if (stranka * page.velikostStranky >= page.celkem) break;
    }
    return rows.filter((row) => row.kdo.typ === 'POJISTOVNA' && row.kdo.jmeno === CORE_SYSTEM);
  };

  /** Reads the submissions until nothing more is waiting now; the cursor to read on from. */
  const readAll = async (od?: string) => {
    const seen: Array<{ id: number; stav: string }> = [];
    let cursor = od;
    for (;;) {
      const res = await system('GET', `/podani${cursor ? `?od=${cursor}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = systemPodani.response.parse(res.json());
      seen.push(...page.podani.map((item) => ({ id: item.zadost.id, stav: item.zadost.stav })));
      cursor = page.kurzor;
      if (!page.dalsi) return { seen, cursor };
    }
  };

  describe('the token endpoint (RFC 6749 §4.4)', () => {
    it('issues a short Bearer token for HTTP Basic credentials, with every scope of the client when none is asked for', async () => {
      const res = await tokenRequest({ grant_type: 'client_credentials' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = tokenResponseSchema.parse(res.json());
      expect(body.token_type).toBe('Bearer');
      // As short as a person's access token.
      expect(body.expires_in).toBe(t.app.deps.config.accessTtlS);
      expect(body.scope).toBe('podani:cist podani:krok vlakna:odpoved vysledky:zapis');
    });

    it('takes the credentials from the form too, and grants the scopes asked for', async () => {
      const res = await tokenRequest(
        { grant_type: 'client_credentials', client_id: core.name, client_secret: core.secret, scope: 'podani:cist' },
        {},
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(tokenResponseSchema.parse(res.json()).scope).toBe('podani:cist');
    });

    it('answers invalid_client 401 to a wrong secret, an unknown client, no credentials and a deactivated client', async () => {
      for (const headers of [basicOf(core.name, `${core.secret}x`), basicOf('nikdo', core.secret), {}]) {
        const res = await tokenRequest({ grant_type: 'client_credentials' }, headers);
        expectTokenError(res, 401, 'invalid_client');
        expect(res.headers['www-authenticate']).toMatch(/^Basic /);
      }
      const retired = await createTestClient(t.app, t.db, { scopes: ['podani:cist'] });
      const retiredToken = await retired.token();
      await t.db.update(machineClients).set({ active: false }).where(eq(machineClients.name, retired.name));
      expectTokenError(await tokenRequest({ grant_type: 'client_credentials' }, retired.basic), 401, 'invalid_client');
      // A token it got before stops working at once.
      expect((await system('GET', '/podani', retiredToken)).statusCode).toBe(401);
    });

    it('answers invalid_request to a missing grant_type, a JSON body, a repeated parameter and two ways of authenticating', async () => {
      expectTokenError(await tokenRequest({}), 400, 'invalid_request');
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: core.basic,
        payload: { grant_type: 'client_credentials' },
      });
      expectTokenError(json, 400, 'invalid_request');
      const repeated = await t.app.inject({
        method: 'POST',
        url: '/api/oauth/token',
        headers: { ...form, ...core.basic },
        payload: 'grant_type=client_credentials&scope=podani:cist&scope=podani:krok',
      });
      expectTokenError(repeated, 400, 'invalid_request');
      expectTokenError(
        await tokenRequest({ grant_type: 'client_credentials', client_id: core.name, client_secret: core.secret }),
        400,
        'invalid_request',
      );
    });

    it('answers unsupported_grant_type to any grant but client credentials', async () => {
      expectTokenError(await tokenRequest({ grant_type: 'password', username: 'jana', password: 'demo' }), 400, 'unsupported_grant_type');
    });

    it('answers invalid_scope to a scope the client does not have or nobody has', async () => {
      const reader = await createTestClient(t.app, t.db, { scopes: ['podani:cist'] });
      expectTokenError(
        await tokenRequest({ grant_type: 'client_credentials', scope: 'podani:cist podani:krok' }, reader.basic),
        400,
        'invalid_scope',
      );
      expectTokenError(await tokenRequest({ grant_type: 'client_credentials', scope: 'admin' }), 400, 'invalid_scope');
    });

    it('is rate-limited like a sign-in: after five wrong secrets the client waits, and meanwhile not even the right one is checked', async () => {
      const victim = await createTestClient(t.app, t.db);
      for (let i = 0; i < 5; i += 1) {
        expectTokenError(await tokenRequest({ grant_type: 'client_credentials' }, basicOf(victim.name, 'spatne')), 401, 'invalid_client');
      }
      const sixth = await tokenRequest({ grant_type: 'client_credentials' }, basicOf(victim.name, 'spatne'));
      expectTokenError(sixth, 429, 'slow_down');
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
      expectTokenError(await tokenRequest({ grant_type: 'client_credentials' }, victim.basic), 429, 'slow_down');
    });
  });

  describe('who may call what', () => {
    it('a token without the call’s scope is refused with 403', async () => {
      const readOnly = await core.token(['podani:cist']);
      expect((await system('GET', '/podani', readOnly)).statusCode).toBe(200);
      const refused = await system('POST', '/podani/1/krok', readOnly, { akce: 'PREVZIT' });
      expect(refused.statusCode, refused.body).toBe(403);
      expect(apiErrorSchema.parse(refused.json())).toMatchObject({ typ: 'ZAKAZANO', detail: messages.forbidden });
      expect(refused.headers['www-authenticate']).toBe('Bearer error="insufficient_scope", scope="podani:krok"');
    });

    it('a person’s or a staff member’s token is refused on /system, and a client’s on /poj and /prac', async () => {
      for (const who of [jana, referent]) expect((await system('GET', '/podani', who.accessToken)).statusCode).toBe(401);
      expect((await api.json('GET', personUrl('jana', 'mojeZadosti'), { ...jana, authorization: bearer(token) })).statusCode).toBe(401);
      expect((await api.json('GET', '/api/prac/zadosti', { ...referent, authorization: bearer(token) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/system/podani' })).statusCode).toBe(401);
    });

    it('a client sees only the kinds of request of its role (a referent’s: no health consultations)', async () => {
      const [consultation] = await t.db
        .select({ id: insuranceRequests.id })
        .from(insuranceRequests)
        .where(and(eq(insuranceRequests.typ, 'KONZULTACE'), eq(insuranceRequests.insuredPersonId, demoPersonId('jana'))));
      expectNotFound(await system('GET', `/podani/${consultation.id}`));
      expect((await readAll()).seen.map((item) => item.id)).not.toContain(consultation.id);
    });

    it('the OpenAPI document names each call’s scope and the token endpoint as an OAuth 2 client-credentials flow', async () => {
      const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, { security: unknown }>>;
        components: { securitySchemes: { client: { type: string; flows: { clientCredentials: { tokenUrl: string; scopes: object } } } } };
      };
      expect(doc.paths['/system/podani'].get.security).toEqual([{ client: ['podani:cist'] }]);
      expect(doc.paths['/system/podani/{id}/krok'].post.security).toEqual([{ client: ['podani:krok'] }]);
      expect(doc.paths['/system/vlakna/{vlakno}/odpoved'].post.security).toEqual([{ client: ['vlakna:odpoved'] }]);
      // The employer's benefits programme (issue 35, employer-export.test.ts).
      expect(doc.paths['/system/zamestnavatel/prohlidky'].get.security).toEqual([{ client: ['prevence:zamestnavatel'] }]);
      const scheme = doc.components.securitySchemes.client;
      expect(scheme.type).toBe('oauth2');
      expect(scheme.flows.clientCredentials.tokenUrl).toBe('/api/oauth/token');
      expect(Object.keys(scheme.flows.clientCredentials.scopes)).toEqual([
        'podani:cist',
        'podani:krok',
        'vlakna:odpoved',
        'prevence:zamestnavatel',
        'vysledky:zapis',
      ]);
    });

    it('a cursor that is not one is a Czech 400', async () => {
      expect(fieldErrorsOf(await system('GET', '/podani?od=zacatek'))).toEqual({ od: [messages.unsupportedFormat] });
    });
  });

  it('moves a submission PRIJATO → VYRIZUJE_SE → CEKA_NA_DOKLADY → (the person adds a document) → VYRIZENO, reading it since its cursor', async () => {
    const { cursor: start } = await readAll();

    const filed = await api.json('POST', personUrl('jana', 'zadostPrukazVlozit'), jana, {
      adresaOdeslani: 'TRVALA_ADRESA',
      prukazDuvodKod: 'ZTRATA',
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const id = (filed.json() as { id: number }).id;
    const purpose = `vyřizování žádosti č. ${id} – ${requestTypeLabels.PRUKAZ}`;

    // The new submission is among those since the cursor, as it is now.
    const first = await readAll(start);
    expect(first.seen).toContainEqual({ id, stav: 'PRIJATO' });

    const taken = pracovisteZadostDetailSchema.parse((await step(id, 'PREVZIT')).json());
    expect(taken.zadost.stav).toBe('VYRIZUJE_SE');
    expect(taken.resitel?.jmeno).toBe(CORE_SYSTEM);
    expect(taken.akce).toEqual(['VYZADAT_DOKLADY', 'SCHVALIT', 'ZAMITNOUT']);
    expect(taken.historie.at(-1)).toMatchObject({ stav: 'VYRIZUJE_SE', akce: 'PREVZIT', kdo: CORE_SYSTEM });
    expectConflict(await step(id, 'PREVZIT'), messages.requestStepAlreadyYours);
    // A staff member sees who holds it, and may take it over as from a colleague.
    const seenByStaff = pracovisteZadostDetailSchema.parse((await api.json('GET', `/api/prac/zadosti/${id}`, referent)).json());
    expect(seenByStaff.resitel?.jmeno).toBe(CORE_SYSTEM);
    expect(seenByStaff.akce).toEqual(['PREVZIT']);

    expect(fieldErrorsOf(await step(id, 'VYZADAT_DOKLADY'))).toEqual({ poznamka: [messages.required] });
    const asked = pracovisteZadostDetailSchema.parse(
      (await step(id, 'VYZADAT_DOKLADY', 'Doložte prosím protokol o ztrátě průkazu.')).json(),
    );
    expect(asked.zadost.stav).toBe('CEKA_NA_DOKLADY');
    expectConflict(await step(id, 'SCHVALIT'), messages.requestStepWaitsForPerson);
    const { cursor: beforeDocuments } = await readAll(first.cursor);

    // The person reads the note from the core system and adds the document.
    const waiting = zadostDetailSchema.parse((await api.json('GET', personUrl('jana', `mojeZadosti/${id}`), jana)).json());
    expect(waiting.historie.at(-1)).toMatchObject({
      stav: 'CEKA_NA_DOKLADY',
      poznamka: 'Doložte prosím protokol o ztrátě průkazu.',
      kdo: CORE_SYSTEM,
    });
    const added = await api.form(
      'POST',
      personUrl('jana', `mojeZadosti/${id}/doklady`),
      jana,
      multipart([
        { name: 'poznamka', value: 'Protokol z policie.' },
        { name: 'prilohaVlozit[]', filename: 'protokol.pdf', content: tinyPdf, contentType: 'application/pdf' },
      ]),
    );
    expect(added.statusCode, added.body).toBe(200);

    // The person's step reaches the core system through the cursor it kept.
    expect((await readAll(beforeDocuments)).seen).toContainEqual({ id, stav: 'VYRIZUJE_SE' });

    const detail = await system('GET', `/podani/${id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const withDocument = pracovisteZadostDetailSchema.parse(detail.json());
    expect(withDocument.pojistenec.jmeno).toBe('Jana Dvořáková');
    const file = withDocument.prilohy.find((p) => p.nazev === 'protokol.pdf');
    expect(file).toBeDefined();
    const download = await system('GET', `/podani/${id}/prilohy/${file!.id}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(/^attachment\b/);
    expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectNotFound(await system('GET', `/podani/${id}/prilohy/999999999`));

    const approved = pracovisteZadostDetailSchema.parse((await step(id, 'SCHVALIT')).json());
    expect(approved.zadost.stav).toBe('VYRIZENO');
    expect(approved.akce).toEqual([]);
    expectConflict(await step(id, 'ZAMITNOUT', 'Pozdě.'), messages.requestStepClosed('Vyřízeno'));

    // The person's timeline names the core system at each of its steps.
    const done = zadostDetailSchema.parse((await api.json('GET', personUrl('jana', `mojeZadosti/${id}`), jana)).json());
    expect(done.zadost.stav).toBe('VYRIZENO');
    expect(done.historie.slice(1).map((h) => [h.stav, h.kdo])).toEqual([
      ['VYRIZUJE_SE', CORE_SYSTEM],
      ['CEKA_NA_DOKLADY', CORE_SYSTEM],
      ['VYRIZUJE_SE', 'Jana Dvořáková'],
      ['VYRIZENO', CORE_SYSTEM],
    ]);

    // Every read and step of the core system is in Jana's 'Kdo viděl moje údaje', with why.
    const insurer = await coreSystemAccesses();
    const seen = (operace: string, ucel: string, oblast: string) =>
      insurer.some((row) => row.operace === operace && row.ucel === ucel && row.oblast === oblast && row.kdo.pracoviste === null);
    expect(seen('CTENI', purpose, 'ZADOSTI'), 'the detail and the download').toBe(true);
    expect(seen('ZAPIS', purpose, 'ZADOSTI'), 'the steps').toBe(true);
    expect(seen('CTENI', 'přehled žádostí k vyřízení', 'ZADOSTI'), 'the submissions since the cursor').toBe(true);
    expect(insurer.filter((row) => row.operace === 'ZAPIS' && row.ucel === purpose)).toHaveLength(3);
  });

  it('answers a question: the person sees the answer of the core system in the thread at once', async () => {
    const sent = await api.form(
      'POST',
      personUrl('jana', 'komunikacePojZpravaVlozit'),
      jana,
      multipart([
        { name: 'druhZpravy', value: 'DOTAZ' },
        { name: 'nadpis', value: 'Stav platby' },
        { name: 'telo', value: 'Dobrý den, došla moje platba pojistného?' },
        { name: 'idempotencniKlic', value: crypto.randomUUID() },
      ]),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const vlakno = (sent.json() as { vlakno: { vlakno: string } }).vlakno.vlakno;

    const readOnly = await core.token(['podani:cist']);
    const answer = multipart([{ name: 'telo', value: 'Dobrý den, platbu jsme přijali 3. 3.' }]);
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/system/vlakna/${vlakno}/odpoved`,
      headers: { ...bearer(readOnly), ...answer.headers },
      payload: answer.payload,
    });
    expect(refused.statusCode).toBe(403);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/system/vlakna/${vlakno}/odpoved`,
      headers: { ...bearer(token), ...answer.headers },
      payload: answer.payload,
    });
    expect(res.statusCode, res.body).toBe(200);
    const view = pracovisteVlaknoSchema.parse(res.json());
    expect(view.souhrn.stav).toBe('ODPOVEZENO');
    expect(view.zpravy.at(-1)).toMatchObject({
      autor: 'POJISTOVNA',
      autorNazev: CORE_SYSTEM,
      telo: 'Dobrý den, platbu jsme přijali 3. 3.',
    });

    const thread = (await api.json('GET', personUrl('jana', `komunikacePoj?vlakno=${vlakno}`), jana)).json() as {
      seznamVlaken: Array<{ stav: string }>;
      zpravy: Array<{ autor: string; autorNazev: string; telo: string }>;
    };
    expect(thread.seznamVlaken[0].stav).toBe('ODPOVEZENO');
    expect(thread.zpravy.at(-1)).toMatchObject({ autor: 'POJISTOVNA', autorNazev: CORE_SYSTEM });

    const rows = await coreSystemAccesses();
    expect(rows.some((row) => row.operace === 'ZAPIS' && row.oblast === 'ZPRAVY' && row.ucel === `odpověď na dotaz ${vlakno}`)).toBe(true);
  });
});

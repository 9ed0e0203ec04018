import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorSchema,
  buildPath,
  messages,
  mojeDokumenty,
  ockovani,
  personAccessOf,
  type AnyCall,
  type PersonId,
} from '../../contract/index';
import * as health from '../../contract/health';
import { canAccessPerson } from '../../server/services/person-access';
import { apiOf, expectForbidden, expectNotFound, personUrl, type Api, type Person } from '../support/health';
import { fields, multipart, samplePdf } from '../support/multipart';
import {
  createTestApp,
  databaseKindLabel,
  demoPersonId,
  demoPersons,
  signInAs,
  type DemoLogin,
  type SignedIn,
  type TestApp,
} from '../support/test-app';

const healthCalls: AnyCall[] = Object.values(health as Record<string, unknown>).filter(
  (value): value is AnyCall => typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value,
);

/** Valid input per call, so that only the access rule can refuse it. */
function requestFor(call: AnyCall, person: number, ids: { record: number; attachment: number }) {
  const params = {
    pojistenecId: person,
    id: call.path.includes('data/') || call.path.includes('prenosNahled') ? ids.attachment : ids.record,
    evidence: 'OCKOVANI',
  };
  const url = `/api${buildPath(call.path, params)}${call.query ? '?evidence=OCKOVANI' : ''}`;
  if (call.bodyKind === 'multipart') return { url, form: multipart(fields({ datum: '2024-01-01', nemoc: 'x', popis: 'x' })) };
  const bodies: Record<string, unknown> = {
    anamnezaUlozit: { alkoholKod: 'NEPIJE' },
    anamnezaMereniVlozit: { tep: 70 },
    pojistenecEmergentniUdajeUlozit: { osoba: 'x' },
  };
  const json = call.body
    ? (bodies[call.id] ??
      (call.path.includes('Nemocnice') ? { obdobi: { datumOd: '2024-01-01' }, popis: 'x' } : { datum: '2024-01-01', popis: 'x' }))
    : undefined;
  return { url, json };
}

function countingStream(total: number, counter: { read: number }): Readable {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= total) return this.push(null);
      sent += chunk.length;
      counter.read += chunk.length;
      this.push(chunk);
    },
  });
}

describe(`health record access: read and write (${databaseKindLabel})`, () => {
  let t: TestApp;
  let api: Api;
  const tokens = {} as Record<DemoLogin, SignedIn>;
  let ids: { record: number; attachment: number };

  beforeAll(async () => {
    t = await createTestApp();
    api = apiOf(t.app);
    for (const login of ['pojistenec', 'osvc', 'lekar', 'lekar-pojistenec', 'nesynchronizovano'] as const)
      tokens[login] = await signInAs(t.app, login);
    const documents = mojeDokumenty.response.parse(
      (await api.json('GET', personUrl('jana', 'mojeDokumenty'), tokens.pojistenec)).json(),
    ).seznamDokumentu;
    const vaccinations = ockovani.response.parse(
      (await api.json('GET', personUrl('jana', 'ockovani'), tokens.pojistenec)).json(),
    ).seznamOckovani;
    const tetanus = vaccinations.find((v) => v.nemoc === 'Tetanus');
    ids = { record: documents[0].id, attachment: tetanus?.prilohy[0].id ?? 0 };
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (call: AnyCall, person: Person | number, who: SignedIn | null) => {
    const id = typeof person === 'number' ? person : demoPersons[person].id;
    const request = requestFor(call, id, ids);
    if (request.form) return api.form(call.method as 'POST' | 'PUT', request.url, who, request.form);
    return api.json(call.method, request.url, who, request.json);
  };

  it('declares every health call per person, reads for GET (emergency data: representatives only) and writes otherwise', () => {
    expect(healthCalls.length).toBe(38);
    for (const call of healthCalls) {
      expect(call.personScoped, call.id).toBe('path');
      expect(call.auth, call.id).toBe('access');
      const expected = call.method === 'GET' && call.id !== 'pojistenecEmergentniUdaje' ? 'read' : 'write';
      expect(personAccessOf(call), call.id).toBe(expected);
      if (call.bodyKind === 'multipart')
        expect(call.files).toMatchObject({ field: 'prilohaVlozit[]', maxCount: 5, maxTotalBytes: 20_971_520 });
    }
  });

  it('answers 401 to every health call without a token', async () => {
    for (const call of healthCalls) {
      const res = await send(call, 'jana', null);
      expect(res.statusCode, call.id).toBe(401);
      expect(apiErrorSchema.parse(res.json()).typ).toBe('NEPRIHLASEN');
    }
  });

  it('answers 403 to another insured user for every call, even for a record that does not exist', async () => {
    for (const call of healthCalls) {
      expectForbidden(await send(call, 'jana', tokens.osvc));
      expectForbidden(await send(call, 'tereza', tokens.nesynchronizovano));
    }
    // A nonexistent record of a person one may not see is 403, never 404.
    for (const url of [
      personUrl('jana', 'anamnezaAlergie/999999999'),
      personUrl('jana', 'mojeDokumenty/999999999'),
      personUrl('jana', 'data/OCKOVANI/999999999'),
    ]) {
      expectForbidden(await api.json(url.includes('data/') || url.includes('mojeDokumenty') ? 'GET' : 'DELETE', url, tokens.osvc));
    }
    // …and a person who does not exist at all answers the same.
    expectForbidden(await api.json('GET', personUrl(999999999, 'anamneza'), tokens.pojistenec));
    // The check comes before the input is validated.
    expectForbidden(await api.json('PUT', personUrl('jana', 'anamnezaAlergie/abc'), tokens.osvc, { popis: '' }));
  });

  it('lets a doctor the person allowed read every shared health page and download files', async () => {
    for (const call of healthCalls.filter((c) => c.method === 'GET')) {
      const res = await send(call, 'jana', tokens.lekar);
      if (call.id === 'pojistenecEmergentniUdaje') expectForbidden(res);
      else expect(res.statusCode, `${call.id}: ${res.body.slice(0, 200)}`).toBe(200);
    }
    const file = await api.json('GET', personUrl('jana', `data/OCKOVANI/${ids.attachment}`), tokens.lekar);
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it("refuses that doctor the files of the person's messages, claims and requests, which are not the health record", async () => {
    for (const evidence of health.attachmentEvidences.filter((e) => !health.healthRecordEvidences.includes(e))) {
      expectForbidden(await api.json('GET', personUrl('jana', `data/${evidence}/${ids.attachment}`), tokens.lekar));
      expectForbidden(await api.json('GET', personUrl('jana', `prenosNahled/${ids.attachment}?evidence=${evidence}`), tokens.lekar));
      // the person's representative is let through, and finds no such file under that evidence
      expectNotFound(await api.json('GET', personUrl('jana', `data/${evidence}/${ids.attachment}`), tokens.pojistenec));
    }
  });

  it('refuses every change by that doctor (403) and changes nothing', async () => {
    const before = (await api.json('GET', personUrl('jana', 'ockovani'), tokens.pojistenec)).body;
    for (const call of healthCalls.filter((c) => c.method !== 'GET')) {
      expectForbidden(await send(call, 'jana', tokens.lekar));
      expectForbidden(await send(call, 'josef', tokens['lekar-pojistenec']));
    }
    expect((await api.json('GET', personUrl('jana', 'ockovani'), tokens.pojistenec)).body).toBe(before);
    // The same allowed doctor reads Josef's records.
    expect((await api.json('GET', personUrl('josef', 'anamnezaMereni'), tokens['lekar-pojistenec'])).statusCode).toBe(200);
  });

  it('refuses a doctor the person did not allow, or withdrew', async () => {
    for (const call of healthCalls) {
      expectForbidden(await send(call, 'katerina', tokens.lekar));
      expectForbidden(await send(call, 'marie', tokens['lekar-pojistenec']));
    }
  });

  it('lets the doctor who is insured himself change his own records', async () => {
    const res = await api.json('POST', personUrl('tomas', 'anamnezaAlergie'), tokens['lekar-pojistenec'], { popis: 'Ořechy' });
    expect(res.statusCode, res.body).toBe(200);
    const emergency = await api.json('GET', personUrl('tomas', 'pojistenecEmergentniUdaje'), tokens['lekar-pojistenec']);
    expect(emergency.statusCode).toBe(200);
  });

  it('refuses an upload of a person one may not write before reading its body', async () => {
    for (const [who, person] of [
      ['osvc', 'jana'],
      ['lekar', 'jana'],
    ] as const) {
      const counter = { read: 0 };
      const res = await t.app.inject({
        method: 'POST',
        url: personUrl(person, 'ockovani'),
        headers: { ...tokens[who].authorization, 'content-type': 'multipart/form-data; boundary=x' },
        payload: countingStream(50 * 1024 * 1024, counter),
      });
      expectForbidden(res);
      expect(counter.read, who).toBeLessThan(1024 * 1024);
    }
    const counter = { read: 0 };
    const anonymous = await t.app.inject({
      method: 'POST',
      url: personUrl('jana', 'mojeDokumenty'),
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: countingStream(50 * 1024 * 1024, counter),
    });
    expect(anonymous.statusCode).toBe(401);
    expect(counter.read).toBeLessThan(1024 * 1024);
  });

  it('a representative writes for the child she represents, with files', async () => {
    const res = await api.form(
      'POST',
      personUrl('tereza', 'mojeDokumenty'),
      tokens.pojistenec,
      multipart([
        ...fields({ popis: 'Zpráva od pediatra' }),
        { name: 'prilohaVlozit[]', filename: 'zprava.pdf', content: samplePdf, contentType: 'application/pdf' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  describe('canAccessPerson (the one place of the rule)', () => {
    const matrix: Array<[DemoLogin, Person, boolean, boolean]> = [
      ['pojistenec', 'jana', true, true],
      ['pojistenec', 'tereza', true, true],
      ['pojistenec', 'jakub', true, true],
      ['osvc', 'jana', false, false],
      ['lekar', 'jana', true, false],
      ['lekar', 'katerina', false, false],
      ['lekar-pojistenec', 'josef', true, false],
      ['lekar-pojistenec', 'marie', false, false],
      ['lekar-pojistenec', 'tomas', true, true],
      ['nesynchronizovano', 'jana', false, false],
    ];
    for (const [login, person, read, write] of matrix) {
      it(`${login} → ${person}: read ${read}, write ${write}`, async () => {
        const caller = await callerOf(login);
        expect(await canAccessPerson(t.db, caller, demoPersonId(person), 'read')).toBe(read);
        expect(await canAccessPerson(t.db, caller, demoPersonId(person), 'write')).toBe(write);
      });
    }

    it('a doctor role alone never writes, a caller without roles never reads', async () => {
      const lekar = await callerOf('lekar');
      expect(await canAccessPerson(t.db, { ...lekar, jl: false }, demoPersonId('jana'), 'read')).toBe(false);
      const jana = await callerOf('pojistenec');
      expect(await canAccessPerson(t.db, { ...jana, jp: false, jl: true }, demoPersonId('jana'), 'write')).toBe(false);
      expect(await canAccessPerson(t.db, jana, 'abc' as PersonId, 'read')).toBe(false);
    });

    async function callerOf(login: DemoLogin) {
      const res = await t.app.inject({ method: 'GET', url: '/api/uzivatel/zastupy', headers: tokens[login].authorization });
      expect(res.statusCode).toBe(200);
      const caller = await t.app.authenticate({ headers: tokens[login].authorization } as never);
      if (!caller) throw new Error(`no caller for ${login}`);
      return caller;
    }
  });

  it('describes the access kind and the files in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const post = doc.paths['/poj/{pojistenecId}/ockovani'].post;
    expect(post['x-person-access']).toBe('write');
    expect(doc.paths['/poj/{pojistenecId}/ockovani'].get['x-person-access']).toBe('read');
    const schema = (post.requestBody as { content: Record<string, { schema: { properties: Record<string, unknown> } }> }).content[
      'multipart/form-data'
    ].schema;
    expect(schema.properties['prilohaVlozit[]']).toMatchObject({ type: 'array', maxItems: 5 });
    const downloadOk = (
      doc.paths['/poj/{pojistenecId}/data/{evidence}/{id}'].get.responses as Record<string, { content: Record<string, unknown> }>
    )['200'];
    expect(Object.keys(downloadOk.content)).toEqual(['*/*']);
    expect(messages.forbidden).toBeTruthy();
  });
});

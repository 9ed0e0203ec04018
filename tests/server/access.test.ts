import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, messages, type PersonId } from '../../contract/index';
import { canSeePerson } from '../../server/services/person-access';
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
import { users } from '../../server/db/schema';

const widget = (pojistenecId: string | number, extra = '') => `/api/poj/widgetZpravyNeprectene?pojistenecId=${pojistenecId}${extra}`;

describe(`authentication and person access (${databaseKindLabel})`, () => {
  let t: TestApp;
  const tokens = {} as Record<DemoLogin, SignedIn>;

  beforeAll(async () => {
    t = await createTestApp();
    for (const login of ['pojistenec', 'osvc', 'lekar', 'lekar-pojistenec', 'nesynchronizovano'] as const) {
      tokens[login] = await signInAs(t.app, login);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, login?: DemoLogin, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...(login ? tokens[login].authorization : {}), ...headers } });

  describe('401 without a valid access token', () => {
    const cases: Array<[string, Record<string, string>]> = [
      ['no Authorization header', {}],
      ['a malformed header', { authorization: 'Token abc' }],
      ['a garbage bearer token', { authorization: 'Bearer abc.def.ghi' }],
      [
        'a token signed with another key',
        { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiamwiOnRydWUsImpwIjp0cnVlLCJleHAiOjQxMDI0NDQ4MDB9.c2lnbmF0dXJl' },
      ],
      ['an unsigned token', { authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwiamwiOnRydWUsImpwIjp0cnVlfQ.' }],
    ];
    for (const [name, headers] of cases) {
      it(`with ${name}`, async () => {
        for (const url of [widget(demoPersons.jana.id), '/api/uzivatel/zastupy', '/api/banery']) {
          const res = await get(url, undefined, headers);
          expect(res.statusCode, url).toBe(401);
          const body = apiErrorSchema.parse(res.json());
          expect(body.typ).toBe('NEPRIHLASEN');
          expect(body.detail).toBe(messages.unauthorized);
        }
      });
    }

    it('checks the token before validating the input', async () => {
      const res = await get('/api/poj/widgetZpravyNeprectene?pojistenecId=abc');
      expect(res.statusCode).toBe(401);
    });
  });

  describe('403 matrix of the per-person call widgetZpravyNeprectene', () => {
    const matrix: Array<{ who: DemoLogin; person: keyof typeof demoPersons; allowed: boolean; why: string }> = [
      { who: 'pojistenec', person: 'jana', allowed: true, why: 'the person themself' },
      { who: 'pojistenec', person: 'tereza', allowed: true, why: 'her representative (child)' },
      { who: 'pojistenec', person: 'jakub', allowed: true, why: 'her representative (adult child)' },
      { who: 'osvc', person: 'jana', allowed: false, why: 'another insured user' },
      { who: 'osvc', person: 'tereza', allowed: false, why: 'another insured user, a child' },
      { who: 'nesynchronizovano', person: 'jana', allowed: false, why: 'a user who represents nobody' },
      { who: 'lekar-pojistenec', person: 'josef', allowed: true, why: 'a doctor the patient allowed' },
      { who: 'lekar-pojistenec', person: 'marie', allowed: false, why: 'a doctor the patient did not allow' },
      { who: 'lekar-pojistenec', person: 'jana', allowed: false, why: 'a doctor with no relation to the person' },
      { who: 'lekar', person: 'jana', allowed: false, why: 'a doctor without the insured-person role (the call is for insured persons)' },
      { who: 'lekar', person: 'katerina', allowed: false, why: 'a doctor without the role and not allowed' },
    ];
    for (const row of matrix) {
      it(`${row.allowed ? 'allows' : 'forbids'} ${row.who} → ${row.person}: ${row.why}`, async () => {
        const res = await get(widget(demoPersons[row.person].id), row.who);
        if (row.allowed) {
          expect(res.statusCode).toBe(200);
          expect(res.json().prehledZastupu[0].pojistenecId).toBe(demoPersons[row.person].id);
        } else {
          expect(res.statusCode).toBe(403);
          const body = apiErrorSchema.parse(res.json());
          expect(body.typ).toBe('ZAKAZANO');
          expect(body.detail).toBe(messages.forbidden);
        }
      });
    }

    it('answers a person who does not exist exactly like a person one may not see', async () => {
      const strip = (body: Record<string, unknown>) => ({ ...body, chybaId: 'x' });
      const existing = await get(widget(demoPersons.marie.id), 'pojistenec');
      const missing = await get(widget('999999999'), 'pojistenec');
      const huge = await get(widget('9223372036854775807'), 'pojistenec');
      expect(existing.statusCode).toBe(403);
      expect(missing.statusCode).toBe(403);
      expect(huge.statusCode).toBe(403);
      expect(strip(missing.json())).toEqual(strip(existing.json()));
      expect(strip(huge.json())).toEqual(strip(existing.json()));
      expect(missing.body.length).toBe(existing.body.length);
    });

    it('checks access before validating the rest of the input', async () => {
      const res = await get(widget(demoPersons.marie.id, '&pozadavekDetail=MOZNA'), 'pojistenec');
      expect(res.statusCode).toBe(403);
      const allowed = await get(widget(demoPersons.jana.id, '&pozadavekDetail=MOZNA'), 'pojistenec');
      expect(allowed.statusCode).toBe(400);
      expect(apiErrorSchema.parse(allowed.json()).chyby).toHaveProperty('pozadavekDetail');
    });

    it('answers an invalid pojistenecId with 400 and a Czech field message', async () => {
      for (const [value, message] of [
        ['abc', messages.integer],
        ['0', messages.min(1)],
        ['92233720368547758070', messages.integer],
      ] as const) {
        const res = await get(widget(value), 'pojistenec');
        expect(res.statusCode, value).toBe(400);
        const body = apiErrorSchema.parse(res.json());
        expect(body.typ).toBe('VALIDACE');
        expect(body.chyby?.pojistenecId).toContain(message);
      }
      const missing = await get('/api/poj/widgetZpravyNeprectene', 'pojistenec');
      expect(missing.statusCode).toBe(400);
      expect(apiErrorSchema.parse(missing.json()).chyby?.pojistenecId).toEqual([messages.required]);
    });
  });

  describe('canSeePerson', () => {
    const userIdOf = async (login: string) => {
      const rows = await t.db.select({ id: users.id, login: users.login }).from(users);
      return rows.find((r) => r.login === login)!.id;
    };

    it('lets a doctor see exactly the patients who allowed her', async () => {
      const doctor = { userId: await userIdOf('lekar'), jl: true, jp: false };
      for (const key of ['jana', 'tereza', 'petr', 'marie', 'josef'] as const)
        expect(await canSeePerson(t.db, doctor, demoPersonId(key)), key).toBe(true);
      for (const key of ['katerina', 'jakub', 'tomas'] as const)
        expect(await canSeePerson(t.db, doctor, demoPersonId(key)), key).toBe(false);
    });

    it('needs the role flag for each way in', async () => {
      const jana = await userIdOf('pojistenec');
      expect(await canSeePerson(t.db, { userId: jana, jl: false, jp: true }, demoPersonId('tereza'))).toBe(true);
      expect(await canSeePerson(t.db, { userId: jana, jl: true, jp: false }, demoPersonId('tereza'))).toBe(false);
      const doctor = await userIdOf('lekar');
      expect(await canSeePerson(t.db, { userId: doctor, jl: false, jp: true }, demoPersonId('jana'))).toBe(false);
      expect(await canSeePerson(t.db, { userId: doctor, jl: false, jp: false }, demoPersonId('jana'))).toBe(false);
    });

    it('rejects ids that are not ids', async () => {
      const jana = await userIdOf('pojistenec');
      expect(await canSeePerson(t.db, { userId: jana, jl: false, jp: true }, '1 or 1=1' as PersonId)).toBe(false);
    });
  });

  describe('role checks', () => {
    it('lets a user with both roles use insured-person calls', async () => {
      const res = await get(widget(demoPersons.tomas.id), 'lekar-pojistenec');
      expect(res.statusCode).toBe(200);
    });
  });

  describe('a revoked session', () => {
    it('answers 401 after logout', async () => {
      const session = await signInAs(t.app, 'osvc', { instalaceId: 'odhlaseniTest01234567' });
      expect((await get(widget(demoPersons.petr.id), undefined, session.authorization)).statusCode).toBe(200);
      const logout = await t.app.inject({ method: 'POST', url: '/api/app/logout', headers: { cookie: session.refreshCookie } });
      expect(logout.statusCode).toBe(200);
      expect((await get(widget(demoPersons.petr.id), undefined, session.authorization)).statusCode).toBe(401);
    });
  });
});

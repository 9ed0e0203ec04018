import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { eq } from 'drizzle-orm';
import { accessTokenPayloadSchema, tokensSchema } from '../../contract/app';
import { messages } from '../../contract/messages';
import { devices as devicesTable, refreshTokens, sessions, users } from '../../server/db/schema';
import { createTestApp, databaseKindLabel, signInAs, type TestApp } from '../support/test-app';
import {
  COOKIE,
  aplikaceInfo,
  devices,
  exchange,
  logout,
  newInstalaceId,
  refresh,
  refreshCookieOf,
  signIn,
  sleep,
  ticketFor,
  browserOf,
  postForm,
  ticketOf,
} from './identity-helpers';
import { invalidateAuthCache } from '../../server/auth-cache';
import { fieldErrorsOf } from '../support/health';

const SECRET = 'identity-test-secret-0123456789-abcdefghijklmnop';
const key = new TextEncoder().encode(SECRET);

function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

async function userId(t: TestApp, login: string): Promise<number> {
  const rows = await t.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  return rows[0].id;
}

describe(`identity: tokens, refresh, logout and devices (${databaseKindLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ jwtSecret: SECRET });
  });
  afterAll(async () => t?.close());

  const callDevices = (token: string) => devices(t.app, token);

  describe('login', () => {
    it('answers the tokens and sets the refresh cookie (HttpOnly, Secure, SameSite=Strict, Path=/api/app)', async () => {
      const info = aplikaceInfo();
      const response = await exchange(t.app, await ticketFor(t.app, 'lekar-pojistenec'), info);
      expect(response.statusCode).toBe(200);
      const body = tokensSchema.parse(response.json());
      expect(Object.keys(response.json()).sort()).toEqual(['accessToken', 'refreshTokenExpirace']);
      const cookie = refreshCookieOf(response)!;
      expect(cookie.raw).toMatch(/; HttpOnly/);
      expect(cookie.raw).toMatch(/; Secure/);
      expect(cookie.raw).toMatch(/; SameSite=Strict/);
      expect(cookie.raw).toMatch(/; Path=\/api\/app(;|$)/);
      expect(cookie.raw).not.toMatch(/Domain=/i);
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie.raw)?.[1]);
      expect(maxAge).toBeGreaterThan(1790);
      expect(maxAge).toBeLessThanOrEqual(1800);
      const refreshClaims = decodeJwt(cookie.value);
      expect(new Date(body.refreshTokenExpirace).getTime()).toBe((refreshClaims.exp as number) * 1000);
      // The refresh token never appears in the body.
      expect(response.body).not.toContain(cookie.value);
    });

    it('the access token carries sub, jl, jp, exp (lifetime accessTtlS) and is HS256 for zk-api', async () => {
      const session = await signIn(t.app, 'lekar-pojistenec');
      const header = decodeProtectedHeader(session.accessToken);
      expect(header.alg).toBe('HS256');
      const claims = decodeJwt(session.accessToken);
      accessTokenPayloadSchema.parse(claims);
      expect(claims.sub).toBe(String(await userId(t, 'lekar-pojistenec')));
      expect(claims).toMatchObject({ jl: true, jp: true, typ: 'access', aud: 'zk-api', iss: 'zk' });
      expect((claims.exp as number) - (claims.iat as number)).toBe(300);
      expect(Math.abs((claims.iat as number) - Date.now() / 1000)).toBeLessThan(5);
      expect(typeof claims.sid).toBe('string');

      const doctor = decodeJwt((await signIn(t.app, 'lekar')).accessToken);
      expect(doctor).toMatchObject({ jl: true, jp: false });
      const insured = decodeJwt((await signIn(t.app, 'pojistenec')).accessToken);
      expect(insured).toMatchObject({ jl: false, jp: true });
    });

    it('registers the device from aplikaceInfo, and updates it on the next sign-in', async () => {
      const info = aplikaceInfo({ nazev: 'Firefox', verzeAplikace: '1.15.01', verzeOs: 'Android 14', platforma: 'Android' });
      const first = await signIn(t.app, 'osvc', info);
      const id = await userId(t, 'osvc');
      let rows = await t.db.select().from(devicesTable).where(eq(devicesTable.userId, id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        instalaceId: info.instalaceId,
        nazev: 'Firefox',
        platforma: 'Android',
        verzeAplikace: '1.15.01',
        verzeOs: 'Android 14',
      });
      const registeredAt = rows[0].registeredAt.getTime();

      await sleep(20);
      await signIn(t.app, 'osvc', { ...info, verzeAplikace: '1.15.02', verzeBrowser: undefined });
      rows = await t.db.select().from(devicesTable).where(eq(devicesTable.userId, id));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ verzeAplikace: '1.15.02', verzeBrowser: null });
      expect(rows[0].registeredAt.getTime()).toBe(registeredAt);
      expect(rows[0].lastUsedAt.getTime()).toBeGreaterThan(registeredAt);

      const sessionRows = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(first.accessToken).sid as string));
      expect(sessionRows[0]).toMatchObject({ userId: id, instalaceId: info.instalaceId, revokedAt: null });
      const hours = (sessionRows[0].absoluteExpiresAt.getTime() - sessionRows[0].createdAt.getTime()) / 3_600_000;
      expect(hours).toBeCloseTo(12, 2);
    });

    it('refuses aplikaceInfo with HTML, an unknown platform or a malformed version (400, Czech, per field) and signs nobody in', async () => {
      const listek = await ticketFor(t.app, 'pojistenec');
      const response = await exchange(
        t.app,
        listek,
        aplikaceInfo({ nazev: '<script>alert(1)</script>', verzeAplikace: 'latest', platforma: 'Windows' as 'WEB' }),
      );
      expect(response.statusCode).toBe(400);
      expect(fieldErrorsOf(response)).toEqual({
        'aplikaceInfo.nazev': [messages.noHtml],
        'aplikaceInfo.verzeAplikace': [messages.appVersionFormat],
        'aplikaceInfo.platforma': [messages.allowedValues(['Android', 'iOS', 'WEB'])],
      });
      expect(refreshCookieOf(response)).toBeNull();
      // The ticket was not spent on the refused body: a valid one still signs in.
      expect((await exchange(t.app, listek)).statusCode).toBe(200);
    });

    it('works with the shared signInAs helper', async () => {
      const signed = await signInAs(t.app, 'pojistenec', { instalaceId: newInstalaceId() });
      expect((await callDevices(signed.accessToken)).statusCode).toBe(200);
      expect(signed.refreshCookie.startsWith(`${COOKIE}=`)).toBe(true);
    });
  });

  describe('access token checks', () => {
    let session: Awaited<ReturnType<typeof signIn>>;
    beforeAll(async () => {
      session = await signIn(t.app, 'pojistenec');
    });

    it('a valid token passes', async () => {
      expect((await callDevices(session.accessToken)).statusCode).toBe(200);
    });

    it('no token, a malformed header or garbage → 401', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/autorizovanaZarizeni' })).statusCode).toBe(401);
      for (const authorization of [
        session.accessToken,
        `Basic ${session.accessToken}`,
        'Bearer',
        'Bearer x.y.z',
        `Bearer ${session.accessToken}x`,
      ]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/autorizovanaZarizeni', headers: { authorization } });
        expect(response.statusCode, authorization).toBe(401);
      }
    });

    it('a refresh token used as a bearer access token → 401', async () => {
      const cookieValue = session.cookie.slice(COOKIE.length + 1);
      const response = await t.app.inject({ method: 'GET', url: '/api/autorizovanaZarizeni', headers: bearer(cookieValue) });
      expect(response.statusCode).toBe(401);
    });

    it('alg:none → 401', async () => {
      const claims = decodeJwt(session.accessToken);
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
      for (const alg of ['none', 'None', 'NONE']) {
        const unsigned = `${encode({ alg, typ: 'JWT' })}.${encode(claims)}.`;
        expect((await callDevices(unsigned)).statusCode, alg).toBe(401);
      }
    });

    const sign = (
      claims: Record<string, unknown>,
      options: { alg?: string; aud?: string; iss?: string; exp?: number; signingKey?: Uint8Array } = {},
    ) => {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: options.alg ?? 'HS256' })
        .setSubject(String(decodeJwt(session.accessToken).sub))
        .setAudience(options.aud ?? 'zk-api')
        .setIssuer(options.iss ?? 'zk')
        .setIssuedAt(now)
        .setExpirationTime(options.exp ?? now + 60)
        .sign(options.signingKey ?? key);
    };

    it('a token we sign ourselves with the right claims passes (control), wrong audience/issuer/alg/key/typ fail', async () => {
      const sid = decodeJwt(session.accessToken).sid;
      const good = { jl: false, jp: true, sid, typ: 'access' };
      expect((await callDevices(await sign(good))).statusCode).toBe(200);
      expect((await callDevices(await sign(good, { aud: 'zk-refresh' }))).statusCode).toBe(401);
      expect((await callDevices(await sign(good, { aud: 'other' }))).statusCode).toBe(401);
      expect((await callDevices(await sign(good, { iss: 'evil' }))).statusCode).toBe(401);
      expect((await callDevices(await sign(good, { alg: 'HS512' }))).statusCode).toBe(401);
      expect((await callDevices(await sign(good, { signingKey: new TextEncoder().encode('x'.repeat(48)) }))).statusCode).toBe(401);
      expect((await callDevices(await sign({ ...good, typ: 'refresh' }))).statusCode).toBe(401);
      expect((await callDevices(await sign({ jl: false, jp: true, typ: 'access' }))).statusCode).toBe(401);
      expect((await callDevices(await sign({ ...good, sid: 'neexistuje' }))).statusCode).toBe(401);
      expect((await callDevices(await sign(good, { exp: Math.floor(Date.now() / 1000) - 1 }))).statusCode).toBe(401);
    });

    it('a session past its absolute end stops its access tokens and refresh', async () => {
      const other = await signIn(t.app, 'pojistenec');
      expect((await callDevices(other.accessToken)).statusCode).toBe(200);
      await t.db
        .update(sessions)
        .set({ absoluteExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, decodeJwt(other.accessToken).sid as string));
      // The row was changed behind the server's back; the server's own writes clear its cache.
      invalidateAuthCache();
      expect((await callDevices(other.accessToken)).statusCode).toBe(401);
      const response = await refresh(t.app, other.cookie, other.info);
      expect(response.statusCode).toBe(401);
      expect(refreshCookieOf(response)?.raw).toMatch(/Max-Age=0/);
    });
  });

  describe('refresh', () => {
    it('rotates: new tokens and cookie, the old cookie fails afterwards', async () => {
      const session = await signIn(t.app, 'pojistenec');
      await sleep(1100); // a new iat, so the new access token differs
      const first = await refresh(t.app, session.cookie, session.info);
      expect(first.statusCode, first.body).toBe(200);
      const body = tokensSchema.parse(first.json());
      const rotated = refreshCookieOf(first)!;
      expect(rotated.pair).not.toBe(session.cookie);
      expect(rotated.raw).toMatch(/HttpOnly; Secure; SameSite=Strict/);
      expect(body.accessToken).not.toBe(session.accessToken);
      expect(new Date(body.refreshTokenExpirace).getTime()).toBeGreaterThan(new Date(session.refreshTokenExpirace).getTime());
      expect(decodeJwt(body.accessToken).sid).toBe(decodeJwt(session.accessToken).sid);
      expect((await callDevices(body.accessToken)).statusCode).toBe(200);

      const next = await refresh(t.app, rotated.pair, session.info);
      expect(next.statusCode).toBe(200);
    });

    it('reusing an old refresh token outside the grace window revokes the session: the new token fails too', async () => {
      const session = await signIn(t.app, 'pojistenec');
      const first = await refresh(t.app, session.cookie, session.info);
      expect(first.statusCode).toBe(200);
      const newCookie = refreshCookieOf(first)!.pair;
      const newAccess = first.json().accessToken as string;
      // the first use was a minute ago: far outside the grace window
      const oldJti = decodeJwt(session.cookie.slice(COOKIE.length + 1)).jti as string;
      await t.db
        .update(refreshTokens)
        .set({ usedAt: new Date(Date.now() - 60_000) })
        .where(eq(refreshTokens.jti, oldJti));

      const replay = await refresh(t.app, session.cookie, session.info);
      expect(replay.statusCode).toBe(401);
      expect(replay.json()).toMatchObject({ status: 401, typ: 'NEPRIHLASEN' });
      expect(refreshCookieOf(replay)?.raw).toMatch(/^__Secure-zk-refresh=; Max-Age=0; Path=\/api\/app/);

      const [row] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(newAccess).sid as string));
      expect(row.revokedAt).not.toBeNull();
      expect(row.revokedReason).toBe('REUSE');
      expect((await refresh(t.app, newCookie, session.info)).statusCode).toBe(401);
      expect((await callDevices(newAccess)).statusCode).toBe(401);
    });

    it('two tabs refreshing at once with one cookie: both get the same successor and the session stays signed in', async () => {
      const session = await signIn(t.app, 'osvc');
      const results = await Promise.all([refresh(t.app, session.cookie, session.info), refresh(t.app, session.cookie, session.info)]);
      expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
      const cookies = results.map((r) => refreshCookieOf(r)!.value);
      // the loser got the winner's successor again: one refresh-token id, not two
      expect(decodeJwt(cookies[0]).jti).toBe(decodeJwt(cookies[1]).jti);
      const [row] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(session.accessToken).sid as string));
      expect(row.revokedAt).toBeNull();
      for (const result of results) expect((await callDevices(result.json().accessToken)).statusCode).toBe(200);
      // the successor still rotates normally
      const next = await refresh(t.app, refreshCookieOf(results[0])!.pair, session.info);
      expect(next.statusCode).toBe(200);
    });

    it('a replay within the grace window after the successor was used, or from another installation, still revokes', async () => {
      const session = await signIn(t.app, 'pojistenec');
      const first = await refresh(t.app, session.cookie, session.info);
      expect(first.statusCode).toBe(200);
      // someone else's installation replays the old cookie seconds later: not a tab of this browser
      const stranger = await refresh(t.app, session.cookie, aplikaceInfo());
      expect(stranger.statusCode).toBe(401);
      const [row] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(session.accessToken).sid as string));
      expect(row.revokedReason).toBe('REUSE');

      const other = await signIn(t.app, 'pojistenec');
      const rotated = await refresh(t.app, other.cookie, other.info);
      expect((await refresh(t.app, refreshCookieOf(rotated)!.pair, other.info)).statusCode).toBe(200);
      // the successor has moved on: a late replay of the first cookie is not a lost race any more
      expect((await refresh(t.app, other.cookie, other.info)).statusCode).toBe(401);
      const [otherRow] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(other.accessToken).sid as string));
      expect(otherRow.revokedReason).toBe('REUSE');
    });

    it('without a cookie, or with garbage or an access token in it → 401', async () => {
      const session = await signIn(t.app, 'pojistenec');
      expect((await refresh(t.app, null)).statusCode).toBe(401);
      expect((await refresh(t.app, `${COOKIE}=abc.def.ghi`)).statusCode).toBe(401);
      expect((await refresh(t.app, `${COOKIE}=${session.accessToken}`)).statusCode).toBe(401);
      // None of this touched the real session.
      expect((await refresh(t.app, session.cookie, session.info)).statusCode).toBe(200);
    });

    it('updates the device last use and versions', async () => {
      const session = await signIn(t.app, 'lekar');
      const before = (await t.db.select().from(devicesTable).where(eq(devicesTable.instalaceId, session.info.instalaceId)))[0];
      await sleep(20);
      const response = await refresh(t.app, session.cookie, { ...session.info, verzeAplikace: '1.16.00' });
      expect(response.statusCode).toBe(200);
      const after = (await t.db.select().from(devicesTable).where(eq(devicesTable.instalaceId, session.info.instalaceId)))[0];
      expect(after.lastUsedAt.getTime()).toBeGreaterThan(before.lastUsedAt.getTime());
      expect(after.verzeAplikace).toBe('1.16.00');
    });

    it('stores each refresh token id once and marks it used', async () => {
      const session = await signIn(t.app, 'pojistenec');
      const jti = decodeJwt(session.cookie.slice(COOKIE.length + 1)).jti as string;
      let [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti));
      expect(row.usedAt).toBeNull();
      await refresh(t.app, session.cookie, session.info);
      [row] = await t.db.select().from(refreshTokens).where(eq(refreshTokens.jti, jti));
      expect(row.usedAt).not.toBeNull();
    });
  });

  describe('logout', () => {
    it('revokes: refresh and access both 401 afterwards; the cookie is cleared', async () => {
      const session = await signIn(t.app, 'pojistenec');
      const response = await logout(t.app, session.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({});
      expect(refreshCookieOf(response)?.raw).toMatch(
        /^__Secure-zk-refresh=; Max-Age=0; Path=\/api\/app; HttpOnly; Secure; SameSite=Strict/,
      );
      expect((await refresh(t.app, session.cookie, session.info)).statusCode).toBe(401);
      expect((await callDevices(session.accessToken)).statusCode).toBe(401);
      const [row] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(session.accessToken).sid as string));
      expect(row.revokedReason).toBe('LOGOUT');
    });

    it('is idempotent: no cookie, or the same cookie again, still 200 {}', async () => {
      expect((await logout(t.app, null)).json()).toEqual({});
      expect((await logout(t.app, null)).statusCode).toBe(200);
      const session = await signIn(t.app, 'pojistenec');
      expect((await logout(t.app, session.cookie)).statusCode).toBe(200);
      expect((await logout(t.app, session.cookie)).statusCode).toBe(200);
      expect((await logout(t.app, `${COOKIE}=garbage`)).statusCode).toBe(200);
    });

    it('also works with an already used refresh token', async () => {
      const session = await signIn(t.app, 'pojistenec');
      const rotated = await refresh(t.app, session.cookie, session.info);
      const newAccess = rotated.json().accessToken as string;
      expect((await logout(t.app, session.cookie)).statusCode).toBe(200);
      expect((await callDevices(newAccess)).statusCode).toBe(401);
      expect((await refresh(t.app, refreshCookieOf(rotated)!.pair, session.info)).statusCode).toBe(401);
    });
  });

  describe('devices', () => {
    it('lists the caller’s devices, newest use first, marking the current one', async () => {
      const phone = await signIn(t.app, 'lekar-pojistenec', aplikaceInfo({ nazev: 'Telefon', platforma: 'iOS' }));
      await sleep(20);
      const laptop = await signIn(t.app, 'lekar-pojistenec', aplikaceInfo({ nazev: 'Notebook' }));
      const response = await callDevices(laptop.accessToken);
      expect(response.statusCode).toBe(200);
      const list = response.json().seznamZarizeni as Array<Record<string, unknown>>;
      const mine = list.filter((d) => d.instalaceId === phone.info.instalaceId || d.instalaceId === laptop.info.instalaceId);
      expect(mine.map((d) => d.nazev)).toEqual(['Notebook', 'Telefon']);
      expect(list[0]).toMatchObject({ instalaceId: laptop.info.instalaceId, aktualni: true, platforma: 'WEB', verzeAplikace: '1.15.01' });
      expect(list.filter((d) => d.aktualni)).toHaveLength(1);
      expect(new Date(list[0].naposledyPouzito as string).toISOString()).toBe(list[0].naposledyPouzito);

      const fromPhone = (await callDevices(phone.accessToken)).json().seznamZarizeni as Array<Record<string, unknown>>;
      expect(fromPhone.find((d) => d.aktualni)?.instalaceId).toBe(phone.info.instalaceId);
    });

    it('removing a device ends its sessions at once; another user’s device is 404 and untouched', async () => {
      const phone = await signIn(t.app, 'osvc', aplikaceInfo({ nazev: 'Telefon' }));
      const laptop = await signIn(t.app, 'osvc', aplikaceInfo({ nazev: 'Notebook' }));
      const stranger = await signIn(t.app, 'pojistenec', aplikaceInfo({ nazev: 'Cizí' }));

      const foreign = await t.app.inject({
        method: 'DELETE',
        url: `/api/autorizovanaZarizeni/${stranger.info.instalaceId}`,
        headers: bearer(laptop.accessToken),
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ typ: 'NENALEZENO', detail: messages.recordDoesNotExist });
      expect((await callDevices(stranger.accessToken)).statusCode).toBe(200);
      expect(await t.db.select().from(devicesTable).where(eq(devicesTable.instalaceId, stranger.info.instalaceId))).toHaveLength(1);

      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/autorizovanaZarizeni/${phone.info.instalaceId}`,
        headers: bearer(laptop.accessToken),
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({});
      expect((await callDevices(phone.accessToken)).statusCode).toBe(401);
      expect((await refresh(t.app, phone.cookie, phone.info)).statusCode).toBe(401);
      const list = (await callDevices(laptop.accessToken)).json().seznamZarizeni as Array<{ instalaceId: string }>;
      expect(list.map((d) => d.instalaceId)).not.toContain(phone.info.instalaceId);
      expect((await refresh(t.app, laptop.cookie, laptop.info)).statusCode).toBe(200);

      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/autorizovanaZarizeni/${phone.info.instalaceId}`,
        headers: bearer(laptop.accessToken),
      });
      expect(again.statusCode).toBe(404);
      const invalid = await t.app.inject({
        method: 'DELETE',
        url: '/api/autorizovanaZarizeni/kratke',
        headers: bearer(laptop.accessToken),
      });
      expect(invalid.statusCode).toBe(400);
    });
  });

  describe('rate limits of the identity calls', () => {
    it('failed ticket exchanges are limited per browser (429 LIMIT); other browsers and addresses are not affected', async () => {
      const address = '127.0.0.9';
      const listek = await ticketFor(t.app, 'pojistenec');
      const browser = browserOf(listek)!;
      let last = 0;
      for (let i = 0; i < 30; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/app/login',
          remoteAddress: address,
          headers: { cookie: browser },
          payload: { listek: `spatny${i}`, aplikaceInfo: aplikaceInfo() },
        });
        last = response.statusCode;
      }
      expect(last).toBe(401);
      const blocked = await exchange(t.app, listek, aplikaceInfo(), browser);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ status: 429, typ: 'LIMIT', detail: messages.tooManyRequests });
      expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
      // Another browser behind the same address signs in.
      const other = await postForm(t.app, { uzivatelskeJmeno: 'osvc', heslo: 'demo' }, {}, address);
      expect((await exchange(t.app, ticketOf(other))).statusCode).toBe(200);
    });

    it('exchanges without the browser binding fail at once and block nobody behind the same address', async () => {
      const address = '127.0.0.11';
      for (let i = 0; i < 40; i += 1) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/app/login',
          remoteAddress: address,
          payload: { listek: `spatny${i}`, aplikaceInfo: aplikaceInfo() },
        });
        expect(response.statusCode).toBe(401);
      }
      const colleague = await postForm(t.app, { uzivatelskeJmeno: 'pojistenec', heslo: 'demo' }, {}, address);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/app/login',
        remoteAddress: address,
        headers: { cookie: browserOf(ticketOf(colleague))! },
        payload: { listek: ticketOf(colleague), aplikaceInfo: aplikaceInfo() },
      });
      expect(response.statusCode).toBe(200);
    });

    it('30 bogus refreshes from one company NAT do not block a real user’s refresh from the same address', async () => {
      const address = '127.0.0.10';
      const session = await signIn(t.app, 'pojistenec');
      const bogus = [null, 'garbage', session.accessToken, 'a.b.c'];
      for (let i = 0; i < 40; i += 1) {
        const cookie = bogus[i % bogus.length];
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/app/refresh',
          remoteAddress: address,
          headers: cookie ? { cookie: `${COOKIE}=${cookie}` } : {},
          payload: { aplikaceInfo: aplikaceInfo() },
        });
        expect(response.statusCode).toBe(401);
      }
      const real = await t.app.inject({
        method: 'POST',
        url: '/api/app/refresh',
        remoteAddress: address,
        headers: { cookie: session.cookie },
        payload: { aplikaceInfo: session.info },
      });
      expect(real.statusCode, real.body).toBe(200);
    });

    it('failed refreshes of one (revoked) session are limited per session', async () => {
      const session = await signIn(t.app, 'osvc');
      expect((await logout(t.app, session.cookie)).statusCode).toBe(200);
      for (let i = 0; i < 30; i += 1) expect((await refresh(t.app, session.cookie, session.info)).statusCode).toBe(401);
      const blocked = await refresh(t.app, session.cookie, session.info);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().typ).toBe('LIMIT');
      // another session of the same user is not affected
      const other = await signIn(t.app, 'osvc');
      expect((await refresh(t.app, other.cookie, other.info)).statusCode).toBe(200);
    });
  });
});

describe(`identity: lifetimes and the signing key (${databaseKindLabel})`, () => {
  it('an access token expires after accessTtlS, also one that was used before', async () => {
    // Three seconds, not one: on a loaded machine the renewed token must still be valid when it is used.
    const t = await createTestApp({ accessTtlS: 3 });
    try {
      const session = await signIn(t.app, 'pojistenec');
      const claims = decodeJwt(session.accessToken);
      expect((claims.exp as number) - (claims.iat as number)).toBe(3);
      // Used once while valid, so its verification is remembered; that must not outlive `exp`.
      expect((await devices(t.app, session.accessToken)).statusCode).toBe(200);
      // Past `exp` (whole seconds) by a margin, however long the sign-in took.
      await sleep(Math.max(0, (claims.exp as number) * 1000 - Date.now()) + 1100);
      expect((await devices(t.app, session.accessToken)).statusCode).toBe(401);
      // The refresh token still gets a new one.
      const renewed = await refresh(t.app, session.cookie, session.info);
      expect(renewed.statusCode).toBe(200);
      expect((await devices(t.app, renewed.json().accessToken)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });

  it('the refresh token never outlives the session; refresh after the absolute end fails', async () => {
    const t = await createTestApp({ sessionMaxS: 2, refreshTtlS: 1800 });
    try {
      const session = await signIn(t.app, 'pojistenec');
      const [row] = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwt(session.accessToken).sid as string));
      expect(new Date(session.refreshTokenExpirace).getTime()).toBeLessThanOrEqual(row.absoluteExpiresAt.getTime());
      const first = await refresh(t.app, session.cookie, session.info);
      expect(first.statusCode).toBe(200);
      expect(new Date(first.json().refreshTokenExpirace).getTime()).toBeLessThanOrEqual(row.absoluteExpiresAt.getTime());
      await sleep(2200);
      const late = await refresh(t.app, refreshCookieOf(first)!.pair, session.info);
      expect(late.statusCode).toBe(401);
      expect(refreshCookieOf(late)?.raw).toMatch(/Max-Age=0/);
    } finally {
      await t.close();
    }
  });

  // Where keys come from (never the database) and their rotation: tests/server/signing-keys.test.ts.
});

/**
 * Security headers on every kind of response (issue 5 §5): the built app and the not-built
 * fallback page, every call of the contract answered for an allowed caller, API errors
 * (400, 401, 403, 404, 415), the sign-in page, and every download call (paths with '/data/'
 * or 'prenosNahled', or `responseKind: 'file'`).
 *
 * Each response carries a strict CSP (no 'unsafe-inline' / 'unsafe-eval' for scripts,
 * object-src 'none', base-uri 'none', frame-ancestors 'none'), HSTS of at least a year with
 * includeSubDomains, `X-Content-Type-Options: nosniff` and a Referrer-Policy; API answers
 * `Cache-Control: no-store`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { allCalls, type AnyCall } from '../../contract/index';
import {
  multipartBody,
  personIdSource,
  personIds,
  recordFor,
  registeredCallIds,
  requestFor,
  signInAll,
  validInput,
  withPerson,
  type CallInput,
  type DemoLogin,
  loginForRole,
} from '../support/matrix';
import { createTestApp, databaseKindLabel, signInAs, testConfig, type SignedIn, type TestApp, fairUseOff } from '../support/test-app';
import { clientAuthorization, clientKindOf } from '../support/machine-client';

const registered = await registeredCallIds();
const calls = allCalls.filter((call) => registered.has(call.id));
const isDownload = (call: AnyCall) => call.responseKind === 'file' || call.path.includes('/data/') || call.path.includes('prenosNahled');

type Headers = LightMyRequestResponse['headers'];
const header = (headers: Headers, name: string): string => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
};

/** CSP directives by name (the first policy if several are sent). */
function cspDirectives(policy: string): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase())) directives.set(name.toLowerCase(), values);
  }
  return directives;
}

/** The sources a fetch directive falls back to (CSP 3: script-src → default-src). */
const effective = (directives: Map<string, string[]>, name: string): string[] | undefined =>
  directives.get(name) ?? directives.get('default-src');

function expectSecurityHeaders(res: LightMyRequestResponse, what: string, options: { api: boolean; download?: boolean }): void {
  const csp = header(res.headers, 'content-security-policy');
  expect(csp, `${what}: Content-Security-Policy`).not.toBe('');
  const directives = cspDirectives(csp);
  const script = effective(directives, 'script-src');
  expect(script, `${what}: no script-src / default-src in "${csp}"`).toBeDefined();
  expect(script, `${what}: ${csp}`).not.toContain("'unsafe-inline'");
  expect(script, `${what}: ${csp}`).not.toContain("'unsafe-eval'");
  expect(script, `${what}: ${csp}`).not.toContain('*');
  expect(effective(directives, 'object-src'), `${what}: object-src in "${csp}"`).toEqual(["'none'"]);
  // Stylesheets only from files (issue 11 §8); inline style attributes at most (style-src-attr).
  expect(effective(directives, 'style-src'), `${what}: style-src in "${csp}"`).not.toContain("'unsafe-inline'");
  expect(directives.get('style-src-elem') ?? effective(directives, 'style-src'), `${what}: ${csp}`).not.toContain("'unsafe-inline'");
  if (options.download) {
    // Downloads carry their own policy ("default-src 'none'; sandbox"), which today has no
    // base-uri / frame-ancestors (reported to the server owner); X-Frame-Options stands in.
    expect(header(res.headers, 'x-frame-options'), `${what}: X-Frame-Options`).toBe('DENY');
    expect(directives.has('sandbox'), `${what}: sandbox in "${csp}"`).toBe(true);
  } else {
    expect(directives.get('base-uri'), `${what}: base-uri in "${csp}"`).toEqual(["'none'"]);
    expect(directives.get('frame-ancestors'), `${what}: frame-ancestors in "${csp}"`).toEqual(["'none'"]);
  }

  const hsts = header(res.headers, 'strict-transport-security');
  const maxAge = Number(/max-age=(\d+)/i.exec(hsts)?.[1] ?? 0);
  expect(maxAge, `${what}: HSTS "${hsts}"`).toBeGreaterThanOrEqual(31536000);
  expect(hsts, `${what}: HSTS`).toMatch(/includeSubDomains/i);

  expect(header(res.headers, 'x-content-type-options'), what).toBe('nosniff');
  expect(header(res.headers, 'referrer-policy'), `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  if (options.api) expect(header(res.headers, 'cache-control'), `${what}: Cache-Control`).toMatch(/\bno-store\b/);
}

describe(`generated security headers (${databaseKindLabel})`, () => {
  let t: TestApp;
  let sessions: Record<DemoLogin, SignedIn>;
  /** A machine client with every scope, for the `client` calls (the core system's). */
  let clientAuth: Record<'core' | 'employer', { authorization: string }>;

  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600, fairUse: fairUseOff });
    sessions = await signInAll(t.app, ['pojistenec']);
    clientAuth = { core: await clientAuthorization(t.app, t.db), employer: await clientAuthorization(t.app, t.db, 'employer') };
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('the browser app', () => {
    it('on the built app: index, an SPA route, an asset, config.json and a missing file', async () => {
      const config = testConfig();
      const indexFile = path.join(config.appDir, 'index.html');
      // Without a build (a fresh clone before `npm run build`) the fallback page below stands in.
      if (!fs.existsSync(indexFile)) return;
      const asset = fs.readdirSync(path.join(config.appDir, 'assets')).find((name) => name.endsWith('.js'));
      const urls = ['/', '/nastaveni', '/prihlaseni?listek=abc', '/config.json', '/neexistuje.js', ...(asset ? [`/assets/${asset}`] : [])];
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
        expect(res.statusCode, url).toBeLessThan(500);
        expectSecurityHeaders(res, `GET ${url}`, { api: false });
      }
    });

    it('on the page shown when the app is not built', async () => {
      const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-no-app-'));
      const bare = await createTestApp({ appDir: empty });
      try {
        for (const url of ['/', '/nastaveni']) {
          const res = await bare.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
          expect(res.body, url).toMatch(/<html/i);
          expectSecurityHeaders(res, `GET ${url} (not built)`, { api: false });
        }
      } finally {
        await bare.close();
        fs.rmSync(empty, { recursive: true, force: true });
      }
    });
  });

  describe('the sign-in page', () => {
    it('GET and a failed POST of the sign-in form, and its stylesheet', async () => {
      const page = await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' });
      expect(page.statusCode).toBe(200);
      expectSecurityHeaders(page, 'GET /api/identita/prihlaseni', { api: true });
      const failed = await t.app.inject({
        method: 'POST',
        url: '/api/identita/prihlaseni',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'uzivatelskeJmeno=nikdo&heslo=spatne',
        remoteAddress: '10.250.0.1',
      });
      expectSecurityHeaders(failed, 'POST /api/identita/prihlaseni (wrong password)', { api: true });
      const redirect = await t.app.inject({
        method: 'POST',
        url: '/api/identita/prihlaseni',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'demo=pojistenec',
      });
      expect(redirect.statusCode).toBe(303);
      expectSecurityHeaders(redirect, 'POST /api/identita/prihlaseni (303)', { api: true });
      // The stylesheet may be cached (it holds no personal data); the other headers still apply.
      const css = await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni.css' });
      expectSecurityHeaders(css, 'GET /api/identita/prihlaseni.css', { api: false });
    });
  });

  describe('API errors', () => {
    it('400, 401, 403, 404 and 415 answers', async () => {
      const cases: Array<[string, Promise<LightMyRequestResponse>]> = [
        ['401 without a token', t.app.inject({ method: 'GET', url: '/api/uzivatel/zastupy' })],
        ['401 with a bad token', t.app.inject({ method: 'GET', url: '/api/uzivatel/zastupy', headers: { authorization: 'Bearer a.b.c' } })],
        ['404 unknown API path', t.app.inject({ method: 'GET', url: '/api/neexistuje' })],
        ['404 unknown API path (POST)', t.app.inject({ method: 'POST', url: '/api/neexistuje/1', payload: {} })],
        [
          '400 malformed JSON',
          t.app.inject({
            method: 'POST',
            url: '/api/app/login',
            headers: { 'content-type': 'application/json' },
            payload: '{"x":',
            remoteAddress: '10.250.0.2',
          }),
        ],
        ['400 validation', t.app.inject({ method: 'GET', url: '/api/napoveda?kod=%3Cb%3E' })],
        [
          '415 wrong content type',
          t.app.inject({
            method: 'POST',
            url: '/api/app/login',
            headers: { 'content-type': 'text/plain' },
            payload: 'x',
            remoteAddress: '10.250.0.3',
          }),
        ],
        [
          '403 another person',
          t.app.inject({
            method: 'GET',
            url: `/api/poj/widgetZpravyNeprectene?pojistenecId=${personIds.petr}`,
            headers: sessions.pojistenec.authorization,
          }),
        ],
        ['GET /api/ping', t.app.inject({ method: 'GET', url: '/api/ping' })],
        ['GET /api/openapi.json', t.app.inject({ method: 'GET', url: '/api/openapi.json' })],
      ];
      for (const [what, pending] of cases) {
        const res = await pending;
        expect(res.statusCode, what).toBeLessThan(500);
        expectSecurityHeaders(res, what, { api: true });
      }
    });

    it('a multipart body sent to a JSON call', async () => {
      const { payload, contentType } = multipartBody({ a: 'b' }, []);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/app/login',
        headers: { 'content-type': contentType },
        payload,
        remoteAddress: '10.250.0.4',
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expectSecurityHeaders(res, 'multipart to a JSON call', { api: true });
    });
  });

  describe('every call of the contract, answered for an allowed caller', () => {
    for (const call of calls) {
      it(`${call.method} ${call.path} (${call.id})${isDownload(call) ? ', a download' : ''}`, async () => {
        // A session of its own: logout and device removal end the session they are called with.
        const login = loginForRole(call.role);
        const session = await signInAs(t.app, login, {
          instalaceId: `hdr${call.id}${'x'.repeat(21)}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 21),
        });
        const record = await recordFor(t.app, call, personIds.jana, { writer: session, reader: session });
        const base = personIdSource(call) ? withPerson(call, validInput(call, 1), personIds.jana) : validInput(call, 1);
        const input: CallInput = { ...base, params: { ...base.params, ...record.params }, query: { ...base.query, ...record.query } };
        const headers: Record<string, string> =
          call.auth === 'access'
            ? session.authorization
            : call.auth === 'refresh'
              ? { cookie: session.refreshCookie }
              : call.auth === 'client'
                ? clientAuth[clientKindOf(call)]
                : {};
        const res = await t.app.inject(requestFor(call, input, headers));
        expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 200)}`).toBeLessThan(500);
        if (call.auth === 'access' || call.auth === 'client')
          expect([401, 403], `${res.statusCode} ${res.body.slice(0, 200)}`).not.toContain(res.statusCode);
        expectSecurityHeaders(res, `${call.method} ${call.path} → ${res.statusCode}`, {
          api: true,
          download: call.responseKind === 'file' && res.statusCode === 200,
        });
        // A download the insurer's rules refuse for the generated input (an overview PDF for a person
        // who is not self-employed) answers 422 with the headers checked above.
        if (call.responseKind === 'file' && record.found && res.statusCode !== 422) {
          expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
          expect(header(res.headers, 'content-disposition'), 'a download is an attachment').toMatch(/^attachment\b/i);
          expect(header(res.headers, 'content-type')).not.toMatch(/html|svg|xml|javascript/i);
        }
      });
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls, apiErrorSchema, defineCall, messages } from '../../contract/index';
import { HttpError } from '../../server/plugins/errors';
import { contentSecurityPolicy, contentSecurityPolicyFor, mapTileOrigin } from '../../server/plugins/security';
import { registerCall } from '../../server/routes/register';
import { createTestApp, databaseKindLabel, signInAs, type TestApp } from '../support/test-app';

const boomCall = defineCall({
  id: 'testBoom',
  summary: 'test only',
  method: 'GET',
  path: '/test/boom',
  auth: 'none',
  response: z.object({ ok: z.boolean() }),
});
const wrongShapeCall = defineCall({
  id: 'testWrongShape',
  summary: 'test only',
  method: 'GET',
  path: '/test/wrong-shape',
  auth: 'none',
  response: z.object({ pocet: z.number().int() }),
});
const teapotCall = defineCall({
  id: 'testHttpError',
  summary: 'test only',
  method: 'GET',
  path: '/test/http-error',
  auth: 'none',
  response: z.object({}),
});

function addTestRoutes(app: TestApp['app']): void {
  registerCall(app, boomCall, async () => {
    throw new Error('tajná interní zpráva: connection to 10.0.0.5 refused');
  });
  registerCall(app, wrongShapeCall, async () => ({ pocet: 'hodně' }) as unknown as { pocet: number });
  registerCall(app, teapotCall, async () => {
    throw new HttpError(404, 'NENALEZENO', messages.recordDoesNotExist);
  });
}

function expectHeaders(headers: Record<string, unknown>, policy = contentSecurityPolicy): void {
  expect(headers['content-security-policy']).toBe(policy);
  expect(String(headers['content-security-policy'])).toContain("script-src 'self'");
  expect(String(headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['permissions-policy']).toBeTruthy();
}

function expectErrorBody(body: unknown, status: number, typ: string): z.infer<typeof apiErrorSchema> {
  const parsed = apiErrorSchema.parse(body);
  expect(parsed.status).toBe(status);
  expect(parsed.typ).toBe(typ);
  expect(parsed.chybaId).toMatch(/^[0-9a-f-]{36}$/);
  return parsed;
}

describe(`app basics (${databaseKindLabel})`, () => {
  let t: TestApp;
  // The app is served from dist/app when it is built; its config.json names the map's tiles.
  const expectSecurityHeaders = (headers: Record<string, unknown>) =>
    expectHeaders(headers, contentSecurityPolicyFor(mapTileOrigin(t.app.deps.config.appDir)));
  beforeAll(async () => {
    t = await createTestApp({}, { captureLogs: true, setup: addTestRoutes });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers /api/ping without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('serves an OpenAPI 3.1 document listing every call of the contract', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<
          string,
          { operationId: string; security: unknown[]; responses: Record<string, unknown>; parameters: Array<{ name: string; in: string }> }
        >
      >;
      components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([p, item]) =>
      Object.entries(item).map(([method, op]) => ({ path: p, method, op })),
    );
    for (const call of allCalls) {
      const found = operations.find((o) => o.path === call.path && o.method === call.method.toLowerCase());
      expect(found, `${call.method} ${call.path}`).toBeDefined();
      expect(found?.op.operationId).toBe(call.id);
      if (call.auth === 'access') expect(found?.op.security).toEqual([{ bearer: [] }]);
      if (call.auth === 'refresh') expect(found?.op.security).toEqual([{ refreshCookie: [] }]);
      expect(found?.op.responses['503']).toBeDefined();
    }
    expect(operations.filter((o) => !o.op.operationId.startsWith('test'))).toHaveLength(allCalls.length);
    expect(doc.components.securitySchemes).toHaveProperty('bearer');
    expect(doc.components.securitySchemes).toHaveProperty('refreshCookie');
    expect(doc.components.schemas).toHaveProperty('ApiError');
    const widget = doc.paths['/poj/widgetZpravyNeprectene'].get;
    expect(widget.parameters.map((p) => `${p.in}:${p.name}`)).toContain('query:pojistenecId');
    expect(widget.responses['403']).toBeDefined();
  });

  it('registers a route for every call of the contract', () => {
    const missing = allCalls.filter((call) => !t.app.registeredCalls.has(call.id)).map((call) => call.id);
    expect(missing).toEqual([]);
  });

  it('answers an unknown /api route with the JSON error body (404)', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/neexistuje/123?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      const body = expectErrorBody(res.json(), 404, 'NENALEZENO');
      expect(body.detail).toMatch(/neexistuje/);
      expectSecurityHeaders(res.headers);
    }
  });

  it('answers a malformed JSON body with a Czech 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"listek": ',
    });
    expect(res.statusCode).toBe(400);
    const body = expectErrorBody(res.json(), 400, 'VALIDACE');
    expect(body.detail).toBe(messages.badRequest);
    expect(res.body).not.toMatch(/Unexpected|JSON|SyntaxError/);
  });

  it('answers a too large body with a Czech 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ listek: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    const body = expectErrorBody(res.json(), 413, 'CHYBA');
    expect(body.detail).toMatch(/příliš velký/);
  });

  it('answers an unsupported body type with 415', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/app/login', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    expect(res.statusCode).toBe(415);
    expectErrorBody(res.json(), 415, 'VALIDACE');
  });

  it('rejects a form-encoded body on a JSON call', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'listek=abc',
    });
    expect(res.statusCode).toBe(415);
  });

  it('answers field errors in Czech with the field path (400 VALIDACE)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/app/login',
      payload: { listek: 'abc', aplikaceInfo: { nazev: 'x', verzeAplikace: '1', instalaceId: 'kratke', platforma: 'NOKIA' } },
    });
    expect(res.statusCode).toBe(400);
    const body = expectErrorBody(res.json(), 400, 'VALIDACE');
    expect(body.chyby?.['aplikaceInfo.platforma']).toEqual([messages.allowedValues(['Android', 'iOS', 'WEB'])]);
    expect(Object.keys(body.chyby ?? {})).toContain('aplikaceInfo.instalaceId');
    const missing = await t.app.inject({ method: 'POST', url: '/api/app/login', payload: {} });
    expect(expectErrorBody(missing.json(), 400, 'VALIDACE').chyby?.listek).toEqual([messages.required]);
  });

  it('hides internals of a 500 and logs the error id with the stack', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    const body = expectErrorBody(res.json(), 500, 'CHYBA');
    expect(body.detail).toBe(messages.serverError);
    expect(res.body).not.toContain('tajná');
    expect(res.body).not.toContain('10.0.0.5');
    expect(res.body).not.toMatch(/at .*\.ts/);
    expectSecurityHeaders(res.headers);
    const line = t.logs.find((l) => l.chybaId === body.chybaId && l.level === 50);
    expect(line, 'error log line with the chybaId').toBeDefined();
    expect(JSON.stringify(line)).toContain('tajná');
    const requestLine = t.logs.find((l) => l.msg === 'request' && l.chybaId === body.chybaId);
    expect(requestLine).toMatchObject({ method: 'GET', route: '/api/test/boom', status: 500 });
  });

  it('turns an HttpError into its status and Czech detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/http-error' });
    expect(res.statusCode).toBe(404);
    expect(expectErrorBody(res.json(), 404, 'NENALEZENO').detail).toBe('Záznam neexistuje.');
  });

  it('fails a response that breaks the contract (strict outside production)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/wrong-shape' });
    expect(res.statusCode).toBe(500);
    expectErrorBody(res.json(), 500, 'CHYBA');
  });

  it('puts the security headers on API answers and no-store on /api', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/napoveda?kod=UVOD' });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('puts the security headers on 401 and on the sign-in page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/uzivatel/zastupy' });
    expect(res.statusCode).toBe(401);
    expectSecurityHeaders(res.headers);
    const page = await t.app.inject({ method: 'GET', url: '/api/identita/prihlaseni' });
    expectSecurityHeaders(page.headers);
  });

  it('says in Czech that the app is not built when dist/app is missing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/moje-zdravi/ockovani/', headers: { accept: 'text/html' } });
    if (fs.existsSync(path.join(t.app.deps.config.appDir, 'index.html'))) {
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('Aplikace není sestavená');
    }
    expectSecurityHeaders(res.headers);
  });

  it('compresses large answers when asked', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('logs no personal data: route patterns only, no ids, names or tokens', async () => {
    const signedIn = await signInAs(t.app, 'pojistenec');
    await t.app.inject({ method: 'GET', url: '/api/uzivatel/zastupy', headers: signedIn.authorization });
    await t.app.inject({ method: 'GET', url: '/api/poj/widgetZpravyNeprectene?pojistenecId=4100002', headers: signedIn.authorization });
    await t.app.inject({ method: 'GET', url: '/api/poj/widgetZpravyNeprectene?pojistenecId=4100006', headers: signedIn.authorization });
    const text = t.logs.map((l) => JSON.stringify(l)).join('\n');
    expect(text).toContain('"route":"/api/poj/widgetZpravyNeprectene"');
    expect(text).not.toContain('4100002');
    expect(text).not.toContain('4100006');
    expect(text).not.toContain('pojistenecId=');
    expect(text).not.toContain('Dvořák');
    expect(text).not.toContain(signedIn.accessToken);
    expect(text).not.toMatch(/"(url|remoteAddress|remotePort|authorization|cookie)"/i);
  });
});

describe(`static app (${databaseKindLabel})`, () => {
  let t: TestApp;
  let appDir: string;
  beforeAll(async () => {
    appDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-app-'));
    fs.writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><html lang="cs"><title>ZK</title><div id="root"></div></html>');
    fs.writeFileSync(path.join(appDir, 'config.json'), JSON.stringify({ nazev: 'Zdravotní karta', apiUrl: '/api' }));
    fs.mkdirSync(path.join(appDir, 'assets'));
    fs.writeFileSync(path.join(appDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    t = await createTestApp({ appDir });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(appDir, { recursive: true, force: true });
  });

  it('serves index.html at / without caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
    expectHeaders(res.headers);
  });

  it('falls back to index.html for app routes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/moje-zdravi/moje-dokumenty/4100001/7',
      headers: { accept: 'text/html,application/xhtml+xml' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    expectHeaders(res.headers);
  });

  it('serves config.json without caching and hashed assets as immutable', async () => {
    const config = await t.app.inject({ method: 'GET', url: '/config.json' });
    expect(config.statusCode).toBe(200);
    expect(config.headers['cache-control']).toBe('no-cache');
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectHeaders(asset.headers);
  });

  it('answers 404 for a missing file instead of the app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/chybi-123.js', headers: { accept: '*/*' } });
    expect(res.statusCode).toBe(404);
    expectHeaders(res.headers);
  });

  it('keeps unknown /api paths JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nic', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
    expectErrorBody(res.json(), 404, 'NENALEZENO');
  });
});

describe('the map tiles in the CSP follow config.json', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-tiles-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const withConfig = (config: unknown) => {
    fs.writeFileSync(path.join(dir, 'config.json'), JSON.stringify(config));
    return mapTileOrigin(dir);
  };

  it('allows the https origin of the configured tiles and nothing else', () => {
    expect(withConfig({ mapa: { dlazdiceUrl: 'https://dlazdice.example.cz/mapa/{z}/{x}/{y}.png', atribuce: 'x' } })).toBe(
      'https://dlazdice.example.cz',
    );
    expect(contentSecurityPolicyFor('https://dlazdice.example.cz')).toContain("img-src 'self' data: blob: https://dlazdice.example.cz;");
    expect(contentSecurityPolicyFor('https://dlazdice.example.cz')).not.toContain('openstreetmap');
  });

  it('allows no other origin for tiles of our own origin, plain http, a bad address, no map or no file', () => {
    expect(withConfig({ mapa: { dlazdiceUrl: '/dlazdice/{z}/{x}/{y}.png', atribuce: 'x' } })).toBeNull();
    expect(withConfig({ mapa: { dlazdiceUrl: 'http://dlazdice.example.cz/{z}/{x}/{y}.png', atribuce: 'x' } })).toBeNull();
    expect(withConfig({ mapa: { dlazdiceUrl: 'javascript:alert(1)', atribuce: 'x' } })).toBeNull();
    expect(withConfig({ mapa: { dlazdiceUrl: 'https://user:heslo@dlazdice.example.cz/{z}.png', atribuce: 'x' } })).toBeNull();
    expect(withConfig({ nazev: 'Zdravotní karta' })).toBeNull();
    fs.writeFileSync(path.join(dir, 'config.json'), '{ nedokončené');
    expect(mapTileOrigin(dir)).toBeNull();
    expect(mapTileOrigin(path.join(dir, 'chybi'))).toBeNull();
    expect(contentSecurityPolicyFor(null)).toContain("img-src 'self' data: blob:;");
  });

  it('a served app sends the policy with the tiles its config.json names', async () => {
    fs.writeFileSync(
      path.join(dir, 'config.json'),
      JSON.stringify({ mapa: { dlazdiceUrl: 'https://dlazdice.example.cz/{z}/{x}/{y}.png', atribuce: 'x' } }),
    );
    const t = await createTestApp({ appDir: dir });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/nic' });
      expect(String(res.headers['content-security-policy'])).toContain("img-src 'self' data: blob: https://dlazdice.example.cz;");
    } finally {
      await t.close();
    }
  });
});

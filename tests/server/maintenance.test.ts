import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, messages } from '../../contract/index';
import { createTestApp, databaseKindLabel, type TestApp } from '../support/test-app';

describe(`maintenance mode (${databaseKindLabel})`, () => {
  let t: TestApp;
  const message = 'Dnes od 18:00 do 20:00 probíhá plánovaná údržba.';

  beforeAll(async () => {
    t = await createTestApp({ maintenance: true, maintenanceMessage: message });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every API call with 503 ODSTAVKA and the message as detail', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/app/loginUrl' },
      { method: 'POST' as const, url: '/api/app/login', payload: { listek: 'x' } },
      { method: 'GET' as const, url: '/api/napoveda?kod=UVOD' },
      { method: 'GET' as const, url: '/api/uzivatel/zastupy', headers: { authorization: 'Bearer abc' } },
      { method: 'GET' as const, url: '/api/poj/widgetZpravyNeprectene?pojistenecId=1' },
      { method: 'GET' as const, url: '/api/openapi.json' },
      { method: 'GET' as const, url: '/api/neexistuje' },
    ];
    for (const request of requests) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      const body = apiErrorSchema.parse(res.json());
      expect(body).toMatchObject({ status: 503, typ: 'ODSTAVKA', detail: message });
      expect(res.headers['content-security-policy']).toBeTruthy();
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('keeps /api/ping up for monitoring', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ping' });
    expect(res.statusCode).toBe(200);
  });

  it('still serves the app, so it can show the message', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).not.toContain('ODSTAVKA');
  });

  it('uses the default Czech notice when no message is configured', async () => {
    const other = await createTestApp({ maintenance: true });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/banery' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ typ: 'ODSTAVKA', detail: messages.maintenanceDefault });
    } finally {
      await other.close();
    }
  });
});

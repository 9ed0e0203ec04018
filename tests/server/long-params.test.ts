import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs } from '../support/test-app';

// Found by the fuzzer: a path parameter over Fastify's default 100 characters got an
// English 414 without our security headers.
describe('long path parameters', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  let authorization: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    ({ authorization } = await signInAs(t.app, 'pojistenec'));
  });
  afterAll(() => t.close());

  for (const [method, url] of [
    ['DELETE', `/api/poj/4100001/mojeDokumenty/${'1'.repeat(101)}`],
    ['PUT', `/api/poj/4100001/anamnezaAlergie/${'1'.repeat(300)}`],
    ['DELETE', `/api/autorizovanaZarizeni/${'a'.repeat(101)}`],
  ] as const) {
    it(`${method} ${url.slice(0, 40)}… answers a Czech 400 with the security headers`, async () => {
      const response = await t.app.inject({
        method,
        url,
        headers: authorization,
        payload: method === 'PUT' ? { popis: 'pyl' } : undefined,
      });
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.typ).toBe('VALIDACE');
      expect(JSON.stringify(body)).not.toMatch(/exceeding|Bad Request/);
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toContain('no-store');
    });
  }
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { messages } from '../../contract/messages';
import { ConfigError, loadServerConfig } from '../../server/config';
import { parseTrustProxy } from '../../server/identity/trust-proxy';
import { createTestApp, databaseKindLabel, type TestApp } from '../support/test-app';
import { postForm } from './identity-helpers';

/**
 * TRUST_PROXY (issue 11): the client's address — and so its rate-limit bucket — comes from
 * X-Forwarded-For only as far as the configured proxies vouch for it. A direct client's header,
 * or the part of the header a client wrote before the proxy appended its entry, changes nothing.
 */

const addIpRoute = (app: FastifyInstance) => {
  app.get('/api/test/ip', async (request) => ({ ip: request.ip }));
};

async function ipOf(app: FastifyInstance, remoteAddress: string, forwardedFor?: string): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/test/ip',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  return (response.json() as { ip: string }).ip;
}

describe('TRUST_PROXY: parsing', () => {
  it('takes off, a hop count or a list of addresses and ranges; refuses "trust everything"', () => {
    expect(loadServerConfig({}).trustProxy).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadServerConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadServerConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadServerConfig({ TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8, loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      'loopback',
    ]);
    for (const bad of ['true', 'yes', '10.0.0.300', '10.0.0.0/33', 'proxy.example.cz', '11']) {
      expect(() => loadServerConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
    }
    const refused = parseTrustProxy('true');
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.message).toMatch(/X-Forwarded-For/);
  });
});

describe(`TRUST_PROXY: the client's address (${databaseKindLabel})`, () => {
  let direct: TestApp;
  let hops: TestApp;
  let listed: TestApp;
  beforeAll(async () => {
    direct = await createTestApp({ loginRateLimit: 1 }, { setup: addIpRoute });
    hops = await createTestApp({ trustProxy: 1, loginRateLimit: 1 }, { setup: addIpRoute });
    listed = await createTestApp({ trustProxy: ['10.0.0.0/8'], loginRateLimit: 1 }, { setup: addIpRoute });
  });
  afterAll(async () => {
    await Promise.all([direct?.close(), hops?.close(), listed?.close()]);
  });

  it('off: the TCP peer, whatever the header says', async () => {
    expect(await ipOf(direct.app, '203.0.113.5', '1.2.3.4')).toBe('203.0.113.5');
  });

  it('one hop: the address our proxy appended, not what the client wrote before it', async () => {
    expect(await ipOf(hops.app, '10.0.0.1', '203.0.113.5')).toBe('203.0.113.5');
    expect(await ipOf(hops.app, '10.0.0.1', '1.2.3.4, 203.0.113.5')).toBe('203.0.113.5');
    expect(await ipOf(hops.app, '10.0.0.1', '9.9.9.9, 8.8.8.8, 203.0.113.5')).toBe('203.0.113.5');
  });

  it('proxy list: a direct client’s header is ignored; through the proxies, the first address they do not cover', async () => {
    expect(await ipOf(listed.app, '203.0.113.5', '1.2.3.4')).toBe('203.0.113.5');
    expect(await ipOf(listed.app, '10.0.0.1', '1.2.3.4, 203.0.113.5')).toBe('203.0.113.5');
    expect(await ipOf(listed.app, '10.0.0.1', '1.2.3.4, 203.0.113.5, 10.0.0.7')).toBe('203.0.113.5');
  });

  it('a spoofed X-Forwarded-For does not give a client a fresh sign-in bucket', async () => {
    // loginRateLimit 1 → 5 failed sign-ins a minute per address; every attempt claims another address
    const attempt = (app: FastifyInstance, peer: string, i: number, forwardedFor: string) =>
      postForm(app, { uzivatelskeJmeno: `spoof${i}`, heslo: 'x' }, { 'x-forwarded-for': forwardedFor }, peer);
    for (const [app, peer, real] of [
      [direct.app, '203.0.113.9', ''],
      [hops.app, '10.0.0.1', ', 203.0.113.9'],
      [listed.app, '203.0.113.9', ''],
    ] as const) {
      for (let i = 0; i < 5; i += 1) expect((await attempt(app, peer, i, `198.18.0.${i}${real}`)).statusCode).toBe(401);
      const blocked = await attempt(app, peer, 5, `198.18.0.99${real}`);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.body).toContain(messages.tooManyRequests);
    }
  });
});

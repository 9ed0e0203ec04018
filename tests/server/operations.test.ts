/**
 * Issue 11 §8 (operations): /api/ping is liveness, /api/ready checks the database within a time
 * limit (503 when it is down or hangs, and while a stopping process drains: issue 36); request
 * (handler), body and connection timeouts.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import type { Database, DatabaseKind } from '../../server/db/client';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { createTestApp, databaseKindLabel, testConfig, testDatabaseKind, type TestApp } from '../support/test-app';

/** The test database, but its queries fail (`'fail'`) or never answer (`'hang'`). */
function brokenDatabase(db: Database, how: 'fail' | 'hang'): { db: Database; kind: DatabaseKind } {
  const broken = new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return () => (how === 'fail' ? Promise.reject(new Error('connection refused')) : new Promise(() => undefined));
      }
      return Reflect.get(target, property, receiver);
    },
  });
  return { db: broken, kind: testDatabaseKind };
}

describe(`liveness and readiness (${databaseKindLabel})`, () => {
  let t: TestDatabase;
  const apps: FastifyInstance[] = [];
  const appOn = async (database: { db: Database; kind: DatabaseKind }) => {
    const app = await buildApp({ config: testConfig({ readyTimeoutS: 1 }), database, logger: false });
    await app.ready();
    apps.push(app);
    return app;
  };
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t?.dispose();
  });

  it('answers ready when the database answers', async () => {
    const app = await appOn(t.database);
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 503 when the database fails, while /api/ping stays 200', async () => {
    const app = await appOn(brokenDatabase(t.database.db, 'fail'));
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    expect((await app.inject({ method: 'GET', url: '/api/ping' })).statusCode).toBe(200);
  });

  it('while draining before a stop (behind a balancer): ready answers 503, other calls still answer and close their connection', async () => {
    const app = await appOn(t.database);
    app.lifecycle.draining = true;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    const ping = await app.inject({ method: 'GET', url: '/api/ping' });
    expect(ping.statusCode).toBe(200);
    expect(ping.headers.connection).toBe('close');
    app.lifecycle.draining = false;
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('answers 503 within its time limit when the database hangs', async () => {
    const app = await appOn(brokenDatabase(t.database.db, 'hang'));
    const res = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ok: false });
  });
});

describe('timeouts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(
      { requestTimeoutS: 1, bodyTimeoutS: 1 },
      {
        setup: (app) => {
          app.get('/api/test-pomalu', async () => {
            await new Promise((resolve) => setTimeout(resolve, 3000));
            return { ok: true };
          });
        },
      },
    );
  });
  afterAll(async () => t?.close());

  it('a request whose handling takes too long is answered 503 with the Czech apology (not the maintenance notice)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test-pomalu' });
    expect(res.statusCode).toBe(503);
    const body = res.json() as { typ: string; detail: string };
    expect(body.typ).toBe('CHYBA');
    expect(body.detail).toMatch(/Omlouváme se/);
  });

  it('a client that does not finish sending its request is cut off (408)', async () => {
    const slow = await createTestApp({ requestTimeoutS: 30, bodyTimeoutS: 1 });
    await slow.app.listen({ port: 0, host: '127.0.0.1' });
    const address = slow.app.server.address() as net.AddressInfo;
    const socket = net.connect(address.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      'POST /api/app/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"listek"',
    );
    const started = Date.now();
    await closed;
    expect(Date.now() - started).toBeLessThan(8000);
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    await slow.close();
  }, 15_000);
});

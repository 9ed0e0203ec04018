/**
 * The counters every server process shares (issue 36, ADR 0012): each store counts atomically
 * under parallel requests, and two app processes on one database (PostgreSQL) or one Redis hold
 * each per-user limit at its configured value, not twice it.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { FailureLimiter } from '../../server/identity/limiter';
import { MemoryCounterStore, type CounterStore } from '../../server/limits/counters';
import { PostgresCounterStore } from '../../server/limits/postgres-counters';
import { RedisCounterStore } from '../../server/limits/redis-counters';
import { createTestDatabase, type TestDatabase } from '../support/db';
import { apiOf, personUrl } from '../support/health';
import { fairUseOff, signInAs, testConfig, testDatabaseKind } from '../support/test-app';

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb?.dispose();
});

const stores: Array<[string, () => Promise<CounterStore>]> = [
  ['memory', async () => new MemoryCounterStore()],
  [`PostgreSQL table (${testDatabaseKind})`, async () => new PostgresCounterStore(testDb.database.db)],
  ['Redis', () => RedisCounterStore.connect(redisUrl, `zk-test-${randomUUID()}:`)],
];

describe.each(stores)('the %s store', (_name, open) => {
  let store: CounterStore;
  beforeAll(async () => {
    store = await open();
  });
  afterAll(async () => {
    await store?.close();
  });

  it('counts 40 hits sent at once as 1…40, each once, and tells how long the window lasts', async () => {
    const key = `test:${randomUUID()}`;
    const counts = await Promise.all(Array.from({ length: 40 }, () => store.hit(key, 60_000)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    expect(counts.every((c) => c.resetMs > 50_000 && c.resetMs <= 60_000)).toBe(true);
    expect((await store.peek(key))?.count).toBe(40);
    await store.reset(key);
    expect(await store.peek(key)).toBeNull();
    expect((await store.hit(key, 60_000)).count).toBe(1);
  });

  it('a window ends after its length and the next hit starts a new one', async () => {
    const key = `test:${randomUUID()}`;
    await store.hit(key, 50);
    await store.hit(key, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.peek(key)).toBeNull();
    expect((await store.hit(key, 50)).count).toBe(1);
  });

  it('of 10 slots asked for at once with a cap of 3, exactly 3 are given; a released one can be taken again', async () => {
    const key = `test:${randomUUID()}`;
    const tokens = await Promise.all(Array.from({ length: 10 }, () => store.acquire(key, 3, 60_000)));
    const given = tokens.filter((token): token is string => token !== null);
    expect(given).toHaveLength(3);
    expect(await store.acquire(key, 3, 60_000)).toBeNull();
    await store.release(key, given[0]);
    expect(await store.acquire(key, 3, 60_000)).not.toBeNull();
  });

  it('a slot nobody released expires', async () => {
    const key = `test:${randomUUID()}`;
    expect(await store.acquire(key, 1, 50)).not.toBeNull();
    expect(await store.acquire(key, 1, 50)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.acquire(key, 1, 50)).not.toBeNull();
  });

  it('a failure limiter on the store blocks after its maximum, with the seconds to wait', async () => {
    const limiter = new FailureLimiter(`test-${randomUUID()}`, 3, store);
    await Promise.all([1, 2, 3].map(() => limiter.hit('10.1.2.3')));
    const waitS = await limiter.blockedForS('10.1.2.3');
    expect(waitS).toBeGreaterThan(50);
    expect(await limiter.blockedForS('10.1.2.4')).toBeNull();
    await limiter.reset('10.1.2.3');
    expect(await limiter.blockedForS('10.1.2.3')).toBeNull();
  });
});

// Two processes share a database only on PostgreSQL (PGlite's data directory is held by one).
const sharedSetups: Array<[string, string | undefined]> = [
  ...(testDatabaseKind === 'postgres' ? ([['one PostgreSQL database', undefined]] as Array<[string, string | undefined]>) : []),
  ['one Redis', redisUrl],
];

describe.each(sharedSetups)('two app processes on %s', (_name, sharedRedis) => {
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    const config = testConfig({
      redisUrl: sharedRedis,
      redisPrefix: `zk-test-${randomUUID()}:`,
      fairUse: { ...fairUseOff, callsPerMinute: 6, uploadsPerUser: 1, shareLinkOpensPerMinute: 4 },
    });
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config, database: testDb.database, logger: false });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it('a user calling both in turn gets the per-minute budget once, not twice', async () => {
    const petr = await signInAs(apps[0], 'osvc');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const app = apps[i % 2];
      statuses.push((await apiOf(app).json('GET', personUrl('petr', 'ockovani'), petr)).statusCode);
    }
    const allowed = statuses.filter((status) => status === 200).length;
    // The sign-in's own calls may have spent part of the budget; never more than 6 in all.
    expect(allowed).toBeLessThanOrEqual(6);
    expect(allowed).toBeGreaterThan(0);
    expect(statuses.slice(allowed).every((status) => status === 429)).toBe(true);
  });

  it('an upload slot taken on one process is taken for the other too', async () => {
    const userId = 900_000 + Math.floor(Math.random() * 100_000);
    const end = await apps[0].fairUse.startUpload(userId);
    expect(end).not.toBeNull();
    expect(await apps[1].fairUse.startUpload(userId)).toBeNull();
    end?.();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await apps[1].fairUse.startUpload(userId)).not.toBeNull();
  });

  it('the share-link page allows an address its openings per minute over both processes together', async () => {
    const address = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await apps[i % 2].inject({ method: 'GET', url: `/api/nouzoveUdaje/${'A'.repeat(43)}`, remoteAddress: address });
      statuses.push(response.statusCode);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(4);
    expect(statuses.slice(4).every((status) => status === 429)).toBe(true);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../server/db/schema';
import {
  PRODUCTION_PASSWORD_HASH_PARAMS,
  hashPassword,
  needsRehash,
  passwordHashParams,
  setTestPasswordHashCost,
  verifyPassword,
} from '../../server/identity/password';
import { createTestApp, databaseKindLabel, type TestApp } from '../support/test-app';
import { TEST_PASSWORD_HASH_PARAMS } from '../support/server-setup';
import { exchange, postForm, ticketOf } from './identity-helpers';

describe('password hashing: the production default', () => {
  afterEach(() => setTestPasswordHashCost(TEST_PASSWORD_HASH_PARAMS));

  it('is scrypt N = 2^17, r = 8, p = 1 (only the test setup lowers it, explicitly)', async () => {
    expect(PRODUCTION_PASSWORD_HASH_PARAMS).toEqual({ N: 131072, r: 8, p: 1 });
    setTestPasswordHashCost(null);
    expect(passwordHashParams()).toEqual({ N: 131072, r: 8, p: 1 });
    // 128 MiB of scrypt memory: beyond Node's 32 MiB default, so maxmem must be set
    const hash = await hashPassword('správné heslo');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(await verifyPassword('správné heslo', hash)).toBe(true);
    expect(await verifyPassword('spatne heslo', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    expect(needsRehash(await hashPassword('x', { N: 2 ** 14, r: 8, p: 1 }))).toBe(true);
  });

  it('the test-only setting refuses to work in a production process', () => {
    const previous = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      expect(() => setTestPasswordHashCost({ N: 2 ** 10, r: 8, p: 1 })).toThrow(/tests only/);
    } finally {
      process.env.NODE_ENV = previous;
    }
  });
});

describe(`password hashing: rehash at the next sign-in (${databaseKindLabel})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const storedHash = async (login: string) =>
    (await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.login, login)))[0].hash;

  it('a hash with older (cheaper) parameters is replaced by one with the current ones after a correct password', async () => {
    const legacy = await hashPassword('demo', { N: 2 ** 14, r: 8, p: 1 });
    await t.db.update(users).set({ passwordHash: legacy }).where(eq(users.login, 'osvc'));

    // a wrong password changes nothing
    expect((await postForm(t.app, { uzivatelskeJmeno: 'osvc', heslo: 'spatne' })).statusCode).toBe(401);
    expect(await storedHash('osvc')).toBe(legacy);

    const listek = ticketOf(await postForm(t.app, { uzivatelskeJmeno: 'osvc', heslo: 'demo' }));
    expect((await exchange(t.app, listek)).statusCode).toBe(200);
    const rehashed = await storedHash('osvc');
    const { N, r, p } = passwordHashParams();
    expect(rehashed).not.toBe(legacy);
    expect(rehashed.startsWith(`scrypt$${N}$${r}$${p}$`)).toBe(true);
    expect(needsRehash(rehashed)).toBe(false);

    // the new hash signs in, and is not replaced again
    ticketOf(await postForm(t.app, { uzivatelskeJmeno: 'osvc', heslo: 'demo' }));
    expect(await storedHash('osvc')).toBe(rehashed);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type OpenDatabase } from '../../server/db/client';
import { migrateDatabase } from '../../server/db/migrate';
import { insuredPersons, messagesTable, representations, users } from '../../server/db/schema';
import { birthDateFromBirthNumber, isValidBirthNumber } from '../../contract/rules';
import { demoAccounts, seedDemoData } from '../../server/seed/index';
import { verifyPassword, hashPassword, passwordHashParams } from '../../server/identity/password';
import { demoPersons, DEMO_PASSWORD } from '../../server/seed/demo-data';
import { createPostgresDatabase, createTestDatabase, testDatabaseUrl, type TestDatabase } from '../support/db';
import { databaseKindLabel } from '../support/test-app';

const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-data-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

async function tableNames(database: OpenDatabase): Promise<string[]> {
  const result = await database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
  );
  return (result as unknown as { rows: Array<{ table_name: string }> }).rows.map((r) => r.table_name);
}

const expectedTables = [
  'banners',
  'code_list_items',
  'devices',
  'doctor_access',
  'help_texts',
  'insured_persons',
  'login_tickets',
  'messages',
  'refresh_tokens',
  'representations',
  'server_settings',
  'sessions',
  'users',
];

// The data directory's lock has its own file: tests/server/data-dir-lock.test.ts.

describe('migrations and seed on a fresh PGlite data directory', () => {
  it('creates, migrates, seeds, persists and reopens', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    try {
      await migrateDatabase(first);
      expect(await tableNames(first)).toEqual(expect.arrayContaining(expectedTables));
      expect(await seedDemoData(first.db)).toBe(true);
    } finally {
      await first.close();
    }
    expect(fs.existsSync(path.join(dir, 'pgdata'))).toBe(true);

    const second = await openDatabase({ dataDir: dir });
    try {
      await migrateDatabase(second); // already applied: nothing to do
      expect(await seedDemoData(second.db)).toBe(false);
      const [row] = await second.db.select({ n: count() }).from(users);
      expect(Number(row.n)).toBe(demoAccounts.length);
    } finally {
      await second.close();
    }
  }, 60_000);
});

// Registered only when DATABASE_URL is set (CI's second run), so the PGlite run has nothing skipped.
if (testDatabaseUrl)
  describe('migrations and seed on PostgreSQL', () => {
    it('migrates an empty database and seeds it once, also when two instances start together', async () => {
      const created = await createPostgresDatabase(testDatabaseUrl!);
      const a = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
      const b = await openDatabase({ databaseUrl: created.url, poolSize: 2 });
      try {
        expect(a.kind).toBe('postgres');
        await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
        expect(await tableNames(a)).toEqual(expect.arrayContaining(expectedTables));
        await migrateDatabase(a); // already applied: nothing to do
        const results = await Promise.all([seedDemoData(a.db), seedDemoData(b.db)]);
        expect(results.filter(Boolean)).toHaveLength(1);
        const [row] = await a.db.select({ n: count() }).from(users);
        expect(Number(row.n)).toBe(demoAccounts.length);
      } finally {
        await a.close();
        await b.close();
        await created.drop();
      }
    });

    it('fails with a clear message when the server cannot be reached', async () => {
      await expect(openDatabase({ databaseUrl: 'postgres://postgres:heslo@127.0.0.1:1/nic' })).rejects.toThrow(
        /Nepodařilo se připojit k databázi PostgreSQL \(postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/nic\)/,
      );
    });
  });

describe(`demo seed (${databaseKindLabel})`, () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    await t?.dispose();
  });

  it('is idempotent', async () => {
    const before = await t.database.db.select({ n: count() }).from(messagesTable);
    expect(await seedDemoData(t.database.db)).toBe(false);
    const after = await t.database.db.select({ n: count() }).from(messagesTable);
    expect(after).toEqual(before);
    const [u] = await t.database.db.select({ n: count() }).from(users);
    expect(Number(u.n)).toBe(demoAccounts.length);
  });

  it('gives every insured person a valid birth number matching the date of birth and sex', async () => {
    const rows = await t.database.db.select().from(insuredPersons);
    expect(rows.length).toBe(Object.keys(demoPersons).length);
    for (const row of rows) {
      const person = Object.values(demoPersons).find((p) => String(p.id) === row.id)!;
      expect(isValidBirthNumber(row.rodneCislo), row.rodneCislo).toBe(true);
      expect(birthDateFromBirthNumber(row.rodneCislo)).toBe(row.narozen);
      expect(Number(row.rodneCislo.slice(2, 4)) > 50, `${row.rodneCislo} sex`).toBe(person.female);
    }
  });

  it('stores salted scrypt hashes of the demo password', async () => {
    const rows = await t.database.db
      .select({ login: users.login, hash: users.passwordHash, isDemo: users.isDemo, label: users.demoLabel })
      .from(users);
    const hashes = new Set(rows.map((r) => r.hash));
    expect(hashes.size).toBe(rows.length);
    // made with the current cost (the suites' test-only one; the production default is checked in identity-password.test.ts)
    const { N, r, p } = passwordHashParams();
    for (const row of rows) {
      expect(row.hash).toMatch(new RegExp(`^scrypt\\$${N}\\$${r}\\$${p}\\$[\\w-]+\\$[\\w-]+$`));
      expect(row.isDemo).toBe(true);
      expect(row.label).toBeTruthy();
    }
    expect(await verifyPassword(DEMO_PASSWORD, rows[0].hash)).toBe(true);
    expect(await verifyPassword('Demo', rows[0].hash)).toBe(false);
  });

  it('has no representations for the not yet synchronised account', async () => {
    const result = await t.database.db.execute(
      sql`select count(*)::int as n from ${representations} r join ${users} u on u.id = r.user_id where u.login = 'nesynchronizovano'`,
    );
    expect((result as unknown as { rows: Array<{ n: number }> }).rows[0].n).toBe(0);
  });
});

describe('password hashing', () => {
  it('verifies and rejects, and never throws on a malformed hash', async () => {
    const hash = await hashPassword('tajné heslo');
    expect(await verifyPassword('tajné heslo', hash)).toBe(true);
    expect(await verifyPassword('tajne heslo', hash)).toBe(false);
    expect(await hashPassword('tajné heslo')).not.toBe(hash);
    for (const bad of [
      '',
      'plain',
      'scrypt$1$8$1$abc$def',
      'scrypt$16384$8$1$$',
      `scrypt$${2 ** 30}$8$1$c2FsdHNhbHRzYWx0$aGFzaGhhc2hoYXNoaGFzaA`,
    ]) {
      expect(await verifyPassword('x', bad)).toBe(false);
    }
  });
});

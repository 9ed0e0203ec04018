/**
 * Issue 11 §5: production-safe defaults and signing keys.
 * - NODE_ENV=production: demo mode off unless DEMO_MODE is set; no signing key → the server
 *   refuses to start (a spawned server exits ≠ 0 with the Czech/English message); no demo data
 *   is seeded (PGlite, or PostgreSQL when DATABASE_URL is set).
 * - Keys carry a kid; the first key of JWT_KEYS_FILE signs, all verify: a rotation signs nobody out.
 * - The key is never kept in the database; a generated demo key lives in a 0600 file in DATA_DIR.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app';
import { ConfigError, loadServerConfig, missingKeyMessage, missingVapidMessage } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { serverSettings, users } from '../../server/db/schema';
import { GENERATED_KEYS_FILE, loadSigningKeys } from '../../server/identity/keys';
import { createPostgresDatabase, createTestDatabase, testDatabaseUrl, type TestDatabase } from '../support/db';
import { databaseKindLabel, testConfig } from '../support/test-app';
import { devices, refresh, signIn } from './identity-helpers';

const root = path.resolve(import.meta.dirname, '../..');
const tempDirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-keys-'));
  tempDirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of tempDirs) fs.rmSync(dir, { recursive: true, force: true });
});

function keysFile(keys: Array<{ kid: string; secret: string; signFrom?: string }>): string {
  const file = path.join(tempDir(), 'keys.json');
  fs.writeFileSync(file, JSON.stringify({ keys }));
  return file;
}
const k1 = { kid: '2025-01', secret: 'first-key-0123456789-abcdefghijklmnopqrstuv' };
/** A VAPID pair: production requires one, the same on every process. */
const vapid = {
  VAPID_PUBLIC_KEY: 'BKc2PRGPR6NxE3fQA4hzAmVXprKWUTyk_TAPKUii4V8l_YQsupImgYL1mjai14qpQUs_X48K5SYfFmoWjNWrVxQ',
  VAPID_PRIVATE_KEY: 'MmwhjJXbS8pcQdAZH9EXnpM6rYBhAatU4cswpVsamtg',
};
const k2 = { kid: '2025-07', secret: 'second-key-0123456789-abcdefghijklmnopqrstu' };

describe('production defaults (configuration)', () => {
  it('refuses production without a signing key, with a Czech and English message', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadServerConfig({ NODE_ENV: 'production' })).toThrow(missingKeyMessage);
    expect(missingKeyMessage).toMatch(/Chybí podpisový klíč/);
    expect(missingKeyMessage).toMatch(/No signing key/);
  });

  it('turns demo mode off in production unless it is set explicitly', () => {
    expect(loadServerConfig({ NODE_ENV: 'production', JWT_SECRET: k1.secret, ...vapid }).demoMode).toBe(false);
    expect(loadServerConfig({ NODE_ENV: 'production', JWT_KEYS_FILE: '/x/keys.json', ...vapid }).demoMode).toBe(false);
    const demo = loadServerConfig({ NODE_ENV: 'production', DEMO_MODE: '1' });
    expect(demo.demoMode).toBe(true);
    expect(loadServerConfig({}).demoMode).toBe(true);
    expect(loadServerConfig({ DEMO_MODE: 'false' }).demoMode).toBe(false);
  });

  it('refuses production without the Web Push keys every process must share, naming them', () => {
    expect(() => loadServerConfig({ NODE_ENV: 'production', JWT_SECRET: k1.secret })).toThrow(missingVapidMessage);
    expect(missingVapidMessage).toContain('VAPID_PUBLIC_KEY a VAPID_PRIVATE_KEY');
    expect(loadServerConfig({ NODE_ENV: 'production', JWT_SECRET: k1.secret, DEMO_MODE: '1' }).vapid).toBeNull();
  });

  it('does not take both JWT_SECRET and JWT_KEYS_FILE', () => {
    expect(() => loadServerConfig({ JWT_SECRET: k1.secret, JWT_KEYS_FILE: '/x/keys.json' })).toThrow(/jen jednu/);
  });
});

describe('signing keys', () => {
  it('generates a demo key file (mode 0600) in DATA_DIR once, with a warning, and reuses it', () => {
    const dataDir = tempDir();
    const warnings: string[] = [];
    const first = loadSigningKeys({ dataDir, production: true, demoMode: true }, { warn: (m) => warnings.push(m) });
    const file = path.join(dataDir, GENERATED_KEYS_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(warnings.join()).toMatch(/ukázkový režim/);
    const second = loadSigningKeys({ dataDir, production: true, demoMode: true });
    expect(second.current.kid).toBe(first.current.kid);
    expect(Buffer.from(second.current.key).equals(Buffer.from(first.current.key))).toBe(true);
  });

  it('refuses a keys file with a short secret or a repeated kid, with a Czech message', () => {
    expect(() => loadSigningKeys({ jwtKeysFile: keysFile([{ kid: 'a', secret: 'short' }]) })).toThrow(/alespoň 32 znaků/);
    expect(() => loadSigningKeys({ jwtKeysFile: keysFile([k1, { ...k2, kid: k1.kid }]) })).toThrow(/kid se nesmí opakovat/);
    expect(() => loadSigningKeys({ jwtKeysFile: path.join(tempDir(), 'missing.json') })).toThrow(/nelze přečíst/);
  });
});

describe(`key rotation without signing anyone out (${databaseKindLabel})`, () => {
  let t: TestDatabase;
  const apps: FastifyInstance[] = [];
  const appWith = async (jwtKeysFile: string) => {
    const app = await buildApp({ config: testConfig({ jwtSecret: undefined, jwtKeysFile }), database: t.database, logger: false });
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

  it('keeps no signing key in the database', async () => {
    await appWith(keysFile([k1]));
    const rows = await t.database.db.select().from(serverSettings).where(eq(serverSettings.key, 'jwt_secret'));
    expect(rows).toEqual([]);
  });

  it('tokens of the old key keep working after a new key is put first; new tokens carry the new kid', async () => {
    const before = await appWith(keysFile([k1]));
    const session = await signIn(before, 'pojistenec');
    expect(decodeProtectedHeader(session.accessToken).kid).toBe(k1.kid);

    const rotated = await appWith(keysFile([k2, k1]));
    expect((await devices(rotated, session.accessToken)).statusCode).toBe(200);
    const refreshed = await refresh(rotated, session.cookie, session.info);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = (refreshed.json() as { accessToken: string }).accessToken;
    expect(decodeProtectedHeader(next).kid).toBe(k2.kid);
    expect((await devices(rotated, next)).statusCode).toBe(200);

    // Once the old key is removed, its tokens stop working; the new ones go on.
    const after = await appWith(keysFile([k2]));
    expect((await devices(after, session.accessToken)).statusCode).toBe(401);
    expect((await devices(after, next)).statusCode).toBe(200);
  });

  it('a rolling restart signs nobody out: a new key listed with signFrom ahead verifies at once and signs only from then', async () => {
    const notRestarted = await appWith(keysFile([k1]));
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const restarted = await appWith(keysFile([{ ...k2, signFrom: inAnHour }, k1]));
    // During the roll the restarted process still signs with the old key, which the others know.
    const session = await signIn(restarted, 'pojistenec');
    expect(decodeProtectedHeader(session.accessToken).kid).toBe(k1.kid);
    expect((await devices(notRestarted, session.accessToken)).statusCode).toBe(200);
    const refreshed = await refresh(notRestarted, session.cookie, session.info);
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await devices(restarted, (refreshed.json() as { accessToken: string }).accessToken)).statusCode).toBe(200);

    // Once signFrom has come (every process restarted by then), the new key signs and all verify it.
    const anHourAgo = new Date(Date.now() - 3_600_000).toISOString();
    const later = await appWith(keysFile([{ ...k2, signFrom: anHourAgo }, k1]));
    const laterSession = await signIn(later, 'pojistenec');
    expect(decodeProtectedHeader(laterSession.accessToken).kid).toBe(k2.kid);
    expect((await devices(restarted, laterSession.accessToken)).statusCode).toBe(200);
  });

  it('refuses a keys file where every key waits for its signFrom', () => {
    const file = keysFile([{ ...k2, signFrom: new Date(Date.now() + 60_000).toISOString() }]);
    expect(() => loadSigningKeys({ jwtKeysFile: file })).toThrow(/alespoň jeden klíč bez signFrom/);
  });
});

// Two processes share a database only on PostgreSQL (PGlite's data directory is held by one process).
for (const kind of testDatabaseUrl ? ['PostgreSQL'] : []) {
  describe(`a demo on several processes without a configured key (${kind})`, () => {
    let t: TestDatabase;
    const apps: FastifyInstance[] = [];
    beforeAll(async () => {
      t = await createTestDatabase();
      // Each process has its own data directory, as on separate machines: the key cannot come from a file there.
      for (let i = 0; i < 2; i += 1) {
        const config = testConfig({
          jwtSecret: undefined,
          jwtKeysFile: undefined,
          keyFallback: 'file',
          dataDir: tempDir(),
          demoMode: true,
        });
        const app = await buildApp({ config, database: t.database, logger: false });
        await app.ready();
        apps.push(app);
      }
    });
    afterAll(async () => {
      for (const app of apps) await app.close();
      await t?.dispose();
    });

    it('shares one generated key through the database: a token of one process works on the other', async () => {
      const session = await signIn(apps[0], 'pojistenec');
      expect((await devices(apps[1], session.accessToken)).statusCode).toBe(200);
      const refreshed = await refresh(apps[1], session.cookie, session.info);
      expect(refreshed.statusCode, refreshed.body).toBe(200);
      expect((await devices(apps[0], (refreshed.json() as { accessToken: string }).accessToken)).statusCode).toBe(200);
    });
  });
}

/** Runs server/main.ts with an environment; resolves with its exit code and output (killed after `timeoutMs`). */
function runServer(env: Record<string, string>, options: { untilLog?: RegExp; timeoutMs?: number } = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise<{ code: number | null; output: string; port: number | null; stop: () => Promise<void> }>((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? 60_000);
    const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (options.untilLog && options.untilLog.test(output) && port) {
        resolve({
          code: null,
          output,
          port: Number(port),
          stop: async () => {
            child.kill('SIGTERM');
            await exited;
            clearTimeout(timer);
          },
        });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      resolve({ code, output, port: null, stop: async () => undefined });
    });
  });
}

describe('the real server in production', () => {
  it('refuses to start without a signing key: exit code 1 and the message', async () => {
    const result = await runServer({ NODE_ENV: 'production', DATA_DIR: tempDir() });
    expect(result.code).toBe(1);
    expect(result.output).toContain('Chybí podpisový klíč');
    expect(result.output).toContain('No signing key');
  }, 60_000);

  // One engine per pass: PGlite, or PostgreSQL in the PostgreSQL pass (DATABASE_URL set).
  const databases = testDatabaseUrl ? [{ kind: 'PostgreSQL' as const }] : [{ kind: 'PGlite' as const }];
  for (const { kind } of databases) {
    it(`starts with JWT_SECRET, seeds no demo data and offers no demo sign-in (${kind})`, async () => {
      const dataDir = tempDir();
      const pg = kind === 'PostgreSQL' ? await createPostgresDatabase(testDatabaseUrl!) : null;
      try {
        const server = await runServer(
          { NODE_ENV: 'production', DATA_DIR: dataDir, JWT_SECRET: k1.secret, ...vapid, ...(pg ? { DATABASE_URL: pg.url } : {}) },
          { untilLog: /Server běží/, timeoutMs: 90_000 },
        );
        expect(server.port, server.output).not.toBeNull();
        try {
          const page = await fetch(`http://127.0.0.1:${server.port}/api/identita/prihlaseni`);
          expect(page.status).toBe(200);
          expect(await page.text()).not.toContain('name="demo"');
          const demo = await fetch(`http://127.0.0.1:${server.port}/api/identita/prihlaseni`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: 'demo=lekar',
            redirect: 'manual',
          });
          expect(demo.status).toBe(401);
        } finally {
          await server.stop();
        }
        const database = pg ? await openDatabase({ databaseUrl: pg.url, poolSize: 1 }) : await openDatabase({ dataDir });
        try {
          const [row] = await database.db.select({ n: count() }).from(users);
          expect(Number(row.n)).toBe(0);
        } finally {
          await database.close();
        }
      } finally {
        await pg?.drop();
      }
    }, 120_000);
  }
});

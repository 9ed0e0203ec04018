import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import webpush from 'web-push';
import { buildApp, type BuildAppOptions } from '../../server/app';
import { loadServerConfig, type ServerConfig } from '../../server/config';
import type { Database, OpenDatabase } from '../../server/db/client';
import { createTestDatabase, testDatabaseKind } from './db';

export { testDatabaseKind } from './db';
export { demoAccounts, demoPersonId, demoPersons, DEMO_PASSWORD, type DemoLogin } from '../../server/seed/index';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** The open database (its client too: the notification worker's queue runs on it). */
  database: OpenDatabase;
  /** PostgreSQL: the test database's connection string; absent on PGlite. */
  databaseUrl?: string;
  /** Log lines written so far (parsed JSON), when created with `captureLogs: true`. */
  logs: Array<Record<string, unknown>>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Collect the app's log lines (level info and up) into `logs`. */
  captureLogs?: boolean;
  authenticate?: BuildAppOptions['authenticate'];
  /** Runs before `app.ready()`, e.g. to add a test-only route. */
  setup?: (app: FastifyInstance) => void | Promise<void>;
}

/** The signing key of test apps (tests that forge tokens sign with it, tests/support/matrix.ts). */
export const TEST_JWT_SECRET = 'test-signing-key-of-the-server-suite-0123456789';

/** One VAPID key pair per test process, so no test app writes a key file into the data directory. */
const testVapidKeys = webpush.generateVAPIDKeys();

/** Fair-use limits off: for the generated suites, which sweep every call as fast as they can (tests/server/fair-use.test.ts covers the limits). */
export const fairUseOff = {
  callsPerMinute: 0,
  heavyCallsPerMinute: 0,
  uploadsPerUser: 0,
  uploadsTotal: 0,
  shareLinkOpensPerMinute: 0,
  uploadMaxS: 60,
  uploadMinBytesPerS: 0,
  uploadPaceGraceS: 10,
} as const;

/** The configuration tests run with: the defaults of an empty environment, quiet, strict responses, a fixed key. */
export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...loadServerConfig({ NODE_ENV: 'test' }),
    logLevel: 'silent',
    strictResponses: true,
    jwtSecret: TEST_JWT_SECRET,
    vapid: testVapidKeys,
    ...overrides,
  };
}

/**
 * A ready app on its own migrated and seeded database: a clone of one PGlite template (fast),
 * or with DATABASE_URL a fresh PostgreSQL database that close() drops again.
 */
export async function createTestApp(overrides: Partial<ServerConfig> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const { database, url, dispose } = await createTestDatabase();
  const logs: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n')) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const config = testConfig(overrides);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      database,
      logger: options.captureLogs ? { level: 'info', stream } : false,
      authenticate: options.authenticate,
    });
    await options.setup?.(app);
    await app.ready();
  } catch (error) {
    await dispose();
    throw error;
  }
  return {
    app,
    db: database.db,
    database,
    ...(url ? { databaseUrl: url } : {}),
    logs,
    async close() {
      await app.close();
      await dispose();
    },
  };
}

export const REFRESH_COOKIE_NAME = '__Secure-zk-refresh';
export const BROWSER_COOKIE_NAME = '__Host-zk-prihlaseni';

export const testAplikaceInfo = {
  nazev: 'Zdravotní karta',
  verzeAplikace: '1.15.01',
  verzeBrowser: 'Chrome 130 Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36',
  verzeOs: 'Linux',
  instalaceId: 'testInstalace01234567',
  platforma: 'WEB' as const,
};

export interface SignedIn {
  accessToken: string;
  /** `name=value` of the refresh cookie, ready for a Cookie header. */
  refreshCookie: string;
  authorization: { authorization: string };
}

/**
 * Signs in through the real flow (the agreed interface with identity): the demo button of the
 * sign-in form → 303 to `/prihlaseni?listek=…` (with the browser-binding cookie) → POST /api/app/login
 * with that cookie → tokens.
 * With `password`, the user name and password fields are posted instead of the demo button.
 */
export async function signInAs(
  app: FastifyInstance,
  login: string,
  options: { password?: string; instalaceId?: string; aplikaceInfo?: Partial<typeof testAplikaceInfo> } = {},
): Promise<SignedIn> {
  const form =
    options.password !== undefined
      ? new URLSearchParams({ uzivatelskeJmeno: login, heslo: options.password })
      : new URLSearchParams({ demo: login });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/identita/prihlaseni',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form.toString(),
  });
  const location = signIn.headers.location;
  if (signIn.statusCode !== 303 || typeof location !== 'string') {
    throw new Error(`signInAs(${login}): sign-in answered ${signIn.statusCode} without a ticket redirect`);
  }
  const listek = new URL(location, 'http://localhost').searchParams.get('listek');
  if (!listek) throw new Error(`signInAs(${login}): no listek in ${location}`);
  // The ticket works only with the browser-binding cookie the sign-in set (server/identity/cookie.ts).
  const browser = signIn.cookies.find((c) => c.name === BROWSER_COOKIE_NAME);
  if (!browser) throw new Error(`signInAs(${login}): no ${BROWSER_COOKIE_NAME} cookie`);

  const exchange = await app.inject({
    method: 'POST',
    url: '/api/app/login',
    headers: { cookie: `${browser.name}=${browser.value}` },
    payload: {
      listek,
      aplikaceInfo: { ...testAplikaceInfo, ...options.aplikaceInfo, instalaceId: options.instalaceId ?? testAplikaceInfo.instalaceId },
    },
  });
  if (exchange.statusCode !== 200) throw new Error(`signInAs(${login}): /api/app/login answered ${exchange.statusCode}: ${exchange.body}`);
  const { accessToken } = exchange.json() as { accessToken: string };
  const cookie = exchange.cookies.find((c) => c.name === REFRESH_COOKIE_NAME);
  if (!cookie) throw new Error(`signInAs(${login}): no ${REFRESH_COOKIE_NAME} cookie`);
  return { accessToken, refreshCookie: `${cookie.name}=${cookie.value}`, authorization: { authorization: `Bearer ${accessToken}` } };
}

export const databaseKindLabel = testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite';

// The product server as a separate child process (PGlite in a temp data directory, or a
// PostgreSQL database of its own), the real sign-in flow over HTTP, and RSS sampling.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, onExit, startChild, stopChild, waitForHttp } from './children.mjs';
import { buildServer, serverBundle } from '../../build-server.mjs';

export const JANA = 4100001;

/**
 * Environment of a bench server: long tokens, no login limits in the way, production mode. The
 * per-user fair-use limits are off: the bench drives 500 req/s and parallel uploads through one
 * user, which those limits refuse by design (tests/server/fair-use.test.ts covers them).
 */
export function benchServerEnv(extra = {}) {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    ACCESS_TTL_S: '86400',
    REFRESH_TTL_S: '86400',
    SESSION_MAX_S: '86400',
    TICKET_TTL_S: '600',
    LOGIN_RATE_LIMIT: '1000000',
    API_CALLS_PER_MIN: '0',
    API_HEAVY_CALLS_PER_MIN: '0',
    UPLOADS_PER_USER: '0',
    UPLOADS_TOTAL: '0',
    DEMO_MODE: 'true',
    MAINTENANCE: '',
    DATABASE_URL: '',
    ...extra,
  };
}

/** A new temp directory, removed when the bench exits. */
export function tempDir(prefix) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `zk-bench-${prefix}-`));
  onExit(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

let serverBuilt = null;

/**
 * Starts the server's bundle (`dist/server/main.mjs`, what `npm start` runs; built once per bench
 * run from the current sources) on a free port. `db` is `{ kind: 'pglite', dataDir }` or
 * `{ kind: 'postgres', url }`. Resolves when /api/ping answers.
 */
export async function startServer({ db, appDir, env = {}, name = 'server' }) {
  serverBuilt ??= buildServer();
  await serverBuilt;
  const port = await freePort();
  const child = startChild(name, process.execPath, [serverBundle], {
    env: benchServerEnv({
      PORT: String(port),
      ...(db.kind === 'postgres' ? { DATABASE_URL: db.url } : { DATA_DIR: db.dataDir }),
      ...(appDir ? { APP_DIR: appDir } : {}),
      ...env,
    }),
  });
  const base = `http://127.0.0.1:${port}`;
  const startMs = await waitForHttp(`${base}/api/ping`, { child, ok: (s) => s === 200, timeoutMs: 180_000 });
  return { child, pid: child.pid, port, base, startMs, stop: () => stopChild(child) };
}

export const aplikaceInfo = (instalaceId = 'benchInstalace0123456') => ({
  nazev: 'bench',
  verzeAplikace: '1.15.01',
  instalaceId,
  platforma: 'WEB',
});

/** 21 characters of [A-Za-z0-9_-]. */
export function randomInstalaceId() {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  let id = '';
  for (let i = 0; i < 21; i++) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return id;
}

/**
 * The real sign-in flow (as tests/support/test-app.ts signInAs): the demo button of the server's
 * form → 303 /prihlaseni?listek=… → POST /api/app/login → { accessToken, refreshCookie }.
 */
export async function signIn(base, login = 'pojistenec', instalaceId = randomInstalaceId()) {
  const form = await fetch(`${base}/api/identita/prihlaseni`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ demo: login }).toString(),
    redirect: 'manual',
  });
  await form.arrayBuffer();
  const location = form.headers.get('location');
  if (form.status !== 303 || !location) throw new Error(`sign-in form answered ${form.status}`);
  const listek = new URL(location, base).searchParams.get('listek');
  // the ticket works only with the browser-binding cookie the sign-in set (server/identity/cookie.ts)
  const browser = form.headers.getSetCookie().find((c) => c.startsWith('__Host-zk-prihlaseni='));
  const login2 = await fetch(`${base}/api/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(browser ? { cookie: browser.split(';')[0] } : {}) },
    body: JSON.stringify({ listek, aplikaceInfo: aplikaceInfo(instalaceId) }),
  });
  const text = await login2.text();
  if (login2.status !== 200) throw new Error(`/api/app/login answered ${login2.status}: ${text}`);
  const cookie = login2.headers.getSetCookie().find((c) => c.startsWith('__Secure-zk-refresh='));
  return { accessToken: JSON.parse(text).accessToken, refreshCookie: cookie?.split(';')[0] ?? null, instalaceId };
}

/** VmRSS and VmHWM of a process in bytes (null when it is gone). */
export function memoryOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key) => Number(status.match(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm'))?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** Samples VmRSS every `intervalMs`; `mark(label)` starts a new segment, `stop()` returns all. */
export function sampleMemory(pid, intervalMs = 200) {
  const samples = [];
  let label = 'start';
  const started = performance.now();
  const take = () => {
    const m = memoryOf(pid);
    if (m) samples.push({ t: (performance.now() - started) / 1000, label, rss: m.rss, hwm: m.hwm });
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    mark(next) {
      take();
      label = next;
    },
    peakOf(segment) {
      const rows = samples.filter((s) => s.label === segment);
      return rows.length ? rows.reduce((max, s) => Math.max(max, s.rss), 0) : null;
    },
    stop() {
      take();
      clearInterval(timer);
      return samples;
    },
  };
}

// PostgreSQL ------------------------------------------------------------------------------------

const adminUrl = () => process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function withAdmin(fn) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl(), connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Is the PostgreSQL server of BENCH_PG_URL reachable? Returns null or the reason it is not. */
export async function postgresUnavailable() {
  try {
    await withAdmin((client) => client.query('select 1'));
    return null;
  } catch (error) {
    return `PostgreSQL not reachable at ${adminUrl().replace(/\/\/[^@]*@/, '//…@')}: ${error.message}`;
  }
}

const created = new Set();
/** Creates an empty database of its own and returns its URL; dropped by `dropAllDatabases`. */
export async function createDatabase(label) {
  const name = `zk_bench_${label}_${process.pid}_${Date.now().toString(36)}`.toLowerCase().replace(/[^a-z0-9_]/g, '_');
  await withAdmin((client) => client.query(`create database "${name}"`));
  created.add(name);
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function dropDatabase(name) {
  await withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`));
  created.delete(name);
}

export async function dropAllDatabases() {
  for (const name of [...created])
    await dropDatabase(name).catch((error) => console.error(`bench: could not drop ${name}: ${error.message}`));
}

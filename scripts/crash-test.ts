/**
 * Crash safety (issue 5 §4, first version): the real server as a child process, a burst of
 * writes, SIGKILL in the middle, a restart on the same data, and a check that every
 * acknowledged write is there whole and nothing unacknowledged is half there.
 *
 *   npx tsx scripts/crash-test.ts                  PGlite in a temporary DATA_DIR
 *   DATABASE_URL=postgres://… npx tsx scripts/crash-test.ts   a fresh PostgreSQL database (dropped after)
 *   CRASH_RUNS=20 (default 2), CRASH_BURST=36 (writes per run), CRASH_SEED=…
 *
 * The writes are generated from the contract at run time: every per-person POST of `allCalls`
 * whose body can be generated valid (multipart ones with files), read back through the GET list
 * at the same path; plus sign-ins (POST /api/app/login writes a device, a session and a refresh
 * token), read back with their access tokens. For records with attachments, every attachment
 * must be present with its size and, through the download call, its bytes. On PGlite, where the
 * bytes are files under DATA_DIR/attachments (ADR 0008), at the end every row's file must be
 * there with its size and no file be left that no row names (the start-up sweep removes those).
 *
 * tests/server/crash-pglite.test.ts runs this in `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { allCalls, buildPath, emergentniOdkazVytvorit, objednavkaVlozit, type AnyCall } from '../contract/index';
import { jsonWire, toQueryString } from '../tests/support/arbitraries';
import {
  fileFieldOf,
  listCallFor,
  multipartBody,
  multipartWire,
  objectsWithId,
  personIdSource,
  recordParamNames,
  tinyPdf,
  tinyPng,
  validInput,
  withPerson,
  type FilePart,
} from '../tests/support/matrix';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

export interface CrashTestOptions {
  runs?: number;
  /** Writes per burst. */
  burst?: number;
  /** PostgreSQL admin URL: the server gets a fresh database on that server (dropped after). */
  databaseUrl?: string;
  seed?: number;
  log?: (line: string) => void;
  /**
   * Gives the server a database already migrated and seeded, so its first start does not seed
   * (the test suite hands in a copy of its template): fills the data directory (PGlite), or
   * returns the URL of a database to use and drop (PostgreSQL). Without it: an empty one.
   */
  prepare?: (dataDir: string) => Promise<{ databaseUrl: string; drop: () => Promise<void> } | void>;
}

export interface CrashRunReport {
  run: number;
  sent: number;
  acknowledged: number;
  acknowledgedLogins: number;
  acknowledgedRecords: number;
  unacknowledged: number;
  /** New records found after the restart that were not acknowledged (committed just before the kill). */
  unacknowledgedButStored: number;
  restartMs: number;
}

export interface CrashTestReport {
  database: 'pglite' | 'postgres';
  writeCalls: string[];
  runs: CrashRunReport[];
  failures: string[];
}

// ---------------------------------------------------------------------------------------------
// The server process
// ---------------------------------------------------------------------------------------------

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ServerProcess {
  private child: ChildProcess | null = null;
  private output: string[] = [];
  private exited: Promise<number | null> = Promise.resolve(null);
  port = 0;

  constructor(private readonly env: Record<string, string>) {}

  get pid(): number | undefined {
    return this.child?.pid;
  }

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  tail(lines = 40): string {
    return this.output.slice(-lines).join('\n');
  }

  async start(timeoutMs = 90_000): Promise<number> {
    this.port = await freePort();
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: projectRoot,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const collect = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.trim()) this.output.push(line);
      if (this.output.length > 400) this.output.splice(0, this.output.length - 400);
    };
    child.stdout?.on('data', collect);
    child.stderr?.on('data', collect);
    this.exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    let exitCode: number | null | undefined;
    void this.exited.then((code) => {
      exitCode = code;
    });
    while (Date.now() - started < timeoutMs) {
      if (exitCode !== undefined) throw new Error(`the server exited (${exitCode}) before it was ready:\n${this.tail()}`);
      try {
        const res = await fetch(`${this.base}/api/ping`, { signal: AbortSignal.timeout(2000) });
        if (res.ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    child.kill('SIGKILL');
    throw new Error(`the server was not ready within ${timeoutMs} ms:\n${this.tail()}`);
  }

  /** SIGKILL: no shutdown hooks, no lock release, nothing flushed by the process. */
  crash(): void {
    this.child?.kill('SIGKILL');
  }

  async stop(): Promise<void> {
    if (!this.child || this.child.exitCode !== null || this.child.signalCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child?.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  async waitExit(): Promise<void> {
    await this.exited;
  }
}

// ---------------------------------------------------------------------------------------------
// HTTP helpers (the real flow, as the browser does it)
// ---------------------------------------------------------------------------------------------

interface Login {
  accessToken: string;
  cookie: string;
  instalaceId: string;
}

const aplikaceInfo = (instalaceId: string) => ({
  nazev: 'Zdravotní karta',
  verzeAplikace: '1.15.01',
  verzeBrowser: 'Chrome crash-test',
  verzeOs: 'Linux',
  instalaceId,
  platforma: 'WEB',
});

export const newInstalaceId = (prefix: string) =>
  `${prefix}${randomBytes(16).toString('base64url')}`.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 21);

/** Sign-in form (demo button) → 303 with listek → POST /api/app/login. */
export async function signIn(base: string, login: string, instalaceId: string, signal?: AbortSignal): Promise<Login> {
  const form = await fetch(`${base}/api/identita/prihlaseni`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ demo: login }).toString(),
    redirect: 'manual',
    signal,
  });
  const location = form.headers.get('location');
  if (form.status !== 303 || !location) throw new Error(`sign-in answered ${form.status}`);
  const listek = new URL(location, base).searchParams.get('listek');
  if (!listek) throw new Error(`no listek in ${location}`);
  // The ticket works only with the browser-binding cookie the sign-in set (server/identity/cookie.ts).
  const browser = form.headers.getSetCookie().find((c) => c.startsWith('__Host-zk-prihlaseni='));
  const exchange = await fetch(`${base}/api/app/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(browser ? { cookie: browser.split(';')[0] } : {}) },
    body: JSON.stringify({ listek, aplikaceInfo: aplikaceInfo(instalaceId) }),
    signal,
  });
  if (exchange.status !== 200) throw new Error(`/api/app/login answered ${exchange.status}: ${await exchange.text()}`);
  const body = (await exchange.json()) as { accessToken: string };
  const cookie = (exchange.headers.getSetCookie().find((c) => c.startsWith('__Secure-zk-refresh=')) ?? '').split(';')[0];
  return { accessToken: body.accessToken, cookie, instalaceId };
}

interface Sent {
  status: number;
  json: unknown;
}

async function send(
  base: string,
  call: AnyCall,
  params: Record<string, string>,
  query: Record<string, unknown>,
  body: unknown,
  files: FilePart[],
  token: string,
): Promise<Sent> {
  const url = `${base}/api${buildPath(call.path, params)}${toQueryString(query)}`;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let payload: Uint8Array<ArrayBuffer> | string | undefined;
  if (call.bodyKind === 'multipart') {
    const multipart = multipartBody((body ?? {}) as Record<string, unknown>, files);
    payload = new Uint8Array(multipart.payload);
    headers['content-type'] = multipart.contentType;
  } else if (call.body) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  const res = await fetch(url, { method: call.method, headers, body: payload });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json };
}

// ---------------------------------------------------------------------------------------------
// The writes, from the contract
// ---------------------------------------------------------------------------------------------

interface WritePlan {
  call: AnyCall;
  list: AnyCall;
  /** A valid body (before the marker) and the key that carries the marker, if any. */
  body: unknown;
  markerKey: string | null;
  /** The files every write of this call sends (sizes differ per file so they can be told apart). */
  files: FilePart[];
}

interface FileExpectation {
  size: number;
  sha256: string;
}

const pad2 = (n: number) => String(n % 100).padStart(2, '0');
const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

/** A PNG of exactly `size` bytes (padding after IEND), unique content per marker. */
function pngOfSize(size: number, salt: string): Buffer {
  const pad = Buffer.alloc(Math.max(0, size - tinyPng.length), 0);
  Buffer.from(salt).copy(pad, 0, 0, Math.min(pad.length, salt.length));
  return Buffer.concat([tinyPng, pad]).subarray(0, Math.max(size, tinyPng.length));
}

function withMarker(body: unknown, key: string | null, marker: string): unknown {
  if (!key || typeof body !== 'object' || body === null) return body;
  return { ...(body as Record<string, unknown>), [key]: marker };
}

/** A text field of the body that can carry a unique marker and still be valid. */
function markerKeyOf(call: AnyCall, body: unknown): string | null {
  if (!call.body || typeof body !== 'object' || body === null) return null;
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const candidate = { ...(body as Record<string, unknown>), [key]: 'crash00x00x000000' };
    const wire = call.bodyKind === 'multipart' ? multipartWire(candidate) : jsonWire(candidate);
    if (call.body.safeParse(wire).success) return key;
  }
  return null;
}

/**
 * Writes the server refuses after a few of them by design, whatever the crash: a person may keep at
 * most 10 valid emergency share links, which twenty runs on one data directory exceed; a branch slot
 * holds one booking (and a person at most three upcoming), so a repeated booking is 409 by rule.
 */
const countLimitedCalls = new Set<string>([emergentniOdkazVytvorit.id, objednavkaVlozit.id]);

/** The per-person POST calls whose bodies the server accepts, found by trying them once. */
async function planWrites(
  base: string,
  token: string,
  pojistenecId: number,
  seed: number,
  log: (line: string) => void,
): Promise<WritePlan[]> {
  const plans: WritePlan[] = [];
  const candidates = allCalls.filter(
    (call) =>
      call.method === 'POST' &&
      call.auth === 'access' &&
      personIdSource(call) === 'path' &&
      recordParamNames(call).length === 0 &&
      !countLimitedCalls.has(call.id),
  );
  for (const call of candidates) {
    const list = listCallFor(call);
    if (!list || list.path !== call.path) continue;
    const fileSets: FilePart[][] =
      call.bodyKind === 'multipart' && call.files
        ? [
            [
              { field: fileFieldOf(call)!, filename: 'snimek.png', contentType: 'image/png', content: pngOfSize(4096, 'a') },
              { field: fileFieldOf(call)!, filename: 'zprava.pdf', contentType: 'application/pdf', content: tinyPdf },
            ],
            [{ field: fileFieldOf(call)!, filename: 'snimek.png', contentType: 'image/png', content: pngOfSize(4096, 'a') }],
          ]
        : [[]];
    let planned = false;
    for (let attempt = 0; attempt < 8 && !planned; attempt += 1) {
      let input;
      try {
        input = withPerson(call, validInput(call, seed + attempt), pojistenecId);
      } catch {
        break; // no valid body can be generated for this call
      }
      const markerKey = markerKeyOf(call, input.body);
      for (const files of fileSets) {
        const probe = await send(
          base,
          call,
          input.params,
          input.query,
          withMarker(input.body, markerKey, `crash00x0${attempt}x000000`),
          files,
          token,
        );
        if (probe.status >= 200 && probe.status < 300) {
          plans.push({ call, list, body: input.body, markerKey, files });
          planned = true;
          break;
        }
        if (attempt === 7) log(`crash-test: ${call.id} not used (answers ${probe.status}: ${JSON.stringify(probe.json).slice(0, 200)})`);
      }
    }
  }
  return plans;
}

// ---------------------------------------------------------------------------------------------
// One crash run
// ---------------------------------------------------------------------------------------------

interface AckedRecord {
  plan: WritePlan;
  pojistenecId: number;
  id: string;
  marker: string | null;
  files: FileExpectation[];
}

interface Op {
  kind: 'login' | 'record';
  run: () => Promise<void>;
}

function attachmentsOf(record: Record<string, unknown>): Array<Record<string, unknown>> {
  return objectsWithId(Object.values(record)).filter((o) => 'velikost' in o);
}

const downloadCall = allCalls.find(
  (call) =>
    call.responseKind === 'file' &&
    call.method === 'GET' &&
    pathParamNames(call).includes('evidence') &&
    pathParamNames(call).includes('id'),
);

function pathParamNames(call: AnyCall): string[] {
  return [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

async function download(base: string, token: string, pojistenecId: number, attachment: Record<string, unknown>): Promise<Buffer | null> {
  if (!downloadCall) return null;
  const url = `${base}/api${buildPath(downloadCall.path, { pojistenecId, evidence: String(attachment.evidence), id: String(attachment.id) })}`;
  const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (res.status !== 200) throw new Error(`download of attachment ${String(attachment.id)} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

/**
 * Runs the crash test: one server on one database, `runs` times: burst → SIGKILL → restart →
 * verify (every acknowledged write of every run so far). Failures are collected, not thrown.
 */
/** An empty database on the PostgreSQL server of `adminUrl`, and how to drop it after. */
export async function freshPostgresDatabase(adminUrl: string, prefix: string): Promise<{ databaseUrl: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    databaseUrl: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

export async function runCrashTest(options: CrashTestOptions = {}): Promise<CrashTestReport> {
  const runs = options.runs ?? 2;
  const burst = options.burst ?? 36;
  const log = options.log ?? (() => undefined);
  let seed = options.seed ?? Math.floor(Math.random() * 2 ** 31);
  const random = () => {
    // mulberry32: reproducible with CRASH_SEED
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  log(`crash-test: ${runs} runs, burst ${burst}, seed ${seed}`);

  const failures: string[] = [];
  const reports: CrashRunReport[] = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zk-crash-'));
  let dropDatabase: (() => Promise<void>) | null = null;
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    ACCESS_TTL_S: '3600',
    JWT_SECRET: randomBytes(32).toString('hex'),
    // It signs in with the demo button. Demo mode follows NODE_ENV when unset, and the bench's own
    // Vite build sets NODE_ENV=production in its process: inside a full bench every sign-in was refused.
    DEMO_MODE: '1',
    // Six writers of one user at once: the upload caps (fair use, tested on their own) would
    // refuse some, now that an upload no longer holds up every other request on PGlite.
    UPLOADS_PER_USER: '0',
    UPLOADS_TOTAL: '0',
  };
  let databaseKind: 'pglite' | 'postgres' = 'pglite';

  const prepared = await options.prepare?.(dataDir);
  if (prepared) {
    databaseKind = 'postgres';
    env.DATABASE_URL = prepared.databaseUrl;
    dropDatabase = prepared.drop;
  } else if (options.databaseUrl) {
    databaseKind = 'postgres';
    const fresh = await freshPostgresDatabase(options.databaseUrl, 'crash');
    env.DATABASE_URL = fresh.databaseUrl;
    dropDatabase = fresh.drop;
  }

  let server = new ServerProcess(env);
  const ackedLogins: Login[] = [];
  const ackedRecords: AckedRecord[] = [];
  const instalacePrefix = `cr${randomBytes(2).toString('hex')}`;
  let writeCalls: string[] = [];

  try {
    const firstStart = await server.start();
    log(`crash-test: ${databaseKind} server ready in ${firstStart} ms`);
    const owner = await signIn(server.base, 'pojistenec', newInstalaceId(instalacePrefix));
    ackedLogins.push(owner);
    const people = [4100001, 4100002];
    const plans = await planWrites(server.base, owner.accessToken, people[0], seed, log);
    writeCalls = plans.map((plan) => (plan.files.length > 0 ? `${plan.call.id} (${plan.files.length} files)` : plan.call.id));
    log(`crash-test: record writes through ${writeCalls.length ? writeCalls.join(', ') : '(none: sign-ins only)'}`);

    for (let run = 1; run <= runs; run += 1) {
      const token = (await signIn(server.base, 'pojistenec', newInstalaceId(instalacePrefix))).accessToken;
      // The records before the burst, per list and person: anything new afterwards came from the burst.
      const before = new Map<string, Set<string>>();
      for (const plan of plans) {
        for (const person of people) {
          const res = await send(server.base, plan.list, { pojistenecId: String(person) }, {}, undefined, [], token);
          before.set(`${plan.list.id}:${person}`, new Set(objectsWithId(res.json).map((o) => String(o.id))));
        }
      }

      let acked = 0;
      let ackedLoginsRun = 0;
      let ackedRecordsRun = 0;
      const killAfter = 2 + Math.floor(random() * Math.max(1, burst / 2));
      let killed = false;
      const pid = server.pid;
      const onAck = () => {
        acked += 1;
        if (!killed && acked >= killAfter) {
          killed = true;
          server.crash();
        }
      };

      const ops: Op[] = [];
      for (let i = 0; i < burst; i += 1) {
        const useLogin = plans.length === 0 || random() < 0.3;
        if (useLogin) {
          ops.push({
            kind: 'login',
            run: async () => {
              const login = await signIn(server.base, 'pojistenec', newInstalaceId(instalacePrefix));
              ackedLogins.push(login);
              ackedLoginsRun += 1;
              onAck();
            },
          });
        } else {
          const plan = plans[Math.floor(random() * plans.length)];
          const pojistenecId = people[Math.floor(random() * people.length)];
          const marker = plan.markerKey ? `crash${pad2(run)}x${pad2(i)}x${randomBytes(3).toString('hex')}` : null;
          const files = plan.files.map((file, index) =>
            file.contentType === 'image/png'
              ? { ...file, content: pngOfSize(1024 + Math.floor(random() * 60_000) + index, `${run}-${i}-${index}`) }
              : file,
          );
          ops.push({
            kind: 'record',
            run: async () => {
              const res = await send(
                server.base,
                plan.call,
                { pojistenecId: String(pojistenecId) },
                {},
                withMarker(plan.body, plan.markerKey, marker ?? ''),
                files,
                token,
              );
              if (res.status < 200 || res.status >= 300)
                throw new Error(`${plan.call.id} answered ${res.status}: ${JSON.stringify(res.json).slice(0, 200)}`);
              const created = objectsWithId(res.json)[0];
              if (!created) throw new Error(`${plan.call.id} answered without an id`);
              ackedRecords.push({
                plan,
                pojistenecId,
                id: String(created.id),
                marker,
                files: files.map((file) => ({ size: file.content.length, sha256: sha256(file.content) })),
              });
              ackedRecordsRun += 1;
              onAck();
            },
          });
        }
      }

      // A few requests in flight at once, so the kill lands in the middle of some.
      const queue = [...ops];
      const unexpected: string[] = [];
      let sent = 0;
      const worker = async () => {
        for (let op = queue.shift(); op; op = queue.shift()) {
          if (killed) return;
          sent += 1;
          try {
            await op.run();
          } catch (error) {
            if (!killed) unexpected.push((error as Error).message);
          }
        }
      };
      await Promise.all(Array.from({ length: 6 }, worker));
      if (!killed) {
        killed = true;
        server.crash();
      }
      await server.waitExit();
      if (unexpected.length > 0) failures.push(`run ${run}: writes refused before the kill: ${unexpected.slice(0, 3).join(' | ')}`);

      // Restart on the same data: the lock of the dead process is taken over.
      server = new ServerProcess(env);
      let restartMs = 0;
      try {
        restartMs = await server.start();
      } catch (error) {
        failures.push(`run ${run}: restart after SIGKILL failed: ${(error as Error).message}`);
        break;
      }
      if (databaseKind === 'pglite') {
        const lockPid = Number(fs.readFileSync(path.join(dataDir, '.lock'), 'utf8').trim());
        if (lockPid !== server.pid)
          failures.push(`run ${run}: the lock holds PID ${lockPid}, not the restarted server's ${server.pid} (dead: ${pid})`);
      }

      // Verify: every acknowledged write of every run so far is there, whole.
      const reader = await signIn(server.base, 'pojistenec', newInstalaceId(instalacePrefix));
      for (const login of ackedLogins) {
        const res = await fetch(`${server.base}/api/autorizovanaZarizeni`, { headers: { authorization: `Bearer ${login.accessToken}` } });
        if (res.status !== 200) {
          failures.push(`run ${run}: acknowledged sign-in ${login.instalaceId} lost (its session answers ${res.status})`);
          continue;
        }
        const devices = ((await res.json()) as { seznamZarizeni: Array<{ instalaceId: string }> }).seznamZarizeni;
        if (!devices.some((device) => device.instalaceId === login.instalaceId))
          failures.push(`run ${run}: acknowledged sign-in ${login.instalaceId}: device missing`);
      }

      let unacknowledgedButStored = 0;
      for (const plan of plans) {
        for (const person of people) {
          const res = await send(server.base, plan.list, { pojistenecId: String(person) }, {}, undefined, [], reader.accessToken);
          if (res.status !== 200) {
            failures.push(`run ${run}: ${plan.list.id} for ${person} answered ${res.status}`);
            continue;
          }
          const records = objectsWithId(res.json).filter((o) => !('velikost' in o));
          const byId = new Map(records.map((record) => [String(record.id), record]));
          for (const ack of ackedRecords.filter((a) => a.plan === plan && a.pojistenecId === person)) {
            const record = byId.get(ack.id);
            if (!record) {
              failures.push(`run ${run}: acknowledged ${plan.call.id} record ${ack.id} of ${person} is missing`);
              continue;
            }
            if (ack.marker && !JSON.stringify(record).includes(ack.marker))
              failures.push(`run ${run}: record ${ack.id} lost its text (${ack.marker})`);
            const attachments = attachmentsOf(record);
            const sizes = attachments.map((a) => Number(a.velikost)).sort((a, b) => a - b);
            const expected = ack.files.map((f) => f.size).sort((a, b) => a - b);
            if (JSON.stringify(sizes) !== JSON.stringify(expected)) {
              failures.push(`run ${run}: record ${ack.id}: attachments ${JSON.stringify(sizes)}, sent ${JSON.stringify(expected)}`);
              continue;
            }
            for (const attachment of attachments) {
              const bytes = await download(server.base, reader.accessToken, person, attachment);
              if (bytes && !ack.files.some((f) => f.sha256 === sha256(bytes)))
                failures.push(`run ${run}: record ${ack.id}: attachment ${String(attachment.id)} has other bytes than sent`);
            }
          }
          // Nothing half there: every record the burst left behind has all its attachments.
          const known = before.get(`${plan.list.id}:${person}`) ?? new Set<string>();
          const ackedIds = new Set(ackedRecords.filter((a) => a.plan === plan).map((a) => a.id));
          for (const record of records) {
            const id = String(record.id);
            if (known.has(id) || ackedIds.has(id)) continue;
            unacknowledgedButStored += 1;
            if (plan.files.length > 0 && attachmentsOf(record).length !== plan.files.length) {
              failures.push(
                `run ${run}: unacknowledged ${plan.call.id} record ${id} is half there (${attachmentsOf(record).length} of ${plan.files.length} attachments)`,
              );
            }
          }
        }
      }

      const report: CrashRunReport = {
        run,
        sent,
        acknowledged: acked,
        acknowledgedLogins: ackedLoginsRun,
        acknowledgedRecords: ackedRecordsRun,
        unacknowledged: sent - acked,
        unacknowledgedButStored,
        restartMs,
      };
      reports.push(report);
      log(
        `crash-test: run ${run}: ${acked}/${sent} acknowledged (${ackedLoginsRun} sign-ins, ${ackedRecordsRun} records), ${unacknowledgedButStored} unacknowledged but stored, restart ${restartMs} ms`,
      );
      if (acked === 0) failures.push(`run ${run}: no write was acknowledged before the kill`);
    }

    await server.stop();

    // Sign-ins are all or nothing: no device of this test without its session and refresh token.
    const orphans = await loginOrphans(databaseKind === 'postgres' ? { databaseUrl: env.DATABASE_URL } : { dataDir }, instalacePrefix);
    for (const orphan of orphans) failures.push(`half a sign-in in the database: ${orphan}`);

    // PGlite keeps attachment bytes as files (ADR 0008): every row's file is there whole, and what
    // the last kill left without a row was swept at the restart.
    if (databaseKind === 'pglite') {
      const expectFiles = ackedRecords.some((record) => record.files.length > 0);
      for (const problem of await attachmentFileProblems(dataDir, expectFiles)) failures.push(`attachment files: ${problem}`);
    }
  } catch (error) {
    failures.push(`crash test aborted: ${(error as Error).stack ?? String(error)}\n${server.tail()}`);
  } finally {
    await server.stop().catch(() => undefined);
    fs.rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase?.().catch((error: unknown) => failures.push(`dropping the test database failed: ${(error as Error).message}`));
  }
  return { database: databaseKind, writeCalls, runs: reports, failures };
}

/** Devices of this test with no session, and sessions with no refresh token (read directly, server stopped). */
async function loginOrphans(target: { dataDir: string } | { databaseUrl: string }, prefix: string): Promise<string[]> {
  const query = `
    select 'device ' || d.instalace_id as problem from devices d
      where d.instalace_id like $1 and not exists (select 1 from sessions s where s.user_id = d.user_id and s.instalace_id = d.instalace_id)
    union all
    select 'session of ' || s.instalace_id from sessions s
      where s.instalace_id like $1 and not exists (select 1 from refresh_tokens r where r.session_id = s.id)`;
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return (await client.query<{ problem: string }>(query, [`${prefix}%`])).rows.map((row) => row.problem);
    } finally {
      await client.end();
    }
  }
  const { openDatabase } = await import('../server/db/client');
  const database = await openDatabase({ dataDir: target.dataDir });
  try {
    const client = database.client as PGlite;
    return (await client.query<{ problem: string }>(query, [`${prefix}%`])).rows.map((row) => row.problem);
  } finally {
    await database.close();
  }
}

/**
 * On PGlite (server stopped): rows naming a file that is missing or of another size than the
 * row says, files no row names, temporary files; none stored as files although some were sent.
 */
async function attachmentFileProblems(dataDir: string, expectFiles: boolean): Promise<string[]> {
  const { openDatabase } = await import('../server/db/client');
  const { ATTACHMENTS_FOLDER } = await import('../server/services/attachment-files');
  const database = await openDatabase({ dataDir });
  let rows: Array<{ id: number; velikost: number; file_name: string }>;
  try {
    const client = database.client as PGlite;
    rows = (
      await client.query<{ id: number; velikost: number; file_name: string }>(
        'select id, velikost, file_name from attachments where file_name is not null',
      )
    ).rows;
  } finally {
    await database.close();
  }
  const dir = path.join(dataDir, ATTACHMENTS_FOLDER);
  const entries = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const problems: string[] = [];
  if (expectFiles && rows.length === 0) problems.push('no attachment is stored as a file');
  for (const row of rows) {
    const file = path.join(dir, row.file_name);
    if (!fs.existsSync(file)) problems.push(`attachment ${row.id}: its file is missing`);
    else if (fs.statSync(file).size !== Number(row.velikost))
      problems.push(`attachment ${row.id}: its file has ${fs.statSync(file).size} bytes, the row says ${row.velikost}`);
  }
  const named = new Set(rows.map((row) => row.file_name));
  for (const entry of entries) if (!named.has(entry)) problems.push(`${entry}: no row names it (not swept at the restart)`);
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Command line
// ---------------------------------------------------------------------------------------------

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const runs = Number(process.env.CRASH_RUNS ?? 2) || 2;
  const burst = Number(process.env.CRASH_BURST ?? 36) || 36;
  const seed = process.env.CRASH_SEED ? Number(process.env.CRASH_SEED) : undefined;
  const databaseUrl = process.env.DATABASE_URL?.trim() || undefined;
  const report = await runCrashTest({ runs, burst, seed, databaseUrl, log: (line) => console.log(line) });
  const acknowledged = report.runs.reduce((sum, run) => sum + run.acknowledged, 0);
  console.log(
    `crash-test (${report.database}): ${report.runs.length} runs, ${acknowledged} acknowledged writes, ${report.failures.length} failures`,
  );
  for (const failure of report.failures) console.error(`  FAIL ${failure}`);
  process.exitCode = report.failures.length === 0 && report.runs.length === runs ? 0 : 1;
}

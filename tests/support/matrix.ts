/**
 * Shared machinery of the generated server tests (authorization matrix, bad-input fuzzing,
 * headers, crash safety): what a call needs (person, record ids, query, body, files) read
 * from its contract definition, valid request inputs built from its schemas, multipart bodies,
 * forged tokens, a fingerprint of the whole database, a write counter, and the checks on error bodies.
 * Nothing here names a particular call: a call added to the contract joins by itself.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { decodeJwt, SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { allCalls, buildPath, healthRecordEvidences, messages, personAccessOf, type AnyCall } from '../../contract/index';
import type { Database } from '../../server/db/client';
import { demoAccounts, demoPersons, type DemoLogin, type PersonKey } from '../../server/seed/index';
import { defOf, jsonWire, sampleValid, toQueryString } from './arbitraries';
import { signInAs, TEST_JWT_SECRET, type SignedIn } from './test-app';

export type { DemoLogin, PersonKey };

// ---------------------------------------------------------------------------------------------
// What a call needs
// ---------------------------------------------------------------------------------------------

/** Names of the `{param}` placeholders of the call's path. */
export function pathParamNames(call: AnyCall): string[] {
  return [...call.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
}

function objectShape(schema: unknown): Record<string, unknown> | null {
  let current = schema as Parameters<typeof defOf>[0] | undefined;
  for (let i = 0; current && i < 8; i += 1) {
    const def = defOf(current);
    if (def.type === 'object') return def.shape as Record<string, unknown>;
    if (def.type === 'pipe') current = (defOf(def.in as never).type === 'transform' ? def.out : def.in) as never;
    else if (def.innerType) current = def.innerType as never;
    else return null;
  }
  return null;
}

/** Keys of the call's query object schema. */
export function queryKeys(call: AnyCall): string[] {
  return Object.keys(objectShape(call.query) ?? {});
}

/**
 * The query key that carries the person: `pojistenecId`, or a list of persons named like one
 * (`seznamPojistenecId`: every listed person must pass the access check); null when none.
 */
export function personQueryKey(call: AnyCall): string | null {
  const keys = queryKeys(call);
  if (keys.includes('pojistenecId')) return 'pojistenecId';
  return keys.find((key) => /PojistenecId$/.test(key)) ?? null;
}

/** Where the call takes the insured person's id: in the path, the query, or not at all. */
export function personIdSource(call: AnyCall): 'path' | 'query' | 'body' | null {
  if (call.personScoped) return call.personScoped;
  if (pathParamNames(call).includes('pojistenecId')) return 'path';
  if (personQueryKey(call) !== null) return 'query';
  if (personBodyKey(call) !== null) return 'body';
  return null;
}

/**
 * A JSON body's list of persons (`seznamPojistenecId` of the family trip): each listed person must pass
 * the access check in the handler, so the suites put the caller's person there as for a query list.
 */
export function personBodyKey(call: AnyCall): string | null {
  if (call.bodyKind !== 'json') return null;
  return Object.keys(objectShape(call.body) ?? {}).find((key) => /PojistenecId$/.test(key)) ?? null;
}

/** Path params that address a record ({id}, {...Id}) other than the person. */
export function recordParamNames(call: AnyCall): string[] {
  return pathParamNames(call).filter((name) => name !== 'pojistenecId' && (name === 'id' || /Id$/.test(name)));
}

/** The access a per-person call needs: `read` (representative or allowed doctor) or `write` (representative). */
export function accessOf(call: AnyCall): 'read' | 'write' {
  return personAccessOf(call);
}

export const isWrite = (call: AnyCall) => call.method !== 'GET';

/** The calls of the authorization matrix: access-token calls with a person or a record id. */
export function matrixCalls(calls: readonly AnyCall[] = allCalls): AnyCall[] {
  return calls.filter((call) => call.auth === 'access' && (personIdSource(call) !== null || recordParamNames(call).length > 0));
}

// ---------------------------------------------------------------------------------------------
// Callers and the expected answer
// ---------------------------------------------------------------------------------------------

export const personIds: Record<PersonKey, number> = Object.fromEntries(
  Object.entries(demoPersons).map(([key, person]) => [key, person.id]),
) as Record<PersonKey, number>;
/** An id no person has. */
export const missingPersonId = 999999999;
export const missingRecordId = 999999999;

export function rolesOf(login: DemoLogin): { jl: boolean; jp: boolean; pr: boolean } {
  const account = demoAccounts.find((a) => a.login === login);
  if (!account) throw new Error(`unknown demo login ${login}`);
  return { ...account.roles, pr: Boolean(account.staffRole) };
}

/** Whether the login holds the role a call asks for (contract `role`). */
export function hasRole(login: DemoLogin, role: NonNullable<AnyCall['role']>): boolean {
  const roles = rolesOf(login);
  return role === 'lekar' ? roles.jl : role === 'pojistenec' ? roles.jp : roles.pr;
}

/** The demo login that makes a call of this role in the generated suites. */
export const loginForRole = (role: AnyCall['role']): DemoLogin =>
  role === 'lekar' ? 'lekar' : role === 'pracovnik' ? 'referent' : 'pojistenec';

/** How a caller relates to a person in the demo data (server/seed/demo-data.ts). */
export type Relation = 'represents' | 'doctorAllowed' | 'none';

export interface MatrixRow {
  name: string;
  login: DemoLogin;
  person: PersonKey;
  relation: Relation;
}

/** The callers of the matrix, each against one person. */
export const matrixRows: readonly MatrixRow[] = [
  { name: 'the person themself', login: 'pojistenec', person: 'jana', relation: 'represents' },
  { name: 'the representative (of a child)', login: 'pojistenec', person: 'tereza', relation: 'represents' },
  { name: 'the person themself (self-employed)', login: 'osvc', person: 'petr', relation: 'represents' },
  { name: 'another insured person', login: 'osvc', person: 'jana', relation: 'none' },
  { name: 'a user who represents nobody', login: 'nesynchronizovano', person: 'jana', relation: 'none' },
  { name: 'a doctor the person allowed', login: 'lekar', person: 'jana', relation: 'doctorAllowed' },
  { name: 'a doctor (also insured) the person allowed', login: 'lekar-pojistenec', person: 'josef', relation: 'doctorAllowed' },
  { name: 'a doctor the person did not allow', login: 'lekar', person: 'katerina', relation: 'none' },
  { name: 'a doctor (also insured) the person did not allow', login: 'lekar-pojistenec', person: 'marie', relation: 'none' },
  { name: 'a doctor with no relation to the person', login: 'lekar-pojistenec', person: 'jana', relation: 'none' },
  { name: "the insurer's staff member (persons only through requests and threads)", login: 'referent', person: 'jana', relation: 'none' },
];

/**
 * The rule of DESIGN.md §6 with the read/write split of contract/define.ts: the role check
 * first; then a representative may do everything, a doctor the person allowed may read
 * (`personAccess` read), everyone else is refused.
 */
export function expectedAccess(call: AnyCall, row: Pick<MatrixRow, 'login' | 'relation'>): 'allowed' | 'forbidden' {
  if (call.role && !hasRole(row.login, call.role)) return 'forbidden';
  if (personIdSource(call) === null) return 'allowed';
  if (row.relation === 'represents') return 'allowed';
  if (row.relation === 'doctorAllowed') return accessOf(call) === 'read' ? 'allowed' : 'forbidden';
  return 'forbidden';
}

// ---------------------------------------------------------------------------------------------
// Request inputs
// ---------------------------------------------------------------------------------------------

export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface CallInput {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body: unknown;
  files: FilePart[];
}

/** A 1×1 PNG. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** A minimal PDF. */
export const tinyPdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

/** The file field of a multipart call (contract `files.field`), or null. */
export function fileFieldOf(call: AnyCall): string | null {
  if (call.bodyKind !== 'multipart') return null;
  return call.files?.field ?? 'prilohaVlozit[]';
}

export function pngFile(call: AnyCall, name = 'obrazek.png', content: Buffer = tinyPng): FilePart {
  return { field: fileFieldOf(call) ?? 'prilohaVlozit[]', filename: name, contentType: 'image/png', content };
}

/** Valid params (other than the person and record ids), query and body of a call, from its schemas. */
export function validInput(call: AnyCall, seed = 1): CallInput {
  const params: Record<string, string> = {};
  if (call.params) {
    const sample = sampleValid(call.params, seed) as Record<string, unknown>;
    for (const name of pathParamNames(call)) if (sample[name] !== undefined) params[name] = String(sample[name]);
  }
  const query = call.query ? ((jsonWire(sampleValid(call.query, seed)) as Record<string, unknown>) ?? {}) : {};
  const body = call.body ? jsonWire(sampleValid(call.body, seed)) : undefined;
  return { params, query, body, files: call.bodyKind === 'multipart' && call.files ? [pngFile(call)] : [] };
}

/** Puts the person into the params or the query, where the call takes it. */
export function withPerson(call: AnyCall, input: CallInput, pojistenecId: number | string): CallInput {
  const source = personIdSource(call);
  if (source === 'path') return { ...input, params: { ...input.params, pojistenecId: String(pojistenecId) } };
  if (source === 'query') {
    const key = personQueryKey(call) ?? 'pojistenecId';
    // A list of persons gets the one person as its only entry.
    return { ...input, query: { ...input.query, [key]: key === 'pojistenecId' ? String(pojistenecId) : [String(pojistenecId)] } };
  }
  if (source === 'body') {
    const key = personBodyKey(call)!;
    return { ...input, body: { ...(input.body as Record<string, unknown>), [key]: [Number(pojistenecId)] } };
  }
  return input;
}

/** A multipart/form-data body: plain fields (lists as repeated `name[]`), then the files. */
export function multipartBody(fields: Record<string, unknown>, files: readonly FilePart[]): { payload: Buffer; contentType: string } {
  const boundary = `----zkTest${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  const part = (headers: string, content: Buffer | string) => {
    chunks.push(
      Buffer.from(`--${boundary}\r\n${headers}\r\n\r\n`, 'utf8'),
      Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8'),
      Buffer.from('\r\n'),
    );
  };
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) part(`Content-Disposition: form-data; name="${name}[]"`, text(item));
    else part(`Content-Disposition: form-data; name="${name}"`, text(value));
  }
  for (const file of files) {
    part(
      `Content-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}`,
      file.content,
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** What the server's multipart parser hands the schema: text values, `x[]` parts as the list `x`. */
export function multipartWire(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[name] = value.map(text);
    } else out[name] = text(value);
  }
  return out;
}

let ipCounter = 0;
/** A fresh client address per request, so the failure limits of identity never get in the way. */
export function nextAddress(): string {
  ipCounter += 1;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

/** Fastify inject options for a call with the given input and headers. */
export function requestFor(call: AnyCall, input: CallInput, headers: Record<string, string> = {}): InjectOptions {
  const url = `/api${buildPath(call.path, input.params)}${toQueryString(input.query)}`;
  const options: InjectOptions = { method: call.method, url, headers: { ...headers }, remoteAddress: nextAddress() };
  if (call.bodyKind === 'multipart') {
    const fields = (typeof input.body === 'object' && input.body !== null && !Array.isArray(input.body) ? input.body : {}) as Record<
      string,
      unknown
    >;
    const { payload, contentType } = multipartBody(fields, input.files);
    options.payload = payload;
    options.headers = { ...options.headers, 'content-type': contentType };
  } else if (call.body && input.body !== undefined) {
    options.payload = JSON.stringify(input.body);
    options.headers = { ...options.headers, 'content-type': 'application/json' };
  }
  return options;
}

// ---------------------------------------------------------------------------------------------
// Records of a person
// ---------------------------------------------------------------------------------------------

const basePath = (path: string) => path.replace(/\/\{\w+\}$/, '');

/** The GET list a record-id call's ids come from: same base path, or the list of the POST with the same body. */
export function listCallFor(call: AnyCall, calls: readonly AnyCall[] = allCalls): AnyCall | null {
  const base = basePath(call.path);
  const direct = calls.find((c) => c.method === 'GET' && c.path === base);
  if (direct) return direct;
  const bodySchema = call.body ?? calls.find((c) => c.path === call.path && c.body)?.body;
  if (bodySchema) {
    const create = calls.find((c) => c.method === 'POST' && c.body === bodySchema && recordParamNames(c).length === 0);
    if (create) return calls.find((c) => c.method === 'GET' && c.path === create.path) ?? null;
  }
  return null;
}

/** The call that creates records of a record-id call's kind (POST to the list's path), if any. */
export function createCallFor(call: AnyCall, calls: readonly AnyCall[] = allCalls): AnyCall | null {
  const list = listCallFor(call, calls);
  if (!list) return null;
  return calls.find((c) => c.method === 'POST' && c.path === list.path) ?? null;
}

/** Every object with an `id` inside an answer (records, attachments). */
export function objectsWithId(value: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(value)) for (const item of value) objectsWithId(item, out);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if ('id' in record && (typeof record.id === 'number' || typeof record.id === 'string')) out.push(record);
    for (const child of Object.values(record)) objectsWithId(child, out);
  }
  return out;
}

export interface RecordRef {
  /** Values for the record params of the path ({id}, ...) and extra query keys (evidence). */
  params: Record<string, string>;
  query: Record<string, string>;
  found: boolean;
}

/** True when the call addresses an attachment (its params or query include `evidence`). */
export function addressesAttachment(call: AnyCall): boolean {
  return pathParamNames(call).includes('evidence') || queryKeys(call).includes('evidence');
}

function refFrom(call: AnyCall, record: Record<string, unknown>): RecordRef {
  const params: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const name of recordParamNames(call)) params[name] = String(record.id);
  if (addressesAttachment(call) && typeof record.evidence === 'string') {
    if (pathParamNames(call).includes('evidence')) params.evidence = record.evidence;
    else query.evidence = record.evidence;
  }
  return { params, query, found: true };
}

/**
 * A record of the person the call can address: a fresh one made with the call's create call
 * (its own record, so "own records only" rules do not get in the way), else the first of the
 * list; for attachment calls an attachment made with a multipart create call. Needs a caller
 * who may write (`writer`) or read (`reader`) the person's data; otherwise `{ found: false }`
 * and the record id 1.
 */
export async function recordFor(
  app: FastifyInstance,
  call: AnyCall,
  pojistenecId: number,
  access: { writer?: SignedIn; reader?: SignedIn },
  calls: readonly AnyCall[] = allCalls,
): Promise<RecordRef> {
  const fallback: RecordRef = { params: Object.fromEntries(recordParamNames(call).map((name) => [name, '1'])), query: {}, found: false };
  // Without a file of its own, an attachment call addresses the health record's kind of file,
  // which every reader of the person (an allowed doctor too) may ask for.
  if (addressesAttachment(call)) {
    if (pathParamNames(call).includes('evidence')) fallback.params.evidence = healthRecordEvidences[0];
    else fallback.query.evidence = healthRecordEvidences[0];
  }
  if (recordParamNames(call).length === 0) return { params: {}, query: {}, found: true };

  if (addressesAttachment(call)) {
    const creators = calls.filter(
      (c) =>
        c.method === 'POST' && c.bodyKind === 'multipart' && c.files && recordParamNames(c).length === 0 && personIdSource(c) === 'path',
    );
    if (access.writer) {
      for (const create of creators) {
        for (let seed = 1; seed <= 5; seed += 1) {
          const input = withPerson(create, validInput(create, seed), pojistenecId);
          const res = await app.inject(requestFor(create, { ...input, files: [pngFile(create)] }, access.writer.authorization));
          if (res.statusCode >= 200 && res.statusCode < 300) {
            const attachment = objectsWithId(res.json()).find((o) => typeof o.evidence === 'string');
            if (attachment) return refFrom(call, attachment);
          }
        }
      }
    }
    return fallback;
  }

  const create = createCallFor(call, calls);
  if (create && access.writer) {
    for (let seed = 1; seed <= 5; seed += 1) {
      const input = withPerson(create, validInput(create, seed), pojistenecId);
      const res = await app.inject(requestFor(create, input, access.writer.authorization));
      if (res.statusCode >= 200 && res.statusCode < 300) {
        const created = res.json() as Record<string, unknown>;
        if (created && (typeof created.id === 'number' || typeof created.id === 'string')) return refFrom(call, created);
      }
    }
  }
  const list = listCallFor(call, calls);
  const reader = access.reader ?? access.writer;
  if (list && reader) {
    // The list as generated (its filters sampled) and, when that finds nothing, without the
    // filters it may leave out (a sampled period can miss every record).
    const inputs = [withPerson(list, validInput(list), pojistenecId)];
    if (list.query?.safeParse({}).success) inputs.push(withPerson(list, { ...validInput(list), query: {} }, pojistenecId));
    for (const input of inputs) {
      const res = await app.inject(requestFor(list, input, reader.authorization));
      if (res.statusCode === 200) {
        const records = objectsWithId(res.json()).filter((o) => o.vlastni !== false && !('evidence' in o));
        if (records.length > 0) return refFrom(call, records[0]);
      }
    }
  }
  return fallback;
}

// ---------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The signing key the app uses: config.jwtSecret, else the test apps' fixed key (the database holds none). */
export async function signingKeyOf(_db: Database, jwtSecret?: string): Promise<Uint8Array> {
  return new TextEncoder().encode(jwtSecret ?? TEST_JWT_SECRET);
}

/**
 * Authorization headers that must all answer 401: no token, malformed headers, and forged or
 * wrong tokens built from a live session of `session` (so only the one fault is wrong).
 */
export async function badTokenHeaders(
  app: FastifyInstance,
  db: Database,
  session: SignedIn,
  options: { jwtSecret?: string } = {},
): Promise<Array<[string, Record<string, string>]>> {
  const key = await signingKeyOf(db, options.jwtSecret);
  const claims = decodeJwt(session.accessToken) as Record<string, unknown>;
  const now = Math.floor(Date.now() / 1000);
  const sign = (payload: Record<string, unknown>, opts: { alg?: string; key?: Uint8Array } = {}) =>
    new SignJWT(payload).setProtectedHeader({ alg: opts.alg ?? 'HS256', typ: 'JWT' }).sign(opts.key ?? key);
  const base = { ...claims };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  const refreshToken = session.refreshCookie.slice(session.refreshCookie.indexOf('=') + 1);
  const revoked = await signInAs(app, 'pojistenec', { instalaceId: `revoked${randomBytes(8).toString('hex')}`.slice(0, 21) });
  await app.inject({ method: 'POST', url: '/api/app/logout', headers: { cookie: revoked.refreshCookie } });

  return [
    ['no token', {}],
    ['an empty bearer', { authorization: 'Bearer ' }],
    ['a Basic header', { authorization: `Basic ${Buffer.from('jana:demo').toString('base64')}` }],
    ['the token without the Bearer prefix', { authorization: session.accessToken }],
    ['an expired access token', bearer(await sign({ ...base, iat: now - 900, exp: now - 600 }))],
    ['a token with a bad signature', bearer(await sign(base, { key: randomBytes(32) }))],
    ['a token with its signature cut off', bearer(session.accessToken.slice(0, session.accessToken.lastIndexOf('.') + 1))],
    ['an alg: none token', bearer(`${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(base)}.`)],
    ['an HS512 token with the real key', bearer(await sign(base, { alg: 'HS512' }))],
    ['a wrong audience', bearer(await sign({ ...base, aud: 'jine-api' }))],
    ['a wrong issuer', bearer(await sign({ ...base, iss: 'někdo-jiný' }))],
    ['typ refresh with the access audience', bearer(await sign({ ...base, typ: 'refresh' }))],
    ['a refresh token used as an access token', bearer(refreshToken)],
    ['an access token of a logged-out session', revoked.authorization],
    ['an access token of an unknown session', bearer(await sign({ ...base, sid: randomBytes(16).toString('base64url') }))],
    ['another user in a live session', bearer(await sign({ ...base, sub: String(Number(base.sub) + 1) }))],
  ];
}

// ---------------------------------------------------------------------------------------------
// Database fingerprint
// ---------------------------------------------------------------------------------------------

/**
 * Tables a refused or invalid request changes by design: the audit log records every attempt
 * (server/audit/), and on PostgreSQL the fair-use windows count every call (ADR 0012) — neither is
 * data the request stored.
 */
const recordsEveryAttempt = new Set(['audit_log', 'fair_use_windows', 'fair_use_slots']);

/** Row count and content hash of every table of the public schema (the audit log aside). */
export async function dbFingerprint(db: Database): Promise<Record<string, string>> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: Array<{ table_name: string }> };
  const out: Record<string, string> = {};
  for (const { table_name: name } of tables.rows) {
    if (recordsEveryAttempt.has(name)) continue;
    const quoted = `"${name.replace(/"/g, '""')}"`;
    const result = (await db.execute(
      sql.raw(`select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as h from ${quoted} t`),
    )) as unknown as {
      rows: Array<{ n: number; h: string }>;
    };
    out[name] = `${result.rows[0].n}:${result.rows[0].h}`;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Write counter
// ---------------------------------------------------------------------------------------------

const writeLog = 'zk_test_writes';
const countedDatabases = new WeakSet<Database>();

/**
 * Test-only row triggers on every table of the public schema that log each INSERT, UPDATE and
 * DELETE (and a statement trigger for TRUNCATE) into an append-only table. Cheaper than
 * checksumming every table around each case, and stricter: a write that leaves the same
 * content (an UPDATE to the same values) counts too. Rolled-back writes roll back their log
 * rows, so only what a request really stored is counted. Installed once per database.
 */
export async function installWriteCounter(db: Database): Promise<void> {
  if (countedDatabases.has(db)) return;
  await db.execute(sql.raw(`create table if not exists ${writeLog} (table_name text not null)`));
  await db.execute(
    sql.raw(`create or replace function ${writeLog}_log() returns trigger language plpgsql as $$
      begin
        insert into ${writeLog} (table_name) values (TG_TABLE_NAME);
        return null;
      end $$`),
  );
  await db.execute(
    sql.raw(`do $$
      declare t record;
      begin
        for t in select tablename from pg_tables where schemaname = 'public' and tablename <> '${writeLog}' loop
          execute format('drop trigger if exists ${writeLog}_row on %I', t.tablename);
          execute format('create trigger ${writeLog}_row after insert or update or delete on %I for each row execute function ${writeLog}_log()', t.tablename);
          execute format('drop trigger if exists ${writeLog}_truncate on %I', t.tablename);
          execute format('create trigger ${writeLog}_truncate after truncate on %I for each statement execute function ${writeLog}_log()', t.tablename);
        end loop;
      end $$`),
  );
  countedDatabases.add(db);
}

/**
 * Writes so far per table (the audit log aside: it records every attempt by design), as a
 * snapshot for `changedTables`. Installs the counter on first use; compare two snapshots of
 * the same database.
 */
export async function writeCounts(db: Database): Promise<Record<string, string>> {
  await installWriteCounter(db);
  const result = (await db.execute(
    sql.raw(`select table_name, count(*)::int as n from ${writeLog} group by table_name order by table_name`),
  )) as unknown as { rows: Array<{ table_name: string; n: number }> };
  const out: Record<string, string> = {};
  for (const { table_name: name, n } of result.rows) if (!recordsEveryAttempt.has(name)) out[name] = String(n);
  return out;
}

/** Tables whose rows differ between two fingerprints. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}

// ---------------------------------------------------------------------------------------------
// Error bodies
// ---------------------------------------------------------------------------------------------

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const placeholder = '\u0000N\u0000';

/** Every message of contract/messages.ts: fixed texts, and patterns for those with N / X. */
const knownMessages: { texts: Set<string>; patterns: RegExp[] } = (() => {
  const texts = new Set<string>();
  const patterns: RegExp[] = [];
  for (const value of Object.values(messages)) {
    if (typeof value === 'string') texts.add(value);
    else if (typeof value === 'function') {
      const takesList = /\.join\(/.test(value.toString());
      const sample = (value as (arg: unknown) => string)(takesList ? [placeholder] : placeholder);
      patterns.push(new RegExp(`^${escapeRegExp(sample).split(escapeRegExp(placeholder)).join('.+')}$`, 's'));
    }
  }
  return { texts, patterns };
})();

/** True when a message is one of the contract's messages (or fits one with N / X filled in). */
export function isKnownMessage(message: string): boolean {
  return knownMessages.texts.has(message) || knownMessages.patterns.some((pattern) => pattern.test(message));
}

/** English words zod or Fastify would use. */
export const englishWords =
  /\b(expected|invalid|received|required|must|undefined|NaN|string|number|object|array|too (big|small)|error|unexpected|body|should)\b/i;

/** A stack frame, a source path or a module name in a response. */
export const stackTracePattern = /(\bat [\w.<>]+ \(|\bat \/|\/work\/|node_modules|\.ts:\d+|\.js:\d+|file:\/\/|Error:)/;

export interface ErrorBody {
  status: number;
  typ: string;
  titulek?: string;
  detail?: string;
  chybaId: string;
  chyby?: Record<string, string[]>;
}

export function parseJson(res: LightMyRequestResponse): unknown {
  try {
    return JSON.parse(res.body);
  } catch {
    return undefined;
  }
}

/** Removes the per-request error id so two error bodies can be compared. */
export function withoutErrorId(body: unknown): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { chybaId: _omit, ...rest } = body as Record<string, unknown>;
  void _omit;
  return rest;
}

/** Fresh sign-ins of the matrix's logins on one app. */
export async function signInAll(
  app: FastifyInstance,
  logins: readonly DemoLogin[] = ['pojistenec', 'osvc', 'lekar', 'lekar-pojistenec', 'nesynchronizovano', 'referent'],
): Promise<Record<DemoLogin, SignedIn>> {
  const out = {} as Record<DemoLogin, SignedIn>;
  for (const login of logins)
    out[login] = await signInAs(app, login, { instalaceId: `${login.replace(/[^A-Za-z]/g, '')}${'x'.repeat(21)}`.slice(0, 21) });
  return out;
}

/** Which demo login may write (represents) / read a person's data, for setting up records. */
export function writerOf(person: PersonKey): DemoLogin | undefined {
  return matrixRows.find((row) => row.person === person && row.relation === 'represents')?.login;
}
export function readerOf(person: PersonKey): DemoLogin | undefined {
  return writerOf(person) ?? matrixRows.find((row) => row.person === person && row.relation === 'doctorAllowed')?.login;
}

/**
 * The ids of the calls the server registers today (a throw-away app). The generated tests
 * cover these; a contract call without a route is reported by tests/server/app.test.ts.
 */
export async function registeredCallIds(): Promise<Set<string>> {
  const { createTestApp } = await import('./test-app');
  const probe = await createTestApp();
  try {
    return new Set(probe.app.registeredCalls);
  } finally {
    await probe.close();
  }
}

/**
 * Bad input, generated from the contract (issue 5 §3). For every call with a body, a query or
 * path params, fast-check builds INVALID requests from the call's own schemas (one field of a
 * valid request made wrong: wrong type, over-long text, HTML, huge / negative numbers, NaN-ish
 * text, impossible dates, bad birth numbers and bank accounts, a required field left out, or the
 * whole body replaced). Each must be answered 400 `VALIDACE` with Czech field messages from
 * contract/messages.ts, never 5xx, never a stack trace, and nothing may be stored.
 *
 * Also: unknown fields (stripped — a valid request with one more field is accepted like the
 * plain one and the field is not echoed), malformed JSON and wrong content types (a Czech 4xx),
 * and for multipart calls with files the upload limits (wrong or disguised type, SVG with a
 * script, too many files, too many bytes, an empty file, names with '../' or NUL).
 *
 * FUZZ_RUNS cases per call (default 50; 200 in `npm run test:full`, ZK_TEST_FULL=1); FUZZ_SEED
 * replays a run (the seed is printed, a fresh one each run, so CI samples new cases every time).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { allCalls, apiErrorSchema, type AnyCall } from '../../contract/index';
import { applyMutation, describeMutation, jsonWire, mutationArbitrary, queryWire, wellFormed, type Mutation } from '../support/arbitraries';
import {
  changedTables,
  englishWords,
  fileFieldOf,
  isKnownMessage,
  multipartBody,
  multipartWire,
  nextAddress,
  objectsWithId,
  parseJson,
  pathParamNames,
  personIdSource,
  personIds,
  pngFile,
  recordFor,
  recordParamNames,
  registeredCallIds,
  requestFor,
  signInAll,
  stackTracePattern,
  tinyPng,
  validInput,
  withPerson,
  writeCounts,
  type CallInput,
  type DemoLogin,
  type FilePart,
  loginForRole,
} from '../support/matrix';
import { createTestApp, databaseKindLabel, type SignedIn, type TestApp, fairUseOff } from '../support/test-app';
import { clientAuthorization, clientKindOf } from '../support/machine-client';

const defaultRuns = process.env.ZK_TEST_FULL === '1' ? 200 : 50;
const runs = Math.max(1, Number(process.env.FUZZ_RUNS ?? defaultRuns) || defaultRuns);
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
console.info(`generated-fuzz: ${runs} cases per call, seed ${seed} (replay with FUZZ_SEED=${seed})`);

const registered = await registeredCallIds();
const fuzzCalls = allCalls.filter((call) => registered.has(call.id) && (call.body || call.query || pathParamNames(call).length > 0));

/**
 * Fastify's router refuses longer path parameters (maxParamLength) before any handler runs;
 * such requests are left out here (the router's answer is not the product's, see the report).
 */
const maxParamLength = 100;

const show = (res: LightMyRequestResponse) => `${res.statusCode} ${res.body.slice(0, 400)}`;

/** A Czech message of this product: one of contract/messages.ts, or Czech text without English words. */
const isCzech = (text: string) => isKnownMessage(text) || (/[áčďéěíňóřšťúůýž]/i.test(text) && !englishWords.test(text));

function expectNoLeak(res: LightMyRequestResponse, what: string): void {
  expect(res.statusCode, `${what}: ${show(res)}`).toBeLessThan(500);
  expect(res.body, `${what}: stack trace or path in the answer`).not.toMatch(stackTracePattern);
}

/** 400 VALIDACE, Czech field messages that are all the contract's, no English, no stack trace. */
function expectValidationError(res: LightMyRequestResponse, what: string): void {
  expectNoLeak(res, what);
  expect(res.statusCode, `${what}: ${show(res)}`).toBe(400);
  const body = apiErrorSchema.parse(parseJson(res));
  expect(body.typ, what).toBe('VALIDACE');
  expect(body.chyby, `${what}: no field messages`).toBeDefined();
  const entries = Object.entries(body.chyby ?? {});
  expect(entries.length, `${what}: empty chyby`).toBeGreaterThan(0);
  for (const [field, list] of entries) {
    expect(list.length, `${what}: ${field}`).toBeGreaterThan(0);
    for (const message of list) {
      expect(isKnownMessage(message), `${what}: ${field}: "${message}" is not a message of the contract`).toBe(true);
      expect(message, `${what}: ${field}`).not.toMatch(englishWords);
    }
  }
  if (body.detail) expect(isCzech(body.detail), `${what}: detail "${body.detail}"`).toBe(true);
}

/** A refused request: a Czech 4xx error body. */
function expectCzechRefusal(res: LightMyRequestResponse, what: string): void {
  expectNoLeak(res, what);
  expect(res.statusCode, `${what}: ${show(res)}`).toBeGreaterThanOrEqual(400);
  const body = apiErrorSchema.parse(parseJson(res));
  const texts = [body.detail, body.titulek, ...Object.values(body.chyby ?? {}).flat()].filter((x): x is string => typeof x === 'string');
  expect(texts.length, what).toBeGreaterThan(0);
  for (const text of texts) expect(isCzech(text), `${what}: "${text}"`).toBe(true);
}

/**
 * server/routes/multipart.ts reads plain multipart fields of at most 16 KiB (far above every
 * text limit of the contract, 10000 characters) and answers a longer one 413 while reading.
 */
const multipartFieldCap = 16 * 1024;
const hasOversizedField = (body: unknown): boolean =>
  typeof body === 'object' &&
  body !== null &&
  Object.values(body).some((value) =>
    [value].flat().some((item) => Buffer.byteLength(typeof item === 'string' ? item : (JSON.stringify(item) ?? '')) > multipartFieldCap),
  );

/** Which demo caller may use the call on Jana's data. */
const loginFor = (call: AnyCall): DemoLogin => loginForRole(call.role);

type Part = 'body' | 'query' | 'params';

interface FuzzCase {
  part: Part;
  mutation: Mutation;
  withFile: boolean;
}

describe(`generated bad-input fuzzing (${databaseKindLabel})`, () => {
  // An empty list (no calls registered, a broken filter) would otherwise pass with zero cases.
  it('covers every registered call that takes input', () => {
    expect(fuzzCalls.length).toBeGreaterThan(20);
  });

  // One app and database for the whole file (a fresh one per call was 170 s of set-up). Each
  // call signs in afresh and makes its own record. The tests that send VALID requests (unknown
  // fields stripped, risky uploads made harmless) may change what other calls see (a consent
  // withdrawn, a session ended): they run after every call's invalid-input tests, reads first,
  // each call signed in afresh again.
  let t: TestApp;
  /** A machine client with every scope, for the `client` calls (the core system's). */
  let clientAuth: Record<'core' | 'employer', { authorization: string }>;
  const validRequestTests: Array<{ label: string; read: boolean; signIn: () => Promise<void>; tests: Array<() => void> }> = [];
  beforeAll(async () => {
    t = await createTestApp({ accessTtlS: 3600, fairUse: fairUseOff });
    clientAuth = { core: await clientAuthorization(t.app, t.db), employer: await clientAuthorization(t.app, t.db, 'employer') };
  });
  afterAll(async () => {
    await t?.close();
  });

  for (const call of fuzzCalls) {
    const label = `${call.method} ${call.path} (${call.id})`;

    describe(label, () => {
      let sessions: Record<DemoLogin, SignedIn>;
      let base: CallInput;

      const headersFor = (): Record<string, string> => {
        if (call.auth === 'access') return sessions[loginFor(call)].authorization;
        if (call.auth === 'client') return clientAuth[clientKindOf(call)];
        if (call.auth === 'refresh') return { cookie: sessions.pojistenec.refreshCookie };
        return {};
      };

      const later = { label, read: call.method === 'GET', tests: [] as Array<() => void> };
      validRequestTests.push({
        ...later,
        signIn: async () => {
          sessions = await signInAll(t.app, ['pojistenec', 'lekar', 'referent']);
        },
      });

      beforeAll(async () => {
        sessions = await signInAll(t.app, ['pojistenec', 'lekar', 'referent']);
        const writer = sessions[loginFor(call)];
        const record = await recordFor(t.app, call, personIds.jana, { writer, reader: writer });
        const input = withPerson(call, validInput(call, 1), personIds.jana);
        base = { ...input, params: { ...input.params, ...record.params }, query: { ...input.query, ...record.query } };
      });

      const parts: Part[] = [
        ...(call.body ? (['body'] as const) : []),
        ...(call.query ? (['query'] as const) : []),
        ...(call.params && pathParamNames(call).length > 0 ? (['params'] as const) : []),
      ];

      /** Invalid by the contract's own schema (checked on what the server will see). */
      const invalidBy = (schema: NonNullable<AnyCall['body']>, wire: unknown): boolean => !schema.safeParse(wire).success;

      /** The request of a case, and whether its wire form is really invalid. */
      const build = (c: FuzzCase): { input: CallInput; invalid: boolean } => {
        if (c.part === 'body') {
          const body = applyMutation(base.body, c.mutation);
          const fields = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
          const wire = call.bodyKind === 'multipart' ? multipartWire(fields) : jsonWire(body);
          const files = call.bodyKind === 'multipart' && c.withFile && call.files ? [pngFile(call)] : [];
          return { input: { ...base, body: call.bodyKind === 'multipart' ? fields : body, files }, invalid: invalidBy(call.body!, wire) };
        }
        if (c.part === 'query') {
          const query = applyMutation(base.query, c.mutation);
          const object = typeof query === 'object' && query !== null && !Array.isArray(query) ? (query as Record<string, unknown>) : {};
          return { input: { ...base, query: object }, invalid: invalidBy(call.query!, queryWire(object)) };
        }
        const mutated = applyMutation(base.params, c.mutation);
        const params = (typeof mutated === 'object' && mutated !== null && !Array.isArray(mutated) ? mutated : {}) as Record<
          string,
          unknown
        >;
        const texts = Object.fromEntries(
          Object.entries(params).map(([k, v]) => [k, wellFormed(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))]),
        );
        const routable = pathParamNames(call).every(
          (name) =>
            typeof texts[name] === 'string' &&
            texts[name] !== '' &&
            encodeURIComponent(texts[name]).length <= maxParamLength &&
            texts[name] !== '.' &&
            texts[name] !== '..',
        );
        return { input: { ...base, params: texts }, invalid: routable && invalidBy(call.params!, texts) };
      };

      const caseArbitrary = (): fc.Arbitrary<FuzzCase> => {
        const byPart = parts.map((part) => {
          const schema = part === 'body' ? call.body! : part === 'query' ? call.query! : call.params!;
          const textOnly = part !== 'body' || call.bodyKind === 'multipart';
          return fc.record({ part: fc.constant(part), mutation: mutationArbitrary(schema, { textOnly }), withFile: fc.boolean() });
        });
        // Short descriptions in fast-check's reports (values can be tens of kilobytes long).
        return fc
          .oneof(...byPart)
          .filter((c) => build(c).invalid)
          .map((c) =>
            Object.assign(c, { [fc.toStringMethod]: () => `${c.part}: ${describeMutation(c.mutation)}${c.withFile ? ' (+ file)' : ''}` }),
          );
      };

      it(`answers ${runs} invalid requests with 400 VALIDACE and Czech field messages, and stores nothing`, async () => {
        const before = await writeCounts(t.db);
        let cases = 0;
        await fc.assert(
          fc.asyncProperty(caseArbitrary(), async (c) => {
            cases += 1;
            const { input } = build(c);
            const what = `${c.part}: ${describeMutation(c.mutation)}`;
            const res = await t.app.inject(requestFor(call, input, headersFor()));
            if (res.statusCode === 413 && call.bodyKind === 'multipart' && hasOversizedField(input.body)) {
              // A multipart text part over the field size limit is refused while reading (Czech 413).
              expectCzechRefusal(res, what);
              return;
            }
            expectValidationError(res, what);
          }),
          { numRuns: runs, seed },
        );
        expect(cases).toBeGreaterThanOrEqual(runs);
        expect(changedTables(before, await writeCounts(t.db)), 'tables changed by invalid requests').toEqual([]);
      }, 120_000);

      if (call.body || call.query) {
        later.tests.push(() =>
          it('strips unknown fields: a valid request with one more field is not refused, and the field is not stored', async () => {
            const marker = 'neznamaHodnota7731';
            const extra: CallInput = {
              ...base,
              body:
                call.body && typeof base.body === 'object' && base.body !== null
                  ? { ...(base.body as object), neznamePole: marker }
                  : base.body,
              query: call.query ? { ...base.query, neznamyParametr: marker } : base.query,
            };
            // A refresh token works once: the refresh call is tried without one (validation comes first).
            const headers = call.auth === 'refresh' ? {} : headersFor();
            const withExtra = await t.app.inject(requestFor(call, extra, headers));
            expectNoLeak(withExtra, 'extra field');
            if (call.method !== 'DELETE') {
              // Answered like the same request without the field (a valid schema value may still be refused by a business rule).
              const plain = await t.app.inject(requestFor(call, base, headers));
              expect(withExtra.statusCode, `extra field: ${show(withExtra)} / without: ${show(plain)}`).toBe(plain.statusCode);
            }
            expect(withExtra.body).not.toContain(marker);
            const chyby = (parseJson(withExtra) as { chyby?: Record<string, unknown> } | undefined)?.chyby ?? {};
            expect(Object.keys(chyby).filter((key) => /nezname|neznamy/.test(key))).toEqual([]);
          }),
        );
      }

      if (call.body && call.bodyKind !== 'multipart') {
        it('answers malformed JSON, a prototype-poisoning key and a wrong content type with a Czech 4xx, storing nothing', async () => {
          const before = await writeCounts(t.db);
          const url = requestFor(call, base).url as string;
          const bad: Array<[string, string, string]> = [
            ['truncated JSON', 'application/json', '{"a": '],
            ['not JSON at all', 'application/json', 'dobrý den'],
            ['__proto__ key', 'application/json', JSON.stringify(base.body).replace(/^\{/, '{"__proto__": {"admin": true},')],
            ['constructor.prototype key', 'application/json', '{"constructor": {"prototype": {"admin": true}}}'],
            ['text/plain', 'text/plain', JSON.stringify(base.body)],
            ['a form body', 'application/x-www-form-urlencoded', 'a=1&b=2'],
            ['XML', 'application/xml', '<a>1</a>'],
          ];
          for (const [what, type, payload] of bad) {
            const res = await t.app.inject({
              method: call.method,
              url,
              headers: { ...headersFor(), 'content-type': type },
              payload,
              remoteAddress: nextAddress(),
            });
            expectCzechRefusal(res, what);
          }
          expect(changedTables(before, await writeCounts(t.db))).toEqual([]);
        });
      }

      if (call.bodyKind === 'multipart' && call.files && fileFieldOf(call)) {
        const limits = call.files;
        const field = fileFieldOf(call)!;
        const file = (filename: string, contentType: string, content: Buffer): FilePart => ({ field, filename, contentType, content });
        const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'), Buffer.alloc(200, 0x41)]);
        const svgScript = Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script><rect width="1" height="1"/></svg>',
        );
        const pngOfSize = (size: number) => Buffer.concat([tinyPng, Buffer.alloc(Math.max(0, size - tinyPng.length), 0)]);

        const upload = (files: FilePart[]) => t.app.inject(requestFor(call, { ...base, files }, headersFor()));

        it(`refuses files of a wrong or disguised type, more than ${limits.maxCount} files and more than ${limits.maxTotalBytes} bytes, storing nothing`, async () => {
          const before = await writeCounts(t.db);
          const refused: Array<[string, FilePart[]]> = [
            ['an executable', [file('program.exe', 'application/x-msdownload', exe)]],
            ['an executable named .pdf', [file('faktura.pdf', 'application/pdf', exe)]],
            ['an executable named .png', [file('obrazek.png', 'image/png', exe)]],
            ['a HTML page as text', [file('stranka.html', 'text/html', Buffer.from('<script>alert(1)</script>'))]],
            [
              `${limits.maxCount + 1} files`,
              Array.from({ length: limits.maxCount + 1 }, (_, i) => file(`obrazek${i}.png`, 'image/png', tinyPng)),
            ],
            [
              `${limits.maxTotalBytes + 1024} bytes in two files`,
              [
                file('velky1.png', 'image/png', pngOfSize(limits.maxTotalBytes / 2 + 1024)),
                file('velky2.png', 'image/png', pngOfSize(limits.maxTotalBytes / 2 + 1024)),
              ],
            ],
          ];
          for (const [what, files] of refused) {
            const res = await upload(files);
            expectCzechRefusal(res, what);
            expect(res.statusCode, `${what}: ${show(res)}`).toBeLessThan(500);
          }
          expect(changedTables(before, await writeCounts(t.db)), 'tables changed by refused uploads').toEqual([]);
        }, 60_000);

        later.tests.push(() =>
          it('refuses or makes harmless an SVG with a script, an empty file and file names with ../ or NUL', async () => {
            const risky: Array<[string, FilePart[]]> = [
              ['an SVG with a script', [file('obrazek.svg', 'image/svg+xml', svgScript)]],
              ['an empty file', [file('prazdny.png', 'image/png', Buffer.alloc(0))]],
              ['a name with ../', [file('../../etc/passwd.png', 'image/png', tinyPng)]],
              ['a name with ..\\', [file('..\\..\\windows\\obrazek.png', 'image/png', tinyPng)]],
              ['an absolute path', [file('/tmp/obrazek.png', 'image/png', tinyPng)]],
              ['a name with NUL', [file('obrazek\u0000.exe.png', 'image/png', tinyPng)]],
            ];
            for (const [what, files] of risky) {
              const before = await writeCounts(t.db);
              const res = await upload(files);
              expectNoLeak(res, what);
              if (res.statusCode >= 400) {
                expectCzechRefusal(res, what);
                expect(changedTables(before, await writeCounts(t.db)), `${what}: refused but stored`).toEqual([]);
                continue;
              }
              // Accepted: the stored name carries no path and no NUL.
              for (const attachment of objectsWithId(parseJson(res)).filter((o) => typeof o.nazev === 'string' && 'velikost' in o)) {
                // eslint-disable-next-line no-control-regex -- the assertion is that no NUL survives
                expect(attachment.nazev as string, what).not.toMatch(/[/\\\u0000]/);
                expect(attachment.nazev as string, what).not.toMatch(/^\.\.?$/);
              }
            }
          }, 60_000),
        );
      }

      if (recordParamNames(call).length > 0 && personIdSource(call) === 'path') {
        it('answers an id that does not exist with 404 or 400, never 5xx', async () => {
          for (const id of ['999999999', '9223372036854775807']) {
            const params = { ...base.params, ...Object.fromEntries(recordParamNames(call).map((name) => [name, id])) };
            const res = await t.app.inject(requestFor(call, { ...base, params }, headersFor()));
            expectNoLeak(res, id);
            expect([400, 404], `${id}: ${show(res)}`).toContain(res.statusCode);
            expectCzechRefusal(res, id);
          }
        });
      }

      it('never answers multipart bodies with a stack trace', async () => {
        const { payload, contentType } = multipartBody({ a: 'b' }, []);
        const broken = Buffer.concat([payload.subarray(0, Math.floor(payload.length / 2))]);
        for (const [what, type, body] of [
          ['a truncated multipart body', contentType, broken],
          ['a multipart body without a boundary', 'multipart/form-data', payload],
        ] as const) {
          const res = await t.app.inject({
            method: call.method,
            url: requestFor(call, base).url as string,
            headers: { ...headersFor(), 'content-type': type },
            payload: body,
            remoteAddress: nextAddress(),
          });
          expectNoLeak(res, what);
        }
      });
    });
  }

  describe("valid requests, after every call's invalid ones", () => {
    const ordered = [...validRequestTests.filter((x) => x.read), ...validRequestTests.filter((x) => !x.read)];
    for (const { label, signIn, tests } of ordered) {
      if (tests.length === 0) continue;
      describe(label, () => {
        beforeAll(signIn);
        for (const register of tests) register();
      });
    }
  });
});

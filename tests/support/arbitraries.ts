/**
 * fast-check arbitraries generated from the contract's zod 4 schemas.
 *
 * `validArbitrary(schema)` walks the schema's internals (`schema._zod.def`): objects, strings
 * with min/max/length/regex/format, numbers with bounds and integer/multiple-of checks, enums,
 * literals, arrays, optional/nullable/default wrappers, unions, records, tuples and the pipes
 * that `z.preprocess` and `.transform` build. Refinements (no HTML, bank account mod-11, birth
 * number, date ranges, "at least one field") cannot be read from a schema, so every level is
 * FILTERED with `schema.safeParse`; where the structural generator never hits a valid value,
 * known-valid generators keyed by field name take over (birth numbers, account parts, e-mails,
 * phones, names, ids), then a small pool of common values.
 *
 * `invalidCaseArbitrary` turns a valid value into a wrong one: one field replaced by a wrong
 * type, over-long text, HTML, huge / negative numbers, NaN-ish text, an impossible date, a bad
 * birth number or bank account, or deleted when required; or the whole value replaced. Every
 * case is checked to be really invalid in its wire form (JSON, query string, path segment).
 */
import fc from 'fast-check';
import type { z } from 'zod';

/** zod's internal definition, read loosely (the fields differ per schema type). */
interface Def {
  type: string;
  [key: string]: unknown;
}
interface CheckDef {
  check: string;
  [key: string]: unknown;
}

type Schema = z.ZodType;

export const defOf = (schema: Schema): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const checksOf = (schema: Schema): CheckDef[] =>
  ((defOf(schema).checks as Array<{ _zod: { def: CheckDef } }> | undefined) ?? []).map((check) => check._zod.def);
/**
 * True when the key may be left out of its object: the schema accepts `undefined`. (zod's own
 * `optin` flag is also set on `z.preprocess` fields whose inner schema rejects a missing value.)
 */
export const isOptional = (schema: Schema): boolean => {
  try {
    return schema.safeParse(undefined).success;
  } catch {
    return false;
  }
};

export class UnsupportedSchemaError extends Error {}

const isValid = (schema: Schema, value: unknown): boolean => {
  try {
    return schema.safeParse(value).success;
  } catch {
    return false;
  }
};

// ---------------------------------------------------------------------------------------------
// Known-valid generators (refinements a schema cannot describe)
// ---------------------------------------------------------------------------------------------

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A date in the past ('YYYY-MM-DD'), days 1–28 so every month works. */
export const pastIsoDateArb = fc
  .record({
    year: fc.integer({ min: 1960, max: new Date().getFullYear() - 1 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ year, month, day }) => `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`);

/** A date from tomorrow to about ten months ahead ('YYYY-MM-DD'), for dates that must not lie in the past. */
export const futureIsoDateArb = fc.integer({ min: 1, max: 300 }).map((days) => {
  const date = new Date(Date.now() + days * 86_400_000);
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
});

/** A valid Czech birth number: 10 digits, a real past date (+50 for women), divisible by 11. */
export const birthNumberArb = fc
  .record({
    year: fc.integer({ min: 1954, max: new Date().getFullYear() - 1 }),
    month: fc.integer({ min: 1, max: 12 }),
    day: fc.integer({ min: 1, max: 28 }),
    female: fc.boolean(),
    serial: fc.integer({ min: 0, max: 999 }),
  })
  .map(({ year, month, day, female, serial }) => {
    const nine = `${pad(year % 100, 2)}${pad(month + (female ? 50 : 0), 2)}${pad(day, 2)}${pad(serial, 3)}`;
    const check = (11 - ((Number(nine) * 10) % 11)) % 11;
    return check === 10 ? null : `${nine}${check}`;
  })
  .filter((value): value is string => value !== null);

/** Digits (left-padded to the weights' length) whose weighted sum is divisible by 11; the last weight is 1. */
function mod11Digits(weights: readonly number[], minNonZero: number) {
  return fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: weights.length - 1, maxLength: weights.length - 1 })
    .map((digits) => {
      const sum = digits.reduce((total, digit, index) => total + digit * weights[index], 0);
      const last = (11 - (sum % 11)) % 11;
      if (last === 10) return null;
      const all = [...digits, last].join('').replace(/^0+/, '');
      return (all.match(/[1-9]/g)?.length ?? 0) >= minNonZero && all.length >= 2 ? all : null;
    })
    .filter((value): value is string => value !== null);
}
/** Account number (základní část): mod 11 with weights 6 3 7 9 10 5 8 4 2 1, at least two non-zero digits. */
export const accountNumberArb = mod11Digits([6, 3, 7, 9, 10, 5, 8, 4, 2, 1], 2);
/** Account prefix (předčíslí): mod 11 with weights 10 5 8 4 2 1. */
export const accountPrefixArb = mod11Digits([10, 5, 8, 4, 2, 1], 1);
export const bankCodeArb = fc.constantFrom('0100', '0300', '0600', '0710', '0800', '2010', '2700', '3030', '5500', '6210');

const czechLetters = 'abcdefghijklmnopqrstuvwxyzáčďéěíňóřšťúůýžABCDEFGHIJKLMNOPRSTUVZÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ';
const textUnit = fc.constantFrom(...`${czechLetters}0123456789 ,.-`.split(''));
/** Friendly text: Czech letters, digits and a little punctuation, never blank at the ends. */
export const czechTextArb = (minLength: number, maxLength: number) =>
  fc
    .string({ unit: textUnit, minLength, maxLength })
    .map((s) =>
      s.length > 0
        ? `${/\s/.test(s[0]) ? 'a' : s[0]}${s.slice(1, -1)}${s.length > 1 ? (/\s/.test(s[s.length - 1]) ? 'a' : s[s.length - 1]) : ''}`
        : s,
    );

const firstNames = ['Jana', 'Petr', 'Tereza', 'Jakub', 'Anna Marie', 'Jiří', 'Žofie', 'Ľubomír', 'Eliška', 'Jan-Václav'];
const surnames = ['Nováková', 'Dvořák', 'Černá', 'Svobodová-Malá', 'Procházka', 'Kučerová', 'Müller', 'Veselý'];

/** Field name → generator of valid values, for refinements the structure does not reveal. */
const samplesByKey: Array<[RegExp, fc.Arbitrary<unknown>]> = [
  [/^(rodneCislo\d*|rocis|rocisMatka|rc)$/i, birthNumberArb],
  [/^cislo(Uctu)?$/i, accountNumberArb],
  [/^predcisli$/i, accountPrefixArb],
  [/^(banka|kodBanky)$/i, bankCodeArb],
  [/e-?mail/i, fc.constantFrom('jana.novakova@example.cz', 'petr.novotny@seznam.cz', 'info@zps.example.com')],
  [/telefon|phone/i, fc.constantFrom('777123456', '+420 777 123 456', '602 123 456', '+421905123456')],
  [/^jmeno$/i, fc.constantFrom(...firstNames)],
  [/^prijmeni$/i, fc.constantFrom(...surnames)],
  [/^(psc)$/i, fc.constantFrom('11000', '293 01', '60200')],
  [/(^id$|Id$)/, fc.integer({ min: 1, max: 1_000_000 }).map(String)],
  [/^(datum|.*Datum.*|.*datum.*|narozen|obdobi(Od|Do))$/, pastIsoDateArb],
  // A date field that must not lie in the past (the start of an insurance, of a trip) takes the next one.
  [/^(datum|.*Datum.*|.*datum.*|obdobi(Od|Do))$/, futureIsoDateArb],
  [/^rok$/i, fc.integer({ min: 2015, max: new Date().getFullYear() - 1 })],
  // An end of validity (platnostDo, …Do) may have to lie ahead; past dates for the rest.
  [/(^platnost|Do$)/, fc.oneof(pastIsoDateArb, futureIsoDateArb)],
];

const commonValues: unknown[] = [
  'Text',
  'abc',
  'ANO',
  'A',
  '1',
  '10',
  1,
  10,
  100,
  2020,
  2024,
  0,
  true,
  false,
  '2024-01-15',
  '2024-01-15T00:00:00',
  [],
  {},
];

// ---------------------------------------------------------------------------------------------
// Structural generator
// ---------------------------------------------------------------------------------------------

function stringArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  let min = 0;
  let max = Infinity;
  // A string-format schema (z.uuid(), z.email(), …) keeps its format and pattern in its own definition.
  const own = defOf(schema);
  let pattern: RegExp | null = own.pattern instanceof RegExp ? own.pattern : null;
  let format: string | null = typeof own.format === 'string' ? own.format : null;
  for (const check of checksOf(schema)) {
    if (check.check === 'min_length') min = Math.max(min, Number(check.minimum));
    else if (check.check === 'max_length') max = Math.min(max, Number(check.maximum));
    else if (check.check === 'length_equals') {
      min = Number(check.length);
      max = Number(check.length);
    } else if (check.check === 'string_format') {
      format = String(check.format);
      if (check.pattern instanceof RegExp) pattern = check.pattern;
    }
  }
  if (pattern?.source === '^\\d{4}-\\d{2}-\\d{2}$') return pastIsoDateArb;
  if (pattern?.source === '^\\d{4}-\\d{2}-\\d{2}T00:00:00$') return pastIsoDateArb.map((d) => `${d}T00:00:00`);
  if (format === 'datetime')
    return fc.date({ min: new Date('2000-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (format === 'date') return pastIsoDateArb;
  if (format === 'email') return fc.constantFrom('jana.novakova@example.cz', 'petr@seznam.cz');
  if (format === 'uuid' || format === 'guid') return fc.uuid();
  if (format === 'url') return fc.constantFrom('https://example.cz/', 'https://www.zps.example.com/a');
  if (pattern) {
    const source = pattern;
    let matching: fc.Arbitrary<string>;
    try {
      matching = fc.stringMatching(source);
      fc.sample(matching, { numRuns: 1, seed: 1 });
    } catch {
      throw new UnsupportedSchemaError(`regex ${pattern.source}`);
    }
    return matching.filter((s) => s.length >= min && s.length <= max);
  }
  const upper = Number.isFinite(max) ? max : min + 40;
  const usual = czechTextArb(min, Math.min(upper, min + 40));
  if (upper - min <= 40) return usual;
  return fc.oneof({ arbitrary: usual, weight: 9 }, { arbitrary: czechTextArb(upper, upper), weight: 1 });
}

function numberArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  let min = -1e9;
  let max = 1e9;
  let integer = false;
  let step: number | null = null;
  for (const check of checksOf(schema)) {
    if (check.check === 'number_format') integer = integer || /int/.test(String(check.format));
    else if (check.check === 'greater_than') {
      const value = Number(check.value);
      min = check.inclusive ? value : value + (integer ? 1 : 0.01);
    } else if (check.check === 'less_than') {
      const value = Number(check.value);
      max = check.inclusive ? value : value - (integer ? 1 : 0.01);
    } else if (check.check === 'multiple_of') step = Number(check.value);
  }
  if (step === 1) integer = true;
  if (integer)
    return fc.integer({ min: Math.max(Math.ceil(min), Number.MIN_SAFE_INTEGER), max: Math.min(Math.floor(max), Number.MAX_SAFE_INTEGER) });
  const unit = step ?? 0.01;
  const lo = Math.ceil(min / unit);
  const hi = Math.floor(max / unit);
  return fc
    .oneof(
      { arbitrary: fc.integer({ min: Math.max(lo, Number.MIN_SAFE_INTEGER), max: Math.min(hi, Number.MAX_SAFE_INTEGER) }), weight: 3 },
      // small values are the usual ones
      {
        arbitrary: fc.integer({
          min: Math.max(lo, Math.ceil(Math.max(min, 0) / unit)),
          max: Math.min(hi, Math.max(lo, Math.ceil(Math.max(min, 0) / unit)) + Math.round(10000 / unit)),
        }),
        weight: 7,
      },
    )
    .map((k) => Number((k * unit).toFixed(Math.max(0, Math.ceil(-Math.log10(unit))))));
}

function structural(schema: Schema, key: string | undefined, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (s: unknown, k = key) => validArbitraryAt(s as Schema, k, depth + 1);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema);
    case 'number':
      return numberArbitrary(schema);
    case 'int':
      return fc.integer({ min: -1e6, max: 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'bigint':
      return fc.bigInt({ min: 1n, max: 1_000_000n });
    case 'date':
      return fc.date({ min: new Date('1990-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.constant('x');
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string | number>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'lazy':
      return inner((def.getter as () => Schema)());
    case 'pipe': {
      const input = def.in as Schema;
      const output = def.out as Schema;
      // z.preprocess(fn, S) = pipe(transform, S): generate for S. S.transform(fn) = pipe(S, transform): generate for S.
      if (defOf(input).type === 'transform') return inner(output);
      return inner(input);
    }
    case 'array': {
      let minLength = 0;
      let maxLength = 3;
      for (const check of checksOf(schema)) {
        if (check.check === 'min_length') minLength = Number(check.minimum);
        else if (check.check === 'max_length') maxLength = Number(check.maximum);
        else if (check.check === 'length_equals') minLength = maxLength = Number(check.length);
      }
      maxLength = Math.min(maxLength, minLength + 3);
      return fc.array(inner(def.element, key), { minLength, maxLength });
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map((item) => inner(item)));
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      const requiredKeys: string[] = [];
      for (const [name, field] of Object.entries(shape)) {
        // An optional reference to another record (dokumentId, ...) is left out: a random id
        // names no record of the person, and the server rightly refuses it.
        if (isOptional(field) && referenceKey.test(name)) continue;
        model[name] = validArbitraryAt(field, name, depth + 1);
        if (!isOptional(field)) requiredKeys.push(name);
      }
      return fc.record(model, { requiredKeys });
    }
    case 'record':
      return fc.dictionary(inner(def.keyType, 'klic') as fc.Arbitrary<string>, inner(def.valueType), { maxKeys: 3 });
    case 'union': {
      const options: fc.Arbitrary<unknown>[] = [];
      for (const option of def.options as Schema[]) {
        try {
          options.push(inner(option));
        } catch (error) {
          if (!(error instanceof UnsupportedSchemaError)) throw error;
        }
      }
      if (options.length === 0) throw new UnsupportedSchemaError('union without a generatable option');
      return fc.oneof(...options);
    }
    case 'intersection':
      return fc.tuple(inner(def.left), inner(def.right)).map(([a, b]) => ({ ...(a as object), ...(b as object) }));
    default:
      throw new UnsupportedSchemaError(`schema type ${def.type}`);
  }
}

/** Keys that name other records (dokumentId, prilohaSmazat: attachments to delete). */
const referenceKey = /(^id$|Id$|Smazat$)/;

const cache = new WeakMap<Schema, Map<string, fc.Arbitrary<unknown>>>();

function validArbitraryAt(schema: Schema, key: string | undefined, depth: number): fc.Arbitrary<unknown> {
  if (depth > 12) throw new UnsupportedSchemaError('schema nested too deep');
  const byKey = cache.get(schema) ?? new Map<string, fc.Arbitrary<unknown>>();
  cache.set(schema, byKey);
  const cached = byKey.get(key ?? '');
  if (cached) return cached;

  const valid = (value: unknown) => isValid(schema, value);
  const hits = (arb: fc.Arbitrary<unknown>) => {
    try {
      return fc.sample(arb, { numRuns: 40, seed: 7 }).filter(valid).length;
    } catch (error) {
      if (error instanceof UnsupportedSchemaError) return 0;
      throw error;
    }
  };

  const candidates: Array<() => fc.Arbitrary<unknown>> = [() => structural(schema, key, depth)];
  for (const [pattern, arb] of samplesByKey) if (key !== undefined && pattern.test(key)) candidates.push(() => arb);
  candidates.push(() => fc.constantFrom(...commonValues));
  // Last resort: the keyed generators regardless of the name (e.g. a bare birth-number schema).
  for (const [pattern, arb] of samplesByKey) if (key === undefined || !pattern.test(key)) candidates.push(() => arb);

  let result: fc.Arbitrary<unknown> | null = null;
  let best = 0;
  for (const candidate of candidates) {
    let arb: fc.Arbitrary<unknown>;
    try {
      arb = candidate();
    } catch (error) {
      if (error instanceof UnsupportedSchemaError) continue;
      throw error;
    }
    const count = hits(arb);
    // Take the first generator that is valid often enough; otherwise the best one seen.
    if (count >= 4) {
      result = arb;
      break;
    }
    if (count > best) {
      best = count;
      result = arb;
    }
  }
  if (!result) throw new UnsupportedSchemaError(`no valid value found for ${key ?? '(root)'} (${defOf(schema).type})`);
  const filtered = result.filter(valid);
  byKey.set(key ?? '', filtered);
  return filtered;
}

/** Valid values of `schema` (checked with `safeParse`). `key` is the field name, for the keyed generators. */
export function validArbitrary(schema: Schema, key?: string): fc.Arbitrary<unknown> {
  return validArbitraryAt(schema, key, 0);
}

/** One valid value, deterministic for a seed. */
export function sampleValid(schema: Schema, seed = 1, key?: string): unknown {
  return fc.sample(validArbitrary(schema, key), { numRuns: 1, seed })[0];
}

// ---------------------------------------------------------------------------------------------
// Wire forms
// ---------------------------------------------------------------------------------------------

/** What a JSON body looks like after the trip (undefined dropped, NaN → null, ...). */
export const jsonWire = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/** Lone surrogates cannot travel in a URL: URLSearchParams sends U+FFFD instead. */
export const wellFormed = (text: string): string =>
  text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

/** A query value on the wire: text; lists repeat the key; objects as JSON text. */
export function queryText(value: unknown): string {
  if (typeof value === 'string') return wellFormed(value);
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** A query object → what the server's parser gives the schema (strings, repeated keys → lists). */
export function queryWire(query: Record<string, unknown>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? (value.length === 1 ? queryText(value[0]) : value.map(queryText)) : queryText(value);
  }
  return out;
}

export function toQueryString(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, queryText(item));
    else params.append(key, queryText(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

// ---------------------------------------------------------------------------------------------
// Invalid values
// ---------------------------------------------------------------------------------------------

const overlong = fc
  .oneof(fc.constantFrom(4, 11, 21, 37, 51, 101, 201, 256, 1001, 10001, 20001), fc.integer({ min: 2, max: 3000 }))
  .chain((length) => fc.constantFrom('x', 'á', '9', 'Ab ').map((unit) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length)));

const htmlValues = [
  '<b>x</b>',
  '<script>alert(1)</script>',
  'a<img src=x onerror=alert(1)>',
  '<!-- komentář -->',
  '</p>',
  '<svg onload=alert(1)>',
  'Text <a href="javascript:alert(1)">odkaz</a>',
  '<?xml version="1.0"?>',
];
// 2 ** 53 + 1 and 12345678901234567890 as a client would send them: already rounded
const numberValues = [1e308, -1e308, 2 ** 53, -1, -999999999999, 0, 0.001, 1.5, -0.5, 1e21, 12345678901234567000, 99999999999.999];
const nanishValues = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e5000',
  '0x1F',
  '١٢٣',
  '12abc',
  '1,5',
  '--1',
  '+-3',
  '1.2.3',
  '٣',
  ' ',
  '\t',
  'null',
  'undefined',
  'true',
];
const dateValues = [
  '2025-02-30',
  '2023-02-29',
  '2024-13-01',
  '2024-00-10',
  '2024-04-31',
  '30.02.2025',
  '2024-1-1',
  '9999-99-99',
  '2024-02-30T00:00:00',
  '2024-02-10T12:30:00',
  '0000-00-00',
  '2999-01-01',
  '1800-01-01',
];
const birthNumberValues = [
  '8001011235',
  '0000000000',
  '123456789',
  '12345678901',
  '800101/123a',
  '9913321234',
  '8013011234',
  '800132/1234',
  '5555555555',
  '7601016666',
];
const bankValues = ['1234567890', '0000000000', '1', '12345678901', 'abcd', '0100x', '123457', '000001', '9999999999', '10'];
const oddTextValues = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  '../../etc/passwd',
  'x'.repeat(70000),
  '😀'.repeat(60),
  'DROP TABLE users;--',
  "' or 1=1 --",
];
/** Control characters (other than tab and newline) and bidi overrides/isolates: refused in every text field. */
export const forbiddenCharacters = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009B',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\uFEFF',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];
/** Friendly Czech text with one forbidden character inside (so trimming cannot remove it). */
export const controlCharTextArb: fc.Arbitrary<string> = fc
  .tuple(czechTextArb(1, 12), fc.constantFrom(...forbiddenCharacters), czechTextArb(1, 12))
  .map(([before, character, after]) => `${before}${character}${after}`);
const wrongTypeValues: unknown[] = [123, -7, 0, true, false, [], ['a', 'b'], [1, [2]], {}, { a: 1 }, { jmeno: '<b>x</b>' }, 'text', 'A'];

/** A value that is wrong for most fields. */
export const badValueArb: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...wrongTypeValues), weight: 4 },
  { arbitrary: overlong, weight: 3 },
  { arbitrary: fc.constantFrom(...htmlValues), weight: 3 },
  { arbitrary: fc.constantFrom(...numberValues), weight: 3 },
  { arbitrary: fc.constantFrom(...nanishValues), weight: 3 },
  { arbitrary: fc.constantFrom(...dateValues), weight: 3 },
  { arbitrary: fc.constantFrom(...birthNumberValues), weight: 2 },
  { arbitrary: fc.constantFrom(...bankValues), weight: 2 },
  { arbitrary: fc.constantFrom(...oddTextValues), weight: 1 },
  { arbitrary: controlCharTextArb, weight: 3 },
  { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
);

/** Text of a bad value, for query strings and path segments. */
export const badTextArb: fc.Arbitrary<string> = badValueArb.map((value) => (typeof value === 'string' ? value : queryText(value)));

/** Every path into an object schema (through optional/nullable/pipe wrappers), with whether the key is required. */
export function fieldPaths(schema: Schema, prefix: string[] = [], depth = 0): Array<{ path: string[]; required: boolean }> {
  if (depth > 6) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fieldPaths(def.innerType as Schema, prefix, depth + 1);
    case 'pipe': {
      const input = def.in as Schema;
      return fieldPaths(defOf(input).type === 'transform' ? (def.out as Schema) : input, prefix, depth + 1);
    }
    case 'lazy':
      return fieldPaths((def.getter as () => Schema)(), prefix, depth + 1);
    case 'object': {
      const out: Array<{ path: string[]; required: boolean }> = [];
      for (const [name, field] of Object.entries(def.shape as Record<string, Schema>)) {
        out.push({ path: [...prefix, name], required: !isOptional(field) });
        out.push(...fieldPaths(field, [...prefix, name], depth + 1));
      }
      return out;
    }
    case 'array':
      return fieldPaths(def.element as Schema, [...prefix, '0'], depth + 1);
    default:
      return [];
  }
}

function setAt(root: unknown, path: string[], value: unknown, remove: boolean): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const base: Record<string, unknown> | unknown[] = Array.isArray(root)
    ? [...root]
    : typeof root === 'object' && root !== null
      ? { ...(root as Record<string, unknown>) }
      : {};
  const container = base as Record<string, unknown>;
  if (rest.length === 0) {
    if (remove) {
      if (Array.isArray(base)) base.splice(Number(head), 1);
      else delete container[head];
    } else container[head] = value;
    return base;
  }
  container[head] = setAt(container[head], rest, value, remove);
  return base;
}

export type Mutation =
  { kind: 'set'; path: string[]; value: unknown } | { kind: 'delete'; path: string[] } | { kind: 'replace'; value: unknown };

export function applyMutation(value: unknown, mutation: Mutation): unknown {
  if (mutation.kind === 'replace') return mutation.value;
  return setAt(value, mutation.path, mutation.kind === 'set' ? mutation.value : undefined, mutation.kind === 'delete');
}

export function describeMutation(mutation: Mutation): string {
  const show = (v: unknown) => {
    const text =
      typeof v === 'string'
        ? JSON.stringify(v)
        : (() => {
            try {
              return JSON.stringify(v) ?? String(v);
            } catch {
              return String(v);
            }
          })();
    return text.length > 80 ? `${text.slice(0, 77)}...(${text.length})` : text;
  };
  if (mutation.kind === 'replace') return `whole value := ${show(mutation.value)}`;
  if (mutation.kind === 'delete') return `delete ${mutation.path.join('.')}`;
  return `${mutation.path.join('.')} := ${show(mutation.value)}`;
}

/**
 * Mutations that make a valid value of `schema` invalid: a field set to a bad value (text only
 * when `textOnly`, for query strings and path segments), a required field deleted, or the whole
 * value replaced. Validity is checked later, on the wire form, by the caller.
 */
export function mutationArbitrary(schema: Schema, options: { textOnly?: boolean } = {}): fc.Arbitrary<Mutation> {
  const paths = fieldPaths(schema);
  const bad = options.textOnly ? (badTextArb as fc.Arbitrary<unknown>) : badValueArb;
  // Mostly one field made wrong; sometimes a required field left out; rarely the whole value replaced.
  const choices: Array<{ arbitrary: fc.Arbitrary<Mutation>; weight: number }> = [];
  if (paths.length > 0) {
    choices.push({
      arbitrary: fc.tuple(fc.constantFrom(...paths), bad).map(([field, value]): Mutation => ({ kind: 'set', path: field.path, value })),
      weight: 16,
    });
    const required = paths.filter((field) => field.required);
    if (required.length > 0)
      choices.push({ arbitrary: fc.constantFrom(...required).map((field): Mutation => ({ kind: 'delete', path: field.path })), weight: 3 });
  }
  const wholeValues: unknown[] = options.textOnly ? [] : [[], 'text', 42, true, [{}], null];
  if (wholeValues.length > 0)
    choices.push({ arbitrary: fc.constantFrom(...wholeValues).map((value): Mutation => ({ kind: 'replace', value })), weight: 1 });
  if (choices.length === 0) return fc.constant({ kind: 'replace', value: 'x' });
  return fc.oneof(...choices);
}

/**
 * Field rules of document 2 §5 as reusable zod schemas, with the spec's exact Czech messages.
 *
 * Every builder applies the general rules:
 * - blank is absent: null, '' and whitespace-only text become `undefined` before any check,
 *   so a blank required field says 'Pole je povinné' and a blank optional field is dropped;
 * - text is trimmed (and NFC-normalised, '\r\n' → '\n'), and must not contain HTML elements;
 * - a value of the wrong type never yields zod's English text: missing → 'Pole je povinné',
 *   otherwise the rule's Czech message ('Pole musí být číslo', 'Nepodporovaný formát', ...).
 *
 * Builders take `{ optional: true }` for an optional field; the result is then optional both as
 * an object key and as a value. Numbers accept a number or a numeric string with a dot (multipart
 * forms send strings) and output a number. Dates accept 'YYYY-MM-DD' or the wire form with a
 * zero time ('YYYY-MM-DDT00:00:00') and output 'YYYY-MM-DD' (or, with `zeroTime: true`, the wire form).
 *
 * Numbers inside messages are written the Czech way without thousands grouping:
 * 'Povolené minimum je 0,01', 'Povolené maximum je 9999999999,99'. Dates inside messages are dd.mm.rrrr.
 *
 * Importing this module also installs `czechErrorMap` as zod's global error map, so even a schema
 * built without these helpers never shows English text.
 */
import { isValidAccountBase, isValidAccountPrefix, isValidBankCode } from './bank-account';
import { config, z } from 'zod';
import { messages } from './messages';
import { formatDateMessage, formatNumberForMessage, isoFromParts, isRealDate, parseIsoDate, todayIso } from './format';

// ---------------------------------------------------------------------------------------------
// Czech error map (safety net for every zod schema in the process)
// ---------------------------------------------------------------------------------------------

const isMissing = (input: unknown) => input === undefined || input === null;

function decimalsOfDivisor(divisor: number): number {
  const text = formatNumberForMessage(divisor);
  const comma = text.indexOf(',');
  return comma === -1 ? 0 : text.length - comma - 1;
}

/** Maps any zod issue to one of the spec's Czech messages. Installed globally by this module. */
export const czechErrorMap = (issue: z.core.$ZodRawIssue): string => {
  switch (issue.code) {
    case 'invalid_type': {
      if (isMissing(issue.input)) return messages.required;
      const expected = String(issue.expected);
      if (expected === 'int') return typeof issue.input === 'number' ? messages.integer : messages.notNumber;
      if (expected === 'number' || expected === 'bigint' || expected === 'nan') return messages.notNumber;
      if (expected === 'date') return messages.dateFormat;
      return messages.unsupportedFormat;
    }
    case 'too_small': {
      const minimum = issue.minimum;
      if (issue.origin === 'string') return messages.tooShort(Number(minimum));
      if (issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'file') return messages.tooFewItems(Number(minimum));
      if (issue.origin === 'date') return messages.dateNotBefore(formatDateMessage(new Date(Number(minimum)).toISOString()));
      return issue.inclusive === false
        ? messages.greaterThan(formatNumberForMessage(minimum))
        : messages.min(formatNumberForMessage(minimum));
    }
    case 'too_big': {
      const maximum = issue.maximum;
      if (issue.origin === 'string') return messages.tooLong(Number(maximum));
      if (issue.origin === 'array' || issue.origin === 'set' || issue.origin === 'file') return messages.tooManyItems(Number(maximum));
      if (issue.origin === 'date') return messages.dateNotAfter(formatDateMessage(new Date(Number(maximum)).toISOString()));
      return issue.inclusive === false
        ? messages.smallerThan(formatNumberForMessage(maximum))
        : messages.max(formatNumberForMessage(maximum));
    }
    case 'invalid_format':
      if (issue.format === 'email') return messages.email;
      if (issue.format === 'date' || issue.format === 'datetime') return messages.dateFormat;
      return messages.unsupportedFormat;
    case 'not_multiple_of':
      return issue.divisor === 1 ? messages.integer : messages.decimalPlaces(decimalsOfDivisor(issue.divisor));
    case 'invalid_value':
      return messages.allowedValues(issue.values.map((value) => String(value)));
    default:
      return messages.unsupportedFormat;
  }
};

// `config`, not `z.config`: the browser build treats every `z.…()` call as free of side effects
// and would leave this one out (vite.config.ts, treeshake).
config({ customError: czechErrorMap });

/** Schema-level error for a wrong type: missing → 'Pole je povinné', otherwise `otherwise`. */
export const requiredOr =
  (otherwise: string) =>
  (issue: { input?: unknown }): string =>
    isMissing(issue.input) ? messages.required : otherwise;

// ---------------------------------------------------------------------------------------------
// General helpers
// ---------------------------------------------------------------------------------------------

// The schema helpers below only build schemas: marked `@__NO_SIDE_EFFECTS__`, so the browser build
// leaves out a schema made with them that nothing uses (vite.config.ts, treeshake).

/** A field after the blank-is-absent step: required (`z.ZodPreprocess`) or optional (wrapped twice). */
export type RequiredField<S extends z.ZodType, I> = z.ZodPreprocess<S, I>;
export type OptionalField<S extends z.ZodType, I> = z.ZodOptional<z.ZodPreprocess<z.ZodOptional<S>, I>>;

export type TextInput = string | null | undefined;
export type NumberInput = number | string | null | undefined;
export type BooleanInput = boolean | 'true' | 'false' | null | undefined;

/* @__NO_SIDE_EFFECTS__ */
function field<S extends z.ZodType, I>(normalise: (value: I, ctx: z.core.$RefinementCtx) => unknown, schema: S, optional?: boolean) {
  return optional ? z.preprocess(normalise, schema.optional()).optional() : z.preprocess(normalise, schema);
}

/** Blank is absent: null → undefined, text trimmed, '' → undefined. Other values unchanged. */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? undefined : trimmed;
  }
  return value;
}

function normaliseText(value: unknown): unknown {
  const blankless = blankToUndefined(value);
  return typeof blankless === 'string' ? blankless.replace(/\r\n?/g, '\n').normalize('NFC') : blankless;
}

/**
 * True when text contains an HTML element, end tag, comment or declaration: '<b>', '</x>',
 * '<!--', '<script' (even unterminated), '<?xml'. A lone '<' as in '3 < 5' or '<3' is fine.
 */
export function containsHtml(text: string): boolean {
  return /<(?:\/?[A-Za-z]|!|\?)/.test(text);
}

/**
 * Control characters other than tab and newline (NUL, escape, backspace, DEL, the C1 range ...)
 * the bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069), the zero-width
 * characters and direction marks (U+200B–U+200F) and the byte-order mark (U+FEFF), which can make
 * a text read differently from what is stored. Refused in every text field
 * (`messages.controlCharacters`). Carriage returns of text fields are turned into newlines first.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this rule
export const forbiddenCharacterPattern = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/;

/** True when the text holds no control character (tab and newline are fine) and no bidi override. */
export function hasNoControlCharacters(value: string): boolean {
  return !forbiddenCharacterPattern.test(value);
}

/**
 * Rejects a value of the wrong type inside the blank-is-absent step, so the pipe stops there with
 * one Czech message. (zod would otherwise still run length checks on anything with a `length`,
 * e.g. an array given for a text, after its own type error.)
 */
function rejectWrongType(value: unknown, ok: (value: unknown) => boolean, message: string, ctx: z.core.$RefinementCtx): unknown {
  if (value !== undefined && !ok(value)) ctx.addIssue({ code: 'custom', message, input: value });
  return value;
}
const isString = (value: unknown) => typeof value === 'string';

function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

// ---------------------------------------------------------------------------------------------
// Text
// ---------------------------------------------------------------------------------------------

export interface TextOptions {
  min?: number;
  max?: number;
  optional?: boolean;
  /** A format the trimmed text must match. */
  pattern?: RegExp;
  /** Message when `pattern` does not match; default 'Nepodporovaný formát'. */
  patternMessage?: string;
}

/** Text: trimmed, blank = absent, no control characters, no HTML, 'Nedostatečná délka ...' / 'Překročena maximální délka ...'. */
export function text(options: TextOptions & { optional: true }): OptionalField<z.ZodString, TextInput>;
export function text(options?: TextOptions & { optional?: false }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function text(options: TextOptions = {}) {
  return makeText(options);
}

/* @__NO_SIDE_EFFECTS__ */
function makeText(options: TextOptions): RequiredField<z.ZodString, TextInput> | OptionalField<z.ZodString, TextInput> {
  // HTML first and aborting: text with markup gets that one message, not also a format message.
  let schema = z
    .string({ error: requiredOr(messages.unsupportedFormat) })
    .refine(hasNoControlCharacters, { error: messages.controlCharacters, abort: true })
    .refine((value) => !containsHtml(value), { error: messages.noHtml, abort: true });
  if (options.min !== undefined) schema = schema.min(options.min, { error: messages.tooShort(options.min) });
  if (options.max !== undefined) schema = schema.max(options.max, { error: messages.tooLong(options.max) });
  if (options.pattern) schema = schema.regex(options.pattern, { error: options.patternMessage ?? messages.unsupportedFormat });
  return field(
    (value: TextInput, ctx) => rejectWrongType(normaliseText(value), isString, messages.unsupportedFormat, ctx),
    schema,
    options.optional,
  );
}

type FormatOptions = Omit<TextOptions, 'pattern' | 'patternMessage'>;

/** E-mail address ('Chybně zadaný e-mail'), max 200 by default (255 on the complaint form). */
export function email(options: FormatOptions & { optional: true }): OptionalField<z.ZodString, TextInput>;
export function email(options?: FormatOptions & { optional?: false }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function email(options: FormatOptions = {}) {
  return makeText({ max: 200, ...options, pattern: z.regexes.email, patternMessage: messages.email });
}

/**
 * Phone: optional '+' and a country code of 1–3 digits (a space after it allowed), then nine
 * digits starting 1–9, written together or in groups of three separated by single spaces:
 * '777123456', '777 123 456', '+420 777 123 456', '+420777123456'. Otherwise 'Nepodporovaný formát'.
 */
export const phonePattern = /^(?:\+\d{1,3} ?)?[1-9]\d{2}(?: ?\d{3}){2}$/;
export function phone(options: FormatOptions & { optional: true }): OptionalField<z.ZodString, TextInput>;
export function phone(options?: FormatOptions & { optional?: false }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function phone(options: FormatOptions = {}) {
  return makeText({ ...options, pattern: phonePattern });
}

/**
 * Personal names: letters of the Latin script (Czech diacritics and those of neighbouring
 * languages: á č ď é ě í ň ó ř š ť ú ů ý ž, ä ľ ô ŕ, ö ü ß ...), words joined by single spaces
 * or hyphens ('Jana Nováková-Svobodová'). Digits, punctuation and doubled separators → 'Nepodporovaný formát'.
 */
export const personNamePattern = /^\p{Script=Latin}+(?:[ -]\p{Script=Latin}+)*$/u;
export function personName(options: FormatOptions & { optional: true }): OptionalField<z.ZodString, TextInput>;
export function personName(options?: FormatOptions & { optional?: false }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function personName(options: FormatOptions = {}) {
  return makeText({ min: 1, max: 50, ...options, pattern: personNamePattern });
}

/** Colour #RGB or #RRGGBB. */
export const hexColourPattern = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
export function hexColour(options: FormatOptions & { optional: true }): OptionalField<z.ZodString, TextInput>;
export function hexColour(options?: FormatOptions & { optional?: false }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function hexColour(options: FormatOptions = {}) {
  return makeText({ ...options, pattern: hexColourPattern });
}

/** Comma-separated whole numbers: '1,2,3' or '1, 2, 3'. */
export const commaSeparatedNumbersPattern = /^\d+(?: *, *\d+)*$/;
export function commaSeparatedNumbers(options: FormatOptions & { optional: true }): OptionalField<z.ZodString, TextInput>;
export function commaSeparatedNumbers(options?: FormatOptions & { optional?: false }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function commaSeparatedNumbers(options: FormatOptions = {}) {
  return makeText({ ...options, pattern: commaSeparatedNumbersPattern });
}

/** Digits only ('Pole musí být číslo' otherwise). Kept as text so leading zeros survive. */
export const digitsPattern = /^\d+$/;
export function digitsOnly(options: FormatOptions & { optional: true }): OptionalField<z.ZodString, TextInput>;
export function digitsOnly(options?: FormatOptions & { optional?: false }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function digitsOnly(options: FormatOptions = {}) {
  return makeText({ ...options, pattern: digitsPattern, patternMessage: messages.notNumber });
}

/** Letters (any script), spaces and hyphens only. */
export const lettersPattern = /^[\p{L}\p{M} -]+$/u;
export function lettersOnly(options: FormatOptions & { optional: true }): OptionalField<z.ZodString, TextInput>;
export function lettersOnly(options?: FormatOptions & { optional?: false }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function lettersOnly(options: FormatOptions = {}) {
  return makeText({ ...options, pattern: lettersPattern });
}

// ---------------------------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------------------------

export interface NumberOptions {
  /** Inclusive minimum: 'Povolené minimum je N'. */
  min?: number;
  /** Inclusive maximum: 'Povolené maximum je N'. */
  max?: number;
  /** Exclusive minimum: 'Hodnota musí být větší jak N'. */
  gt?: number;
  /** Exclusive maximum: 'Hodnota musí být menší jak N'. */
  lt?: number;
  /** 'Musí být celé číslo'. */
  integer?: boolean;
  /** At most this many decimal places: 'Smí mít maximálně N desetinných míst'. */
  decimals?: number;
  optional?: boolean;
}

const numericText = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

/** Number or numeric text with a dot → number; blank → undefined; other text stays text (→ 'Pole musí být číslo'). */
export function toNumberInput(value: unknown): unknown {
  const blankless = blankToUndefined(value);
  if (typeof blankless === 'string') return numericText.test(blankless) ? Number(blankless) : blankless;
  return blankless;
}

/** Decimal places of a number as JavaScript writes it (0.1 + 0.2 has 17). */
export function countDecimals(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const match = /^(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/i.exec(String(Math.abs(value)));
  if (!match) return 0;
  return Math.max(0, (match[2]?.length ?? 0) - Number(match[3] ?? 0));
}

/** A number with the spec's messages. */
export function number(options: NumberOptions & { optional: true }): OptionalField<z.ZodNumber, NumberInput>;
export function number(options?: NumberOptions & { optional?: false }): RequiredField<z.ZodNumber, NumberInput>;
/* @__NO_SIDE_EFFECTS__ */
export function number(options: NumberOptions = {}) {
  return makeNumber(options);
}

/* @__NO_SIDE_EFFECTS__ */
function makeNumber(options: NumberOptions): RequiredField<z.ZodNumber, NumberInput> | OptionalField<z.ZodNumber, NumberInput> {
  let schema = z.number({ error: requiredOr(messages.notNumber) });
  if (options.integer) schema = schema.int({ error: messages.integer, abort: true });
  if (options.min !== undefined) schema = schema.min(options.min, { error: messages.min(formatNumberForMessage(options.min)) });
  if (options.max !== undefined) schema = schema.max(options.max, { error: messages.max(formatNumberForMessage(options.max)) });
  if (options.gt !== undefined) schema = schema.gt(options.gt, { error: messages.greaterThan(formatNumberForMessage(options.gt)) });
  if (options.lt !== undefined) schema = schema.lt(options.lt, { error: messages.smallerThan(formatNumberForMessage(options.lt)) });
  if (options.decimals !== undefined) {
    const decimals = options.decimals;
    schema = schema.refine((value) => countDecimals(value) <= decimals, { error: messages.decimalPlaces(decimals) });
  }
  return field((value: NumberInput) => toNumberInput(value), schema, options.optional);
}

type IntegerOptions = Omit<NumberOptions, 'integer' | 'decimals'>;
/** A whole number: 'Musí být celé číslo', 'Povolené minimum je N', 'Povolené maximum je N'. */
export function integer(options: IntegerOptions & { optional: true }): OptionalField<z.ZodNumber, NumberInput>;
export function integer(options?: IntegerOptions & { optional?: false }): RequiredField<z.ZodNumber, NumberInput>;
/* @__NO_SIDE_EFFECTS__ */
export function integer(options: IntegerOptions = {}) {
  return makeNumber({ ...options, integer: true });
}

type DecimalOptions = Omit<NumberOptions, 'integer'>;
/** A decimal number with at most `decimals` places (default 2). */
export function decimal(options: DecimalOptions & { optional: true }): OptionalField<z.ZodNumber, NumberInput>;
export function decimal(options?: DecimalOptions & { optional?: false }): RequiredField<z.ZodNumber, NumberInput>;
/* @__NO_SIDE_EFFECTS__ */
export function decimal(options: DecimalOptions = {}) {
  return makeNumber({ decimals: 2, ...options });
}

export const amountMin = 0.01;
export const amountMax = 9999999999.99;
/** An amount in crowns: 0.01 to 9999999999.99 by default, at most 2 decimals; a number or text with a dot. */
export function amount(options: DecimalOptions & { optional: true }): OptionalField<z.ZodNumber, NumberInput>;
export function amount(options?: DecimalOptions & { optional?: false }): RequiredField<z.ZodNumber, NumberInput>;
/* @__NO_SIDE_EFFECTS__ */
export function amount(options: DecimalOptions = {}) {
  return makeNumber({ min: amountMin, max: amountMax, decimals: 2, ...options });
}

// ---------------------------------------------------------------------------------------------
// Booleans, enumerations, lists, ids
// ---------------------------------------------------------------------------------------------

/** true / false, also the text 'true' / 'false' of multipart forms. Anything else → 'Nepodporovaný formát'. */
export function flag(options: { optional: true }): OptionalField<z.ZodBoolean, BooleanInput>;
export function flag(options?: { optional?: false }): RequiredField<z.ZodBoolean, BooleanInput>;
/* @__NO_SIDE_EFFECTS__ */
export function flag(options: { optional?: boolean } = {}) {
  const normalise = (value: BooleanInput): unknown => {
    const blankless = blankToUndefined(value);
    if (blankless === 'true') return true;
    if (blankless === 'false') return false;
    return blankless;
  };
  return field(normalise, z.boolean({ error: requiredOr(messages.unsupportedFormat) }), options.optional);
}

/** One of the values: 'Povoleny jsou pouze tyto hodnoty: A, B, C'. */
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  options: { optional: true },
): OptionalField<z.ZodEnum<{ [K in T[number]]: K }>, T[number] | null | undefined>;
export function oneOf<const T extends readonly [string, ...string[]]>(
  values: T,
  options?: { optional?: false },
): RequiredField<z.ZodEnum<{ [K in T[number]]: K }>, T[number] | null | undefined>;
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, options: { optional?: boolean } = {}) {
  const schema = z.enum(values, { error: requiredOr(messages.allowedValues(values)) });
  return field((value: T[number] | null | undefined) => blankToUndefined(value), schema, options.optional);
}

export interface ListOptions {
  /** 'Nedostatečný počet položek (minimálně N položek)'. */
  min?: number;
  /** 'Překročen maximální počet položek (maximálně N položek)'. */
  max?: number;
  optional?: boolean;
  /** Accept a single value as a one-item list (a repeated multipart field sent once). */
  wrapSingle?: boolean;
}

/** A list of items with the item-count messages. */
export function list<S extends z.ZodType>(item: S, options: ListOptions & { optional: true }): OptionalField<z.ZodArray<S>, unknown>;
export function list<S extends z.ZodType>(item: S, options?: ListOptions & { optional?: false }): RequiredField<z.ZodArray<S>, unknown>;
/* @__NO_SIDE_EFFECTS__ */
export function list<S extends z.ZodType>(item: S, options: ListOptions = {}) {
  let schema = z.array(item, { error: requiredOr(messages.unsupportedFormat) });
  if (options.min !== undefined) schema = schema.min(options.min, { error: messages.tooFewItems(options.min) });
  if (options.max !== undefined) schema = schema.max(options.max, { error: messages.tooManyItems(options.max) });
  const normalise = (value: unknown, ctx: z.core.$RefinementCtx): unknown => {
    if (value === null) return undefined;
    if (options.wrapSingle && value !== undefined && !Array.isArray(value)) return [value];
    return rejectWrongType(value, Array.isArray, messages.unsupportedFormat, ctx);
  };
  return field(normalise, schema, options.optional);
}

export const maxIdValue = 9223372036854775807n;
/** An id of document 2 §5 (1 to 9223372036854775807) as a digit string, from a number or text. */
export function id(options: { optional: true }): OptionalField<z.ZodString, NumberInput>;
export function id(options?: { optional?: false }): RequiredField<z.ZodString, NumberInput>;
/* @__NO_SIDE_EFFECTS__ */
export function id(options: { optional?: boolean } = {}) {
  const normalise = (value: NumberInput): unknown => {
    const blankless = blankToUndefined(typeof value === 'number' ? String(value) : value);
    if (typeof blankless === 'string' && /^[+-]?\d+$/.test(blankless)) return BigInt(blankless).toString();
    return blankless;
  };
  const schema = z.string({ error: requiredOr(messages.notNumber) }).superRefine((value, ctx) => {
    if (!/^-?\d+$/.test(value)) {
      ctx.addIssue({ code: 'custom', message: numericText.test(value) ? messages.integer : messages.notNumber, input: value });
      return;
    }
    const big = BigInt(value);
    if (big < 1n) ctx.addIssue({ code: 'custom', message: messages.min(1), input: value });
    if (big > maxIdValue) ctx.addIssue({ code: 'custom', message: messages.max(maxIdValue.toString()), input: value });
  });
  return field(normalise, schema, options.optional);
}

// ---------------------------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------------------------

/** A limit for a date: an ISO date, or a function giving one at validation time (e.g. `todayIso`). */
export type DateBound = string | (() => string);

export interface DateOptions {
  /** 'Datum nesmí být před dd.mm.rrrr'. */
  min?: DateBound;
  /** 'Datum nesmí být po dd.mm.rrrr'. */
  max?: DateBound;
  optional?: boolean;
  /** Output the wire form 'YYYY-MM-DDT00:00:00' instead of 'YYYY-MM-DD'. */
  zeroTime?: boolean;
}

const wireDatePattern = /^(\d{4}-\d{2}-\d{2})(?:T00:00(?::00(?:\.0+)?)?(?:Z|[+-]00:?00)?)?$/;

/** 'YYYY-MM-DD' or 'YYYY-MM-DDT00:00:00' (also with '.000', 'Z') → 'YYYY-MM-DD'; other text unchanged. */
export function toIsoDateInput(value: unknown, zeroTime = false): unknown {
  const blankless = blankToUndefined(value);
  if (typeof blankless !== 'string') return blankless;
  const match = wireDatePattern.exec(blankless);
  if (!match) return blankless;
  return zeroTime ? `${match[1]}T00:00:00` : match[1];
}

const resolveBound = (bound: DateBound | undefined): string | undefined => {
  if (bound === undefined) return undefined;
  const iso = typeof bound === 'function' ? bound() : bound;
  const date = parseIsoDate(iso);
  return date ? isoFromParts(date) : undefined;
};

/** A calendar date (no time): wrong format or a date that does not exist → 'Pole musí být ve formátu dd.mm.rrrr'. */
export function isoDate(options: DateOptions & { optional: true }): OptionalField<z.ZodString, TextInput>;
export function isoDate(options?: DateOptions & { optional?: false }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function isoDate(options: DateOptions = {}) {
  const shape = options.zeroTime ? /^\d{4}-\d{2}-\d{2}T00:00:00$/ : /^\d{4}-\d{2}-\d{2}$/;
  const schema = z
    .string({ error: requiredOr(messages.dateFormat) })
    .regex(shape, { error: messages.dateFormat, abort: true })
    .superRefine((value, ctx) => {
      const date = parseIsoDate(value);
      if (!date) {
        ctx.addIssue({ code: 'custom', message: messages.dateFormat, input: value });
        return;
      }
      const iso = isoFromParts(date);
      const min = resolveBound(options.min);
      const max = resolveBound(options.max);
      if (min !== undefined && iso < min)
        ctx.addIssue({ code: 'custom', message: messages.dateNotBefore(formatDateMessage(min)), input: value });
      if (max !== undefined && iso > max)
        ctx.addIssue({ code: 'custom', message: messages.dateNotAfter(formatDateMessage(max)), input: value });
    });
  return field((value: TextInput) => toIsoDateInput(value, options.zeroTime), schema, options.optional);
}

// ---------------------------------------------------------------------------------------------
// Bank account (document 2 §5 "Bank account rule")
// ---------------------------------------------------------------------------------------------

const digitText = (value: unknown): unknown => {
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) return String(value);
  return blankToUndefined(value);
};

/* @__NO_SIDE_EFFECTS__ */
function accountPart(check: (value: string) => boolean, maxLength: number) {
  return z
    .string({ error: requiredOr(messages.bankAccount) })
    .max(maxLength, { error: messages.bankAccount, abort: true })
    .refine(check, { error: messages.bankAccount });
}

const accountText = (value: NumberInput, ctx: z.core.$RefinementCtx) =>
  rejectWrongType(digitText(value), isString, messages.bankAccount, ctx);
export const predcisliSchema = field(accountText, accountPart(isValidAccountPrefix, 6), true);
export const cisloUctuSchema = field(accountText, accountPart(isValidAccountBase, 10));
export const kodBankySchema = field(accountText, accountPart(isValidBankCode, 4));
export const cisloUctuOptionalSchema = field(accountText, accountPart(isValidAccountBase, 10), true);
export const kodBankyOptionalSchema = field(accountText, accountPart(isValidBankCode, 4), true);

/** { predcisli?, cislo, banka }; a failing part gets 'Nesplňuje formát čísla bankovního účtu'. */
export const bankAccountSchema = z.object(
  { predcisli: predcisliSchema, cislo: cisloUctuSchema, banka: kodBankySchema },
  { error: requiredOr(messages.unsupportedFormat) },
);
export type BankAccount = z.output<typeof bankAccountSchema>;

// ---------------------------------------------------------------------------------------------
// Birth number (rodné číslo)
// ---------------------------------------------------------------------------------------------

/** '800101/1234' or '800101 / 1234' → '8001011234'; other text trimmed and unchanged. */
export function normaliseBirthNumber(value: string): string {
  const trimmed = value.trim();
  const match = /^(\d{6})\s*\/\s*(\d+)$/.exec(trimmed);
  return match ? match[1] + match[2] : trimmed;
}

/**
 * The birth date a 10-digit birth number encodes ('YYYY-MM-DD'), or null. YY < 54 → 20YY, else 19YY;
 * month +50 for women; +20 (men) and +70 (women) only from 2004 on, when a day ran out of numbers.
 */
export function birthDateFromBirthNumber(value: string): string | null {
  const digits = normaliseBirthNumber(value);
  if (!/^\d{10}$/.test(digits)) return null;
  const yy = Number(digits.slice(0, 2));
  const mm = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  const year = yy < 54 ? 2000 + yy : 1900 + yy;
  let month: number;
  if (mm >= 1 && mm <= 12) month = mm;
  else if (mm >= 51 && mm <= 62) month = mm - 50;
  else if (mm >= 21 && mm <= 32 && year >= 2004) month = mm - 20;
  else if (mm >= 71 && mm <= 82 && year >= 2004) month = mm - 70;
  else return null;
  return isRealDate(year, month, day) ? isoFromParts({ year, month, day }) : null;
}

/** Women's birth numbers carry the month + 50 (+ 70 from 2004, when a day ran out of numbers). */
export function isFemaleBirthNumber(value: string): boolean {
  const month = Number(normaliseBirthNumber(value).slice(2, 4));
  return (month >= 51 && month <= 62) || (month >= 71 && month <= 82);
}

/**
 * A valid 10-digit birth number: a real birth date not after `today`, and the number divisible
 * by 11 (or, for numbers issued up to 1985, first nine digits mod 11 = 10 with check digit 0).
 */
export function isValidBirthNumber(value: string, today: string = todayIso()): boolean {
  const digits = normaliseBirthNumber(value);
  const birthDate = birthDateFromBirthNumber(digits);
  if (birthDate === null || birthDate > today) return false;
  if (Number(digits) % 11 === 0) return true;
  return Number(digits.slice(0, 9)) % 11 === 10 && digits[9] === '0' && Number(birthDate.slice(0, 4)) <= 1985;
}

/** Birth number: 10 digits (slash after six allowed, output without it), real date, mod 11. */
export function birthNumber(options: { optional: true; today?: () => string }): OptionalField<z.ZodString, TextInput>;
export function birthNumber(options?: { optional?: false; today?: () => string }): RequiredField<z.ZodString, TextInput>;
/* @__NO_SIDE_EFFECTS__ */
export function birthNumber(options: { optional?: boolean; today?: () => string } = {}) {
  const normalise = (value: TextInput): unknown => {
    const blankless = digitText(value);
    return typeof blankless === 'string' ? normaliseBirthNumber(blankless) : blankless;
  };
  const schema = z.string({ error: requiredOr(messages.notNumber) }).superRefine((value, ctx) => {
    if (!/^\d+$/.test(value)) ctx.addIssue({ code: 'custom', message: messages.notNumber, input: value });
    else if (value.length < 10) ctx.addIssue({ code: 'custom', message: messages.tooShort(10), input: value });
    else if (value.length > 10) ctx.addIssue({ code: 'custom', message: messages.tooLong(10), input: value });
    else if (!isValidBirthNumber(value, (options.today ?? todayIso)()))
      ctx.addIssue({ code: 'custom', message: messages.invalidBirthNumber, input: value });
  });
  return field(normalise, schema, options.optional);
}

// ---------------------------------------------------------------------------------------------
// Limits by field (document 2 §5) as named schemas
// ---------------------------------------------------------------------------------------------

/** The numbers of document 2 §5 "Limits by field", for counters ('length / max') and hints. */
export const limits = {
  jmeno: { min: 1, max: 50 },
  prijmeni: { min: 1, max: 50 },
  titul: { max: 20 },
  ulice: { max: 100 },
  obec: { max: 100 },
  psc: { max: 10 },
  statKod: { max: 3 },
  stat: { max: 50 },
  kodRuian: { max: 20 },
  /** Longer address form: field maxima 80, 50, 50, 9, 50, 30, 255 (see adresaRozsirenaSchema for the mapping). */
  adresaRozsirena: { ulice: 80, obec: 50, castObce: 50, psc: 9, stat: 50, cisloDomu: 30, doplnek: 255 },
  popisAnamneza: { min: 1, max: 1000 },
  tep: { min: 20, max: 250 },
  tlakDiast: { min: 30, max: 200 },
  tlakSyst: { min: 50, max: 300 },
  vaha: { min: 1, max: 700 },
  vyska: { min: 30, max: 270 },
  castkaUctenka: { min: amountMin, max: amountMax, decimals: 2 },
  poznamka: { min: 1, max: 1000 },
  kodNaroku: { min: 1, max: 10 },
  indexPriloh: { min: 1, max: 20 },
  seznamPriloh: { min: 1, max: 100 },
  nadpisZpravy: { min: 1, max: 255 },
  teloZpravy: { min: 1, max: 10000 },
  /** The note of a lifecycle step (issue 34): what documents are missing, why a request is refused. */
  poznamkaKroku: { min: 1, max: 2000 },
  vlakno: { min: 1, max: 36 },
  souboryZpravy: { min: 1, max: 100 },
  email: { max: 200 },
  emailReklamace: { max: 255 },
  duvodReklamace: { min: 1, max: 1000 },
  kontaktTelefon: { max: 20 },
  nazevZarizeni: { min: 1, max: 255 },
  popisDokumentu: { min: 1, max: 255 },
  poznamkaDokumentu: { min: 1, max: 1000 },
  nemoc: { max: 200 },
  rokPrehledu: { min: 1900, max: 2100 },
  radek03: { min: -amountMax, max: amountMax, decimals: 2 },
  radek04: { min: 1, max: 12 },
  radek05: { min: 1, max: 12 },
  radek06: { min: 0, max: 12 },
  radek41: { min: 0, max: amountMax, decimals: 2 },
  mesice: { min: 12, max: 12 },
  rodneCislo: { min: 10, max: 10 },
  puvodniZp: { min: 3, max: 3 },
  rokSouctu: { min: 2010 },
  osobaKontakt: { max: 100 },
  telefonKontakt: { max: 50 },
  vztahKontakt: { max: 50 },
  prukazDuvodKod: { max: 20 },
  typPrukazu: { min: 3, max: 3 },
  procento: { min: 0, max: 100 },
  adresaVyzvednutiKod: { min: 1, max: 20 },
  doplnujiciInformace: { max: 1000 },
  anamnezaText: { max: 1000 },
  kodCiselniku: { max: 20 },
} as const;

// Person and address
export const jmenoSchema = personName({ ...limits.jmeno });
export const prijmeniSchema = personName({ ...limits.prijmeni });
/** Title before or after the name ('Ing.', 'Ph.D.'): optional, max 20. */
export const titulSchema = text({ ...limits.titul, optional: true });
export const uliceSchema = text({ ...limits.ulice, optional: true });
export const obecSchema = text({ ...limits.obec });
export const pscSchema = text({ ...limits.psc, optional: true });
export const statKodSchema = text({ ...limits.statKod, optional: true });
/** Country name (not limited by the spec; 50 chosen like the longer address form). */
export const statSchema = text({ ...limits.stat, optional: true });
/** RÚIAN code of an address chosen from the registry lookup: digits. */
export const kodRuianSchema = digitsOnly({ ...limits.kodRuian, optional: true });

// Health
/** Allergy, illness, operation, injury and hospital-stay description: 1 to 1000. */
export const popisAnamnezaSchema = text({ ...limits.popisAnamneza });
export const tepSchema = integer({ ...limits.tep });
export const tlakDiastSchema = integer({ ...limits.tlakDiast });
export const tlakSystSchema = integer({ ...limits.tlakSyst });
export const vahaSchema = integer({ ...limits.vaha });
export const vyskaSchema = integer({ ...limits.vyska });

// Claims
/** Claim amount: 0.01 to 9999999999.99, two decimals. */
export const castkaUctenkaSchema = amount();
/** Claim note: optional, 1 to 1000. */
export const poznamkaSchema = text({ ...limits.poznamka, optional: true });
/** Claim code (kod): 1 to 10. */
export const kodNarokuSchema = text({ ...limits.kodNaroku });
/** Attachment index list of a claim: whole numbers, 1 to 20 items. */
export const indexPrilohSchema = list(integer({ min: 0 }), { ...limits.indexPriloh, wrapSingle: true });

// Messages
export const nadpisZpravySchema = text({ ...limits.nadpisZpravy });
export const teloZpravySchema = text({ ...limits.teloZpravy });
/** Thread id: 1 to 36 (optional: a new message starts a thread). */
export const vlaknoSchema = text({ ...limits.vlakno, optional: true });

// Contacts
/** E-mail: required, max 200. */
export const emailSchema = email({ ...limits.email });
/** E-mail on the complaint form: optional, max 255. */
export const emailReklamaceSchema = email({ ...limits.emailReklamace, optional: true });
/** Phone form: phone required. */
export const telefonSchema = phone({ max: 20 });
/** Complaint reason: 1 to 1000. */
export const duvodReklamaceSchema = text({ ...limits.duvodReklamace });
/** Complaint contact phone: optional, max 20, phone format. */
export const kontaktTelefonSchema = phone({ ...limits.kontaktTelefon, optional: true });

// Documents and vaccinations
/** Facility or provider name of a personal document or vaccination: optional, 1 to 255. */
export const nazevZarizeniSchema = text({ ...limits.nazevZarizeni, optional: true });
/** Description of a personal document, vaccine of a vaccination: optional, 1 to 255. */
export const popisDokumentuSchema = text({ ...limits.popisDokumentu, optional: true });
/** Note of a personal document or vaccination: optional, 1 to 1000. */
export const poznamkaDokumentuSchema = text({ ...limits.poznamkaDokumentu, optional: true });
/** Disease name of a vaccination: required (a vaccination needs datum and nemoc), max 200. */
export const nemocSchema = text({ ...limits.nemoc });

// Self-employed overview
export const rokPrehleduSchema = integer({ ...limits.rokPrehledu });
export const radek03Schema = decimal({ ...limits.radek03 });
export const radek04Schema = integer({ ...limits.radek04 });
export const radek05Schema = integer({ ...limits.radek05 });
export const radek06Schema = integer({ ...limits.radek06 });
export const radek41Schema = decimal({ ...limits.radek41 });
/** Months: exactly 12 true/false entries, January first. */
export const mesiceSchema = list(flag(), { ...limits.mesice });
export const rodneCisloSchema = birthNumber();
export const rodneCisloOptionalSchema = birthNumber({ optional: true });

// Registrations, cards, sums
/** Former insurer code (puvodniZP): exactly 3 characters. */
export const puvodniZpSchema = text({ ...limits.puvodniZp });
/** Year of yearly sums: whole number from 2010 on. */
export const rokSouctuSchema = integer({ ...limits.rokSouctu });
/** Emergency contact person / phone / relationship: optional, max 100 / 50 / 50. */
export const osobaKontaktSchema = text({ ...limits.osobaKontakt, optional: true });
export const telefonKontaktSchema = text({ ...limits.telefonKontakt, optional: true });
export const vztahKontaktSchema = text({ ...limits.vztahKontakt, optional: true });
/** Emergency contact phone: optional, the phone format, max 50. */
export const telefonEmergentniSchema = phone({ ...limits.telefonKontakt, optional: true });
export const prukazDuvodKodSchema = text({ ...limits.prukazDuvodKod });
/** Card-type code: exactly 3 characters. */
export const typPrukazuSchema = text({ ...limits.typPrukazu });
/** Percentage 0 to 100 (two decimals at most). */
export const procentoSchema = decimal({ ...limits.procento });
/** Newborn pickup address code: 1 to 20. */
export const adresaVyzvednutiKodSchema = text({ ...limits.adresaVyzvednutiKod });
/** Free-text code of a code list (alkoholKod, koureniKod, ...): optional, max 20. */
export const kodCiselnikuSchema = text({ ...limits.kodCiselniku, optional: true });
/** An id (1 to 9223372036854775807), output as a digit string. */
export const idSchema = id();
export const idOptionalSchema = id({ optional: true });

// ---------------------------------------------------------------------------------------------
// Cross-field rules (use with `.superRefine(...)` on an object)
// ---------------------------------------------------------------------------------------------

type Sink = { addIssue: (issue: z.core.$ZodSuperRefineIssue) => void };
type Refinement = (value: object, ctx: Sink) => void;
const read = (value: object, key: string): unknown => (value as Record<string, unknown>)[key];

/**
 * At least one of `keys` is filled ('Alespoň jedno pole je povinné' on the whole form, key '_form').
 * `emptyValues` count as not filled (e.g. 'NEUVEDENO' of a blood group).
 */
/* @__NO_SIDE_EFFECTS__ */
export function atLeastOneFilled(
  keys: readonly string[],
  options: { message?: string; emptyValues?: readonly unknown[] } = {},
): Refinement {
  return (value, ctx) => {
    const filled = keys.some((key) => {
      const entry = read(value, key);
      return !isEmptyValue(entry) && !(options.emptyValues ?? []).includes(entry);
    });
    if (!filled) ctx.addIssue({ code: 'custom', message: options.message ?? messages.emergencyDataEmpty, path: [], input: value });
  };
}

/** Personal document: a date or a description ('Musí být vyplněn datum události nebo popis dokumentu' on both fields). */
/* @__NO_SIDE_EFFECTS__ */
export function dateOrDescription(dateKey = 'datum', descriptionKey = 'popis'): Refinement {
  return (value, ctx) => {
    if (isEmptyValue(read(value, dateKey)) && isEmptyValue(read(value, descriptionKey))) {
      for (const key of [dateKey, descriptionKey])
        ctx.addIssue({ code: 'custom', message: messages.documentDateOrDescription, path: [key], input: value });
    }
  };
}

/** `key` must not be greater than `otherKey` (both numbers); `message` goes on `key`. */
/* @__NO_SIDE_EFFECTS__ */
export function notGreaterThanField(key: string, otherKey: string, message: string): Refinement {
  return (value, ctx) => {
    const own = read(value, key);
    const other = read(value, otherKey);
    if (typeof own === 'number' && typeof other === 'number' && own > other)
      ctx.addIssue({ code: 'custom', message, path: [key], input: own });
  };
}

/** radek05 ≤ radek04: 'Hodnota nesmí být větší než hodnota řádku 4'. */
export const radek05NotAboveRadek04: Refinement = notGreaterThanField('radek05', 'radek04', messages.valueAboveRow4);
/** radek06 ≤ radek04 too: the months of the minimum base lie within the months of activity. */
export const radek06NotAboveRadek04: Refinement = notGreaterThanField('radek06', 'radek04', messages.valueAboveRow4);

/** `key` must be strictly smaller than `otherKey` (e.g. tlakDiast < tlakSyst): 'Hodnota musí být menší jak N'. */
/* @__NO_SIDE_EFFECTS__ */
export function lessThanField(key: string, otherKey: string): Refinement {
  return (value, ctx) => {
    const own = read(value, key);
    const other = read(value, otherKey);
    if (typeof own === 'number' && typeof other === 'number' && own >= other) {
      ctx.addIssue({ code: 'custom', message: messages.smallerThan(formatNumberForMessage(other)), path: [key], input: own });
    }
  };
}

/** Date range: `toKey` not before `fromKey` ('Datum nesmí být před dd.mm.rrrr' on `toKey`). */
/* @__NO_SIDE_EFFECTS__ */
export function dateRangeOrder(fromKey = 'datumOd', toKey = 'datumDo'): Refinement {
  return (value, ctx) => {
    const from = read(value, fromKey);
    const to = read(value, toKey);
    // Only real dates are compared: a field that is not a date already has its own message.
    if (
      typeof from === 'string' &&
      typeof to === 'string' &&
      parseIsoDate(from) &&
      parseIsoDate(to) &&
      to.slice(0, 10) < from.slice(0, 10)
    ) {
      ctx.addIssue({ code: 'custom', message: messages.dateNotBefore(formatDateMessage(from)), path: [toKey], input: to });
    }
  };
}

/** `key` is required when `condition(value)` holds ('Pole je povinné' on `key`). */
/* @__NO_SIDE_EFFECTS__ */
export function requiredWhen(key: string, condition: (value: Record<string, unknown>) => boolean): Refinement {
  return (value, ctx) => {
    if (condition(value as Record<string, unknown>) && isEmptyValue(read(value, key))) {
      ctx.addIssue({ code: 'custom', message: messages.required, path: [key], input: value });
    }
  };
}

/** Parallel lists (e.g. rocis[], jmeno[], prijmeni[] of newborns): a missing entry is required ('Pole je povinné' on `list.i`). */
/* @__NO_SIDE_EFFECTS__ */
export function parallelLists(keys: readonly string[]): Refinement {
  return (value, ctx) => {
    const lists = keys.map((key) => read(value, key));
    const length = Math.max(0, ...lists.map((entry) => (Array.isArray(entry) ? entry.length : 0)));
    keys.forEach((key, index) => {
      const entry = lists[index];
      const items = Array.isArray(entry) ? entry : [];
      for (let i = items.length; i < length; i += 1)
        ctx.addIssue({ code: 'custom', message: messages.required, path: [key, i], input: value });
    });
  };
}

// ---------------------------------------------------------------------------------------------
// Errors on the wire
// ---------------------------------------------------------------------------------------------

/**
 * An issue path or a `chyby` key as a form's field name (TanStack Form's notation, which the
 * forms and the wizards share): ['adresa', 'obec'] → 'adresa.obec'; ['rocis', 1] or 'rocis.1' →
 * 'rocis[1]'; [] or '' → '_form'. Standard-schema segments ({ key }) are read too.
 */
export function formFieldName(path: readonly (PropertyKey | { key: PropertyKey })[] | string): string {
  const segments = typeof path === 'string' ? (path === '' ? [] : path.split('.')) : path;
  let name = '';
  for (const raw of segments) {
    const segment = typeof raw === 'object' && raw !== null && 'key' in raw ? raw.key : raw;
    if (typeof segment === 'number' || (typeof segment === 'string' && /^\d+$/.test(segment))) name += `[${String(segment)}]`;
    else name += (name ? '.' : '') + String(segment);
  }
  return name || '_form';
}

/** An issue path as a `chyby` key: joined by '.' ('aplikaceInfo.instalaceId', 'rocis.1'), '_form' for the root. */
export const errorKeyOfPath = (path: readonly PropertyKey[]): string =>
  path.length === 0 ? '_form' : path.map((part) => String(part)).join('.');

/**
 * A ZodError → the `chyby` map of a 400 body; each key lists its distinct messages in order. The
 * one rule for turning issues into field messages: forms and wizards pass their own `keyOf` for
 * their field names ('rocis[1]').
 */
export function fieldErrors(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  keyOf: (path: readonly PropertyKey[]) => string = errorKeyOfPath,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = keyOf(issue.path);
    const list = (result[key] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return result;
}

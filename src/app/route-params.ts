/**
 * Path parameters, parsed once by the route (`params: { parse, stringify }`) into the values the
 * screens use: an optional {rok} becomes a number, {typ} the payment person type, ids stay digit
 * strings (they go up to 2^63 − 1). A malformed value is not found (the not-found screen inside
 * the shell), as document 2 §5 asks. Route files import this with the first screen, so it must
 * not import the contract's call definitions at run time (that would put the whole contract into
 * the first visit's bundle); the id check of contract/ids is small and already there.
 */
import { notFound } from '@tanstack/react-router';
import { isIdText } from '../../contract/id-text';
import type { PaymentPersonType } from '../../contract/enums';

/** An optional {rok}: a four-digit year (19xx, 20xx) → the number; absent → undefined. */
export function parseYear(rok: string | undefined): number | undefined {
  if (rok === undefined) return undefined;
  if (!/^(19|20)\d{2}$/.test(rok)) throw notFound();
  return Number(rok);
}

/** An id path parameter: the canonical digits of an id of document 2 §5 (1 to 2^63 − 1). */
export function parseId(id: string): string {
  if (!isIdText(id)) throw notFound();
  return id;
}

/** An optional id path parameter ({-$vlakno}). */
export function parseOptionalId(id: string | undefined): string | undefined {
  return id === undefined ? undefined : parseId(id);
}

/**
 * The codes of {typ} ('Platby pojistného'), as a Record over the contract's type: the compiler
 * keeps it equal to `paymentPersonTypes` (a missing or extra code fails).
 */
const paymentPersonTypeCodes: Record<PaymentPersonType, true> = { OSVC: true, OBZP: true };

export function isPaymentPersonType(value: string | undefined): value is PaymentPersonType {
  return value !== undefined && Object.hasOwn(paymentPersonTypeCodes, value);
}

/** An optional {typ}: a typOsoby code (OSVC, OBZP). */
export function parsePaymentPersonType(typ: string | undefined): PaymentPersonType | undefined {
  if (typ === undefined) return undefined;
  if (!isPaymentPersonType(typ)) throw notFound();
  return typ;
}

/** A parsed optional number back into its path segment. */
export const optionalSegment = (value: number | string | undefined): string | undefined =>
  value === undefined ? undefined : String(value);

/** `params` of a route whose only parameter is an optional {rok}. */
export const yearParams = {
  parse: (raw: { rok?: string }): { rok?: number } => ({ rok: parseYear(raw.rok) }),
  stringify: (params: { rok?: number }) => ({ rok: optionalSegment(params.rok) }),
};

/**
 * `params` of a route whose only parameter is an optional {vlakno}: a thread id is text
 * ('D-2025-004812', 1–36 characters; the contract's limit), not a number.
 */
export const threadParams = {
  parse: (raw: { vlakno?: string }): { vlakno?: string } => {
    if (raw.vlakno === undefined) return { vlakno: undefined };
    if (!/^[A-Za-z0-9_-]{1,36}$/.test(raw.vlakno)) throw notFound();
    return { vlakno: raw.vlakno };
  },
};

/** `params` of a detail route '…/$pojistenecId/$id'. */
export const personRecordParams = {
  parse: (raw: { pojistenecId: string; id: string }) => ({ pojistenecId: parseId(raw.pojistenecId), id: parseId(raw.id) }),
};

/** `params` of a detail route '…/$id' (the person is the selected one). */
export const recordIdParams = {
  parse: (raw: { id: string }) => ({ id: parseId(raw.id) }),
};

/**
 * `params` of the prevention detail '…/moje-prevence/$pojistenecId/$id': {id} is the code of a
 * check-up or screening (MAMOGRAFIE, PRAKTICKY_LEKAR…), the `id` of GET /prevence. Only its shape
 * is checked here (the list of codes lives in the contract's call module); a code the person has
 * no entitlement to is told on the screen.
 */
export const preventionDetailParams = {
  parse: (raw: { pojistenecId: string; id: string }) => {
    if (!/^[A-Z][A-Z_]{1,39}$/.test(raw.id)) throw notFound();
    return { pojistenecId: parseId(raw.pojistenecId), id: raw.id };
  },
};

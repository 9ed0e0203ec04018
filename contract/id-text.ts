/**
 * Ids as text without zod, for what the app checks before any zod has loaded (route parameters,
 * storage). contract/ids.ts holds the schemas; tests/contract/ids.test.ts keeps the two in step.
 */

/** The largest id of document 2 §5 (2^63 − 1). */
export const maxIdText = '9223372036854775807';

/** An id as text in a URL, storage or navigation state: the canonical digits (no sign, no leading zero) of an id from 1 to 2^63 − 1. */
export function isIdText(value: unknown): value is string {
  return typeof value === 'string' && /^[1-9]\d{0,18}$/.test(value) && BigInt(value) <= BigInt(maxIdText);
}

/** An emergency card's share token (32 random bytes in base64url), as the public page reads it from its URL. */
export const shareTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The error body of document 2 §8 without zod: the kinds, the check the browser's API client
 * runs on an error answer before any zod has loaded, and what a flow shows of a failure.
 * contract/errors.ts holds the schema (tests/contract/error-body.test.ts keeps the two in step).
 */
import type { ApiError } from './errors';

/** Error kinds on the wire (document 2 §8). ODSTAVKA is the spec's maintenance type. */
export const errorTypes = ['CHYBA', 'VALIDACE', 'NEPRIHLASEN', 'ZAKAZANO', 'NENALEZENO', 'LIMIT', 'ODSTAVKA', 'KONFLIKT'] as const;

/** The same check as `apiErrorSchema` (contract/errors.ts). */
export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const body = value as Record<string, unknown>;
  const optionalText = (field: unknown) => field === undefined || typeof field === 'string';
  const chyby = body.chyby;
  return (
    Number.isInteger(body.status) &&
    (errorTypes as readonly unknown[]).includes(body.typ) &&
    optionalText(body.titulek) &&
    optionalText(body.detail) &&
    typeof body.chybaId === 'string' &&
    (chyby === undefined ||
      (typeof chyby === 'object' &&
        chyby !== null &&
        !Array.isArray(chyby) &&
        Object.values(chyby).every((list) => Array.isArray(list) && list.every((item) => typeof item === 'string'))))
  );
}

/** What a failed call tells the user inside a flow: the Czech message and the field messages of a 400. */
export interface CallFailure {
  message: string;
  /** Field path → messages ('_form' for the whole request). */
  chyby?: Record<string, string[]>;
}

/** Any rejection as a CallFailure: one passes through, an Error gives its message, anything else its text. */
export function callFailureOf(error: unknown): CallFailure {
  if (error && typeof error === 'object' && typeof (error as { message?: unknown }).message === 'string') {
    const chyby = (error as { chyby?: unknown }).chyby;
    return {
      message: (error as { message: string }).message,
      chyby: chyby && typeof chyby === 'object' ? (chyby as Record<string, string[]>) : undefined,
    };
  }
  return { message: String(error) };
}

import { notFoundError } from '../plugins/errors';

/** A record id as stored (ids are bigserial, far below 2^53); a larger id cannot exist → null. */
export function recordIdOf(id: string): number | null {
  const value = BigInt(id);
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : null;
}

/** The stored record id, or 404 for an id no record can have. */
export function requireRecordId(id: string): number {
  const value = recordIdOf(id);
  if (value === null) throw notFoundError();
  return value;
}

import { z } from 'zod';
import { maxIdText } from './id-text';
import { messages } from './messages';

const maxId = BigInt(maxIdText);

/** Ids of document 2 §5: 1 to 9223372036854775807. Kept as a digit string so no precision is lost. */
export const idParam = z
  .union([z.string(), z.number()], { error: messages.required })
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,19}$/.test(value), { message: messages.integer })
  .refine((value) => /^\d{1,19}$/.test(value) && BigInt(value) >= 1n, { message: messages.min(1) })
  .refine((value) => /^\d{1,19}$/.test(value) && BigInt(value) <= maxId, { message: messages.max(maxId.toString()) });

export const pojistenecIdParams = z.object({ pojistenecId: idParam });

/**
 * The insured person's id (pojistenecId) as the server carries it from the route to SQL: the
 * canonical digit string (no leading zeros) of `idParam`, branded so it cannot be mixed up with
 * a plain string or number. Never a JS number: ids go up to 2^63 − 1.
 */
export const personIdParam = idParam.transform((value) => BigInt(value).toString()).brand<'PersonId'>();
export type PersonId = z.output<typeof personIdParam>;

/**
 * A person id in a JSON response: a number as always for ids up to 2^53 − 1 (every id issued
 * so far), a digit string above that, where a JSON number would be rounded by the reader.
 */
export const personIdWire = z.union([z.number().int().positive().max(Number.MAX_SAFE_INTEGER), z.string().regex(/^[1-9]\d{15,18}$/)]);
export type PersonIdWire = z.output<typeof personIdWire>;

export function personIdToWire(id: PersonId): PersonIdWire {
  return BigInt(id) <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(id) : id;
}

export { isIdText } from './id-text';

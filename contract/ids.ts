import { z } from 'zod';
import { messages } from './messages';

const maxId = 9223372036854775807n;

/** Ids of document 2 §5: 1 to 9223372036854775807. Kept as a digit string so no precision is lost. */
export const idParam = z
  .union([z.string(), z.number()], { error: messages.required })
  .transform((value) => String(value).trim())
  .refine((value) => /^\d{1,19}$/.test(value), { message: messages.integer })
  .refine((value) => /^\d{1,19}$/.test(value) && BigInt(value) >= 1n, { message: messages.min(1) })
  .refine((value) => /^\d{1,19}$/.test(value) && BigInt(value) <= maxId, { message: messages.max(maxId.toString()) });

export const pojistenecIdParams = z.object({ pojistenecId: idParam });

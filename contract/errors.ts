import { z } from 'zod';
import { errorTypes } from './error-body';

export { errorTypes, isApiError, callFailureOf, type CallFailure } from './error-body';

/**
 * The one JSON error body of the API. `chybaId` is also written in the server's log line
 * so support can find it; `chyby` carries the field messages of a 400 (field path → messages).
 */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  typ: z.enum(errorTypes),
  titulek: z.string().optional(),
  detail: z.string().optional(),
  chybaId: z.string(),
  chyby: z.record(z.string(), z.array(z.string())).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

import { z } from 'zod';

/** Error kinds on the wire (document 2 §8). ODSTAVKA is the spec's maintenance type. */
export const errorTypes = ['CHYBA', 'VALIDACE', 'NEPRIHLASEN', 'ZAKAZANO', 'NENALEZENO', 'LIMIT', 'ODSTAVKA'] as const;

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

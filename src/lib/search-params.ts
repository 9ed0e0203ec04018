/**
 * Route search parameters read without zod: every route's `validateSearch` runs in the first
 * download (the route tree is in the entry), which carries no zod. A value that is not what the
 * route takes is dropped, so a bad or old link opens the screen at its start, never an error.
 */

/** A reader of one of `values`; anything else reads as undefined (a bad `?krok=` is the first step). */
export function oneOf<const T extends readonly string[]>(values: T): (value: unknown) => T[number] | undefined {
  return (value) => (typeof value === 'string' && values.includes(value) ? value : undefined);
}

/** What `searchOf(readers)` reads: each key that its reader took. */
export type SearchOf<R extends Record<string, (value: unknown) => unknown>> = { [K in keyof R]?: Exclude<ReturnType<R[K]>, undefined> };

/**
 * `validateSearch` of a route whose search is a few independent values: each key read by its
 * reader, a key that reads as undefined left out (a bad value drops alone, the others stay).
 */
export function searchOf<R extends Record<string, (value: unknown) => unknown>>(
  readers: R,
): (search: Record<string, unknown>) => SearchOf<R> {
  return (search) => {
    const found: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(readers)) {
      const value = read(search[key]);
      if (value !== undefined) found[key] = value;
    }
    return found as SearchOf<R>;
  };
}

/** `validateSearch` of a wizard's route: `{ krok }` when it is one of the wizard's steps, else `{}`. */
export function stepSearch<const T extends readonly string[]>(slugs: T): (search: Record<string, unknown>) => { krok?: T[number] } {
  return searchOf({ krok: oneOf(slugs) });
}

/** Trimmed text of 1 to `max` characters, cut to `max` if longer when `cut`; undefined otherwise. */
export function text(value: unknown, max: number, { cut = false }: { cut?: boolean } = {}): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (trimmed.length > max) return cut ? trimmed.slice(0, max) : undefined;
  return trimmed;
}

/** A positive safe integer, bare (the router writes numbers bare) or as up to 15 digits; undefined otherwise. */
export function positiveInteger(value: unknown): number | undefined {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isSafeInteger(number) && number >= 1 ? number : undefined;
}

/**
 * Route search of a list that can open one record for editing: `?upravit=<id>`. The router writes
 * numbers bare (a string of digits would travel quoted), so the id is a positive safe integer;
 * anything else is dropped.
 */
export function editSearch(search: Record<string, unknown>): { upravit?: number } {
  const upravit = positiveInteger(search.upravit);
  return upravit === undefined ? {} : { upravit };
}

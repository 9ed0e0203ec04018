/**
 * The step of a request wizard (certificate of no arrears, EHIC, new card) in the URL:
 * no `krok` (or `krok=adresa`) — the choice; `krok=kontrola` — 'Zkontrolujte žádost';
 * `krok=odeslano` — 'Žádost byla přijata'. The routes validate it with this schema; a bad value
 * reads as the first step. Kept small: the routes load it.
 */
import { z } from 'zod';

export const requestSlugs = ['adresa', 'kontrola', 'odeslano'] as const;
export type RequestSlug = (typeof requestSlugs)[number];

export const requestStepSchema = z.enum(requestSlugs).optional().catch(undefined);

/** validateSearch of the request routes. */
export const requestSearchSchema = z.object({ krok: requestStepSchema });

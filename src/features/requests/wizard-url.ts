/**
 * The step of a request wizard (certificate of no arrears, EHIC, new card) in the URL:
 * no `krok` (or `krok=adresa`) — the choice; `krok=kontrola` — 'Zkontrolujte žádost';
 * `krok=odeslano` — 'Žádost byla přijata'. The routes validate it with this schema; a bad value
 * reads as the first step. Kept small: the routes load it.
 */
import { oneOf, stepSearch } from '../../lib/search-params';

export const requestSlugs = ['adresa', 'kontrola', 'odeslano'] as const;
export type RequestSlug = (typeof requestSlugs)[number];

export const requestStep = oneOf(requestSlugs);

/** validateSearch of the request routes. */
export const requestSearch = stepSearch(requestSlugs);

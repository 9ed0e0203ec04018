/** The steps of the two claim wizards in the URL (`?krok=`). Kept small and zod-free: the routes load it. */
import { oneOf, stepSearch } from '../../lib/search-params';

/** The steps of both wizards as the URL names them. */
export const claimSlugs = ['uctenka', 'udaje', 'ucet', 'doklady', 'kontrola', 'odeslano'] as const;
export type ClaimSlug = (typeof claimSlugs)[number];

/** The URL's step; a bad value reads as the first step. */
export const claimStep = oneOf(claimSlugs);

/** validateSearch of the claim routes. */
export const claimSearch = stepSearch(claimSlugs);

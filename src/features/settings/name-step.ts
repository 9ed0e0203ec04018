/**
 * The step of the name change on 'Osobní údaje' in the URL: `?krok=jmeno` (the form),
 * `?krok=kontrola-jmena` (the review); absent while the name is only shown. Kept small: the route
 * validates its search with it, and route files stay out of the first visit's heavy modules.
 */
import { oneOf, stepSearch } from '../../lib/search-params';

export const nameStepSlugs = ['jmeno', 'kontrola-jmena'] as const;
export type NameStepSlug = (typeof nameStepSlugs)[number];
export const nameStep = oneOf(nameStepSlugs);
/** validateSearch of 'Osobní údaje'. */
export const nameStepSearch = stepSearch(nameStepSlugs);

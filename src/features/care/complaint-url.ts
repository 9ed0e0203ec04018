/**
 * The steps of the complaint wizard as the URL names them (`?krok=`). Kept small: the route
 * validates its search with it, and route files stay out of the machine and the contract.
 */
import { oneOf, stepSearch } from '../../lib/search-params';

export const complaintSlugs = { procedures: 'vykony', reason: 'duvod', contact: 'kontakt', review: 'kontrola' } as const;
export type ComplaintSlug = (typeof complaintSlugs)[keyof typeof complaintSlugs];
export const complaintStep = oneOf(Object.values(complaintSlugs));

/** validateSearch of the complaint route. */
export const complaintSearch = stepSearch(Object.values(complaintSlugs));

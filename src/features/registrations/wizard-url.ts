/**
 * The steps of the two registration wizards as the URL names them (`?krok=`). Kept small: the
 * routes validate their search with these, and route files stay out of the first visit's heavy
 * modules (the machines and the contract load with the screen).
 */
import { oneOf, stepSearch } from '../../lib/search-params';

export const newbornSlugs = {
  mother: 'matka',
  children: 'deti',
  certificates: 'rodne-listy',
  branch: 'pobocka',
  review: 'kontrola',
} as const;
export type NewbornSlug = (typeof newbornSlugs)[keyof typeof newbornSlugs];
export const newbornStep = oneOf(Object.values(newbornSlugs));
export const newbornSearch = stepSearch(Object.values(newbornSlugs));

export const reregistrationSlugs = { child: 'dite', insurer: 'pojistovna', address: 'adresa', review: 'kontrola' } as const;
export type ReregistrationSlug = (typeof reregistrationSlugs)[keyof typeof reregistrationSlugs];
export const reregistrationStep = oneOf(Object.values(reregistrationSlugs));
export const reregistrationSearch = stepSearch(Object.values(reregistrationSlugs));

/**
 * The steps of the two registration wizards as the URL names them (`?krok=`). Kept small: the
 * routes validate their search with these, and route files stay out of the first visit's heavy
 * modules (the machines and the contract load with the screen).
 */
import { z } from 'zod';

export const newbornSlugs = {
  mother: 'matka',
  children: 'deti',
  certificates: 'rodne-listy',
  branch: 'pobocka',
  review: 'kontrola',
} as const;
export type NewbornSlug = (typeof newbornSlugs)[keyof typeof newbornSlugs];
export const newbornStepSchema = z
  .enum(Object.values(newbornSlugs) as [NewbornSlug, ...NewbornSlug[]])
  .optional()
  .catch(undefined);

export const reregistrationSlugs = { child: 'dite', insurer: 'pojistovna', address: 'adresa', review: 'kontrola' } as const;
export type ReregistrationSlug = (typeof reregistrationSlugs)[keyof typeof reregistrationSlugs];
export const reregistrationStepSchema = z
  .enum(Object.values(reregistrationSlugs) as [ReregistrationSlug, ...ReregistrationSlug[]])
  .optional()
  .catch(undefined);

/**
 * The steps of the complaint wizard as the URL names them (`?krok=`). Kept small: the route
 * validates its search with it, and route files stay out of the machine and the contract.
 */
import { z } from 'zod';

export const complaintSlugs = { procedures: 'vykony', reason: 'duvod', contact: 'kontakt', review: 'kontrola' } as const;
export type ComplaintSlug = (typeof complaintSlugs)[keyof typeof complaintSlugs];
export const complaintStepSchema = z
  .enum(Object.values(complaintSlugs) as [ComplaintSlug, ...ComplaintSlug[]])
  .optional()
  .catch(undefined);

/** validateSearch of the complaint route. */
export const complaintSearchSchema = z.object({ krok: complaintStepSchema });

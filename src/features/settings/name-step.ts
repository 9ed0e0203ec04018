/**
 * The step of the name change on 'Osobní údaje' in the URL: `?krok=jmeno` (the form),
 * `?krok=kontrola-jmena` (the review); absent while the name is only shown. Kept small: the route
 * validates its search with it, and route files stay out of the first visit's heavy modules.
 */
import { z } from 'zod';

export const nameStepSlugs = ['jmeno', 'kontrola-jmena'] as const;
export type NameStepSlug = (typeof nameStepSlugs)[number];
export const nameStepSchema = z.enum(nameStepSlugs).optional().catch(undefined);

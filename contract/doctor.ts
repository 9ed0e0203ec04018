/**
 * The doctor's calls (document 2 §7 "Plain calls"): the patient overview. A doctor sees only the
 * insured persons who allowed them to see their documentation (doctor_access.allowed = true).
 */
import { z } from 'zod';
import { defineCall } from './define';
import { personIdWire } from './ids';
import { filtrPacientuSchema } from './entities';

/** One patient of the overview. narozen is an ISO date with zero time; rodneCislo ten digits (shown with a slash). */
export const pacientSchema = z.object({
  pojistenecId: personIdWire,
  jmeno: z.string(),
  prijmeni: z.string(),
  narozen: z.string(),
  rodneCislo: z.string(),
});
export type Pacient = z.infer<typeof pacientSchema>;

/**
 * GET /prehledPacientu?jmeno&prijmeni&rocis (doctors only), every filter optional. jmeno and
 * prijmeni match the start of the name, ignoring case; rocis (digits, a slash after the sixth
 * allowed) matches the whole birth number. Sorted by surname, then name.
 */
export const prehledPacientu = defineCall({
  id: 'prehledPacientu',
  summary: 'Přehled pacientů lékaře (jen pacienti, kteří lékaři zpřístupnili dokumentaci)',
  method: 'GET',
  path: '/prehledPacientu',
  auth: 'access',
  role: 'lekar',
  query: filtrPacientuSchema,
  response: z.object({ seznamPacientu: z.array(pacientSchema) }),
});

/**
 * The doctor's calls (document 2 §7 "Plain calls"): the patient overview. A doctor sees only the
 * insured persons who allowed them to see their documentation (doctor_access.allowed = true).
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam, personIdWire } from './ids';
import { filtrPacientuSchema } from './entities';

export * from './doctor-card';

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

// The doctor's patient card (issue 37): the sections and their wording are in doctor-card.ts (no zod).

const sex = z.enum(['Z', 'M']);
const wireDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const patientParams = z.object({ pojistenecId: idParam });

export const lekarLekSchema = z.object({
  nazev: z.string(),
  /** Strength, form and pack. */
  doplnek: z.string(),
  ucinnaLatka: z.string(),
  davkovani: z.string().nullable(),
  od: wireDay,
  do: wireDay.nullable(),
  aktualni: z.boolean(),
  predepsal: z.string().nullable(),
  /** Dispensed on prescription (PREDPIS) or entered by the patient (VLASTNI). */
  zdroj: z.enum(['PREDPIS', 'VLASTNI']),
});

export const lekyPacienta = defineCall({
  id: 'lekyPacienta',
  summary: 'Lékař: léky pacienta (užívané a za poslední rok ukončené) a upozornění na interakce',
  method: 'GET',
  path: '/poj/{pojistenecId}/lekar/leky',
  auth: 'access',
  role: 'lekar',
  personScoped: 'path',
  personAccess: 'read',
  params: patientParams,
  response: z.object({
    pohlavi: sex,
    seznamLeku: z.array(lekarLekSchema),
    upozorneni: z.array(z.object({ nazev: z.string(), popis: z.string(), zavaznost: z.string() })),
  }),
});

export const labVysledekPacienta = defineCall({
  id: 'labVysledekPacienta',
  summary: 'Lékař: laboratorní výsledky pacienta s hodnotami (jen se souhlasem pacienta se zobrazením výsledků)',
  method: 'GET',
  path: '/poj/{pojistenecId}/lekar/laboratorniVysledky',
  auth: 'access',
  role: 'lekar',
  personScoped: 'path',
  personAccess: 'read',
  params: patientParams,
  response: z.object({
    pohlavi: sex,
    seznamVysledku: z.array(
      z.object({
        id: z.number().int(),
        datum: wireDay,
        nazev: z.string(),
        laborator: z.string(),
        hodnoty: z.array(
          z.object({
            nazev: z.string(),
            hodnota: z.number(),
            jednotka: z.string(),
            referenceOd: z.number().nullable(),
            referenceDo: z.number().nullable(),
            priznak: z.enum(['NIZKA', 'VYSOKA']).nullable(),
          }),
        ),
      }),
    ),
  }),
});

export const prevencePacienta = defineCall({
  id: 'prevencePacienta',
  summary: 'Lékař: preventivní prohlídky a screeningy pacienta se stavem a poslední návštěvou',
  method: 'GET',
  path: '/poj/{pojistenecId}/lekar/prevence',
  auth: 'access',
  role: 'lekar',
  personScoped: 'path',
  personAccess: 'read',
  params: patientParams,
  response: z.object({
    pohlavi: sex,
    seznamPrevenci: z.array(
      z.object({
        nazev: z.string(),
        stavPopis: z.string(),
        semafor: z.string(),
        posledni: wireDay.nullable(),
        poskytovatel: z.string().nullable(),
        dalsiTermin: wireDay.nullable(),
      }),
    ),
  }),
});

export const cerpanaPecePacienta = defineCall({
  id: 'cerpanaPecePacienta',
  summary: 'Lékař: čerpaná péče pacienta za poslední dva roky (kdy, kde, odbornost), bez částek',
  method: 'GET',
  path: '/poj/{pojistenecId}/lekar/cerpanaPece',
  auth: 'access',
  role: 'lekar',
  personScoped: 'path',
  personAccess: 'read',
  params: patientParams,
  response: z.object({
    pohlavi: sex,
    seznamNavstev: z.array(
      z.object({ datum: wireDay, poskytovatel: z.string(), odbornost: z.string(), druh: z.string(), diagnoza: z.string().nullable() }),
    ),
  }),
});

/**
 * My health (issue 12), prevention (document 2 §7 "Care and prevention"; document 1 §4 check-up
 * states and the traffic light): the check-ups and screenings a person is entitled to, computed
 * on the server from age and sex by the Czech prevention decree (vyhláška č. 70/2012 Sb. as
 * amended, last by vyhláška č. 403/2025 Sb. from 1 January 2026) and the national screening and
 * early-detection programmes; the rules and their sources are in docs/prevention-rules.md.
 *
 * Access: reads for representatives and allowed doctors; reporting a check-up for representatives.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { entity } from './entities';
import { preventionStates, trafficLights } from './enums';
import { idSchema, isoDate, oneOf, text } from './rules';
import { todayIso } from './format';
import { preventionSections } from './enums';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });

/** Every check-up and screening the portal knows (the `id` of GET /prevence and `typPrevence` of care drawn). */
export const preventionCodes = [
  'PRAKTICKY_LEKAR',
  'PRAKTICKY_LEKAR_DETI',
  'ZUBNI',
  'GYNEKOLOGIE',
  'CERVIX',
  'HPV',
  'MAMOGRAFIE',
  'KOLOREKTALNI',
  'PROSTATA',
  'PLICE',
  'AORTA',
  'OSTEOPOROZA',
  'DEMENCE',
] as const;
export type PreventionCode = (typeof preventionCodes)[number];
export const preventionLabels: Record<PreventionCode, string> = {
  PRAKTICKY_LEKAR: 'Všeobecná preventivní prohlídka u praktického lékaře',
  PRAKTICKY_LEKAR_DETI: 'Preventivní prohlídka dítěte u praktického lékaře pro děti a dorost',
  ZUBNI: 'Preventivní prohlídka u zubního lékaře',
  GYNEKOLOGIE: 'Gynekologická preventivní prohlídka',
  CERVIX: 'Screening karcinomu děložního hrdla (cytologie)',
  HPV: 'Test na lidský papilomavirus (HPV)',
  MAMOGRAFIE: 'Screening karcinomu prsu (mamografie)',
  KOLOREKTALNI: 'Screening kolorektálního karcinomu',
  PROSTATA: 'Program časného záchytu karcinomu prostaty',
  PLICE: 'Program časného záchytu karcinomu plic',
  AORTA: 'Program časného záchytu aneurysmatu břišní aorty',
  OSTEOPOROZA: 'Program časného záchytu osteoporózy',
  DEMENCE: 'Program časného záchytu demence',
};

/** Groups by who does it. */
export const preventionGroups = ['PRAKTICKY_LEKAR', 'PEDIATR', 'ZUBNI_LEKAR', 'GYNEKOLOG', 'SPECIALIZOVANE_PRACOVISTE'] as const;
export type PreventionGroup = (typeof preventionGroups)[number];
export const preventionGroupLabels: Record<PreventionGroup, string> = {
  PRAKTICKY_LEKAR: 'Praktický lékař',
  PEDIATR: 'Praktický lékař pro děti a dorost',
  ZUBNI_LEKAR: 'Zubní lékař',
  GYNEKOLOG: 'Gynekolog',
  SPECIALIZOVANE_PRACOVISTE: 'Specializované pracoviště',
};

/** Where a visit of the history comes from: the insurer's records (a doctor reported it) or the person. */
export const visitSources = ['POJISTOVNA', 'POJISTENEC'] as const;
export type VisitSource = (typeof visitSources)[number];

export const navstevaPrevenceSchema = z.object({
  datum: wireDate,
  /** The doctor or facility (as reported). */
  poskytovatel: z.string().nullable(),
  zdroj: z.enum(visitSources),
  /** The care item of care drawn (POJISTOVNA) or the reported check-up (POJISTENEC). */
  pripadId: recordId.nullable(),
  kontrolaId: recordId.nullable(),
});
export type NavstevaPrevence = z.infer<typeof navstevaPrevenceSchema>;

export const prevencePolozkaSchema = z.object({
  id: z.enum(preventionCodes),
  nazev: z.string(),
  sekce: z.enum(preventionSections),
  skupina: z.enum(preventionGroups),
  /** Document 1 §4: PLATNA (valid until platnostDo), NEPLATNA, TERMIN_NENASTAVEN, PROVEDENA, NEPROVEDENA. */
  stav: z.enum(preventionStates),
  /** The state in a plain Czech sentence ('Platná do 14. 3. 2027'). */
  stavPopis: z.string(),
  platnostDo: wireDate.nullable(),
  semafor: z.enum(trafficLights),
  posledniNavsteva: navstevaPrevenceSchema.nullable(),
  /** From when the next one can be done (null when none is due any more). */
  dalsiTermin: wireDate.nullable(),
  /** What is missing, in plain Czech (null when nothing). */
  coChybi: z.string().nullable(),
  /** How often ('jednou za 2 roky'). */
  frekvence: z.string(),
  /** What it contains. */
  obsah: z.array(z.string()),
  /** Who does it. */
  kdoProvadi: z.string(),
  /** The legal source or programme. */
  pravniZaklad: z.string(),
  /** Every visit known, newest first. */
  historie: z.array(navstevaPrevenceSchema),
});
export type PrevencePolozka = z.infer<typeof prevencePolozkaSchema>;

export const prevenceDotazSchema = entity({
  id: oneOf(preventionCodes, { optional: true }),
  sekce: oneOf(preventionSections, { optional: true }),
  skupina: oneOf(preventionGroups, { optional: true }),
});

export const prevenceOdpovedSchema = z.object({
  /** Age in whole years today and sex ('Z' / 'M') the entitlements were computed from. */
  vek: z.number().int(),
  pohlavi: z.enum(['Z', 'M']),
  seznamPrevenci: z.array(prevencePolozkaSchema),
});
export type PrevenceOdpoved = z.infer<typeof prevenceOdpovedSchema>;

export const prevence = defineCall({
  id: 'prevence',
  summary: 'Preventivní prohlídky a screeningy, na které má pojištěnec nárok, se stavem a semaforem',
  method: 'GET',
  path: '/poj/{pojistenecId}/prevence',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'read',
  params: personParams,
  query: prevenceDotazSchema,
  response: prevenceOdpovedSchema,
});

/**
 * A check-up the insurer does not know about yet, reported by the person: which one, when (not in
 * the future; the server also refuses a date before birth) and where. The body of POST /prevenceKontrola.
 */
export const prevenceKontrolaSchema = entity({
  kodPrevence: oneOf(preventionCodes),
  datum: isoDate({ max: () => todayIso() }),
  smluvniPartnerNazev: text({ min: 1, max: 255 }),
  poznamka: text({ min: 1, max: 1000, optional: true }),
});
export type PrevenceKontrola = z.output<typeof prevenceKontrolaSchema>;

export const prevenceKontrolaOdpovedSchema = z.object({
  id: recordId,
  kodPrevence: z.enum(preventionCodes),
  nazevPrevence: z.string(),
  datum: wireDate,
  smluvniPartnerNazev: z.string(),
  poznamka: z.string().nullable(),
  /** When it was reported. */
  nahlaseno: z.string(),
});
export type PrevenceKontrolaOdpoved = z.infer<typeof prevenceKontrolaOdpovedSchema>;

export const prevenceKontrola = defineCall({
  id: 'prevenceKontrola',
  summary: 'Nahlášení absolvované preventivní prohlídky (hlavička Idempotency-Key chrání před dvojím odesláním)',
  method: 'POST',
  path: '/poj/{pojistenecId}/prevenceKontrola',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: prevenceKontrolaSchema,
  bodyKind: 'json',
  response: prevenceKontrolaOdpovedSchema,
});

export const prevenceKontrolaInfo = defineCall({
  id: 'prevenceKontrolaInfo',
  summary: 'Nahlášená preventivní prohlídka',
  method: 'GET',
  path: '/poj/{pojistenecId}/prevenceKontrolaInfo/{id}',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'read',
  params: z.object({ pojistenecId: idParam, id: idSchema }),
  response: prevenceKontrolaOdpovedSchema,
});

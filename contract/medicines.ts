/**
 * My health (issue 12), medicines and borrowed medical aids (document 2 §7 "Health history":
 * /leky, /lekyPotvrzeni, /mojeLekyPridat, /mojeLekySmazat, /prostredky), the medicines list the
 * person searches when adding one, and the co-payment protective limit (zákon č. 48/1997 Sb.
 * § 16b). Access: a doctor the person allowed reads the medicines; every change, the aids and the
 * protective limit's figures travel with the list; aids are for representatives only.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { entity, seznamPotvrzeniSchema } from './entities';
import { loanStates } from './enums';
import { dateRangeOrder, digitsOnly, idSchema, integer, isoDate, text } from './rules';
import { todayIso } from './format';
import { warningKinds, warningSeverities } from './enums';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const money = z.number();
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });

/** Where a medicine of the list comes from: dispensed on prescription (the insurer's records) or added by the person. */
export const medicineSources = ['PREDPIS', 'VLASTNI'] as const;
export type MedicineSource = (typeof medicineSources)[number];

/** A product of the medicines list. */
export const lekCiselnikSchema = z.object({
  /** SÚKL code (7 digits). */
  kodSukl: z.string(),
  nazev: z.string(),
  /** Strength, form and pack ('100MCG TBL NOB 100'). */
  doplnek: z.string(),
  atc: z.string(),
  ucinnaLatka: z.string(),
  /** Prescription only. */
  naPredpis: z.boolean(),
});
export type LekCiselnik = z.infer<typeof lekCiselnikSchema>;

export const lekSchema = lekCiselnikSchema.extend({
  /** The list item's id (seznamPotvrzeni, mojeLekySmazat?id=). */
  id: recordId,
  zdroj: z.enum(medicineSources),
  /** Dispensed on / taken from. */
  datumOd: wireDate,
  /** Taken until (end of the dispensed supply or as the person entered it); null = long-term. */
  datumDo: wireDate.nullable(),
  /** Taken today. */
  aktualni: z.boolean(),
  pocetBaleni: z.number().int().nullable(),
  davkovani: z.string().nullable(),
  /** Who prescribed it (dispensed ones). */
  predepsal: z.string().nullable(),
  /** What the person paid at the pharmacy, and the part counted towards the protective limit (Kč). */
  doplatekKc: money,
  zapocitatelnyDoplatekKc: money,
});
export type Lek = z.infer<typeof lekSchema>;

export const upozorneniLekuSchema = z.object({
  /** Stable key of the warning (kind, rule and the two list items). */
  klic: z.string(),
  typ: z.enum(warningKinds),
  zavaznost: z.enum(warningSeverities),
  /** The two list items concerned. */
  lekIds: z.array(recordId),
  nazev: z.string(),
  /** A plain-Czech explanation with advice. */
  popis: z.string(),
  /** The person confirmed having read it (POST /lekyPotvrzeni). */
  potvrzeno: z.boolean(),
  potvrzenoDatum: z.string().nullable(),
});
export type UpozorneniLeku = z.infer<typeof upozorneniLekuSchema>;

/** Categories of the protective limit (§ 16b zákona č. 48/1997 Sb.). */
export const copayLimitCategories = ['DITE', 'SENIOR_65', 'SENIOR_70', 'INVALIDITA', 'OSTATNI'] as const;
export type CopayLimitCategory = (typeof copayLimitCategories)[number];

export const ochrannyLimitSchema = z.object({
  rok: z.number().int(),
  kategorie: z.enum(copayLimitCategories),
  /** Why this limit applies, in plain Czech. */
  popisKategorie: z.string(),
  limitKc: money,
  /** Counted co-payments of the year so far. */
  zapocitanoKc: money,
  /** What is left until the limit (0 when reached). */
  zbyvaKc: money,
  /** Over the limit: the insurer returns the difference after the quarter. */
  prekrocenoKc: money,
  /** 0–100, for the progress bar. */
  procento: z.number(),
});
export type OchrannyLimit = z.infer<typeof ochrannyLimitSchema>;

export const lekyOdpovedSchema = z.object({
  /** Current medicines first, then the past ones; newest first within each. */
  seznamLeku: z.array(lekSchema),
  /** Warnings between medicines taken at the same time (today). */
  upozorneni: z.array(upozorneniLekuSchema),
  ochrannyLimit: ochrannyLimitSchema,
});
export type LekyOdpoved = z.infer<typeof lekyOdpovedSchema>;

export const leky = defineCall({
  id: 'leky',
  summary: 'Léky vydané na recept i přidané pojištěncem, upozornění na duplicity a interakce, ochranný limit doplatků',
  method: 'GET',
  path: '/poj/{pojistenecId}/leky',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'read',
  params: personParams,
  response: lekyOdpovedSchema,
});

/** POST /lekyPotvrzeni: the list items whose current warnings the person has read (seznamPotvrzeni, 1–100 ids). */
export const lekyPotvrzeniSchema = entity({
  seznamPotvrzeni: seznamPotvrzeniSchema.shape.seznamPotvrzeni.pipe(z.array(z.string()).max(100)),
});

export const lekyPotvrzeni = defineCall({
  id: 'lekyPotvrzeni',
  summary: 'Potvrzení, že pojištěnec četl upozornění u vybraných léků (pamatuje se)',
  method: 'POST',
  path: '/poj/{pojistenecId}/lekyPotvrzeni',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: lekyPotvrzeniSchema,
  bodyKind: 'json',
  response: lekyOdpovedSchema,
});

/** POST /mojeLekyPridat: a product of the medicines list, from when (not in the future), until (optional), dosage. */
export const mujLekSchema = entity({
  kodSukl: digitsOnly({ min: 7, max: 7 }),
  datumOd: isoDate({ max: () => todayIso() }),
  datumDo: isoDate({ optional: true }),
  davkovani: text({ min: 1, max: 100, optional: true }),
}).superRefine(dateRangeOrder('datumOd', 'datumDo'));
export type MujLek = z.output<typeof mujLekSchema>;

export const mojeLekyPridat = defineCall({
  id: 'mojeLekyPridat',
  summary: 'Přidání vlastního léku; odpověď nese nový lék a upozornění, která s ním vznikla',
  method: 'POST',
  path: '/poj/{pojistenecId}/mojeLekyPridat',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: mujLekSchema,
  bodyKind: 'json',
  response: z.object({ lek: lekSchema, upozorneni: z.array(upozorneniLekuSchema) }),
});

export const mojeLekySmazat = defineCall({
  id: 'mojeLekySmazat',
  summary: 'Smazání vlastního léku (léky vydané na recept smazat nelze)',
  method: 'DELETE',
  path: '/poj/{pojistenecId}/mojeLekySmazat',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: entity({ id: idSchema }),
  response: z.object({}),
});

/** GET /ciselnikLeku?fulltext=: the medicines list searched by name, substance or SÚKL code (2–100 characters). */
export const ciselnikLeku = defineCall({
  id: 'ciselnikLeku',
  summary: 'Vyhledání léku v číselníku podle názvu, účinné látky nebo kódu SÚKL',
  method: 'GET',
  path: '/ciselnikLeku',
  auth: 'access',
  query: entity({ fulltext: text({ min: 2, max: 100 }), pocetVysledku: integer({ min: 1, max: 50, optional: true }) }),
  response: z.object({ seznamLeku: z.array(lekCiselnikSchema) }),
});

// Borrowed medical aids ---------------------------------------------------------------------------

export const prostredekSchema = z.object({
  id: recordId,
  nazev: z.string(),
  /** The aid's code in the insurer's list (kód ZP). */
  kod: z.string(),
  stav: z.enum(loanStates),
  datumZapujceni: wireDate,
  datumVraceni: wireDate.nullable(),
  cisloSmlouvy: z.string(),
  evidencniCislo: z.string(),
  /** Who lent it. */
  vydal: z.string(),
});
export type Prostredek = z.infer<typeof prostredekSchema>;

export const prostredky = defineCall({
  id: 'prostredky',
  summary: 'Zapůjčené zdravotnické prostředky (ZAPUJCEN / VRACEN), nejnovější první',
  method: 'GET',
  path: '/poj/{pojistenecId}/prostredky',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: entity({ pocetVysledku: integer({ min: 1, max: 1000, optional: true }) }),
  response: z.object({ pocetCelkem: z.number().int(), seznamProstredku: z.array(prostredekSchema) }),
});

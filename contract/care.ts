/**
 * My health (issue 12), care drawn and its complaint (document 2 §7 "Care and prevention"):
 * the summary by year and kind of care, one year's care items with their procedures (DETAIL or
 * SOUHRN), the year's statement as a PDF, the care items of one kind of prevention, and the
 * complaint about a care item's procedures (a REKLAMACE request of 'Moje žádosti').
 *
 * Access: the reads are for the person's representatives and for a doctor the person allowed
 * (`personAccess` read); the complaint and its case info are for representatives only.
 *
 * Wire conventions: amounts in Kč as numbers with at most two decimals (the server keeps
 * hellers), dates 'YYYY-MM-DDT00:00:00', absent values null. Paths are the spec's; query keys
 * the spec does not give (`zobrazeni`) and every response shape are this product's
 * (docs/decisions.md "My health").
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { entity, reklamaceSchema } from './entities';
import { careTypes, careViews, complaintAnonymity } from './enums';
import { idSchema, integer, oneOf, requiredOr } from './rules';
import { messages } from './messages';
import { souborSchema } from './health';
import { requestStates } from './enums';
import { preventionCodes } from './prevention';
import { careKinds, procedureKinds } from './enums';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const money = z.number();
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });

// Idempotent sends ---------------------------------------------------------------------------------

/**
 * A wizard's final send may carry a client-generated UUID in this header: a resend with the same
 * key (same person, same call) answers the first answer again and creates nothing new. Without
 * the header every send counts. A malformed key: 400 with `chyby['Idempotency-Key']`.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string({ error: requiredOr(messages.idempotencyKeyInvalid) })
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, { error: messages.idempotencyKeyInvalid })
  .transform((value) => value.toLowerCase());

// Kinds of care ------------------------------------------------------------------------------------

/** The year of care drawn: integer from 2010 (document 2 §5 "Yearly sums") to 2100. */
export const rokPeceSchema = integer({ min: 2010, max: 2100 });

// Summary ----------------------------------------------------------------------------------------

export const souhrnDruhuSchema = z.object({ druh: z.enum(careKinds), nazev: z.string(), sumaKc: money, pocet: z.number().int() });
export type SouhrnDruhu = z.infer<typeof souhrnDruhuSchema>;

export const cerpanaPeceSouhrnOdpovedSchema = z.object({
  /** Years with care, newest first (the year selector: 'Vše' and these). */
  seznamRoku: z.array(
    z.object({ rok: z.number().int(), sumaKc: money, pocetPolozek: z.number().int(), druhy: z.array(souhrnDruhuSchema) }),
  ),
  /** Everything together ('Vše'): by kind of care, every kind listed (0 where none). */
  celkem: z.object({ sumaKc: money, pocetPolozek: z.number().int(), druhy: z.array(souhrnDruhuSchema) }),
});
export type CerpanaPeceSouhrn = z.infer<typeof cerpanaPeceSouhrnOdpovedSchema>;

export const cerpanaPeceSouhrn = defineCall({
  id: 'cerpanaPeceSouhrn',
  summary: 'Čerpaná péče: souhrn po letech a druzích péče',
  method: 'GET',
  path: '/poj/{pojistenecId}/cerpanaPeceSouhrn',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'read',
  params: personParams,
  response: cerpanaPeceSouhrnOdpovedSchema,
});

// One year ----------------------------------------------------------------------------------------

export const vykonOdpovedSchema = z.object({
  /** The procedure line's id (seznamDetailu of a complaint); in SOUHRN lines the first line's id. */
  id: recordId,
  datum: wireDate,
  kod: z.string(),
  nazev: z.string(),
  druh: z.enum(procedureKinds),
  pocet: z.number(),
  jednotka: z.string(),
  /** What the insurer paid for the line (Kč). */
  cena: money,
  /** Specialty code (odbornost, e.g. '001') and its name. */
  odbornost: z.string(),
  odbornostNazev: z.string(),
});
export type VykonOdpoved = z.infer<typeof vykonOdpovedSchema>;

export const pecePolozkaOdpovedSchema = z.object({
  /** The care item (případ) id: pripadId of a complaint. */
  id: recordId,
  /** The provider's name. */
  nazev: z.string(),
  /** The provider in the map of contract partners (null when not a contract partner of the map). */
  partnerId: recordId.nullable(),
  datumOd: wireDate,
  datumDo: wireDate.nullable(),
  typ: z.enum(careTypes),
  druh: z.enum(careKinds),
  odbornost: z.string(),
  odbornostNazev: z.string(),
  sumaKc: money,
  /** A complaint about some of its procedures is still open. */
  reklamaceOtevrena: z.boolean(),
  vykony: z.array(vykonOdpovedSchema),
});
export type PecePolozkaOdpoved = z.infer<typeof pecePolozkaOdpovedSchema>;

export const cerpanaPeceRokDotazSchema = entity({
  typ: oneOf(careTypes, { optional: true }),
  pocetVysledku: integer({ min: 1, max: 1000, optional: true }),
  zobrazeni: oneOf(careViews, { optional: true }),
});

export const cerpanaPeceRokOdpovedSchema = z.object({
  rok: z.number().int(),
  typ: z.enum(careTypes).nullable(),
  zobrazeni: z.enum(careViews),
  sumaKc: money,
  druhy: z.array(souhrnDruhuSchema),
  /** The chart's data: twelve months, January first, each with its amounts by kind. */
  mesice: z.array(z.object({ mesic: z.number().int().min(1).max(12), sumaKc: money, druhy: z.array(souhrnDruhuSchema) })),
  /** All care items of the year (and type); `seznamPolozek` holds the newest `pocetVysledku` of them. */
  pocetCelkem: z.number().int(),
  seznamPolozek: z.array(pecePolozkaOdpovedSchema),
});
export type CerpanaPeceRok = z.infer<typeof cerpanaPeceRokOdpovedSchema>;

export const cerpanaPeceRok = defineCall({
  id: 'cerpanaPeceRok',
  summary: 'Čerpaná péče za rok: souhrn, data grafu po měsících, případy a jejich výkony (DETAIL / SOUHRN)',
  method: 'GET',
  path: '/poj/{pojistenecId}/cerpanaPeceRok/{rok}',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'read',
  params: z.object({ pojistenecId: idParam, rok: rokPeceSchema }),
  query: cerpanaPeceRokDotazSchema,
  response: cerpanaPeceRokOdpovedSchema,
});

export const cerpanaPecePdf = defineCall({
  id: 'cerpanaPecePdf',
  summary: 'Výpis čerpané péče za rok (PDF)',
  method: 'GET',
  path: '/poj/{pojistenecId}/cerpanaPecePdf/{rok}',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'read',
  params: z.object({ pojistenecId: idParam, rok: rokPeceSchema }),
  responseKind: 'file',
  response: souborSchema,
});

export const cerpanaPecePrevence = defineCall({
  id: 'cerpanaPecePrevence',
  summary: 'Čerpaná péče jednoho druhu prevence (prohlídky a screeningy vykázané lékaři)',
  method: 'GET',
  path: '/poj/{pojistenecId}/cerpanaPecePrevence/{typPrevence}',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'read',
  params: z.object({ pojistenecId: idParam, typPrevence: oneOf(preventionCodes) }),
  response: z.object({ typPrevence: z.enum(preventionCodes), nazev: z.string(), seznamPolozek: z.array(pecePolozkaOdpovedSchema) }),
});

// Complaint ---------------------------------------------------------------------------------------

/** At most this many procedures in one complaint. */
export const MAX_COMPLAINT_PROCEDURES = 100;

/**
 * The complaint (POST /reklamacePece): the case (pripadId), its procedures in question
 * (seznamDetailu, 1–100), the reason (1–1000), anonymity and the contact: phone (≤ 20) or e-mail
 * (≤ 255), at least one of them unless ANONYMITA (then both optional).
 */
export const reklamacePeceSchema = reklamaceSchema
  .extend({ seznamDetailu: reklamaceSchema.shape.seznamDetailu.pipe(z.array(z.string()).max(MAX_COMPLAINT_PROCEDURES)) })
  .superRefine((value, ctx) => {
    if (value.anonymita === 'SOUHLAS' && !value.kontaktTelefon && !value.kontaktEmail) {
      for (const key of ['kontaktTelefon', 'kontaktEmail'])
        ctx.addIssue({ code: 'custom', message: messages.complaintContactRequired, path: [key], input: value });
    }
  });
export type ReklamacePece = z.output<typeof reklamacePeceSchema>;

export const reklamaceOdpovedSchema = z.object({
  /** The complaint's id. */
  id: recordId,
  /** Its row in 'Moje žádosti' (typ REKLAMACE). */
  zadostId: recordId,
  pripadId: recordId,
  datum: z.string(),
  stav: z.enum(requestStates),
  anonymita: z.enum(complaintAnonymity),
  seznamDetailu: z.array(recordId),
});
export type ReklamaceOdpoved = z.infer<typeof reklamaceOdpovedSchema>;

export const reklamacePece = defineCall({
  id: 'reklamacePece',
  summary: 'Reklamace výkonů čerpané péče (hlavička Idempotency-Key chrání před dvojím odesláním)',
  method: 'POST',
  path: '/poj/{pojistenecId}/reklamacePece',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: reklamacePeceSchema,
  bodyKind: 'json',
  response: reklamaceOdpovedSchema,
});

export const pripadInfoOdpovedSchema = z.object({
  pripad: pecePolozkaOdpovedSchema,
  /** Per procedure line: whether an open complaint covers it already (such a line cannot be chosen). */
  vykony: z.array(z.object({ id: recordId, reklamovano: z.boolean(), reklamaceId: recordId.nullable() })),
  /** The complaints of this case, newest first. */
  reklamace: z.array(z.object({ id: recordId, zadostId: recordId, datum: z.string(), stav: z.enum(requestStates), otevrena: z.boolean() })),
  /** Some procedure can still be complained about. */
  lzeReklamovat: z.boolean(),
});
export type PripadInfo = z.infer<typeof pripadInfoOdpovedSchema>;

export const reklamacePecePripadInfo = defineCall({
  id: 'reklamacePecePripadInfo',
  summary: 'Případ čerpané péče pro reklamaci: výkony a zda je k nim otevřená reklamace',
  method: 'GET',
  path: '/poj/{pojistenecId}/reklamacePecePripadInfo/{id}',
  auth: 'access',
  personScoped: 'path',
  personAccess: 'write',
  params: z.object({ pojistenecId: idParam, id: idSchema }),
  response: pripadInfoOdpovedSchema,
});

/** Request states in which a complaint still counts as open. */
export const openRequestStates: readonly (typeof requestStates)[number][] = ['PRIJATO', 'VYRIZUJE_SE', 'CEKA_NA_DOKLADY'];

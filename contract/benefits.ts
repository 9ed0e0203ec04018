/**
 * Benefits (issue 14; document 2 §7 "Benefits" and the cafeteria calls of "Settings"): the health programmes and their claims, the programmes drawn
 * per year, reimbursement of care and travel, and the car-maker's cafeteria. The Vitalitas
 * programmes (travel and accident insurance of the partner insurer, ZVONEK, GINA, GINA+) are in
 * contract/vitalitas-programmes.ts.
 *
 * Every call is for the insured-person role and needs representation (`personAccess: 'write'`,
 * also the reads): benefits are money paid to the person, no doctor's business.
 *
 * The rules the wizards and the server share are pure functions here: what a programme pays for a
 * receipt (`programmePayout`), why a programme cannot be drawn (`programmeRefusal`), what a kind of
 * care needs and pays (`careClaimErrors`, `carePayout`), and the cafeteria split
 * (`cafeteriaSplitSchema`).
 *
 * Wire conventions as elsewhere: amounts in Kč as numbers with at most 2 decimals, dates
 * 'YYYY-MM-DDT00:00:00', moments ISO date-times, absent values null.
 */
import { z } from 'zod';
import { toCrowns } from './claim-rules';
import { defineCall, type CallFiles } from './define';
import { idParam } from './ids';
import { messages } from './messages';
import { ageOn } from './person';
import { czechCount, formatCrowns, formatDateMessage, formatNumberForMessage, parseIsoDate, todayIso } from './format';
import {
  amountModes,
  approvalModes,
  careTypes,
  claimDocumentTypes,
  couponCodeLabels,
  couponCodes,
  drawingStates,
  type CouponCode,
} from './enums';
import { benefitPeceZadostSchema, benefitProgramZadostSchema, entity } from './entities';
import { attachmentLimits } from './enums';
import { amount, integer, isoDate, list, oneOf, procentoSchema, text } from './rules';
import { prilohaOdpovedSchema, ucetOdpovedSchema } from './answer-parts';
import { requestStates } from './enums';

// The claims' shared rules live in claim-rules.ts (zod-free, for the claim screens); the server takes them from here.
export {
  claimConsentText,
  toHellers,
  toCrowns,
  documentTypesOfFiles,
  careNeedsDocuments,
  careNeedsAmount,
  tripDays,
  carePayout,
  careClaimErrors,
  type ReimbursementKind,
} from './claim-rules';
const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const wireDateTime = z.string();
const money = z.number();
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });

// ---------------------------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------------------------

/**
 * The files of a claim (seznamPriloh[]): the attachment picker's limits of document 2 §9 (5 files,
 * 20 MB, the allowed extensions). The spec's "file list 1 to 100" is read as the picker's limit,
 * which is lower.
 */
export const seznamPrilohFiles: CallFiles = {
  field: 'seznamPriloh[]',
  maxCount: attachmentLimits.maxFiles,
  maxTotalBytes: attachmentLimits.maxTotalBytes,
  extensions: attachmentLimits.extensions,
};

/** A document a programme or a kind of care asks for. */
export const pozadovanyDokladSchema = z.object({
  kod: z.enum(claimDocumentTypes),
  nazev: z.string(),
  /** Required: the claim is refused without a file of this type. */
  povinny: z.boolean(),
});
export type PozadovanyDoklad = z.infer<typeof pozadovanyDokladSchema>;

/** An attachment of a claim with the document type the person gave it. */
export const prilohaDokladuSchema = prilohaOdpovedSchema.extend({ typDokumentKod: z.enum(claimDocumentTypes).nullable() });
export type PrilohaDokladu = z.infer<typeof prilohaDokladuSchema>;

export const requestStateOfClaim = z.enum(requestStates);

// ---------------------------------------------------------------------------------------------
// Ages
// ---------------------------------------------------------------------------------------------

/** The ISO date on which someone born on `narozen` turns `years` (29 February → 28 February). */
export function birthdayOf(narozen: string, years: number): string {
  const birth = parseIsoDate(narozen);
  if (!birth) throw new Error(`Not an ISO date: ${narozen}`);
  const year = birth.year + years;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const day = birth.month === 2 && birth.day === 29 && !leap ? 28 : birth.day;
  return `${String(year).padStart(4, '0')}-${String(birth.month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** 'méně než 1 rok', '1 rok', '3 roky', '12 let'. */
export function yearsCz(years: number): string {
  return years < 1 ? 'méně než 1 rok' : czechCount(years, 'rok', 'roky', 'let');
}

/**
 * The age range of a programme in words: 'od 18 let', 'do 15 let', 'od 1 roku do 19 let', and for
 * the first year of life (vekDo 0) 'do 1 roku'. The ages are whole years, both ends included.
 */
export function ageRangeCz(vekOd: number, vekDo: number | null): string {
  const genitive = (n: number) => (n === 1 ? '1 roku' : `${n} let`);
  if (vekDo === null) return vekOd <= 0 ? 'bez omezení věku' : `od ${genitive(vekOd)}`;
  const upTo = vekDo === 0 ? 'do 1 roku' : `do ${genitive(vekDo)}`;
  if (vekOd <= 0) return upTo;
  return `od ${vekOd === 1 ? '1 roku' : String(vekOd)} ${upTo}`;
}

// ---------------------------------------------------------------------------------------------
// Health programmes
// ---------------------------------------------------------------------------------------------

/** Sorting of the programme list (razeni): by name, by the yearly limit (highest first), by category, by what is left (most first). */
export const programmeSortings = ['NAZEV', 'LIMIT', 'KATEGORIE', 'ZBYVA'] as const;
export type ProgrammeSorting = (typeof programmeSortings)[number];
export const programmeSortingLabels: Record<ProgrammeSorting, string> = {
  NAZEV: 'Podle názvu',
  LIMIT: 'Podle výše příspěvku',
  KATEGORIE: 'Podle kategorie',
  ZBYVA: 'Podle zbývající částky',
};

/** Why a programme cannot be drawn now (codes chosen by this product). */
export const programmeRefusalReasons = ['OBDOBI', 'POHLAVI', 'VEK', 'POJISTENI', 'LIMIT'] as const;
export type ProgrammeRefusalReason = (typeof programmeRefusalReasons)[number];

/** Who a programme is for: women, men, or anyone (null). */
export const programmeSexes = ['Z', 'M'] as const;
export type ProgrammeSex = (typeof programmeSexes)[number];

/** One yearly edition of a programme as the rules need it (amounts in hellers). */
export interface ProgrammeEdition {
  kod: string;
  kodZps: string;
  rok: number;
  nazev: string;
  vekOd: number;
  vekDo: number | null;
  pohlavi: ProgrammeSex | null;
  limitHal: number;
  /** Receipts dated in this period belong to the edition. */
  platnostOd: string;
  platnostDo: string;
  /** The last day a claim for the edition may be filed. */
  podaniDo: string;
  pojisteniMesicuMin: number;
  doklady: readonly PozadovanyDoklad[];
}

/** The person as the rules need them. */
export interface ProgrammePerson {
  narozen: string;
  female: boolean;
  /** Start of the continuous insurance with this insurer that covers the date in question; null = not insured then. */
  insuredSince: string | null;
}

/** What the edition pays for a receipt: the amount capped by what is left of the yearly limit (hellers). */
export function programmePayout(amountHal: number, limitHal: number, drawnHal: number): number {
  return Math.max(0, Math.min(amountHal, limitHal - drawnHal));
}

function monthsBetween(fromIso: string, toIso: string): number {
  const from = parseIsoDate(fromIso);
  const to = parseIsoDate(toIso);
  if (!from || !to) return 0;
  let months = (to.year - from.year) * 12 + (to.month - from.month);
  if (to.day < from.day) months -= 1;
  return months;
}

/**
 * The first rule that keeps a receipt dated `datum` (filed on `today`) from being paid by the
 * edition, as a reason code and a Czech message on the field it concerns; null when it can be
 * paid. `drawnHal` is what the person's other claims of the edition already take.
 */
export function programmeRefusal(
  edition: ProgrammeEdition,
  person: ProgrammePerson,
  drawnHal: number,
  datum: string,
  today: string,
): { reason: ProgrammeRefusalReason; field: 'datumUctenka' | 'castkaUctenka' | 'kod'; message: string } | null {
  if (datum < edition.platnostOd)
    return { reason: 'OBDOBI', field: 'datumUctenka', message: messages.receiptBeforePeriod(formatDateMessage(edition.platnostOd)) };
  if (datum > edition.platnostDo)
    return { reason: 'OBDOBI', field: 'datumUctenka', message: messages.receiptAfterPeriod(formatDateMessage(edition.platnostDo)) };
  if (today > edition.podaniDo)
    return { reason: 'OBDOBI', field: 'datumUctenka', message: messages.claimDeadlinePassed(formatDateMessage(edition.podaniDo)) };
  if (edition.pohlavi === 'Z' && !person.female) return { reason: 'POHLAVI', field: 'kod', message: messages.programmeOnlyForWomen };
  if (edition.pohlavi === 'M' && person.female) return { reason: 'POHLAVI', field: 'kod', message: messages.programmeOnlyForMen };
  const age = ageOn(person.narozen, datum);
  if (Number.isNaN(age) || age < edition.vekOd || (edition.vekDo !== null && age > edition.vekDo))
    return {
      reason: 'VEK',
      field: 'datumUctenka',
      message: messages.programmeNotForAge(ageRangeCz(edition.vekOd, edition.vekDo), yearsCz(Number.isNaN(age) ? 0 : Math.max(age, 0))),
    };
  if (person.insuredSince === null) return { reason: 'POJISTENI', field: 'datumUctenka', message: messages.notInsuredOnDate };
  if (edition.pojisteniMesicuMin > 0 && monthsBetween(person.insuredSince, datum) < edition.pojisteniMesicuMin)
    return {
      reason: 'POJISTENI',
      field: 'datumUctenka',
      message: messages.notInsuredLongEnough(edition.pojisteniMesicuMin, formatDateMessage(person.insuredSince)),
    };
  if (drawnHal >= edition.limitHal)
    return { reason: 'LIMIT', field: 'castkaUctenka', message: messages.programmeLimitUsed(formatCrowns(toCrowns(edition.limitHal))) };
  return null;
}

/**
 * The date a programme is judged on in the list ("can it be drawn now?"): today while the edition
 * runs; the edition's last day once it is over (its receipts can still be claimed until podaniDo);
 * its first day when it has not started.
 */
export function drawabilityDate(edition: Pick<ProgrammeEdition, 'platnostOd' | 'platnostDo'>, today: string): string {
  if (today < edition.platnostOd) return edition.platnostOd;
  if (today > edition.platnostDo) return edition.platnostDo;
  return today;
}

export const programmePolozkaSchema = z.object({
  /** The programme's code (the same every year): `kod` of the claim. */
  kod: z.string(),
  /** The insurer's code of the yearly edition. */
  kodZps: z.string(),
  rok: z.number().int(),
  nazev: z.string(),
  popis: z.string(),
  /** The benefit category (the demo coupons' categories of document 1 §3). */
  kategorie: z.enum(couponCodes),
  kategorieNazev: z.string(),
  vekOd: z.number().int(),
  vekDo: z.number().int().nullable(),
  /** 'od 1 roku do 19 let'. */
  vekPopis: z.string(),
  pohlavi: z.enum(programmeSexes).nullable(),
  limitRocni: money,
  /** Taken by the person's claims of the edition that were not refused. */
  cerpano: money,
  zbyva: money,
  platnostOd: wireDate,
  platnostDo: wireDate,
  podaniDo: wireDate,
  pojisteniMesicuMin: z.number().int(),
  doklady: z.array(pozadovanyDokladSchema),
  cerpani: z.enum(drawingStates),
  duvodKod: z.enum(programmeRefusalReasons).nullable(),
  /** Why it cannot be drawn (Czech), null when it can. */
  duvod: z.string().nullable(),
});
export type ProgramPolozka = z.infer<typeof programmePolozkaSchema>;

export const benefitProgramyDotazSchema = entity({
  fullText: text({ max: 100, optional: true }),
  pocetVysledku: integer({ min: 1, max: 200, optional: true }),
  cerpani: oneOf(drawingStates, { optional: true }),
  razeni: oneOf(programmeSortings, { optional: true }),
  /** Only this year's editions (the current or the previous year); both when absent. */
  rok: integer({ min: 2010, max: 2100, optional: true }),
});

export const benefitProgramy = defineCall({
  id: 'benefitProgramy',
  summary: 'Zdravotní programy letošního a loňského roku: podmínky, limity, zda je lze čerpat a proč ne',
  method: 'GET',
  path: '/poj/{pojistenecId}/benefitProgramy',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: benefitProgramyDotazSchema,
  response: z.object({ seznamProgramu: z.array(programmePolozkaSchema), celkem: z.number().int() }),
});

export const programDetailSchema = programmePolozkaSchema.extend({
  /** The conditions as bullet points. */
  podminky: z.array(z.string()),
  /** The person's stored account, to prefill the form (null when none is stored). */
  ucet: ucetOdpovedSchema.nullable(),
  souhlas: z.string(),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

export const benefitProgramyDetail = defineCall({
  id: 'benefitProgramyDetail',
  summary: 'Detail zdravotního programu (ročník podle kodZps, jinak letošní) s předvyplněným účtem',
  method: 'GET',
  path: '/poj/{pojistenecId}/benefitProgramyDetail',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: entity({ kod: text({ min: 1, max: 10 }), kodZps: text({ max: 20, optional: true }) }),
  response: programDetailSchema,
});

/** GET /benefitProgramyNahled: what a receipt would be paid, for the review step (the server's rules and numbers). */
export const programNahledSchema = z.object({
  kod: z.string(),
  kodZps: z.string(),
  rok: z.number().int(),
  nazev: z.string(),
  castkaUctenka: money,
  limitRocni: money,
  cerpano: money,
  zbyva: money,
  /** The amount capped by what is left of the yearly limit. */
  castkaKVyplate: money,
  /** True when the limit cuts the amount. */
  omezenoLimitem: z.boolean(),
});
export type ProgramNahled = z.infer<typeof programNahledSchema>;

export const benefitProgramyNahled = defineCall({
  id: 'benefitProgramyNahled',
  summary: 'Náhled výplaty příspěvku před odesláním (částka omezená zbytkem ročního limitu; pravidla programu)',
  method: 'GET',
  path: '/poj/{pojistenecId}/benefitProgramyNahled',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: entity({
    kod: text({ min: 1, max: 10 }),
    castkaUctenka: amount(),
    datumUctenka: isoDate({ max: () => todayIso() }),
  }),
  response: programNahledSchema,
});

/** A claim of a programme as 'Čerpané programy' and the send answer show it. */
export const cerpaniProgramuSchema = z.object({
  id: recordId,
  /** The request in 'Moje žádosti'. */
  zadostId: recordId,
  kod: z.string(),
  kodZps: z.string(),
  rok: z.number().int(),
  nazev: z.string(),
  kategorie: z.enum(couponCodes),
  datumUctenka: wireDate,
  castkaUctenka: money,
  /** What the claim asks to be paid: the amount capped by the limit left when it was filed. */
  castkaNarok: money,
  castkaSchvalena: money.nullable(),
  castkaVyplacena: money.nullable(),
  datumVyplaty: wireDate.nullable(),
  stav: requestStateOfClaim,
  stavNazev: z.string(),
  podano: wireDateTime,
  /** The insurer's note (why refused, what to add). */
  poznamkaZps: z.string().nullable(),
  ucet: ucetOdpovedSchema,
  poznamka: z.string().nullable(),
  prilohy: z.array(prilohaDokladuSchema),
});
export type CerpaniProgramu = z.infer<typeof cerpaniProgramuSchema>;

export const benefitProgramyZadostVlozit = defineCall({
  id: 'benefitProgramyZadostVlozit',
  summary: 'Žádost o příspěvek ze zdravotního programu s doklady (multipart, seznamPriloh[]; idempotencniKlic)',
  method: 'PUT',
  path: '/poj/{pojistenecId}/benefitProgramyZadostVlozit',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: benefitProgramZadostSchema,
  bodyKind: 'multipart',
  files: seznamPrilohFiles,
  response: cerpaniProgramuSchema,
});

const castkySchema = z.object({ pocet: z.number().int(), zadano: money, schvaleno: money, vyplaceno: money });

export const benefitProgramyRokSchema = z.object({
  rok: z.number().int(),
  /** The claims of the year's editions, newest first. */
  seznamCerpani: z.array(cerpaniProgramuSchema),
  /** Per programme: the yearly limit and the sums (refused claims count in zadano only). */
  souhrnProgramu: z.array(castkySchema.extend({ kod: z.string(), kodZps: z.string(), nazev: z.string(), limitRocni: money, zbyva: money })),
  celkem: castkySchema,
});
export type BenefitProgramyRok = z.infer<typeof benefitProgramyRokSchema>;

export const benefitProgramyRok = defineCall({
  id: 'benefitProgramyRok',
  summary: 'Čerpané programy za rok: žádosti se stavem, součty za programy a celkem',
  method: 'GET',
  path: '/poj/{pojistenecId}/benefitProgramyRok/{rok}',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: z.object({ pojistenecId: idParam, rok: integer({ min: 2010, max: 2100 }) }),
  response: benefitProgramyRokSchema,
});

export const benefitProgramySouhrnSchema = z.object({
  /** Years with claims, newest first. */
  seznamRoku: z.array(castkySchema.extend({ rok: z.number().int() })),
  celkem: castkySchema,
});

export const benefitProgramySouhrn = defineCall({
  id: 'benefitProgramySouhrn',
  summary: 'Čerpané programy po letech: počet žádostí, zažádáno, schváleno, vyplaceno',
  method: 'GET',
  path: '/poj/{pojistenecId}/benefitProgramySouhrn',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: benefitProgramySouhrnSchema,
});

// ---------------------------------------------------------------------------------------------
// Reimbursement of care and travel
// ---------------------------------------------------------------------------------------------

export const druhPeceSchema = z.object({
  kod: z.string(),
  nazev: z.string(),
  popis: z.string(),
  typ: z.enum(careTypes),
  schvalovani: z.enum(approvalModes),
  rezim: z.enum(amountModes),
  /** VYPOCET: Kč per day; NENI: the fixed sum (null = computed by the insurer); CASTKA: null. */
  sazba: money.nullable(),
  /** The rule in words ('400 Kč za každý den pobytu, nejvýše zaplacená částka'). */
  sazbaPopis: z.string().nullable(),
  maxDni: z.number().int().nullable(),
  /** Documents are required (every approval mode but BEZPODKLADU). */
  dokladyPovinne: z.boolean(),
  /** The person types the amount paid (CASTKA, VYPOCET). */
  castkaZadava: z.boolean(),
  doklady: z.array(pozadovanyDokladSchema),
});
export type DruhPece = z.infer<typeof druhPeceSchema>;

export const proplaceniPeceSchema = z.object({
  id: recordId,
  zadostId: recordId,
  kod: z.string(),
  nazev: z.string(),
  typ: z.enum(careTypes),
  dokladDatum: wireDate.nullable(),
  cestaDatumOd: wireDate.nullable(),
  cestaDatumDo: wireDate.nullable(),
  castkaUctenka: money.nullable(),
  /** What the claim asks to be paid (null = the insurer computes it). */
  castkaNarok: money.nullable(),
  castkaSchvalena: money.nullable(),
  castkaVyplacena: money.nullable(),
  datumVyplaty: wireDate.nullable(),
  stav: requestStateOfClaim,
  stavNazev: z.string(),
  podano: wireDateTime,
  poznamkaZps: z.string().nullable(),
  ucet: ucetOdpovedSchema,
  ucetAktualizace: z.boolean(),
  poznamka: z.string().nullable(),
  prilohy: z.array(prilohaDokladuSchema),
});
export type ProplaceniPece = z.infer<typeof proplaceniPeceSchema>;

export const benefitPecePrehled = defineCall({
  id: 'benefitPecePrehled',
  summary: 'Proplacení zdravotní péče: druhy péče a cest, které lze proplatit, a žádosti pojištěnce',
  method: 'GET',
  path: '/poj/{pojistenecId}/benefitPecePrehled',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: z.object({ seznamDruhu: z.array(druhPeceSchema), seznamZadosti: z.array(proplaceniPeceSchema) }),
});

export const benefitPeceDetail = defineCall({
  id: 'benefitPeceDetail',
  summary: 'Druh proplácené péče nebo cesty: co proplácíme, jaké doklady jsou potřeba, předvyplněný účet',
  method: 'GET',
  path: '/poj/{pojistenecId}/benefitPeceDetail',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: entity({ kod: text({ min: 1, max: 10 }) }),
  response: druhPeceSchema.extend({
    podminky: z.array(z.string()),
    ucet: ucetOdpovedSchema.nullable(),
    souhlas: z.string(),
    /** The person's claims of this kind, newest first. */
    seznamZadosti: z.array(proplaceniPeceSchema),
  }),
});

export const benefitPeceZadostVlozit = defineCall({
  id: 'benefitPeceZadostVlozit',
  summary: 'Žádost o proplacení péče nebo cesty (multipart, seznamPriloh[]; ucetAktualizace uloží účet; idempotencniKlic)',
  method: 'PUT',
  path: '/poj/{pojistenecId}/benefitPeceZadostVlozit',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: benefitPeceZadostSchema,
  bodyKind: 'multipart',
  files: seznamPrilohFiles,
  response: proplaceniPeceSchema,
});

// ---------------------------------------------------------------------------------------------
// Cafeteria (the car-maker's employees)
// ---------------------------------------------------------------------------------------------

/** The cafeteria's categories: the demo coupons' categories of document 1 §3. */
export const cafeteriaCategories = couponCodes;
export type CafeteriaCategory = CouponCode;

/** The split before the employee chooses one. */
export const defaultCafeteriaSplit: Readonly<Partial<Record<CafeteriaCategory, number>>> = {
  'VTK-VOLNYCAS': 40,
  'VTK-ZUBYZRAK': 20,
  'VTK-VITAMINY': 20,
  'VTK-OCKOVANI': 20,
};

/**
 * The split of the yearly points (PUT /nastaveniCafeterieUpravit): up to one entry per category,
 * each a percentage 0–100 with at most two decimals. That each category comes once and the
 * shares sum to exactly 100 is `cafeteriaSplitErrors` (the form and the server alike; the server
 * answers it with 422).
 */
export const cafeteriaSplitSchema = entity({
  rozdeleni: list(entity({ kategorie: oneOf(cafeteriaCategories), procento: procentoSchema }), {
    min: 1,
    max: cafeteriaCategories.length,
  }),
});

/** A split's own rules: each category at most once, the shares summing to exactly 100 %. */
export function cafeteriaSplitErrors(split: {
  rozdeleni: ReadonlyArray<{ kategorie: string; procento: number }>;
}): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  let hundredths = 0;
  split.rozdeleni.forEach((item, index) => {
    if (seen.has(item.kategorie))
      errors[`rozdeleni.${index}.kategorie`] = [
        messages.duplicateCategory(couponCodeLabels[item.kategorie as CouponCode] ?? item.kategorie),
      ];
    seen.add(item.kategorie);
    hundredths += Math.round(item.procento * 100);
  });
  if (hundredths !== 10_000) errors.rozdeleni = [messages.cafeteriaPercentSum(formatNumberForMessage(hundredths / 100))];
  return errors;
}
export type CafeteriaSplit = z.output<typeof cafeteriaSplitSchema>;

export const nastaveniCafeterieSchema = z.object({
  rok: z.number().int(),
  /** True when the person can set the split now (the car-maker's employee inside the change window). */
  lzeNastavit: z.boolean(),
  /** 'Cafeterii nelze nastavit.' when they cannot. */
  zprava: z.string().nullable(),
  /** The change window of the year (null when the person has no cafeteria). */
  zmenaOd: wireDate.nullable(),
  zmenaDo: wireDate.nullable(),
  /** Points of the year (1 point = 1 Kč). */
  bodyRocni: z.number().int().nullable(),
  rozdeleni: z.array(z.object({ kategorie: z.enum(couponCodes), nazev: z.string(), procento: money, body: z.number().int() })),
  /** When the split was last changed (null = the default split). */
  zmeneno: wireDateTime.nullable(),
});
export type NastaveniCafeterie = z.infer<typeof nastaveniCafeterieSchema>;

export const nastaveniCafeterie = defineCall({
  id: 'nastaveniCafeterie',
  summary: 'Cafeterie zaměstnance automobilky: body roku, rozdělení do kategorií, okno pro změnu',
  method: 'GET',
  path: '/poj/{pojistenecId}/nastaveniCafeterie',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: nastaveniCafeterieSchema,
});

export const nastaveniCafeterieUpravit = defineCall({
  id: 'nastaveniCafeterieUpravit',
  summary: "Změna rozdělení bodů cafeterie (součet 100 %, 422 jinak); kdo ji nemá nebo mimo okno změn: 'Cafeterii nelze nastavit.'",
  method: 'PUT',
  path: '/poj/{pojistenecId}/nastaveniCafeterieUpravit',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: cafeteriaSplitSchema,
  bodyKind: 'json',
  response: nastaveniCafeterieSchema,
});

/** Points of one category for a split: the share of the year's points, rounded down (the rest stays unassigned). */
export function cafeteriaPoints(bodyRocni: number, procento: number): number {
  return Math.floor((bodyRocni * Math.round(procento * 100)) / 10_000);
}

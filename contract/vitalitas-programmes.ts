/**
 * Vitalitas (issue 14; the Vitalitas call of document 2 §7 "Plain calls"): travel and accident
 * insurance of the partner insurer, ZVONEK, GINA and GINA+ — who may join and for how much
 * (`vitalitasOffer`, `vitalitasPrice`, `vitalitasFamilyPrice`), an application's own refusals, the
 * overview and the applications. Every call is for the insured-person role and needs
 * representation, as the other benefits (contract/benefits.ts). The overview takes a LIST of
 * persons in its query (`seznamPojistenecId`); the call adapter checks one person per call, so its
 * handler checks every id of the list before reading anything.
 *
 * A module of its own, apart from contract/benefits.ts: a chunk takes a module whole, and the
 * programme and care claim screens do not need the Vitalitas products and rules.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam, personIdWire } from './ids';
import { messages } from './messages';
import { ageInMonthsOn, ageOn } from './person';
import { addDaysIso, parseIsoDate, todayIso } from './format';
import { documentCodes, type DocumentCode } from './enums';
import { entity, idempotencniKlicSchema } from './entities';
import { dateRangeOrder, isoDate, list, oneOf, id as idRule } from './rules';
import { birthdayOf } from './benefits';
import { tripDays } from './claim-rules';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const money = z.number();
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });

// ---------------------------------------------------------------------------------------------
// Vitalitas: travel and accident insurance of the partner insurer, ZVONEK, GINA, GINA+
// ---------------------------------------------------------------------------------------------

/** The partner insurer (a fictional company of the demo). */
export const VITALITAS_PARTNER = 'Jistota pojišťovna, a.s.';

/** Where travel insurance covers: Europe, or the whole world. */
export const travelZones = ['EVROPA', 'SVET'] as const;
export type TravelZone = (typeof travelZones)[number];
export const travelZoneLabels: Record<TravelZone, string> = { EVROPA: 'Evropa', SVET: 'Celý svět' };

/** The states of a Vitalitas insurance: applied for (a request in 'Moje žádosti'), in force, ended. */
export const vitalitasStates = ['PRIHLASKA', 'AKTIVNI', 'UKONCENO'] as const;
export type VitalitasState = (typeof vitalitasStates)[number];
export const vitalitasStateLabels: Record<VitalitasState, string> = {
  PRIHLASKA: 'Přihláška podána',
  AKTIVNI: 'Sjednáno',
  UKONCENO: 'Ukončeno',
};

/** The longest travel insurance of one application (days) and how far ahead it may start. */
export const VITALITAS_MAX_TRIP_DAYS = 90;
export const VITALITAS_MAX_START_DAYS = 365;

export interface VitalitasProduct {
  typ: DocumentCode;
  nazev: string;
  popis: string;
  /** Yearly price (Kč) for ZV, GI, GI2; null for travel insurance (priced per day). */
  cenaRocni: number | null;
  /** Travel insurance per day (Kč): adults / children under 18, Europe / world. */
  cenaDenni: { dospely: Record<TravelZone, number>; dite: Record<TravelZone, number> } | null;
  kryti: ReadonlyArray<{ nazev: string; castka: number | null; popis: string | null }>;
  podminky: readonly string[];
}

/** The four Vitalitas products (document 2 §9 ages; prices and covers of this product, docs/decisions.md). */
export const vitalitasProducts: Readonly<Record<DocumentCode, VitalitasProduct>> = {
  CP: {
    typ: 'CP',
    nazev: 'Cestovní pojištění',
    popis: `Cestovní pojištění ${VITALITAS_PARTNER} se slevou pro naše pojištěnce: léčebné výlohy v zahraničí, úraz, zavazadla a odpovědnost.`,
    cenaRocni: null,
    cenaDenni: { dospely: { EVROPA: 25, SVET: 55 }, dite: { EVROPA: 15, SVET: 30 } },
    kryti: [
      { nazev: 'Léčebné výlohy v zahraničí', castka: 5_000_000, popis: 'Celý svět 10 000 000 Kč' },
      { nazev: 'Trvalé následky úrazu', castka: 200_000, popis: null },
      { nazev: 'Zavazadla', castka: 20_000, popis: null },
      { nazev: 'Odpovědnost za škodu na zdraví a majetku', castka: 1_000_000, popis: null },
      { nazev: 'Asistenční služba', castka: null, popis: 'Nonstop česky' },
    ],
    podminky: [
      'Pro všechny pojištěnce bez omezení věku.',
      `Jedna přihláška kryje cestu v délce nejvýše ${VITALITAS_MAX_TRIP_DAYS} dní, sjednat ji lze nejvýše rok dopředu.`,
      'Děti do 18 let za zvýhodněnou cenu.',
    ],
  },
  ZV: {
    typ: 'ZV',
    nazev: 'Program ZVONEK',
    popis:
      'Program pro rodiny s malými dětmi: nonstop linka dětské sestry Zvonek a úrazové pojištění dítěte. Novorozencům hradíme první rok úrazového pojištění.',
    cenaRocni: 480,
    cenaDenni: null,
    kryti: [
      { nazev: 'Trvalé následky úrazu', castka: 200_000, popis: null },
      { nazev: 'Denní odškodné za léčení úrazu', castka: 150, popis: 'Za každý den léčení' },
      { nazev: 'Pobyt v nemocnici po úrazu', castka: 300, popis: 'Za každý den' },
      { nazev: 'Linka dětské sestry Zvonek', castka: null, popis: 'Nonstop, bez poplatku' },
    ],
    podminky: [
      'Pro děti od narození do 6 let.',
      'Přihlásit dítě lze nejpozději do 12 měsíců jeho věku.',
      'První rok úrazového pojištění je pro novorozence zdarma, pak 480 Kč ročně.',
      'Program končí dnem před 6. narozeninami dítěte.',
    ],
  },
  GI: {
    typ: 'GI',
    nazev: 'Program GINA',
    popis: `Úrazové pojištění ${VITALITAS_PARTNER} pro děti, studenty a mladé do 26 let za zvýhodněnou cenu.`,
    cenaRocni: 590,
    cenaDenni: null,
    kryti: [
      { nazev: 'Trvalé následky úrazu', castka: 300_000, popis: null },
      { nazev: 'Smrt následkem úrazu', castka: 100_000, popis: null },
      { nazev: 'Denní odškodné za léčení úrazu', castka: 200, popis: 'Za každý den léčení' },
    ],
    podminky: ['Pro pojištěnce do 26 let.', 'Sjednává se na rok; nelze mít současně program GINA+.'],
  },
  GI2: {
    typ: 'GI2',
    nazev: 'Program GINA+',
    popis: 'Rozšířený program GINA: úrazové pojištění s vyšším krytím, pojištění odpovědnosti a léčebných výloh v Evropě.',
    cenaRocni: 990,
    cenaDenni: null,
    kryti: [
      { nazev: 'Trvalé následky úrazu', castka: 500_000, popis: null },
      { nazev: 'Smrt následkem úrazu', castka: 200_000, popis: null },
      { nazev: 'Denní odškodné za léčení úrazu', castka: 300, popis: 'Za každý den léčení' },
      { nazev: 'Odpovědnost za škodu', castka: 1_000_000, popis: null },
      { nazev: 'Léčebné výlohy v Evropě', castka: 2_000_000, popis: null },
    ],
    podminky: ['Pro pojištěnce do 26 let.', 'Sjednává se na rok; nelze mít současně program GINA.'],
  },
};

/** An insurance the person has or applied for, as the rules need it. */
export interface VitalitasHolding {
  typ: DocumentCode;
  datumOd: string;
  datumDo: string;
  stav: VitalitasState;
}

/** A Vitalitas offer for one person on `today`: eligible or not and why, the price, whether and until when they may join. */
export interface VitalitasOffer {
  narok: boolean;
  duvod: string | null;
  lzePrihlasit: boolean;
  /** The last day to join (ZVONEK: the day before the child's first birthday). */
  prihlasitDo: string | null;
  cenaRocni: number | null;
  prvniRokZdarma: boolean;
}

const overlaps = (a: { datumOd: string; datumDo: string }, b: { datumOd: string; datumDo: string }) =>
  a.datumOd <= b.datumDo && b.datumOd <= a.datumDo;

/** The period a yearly Vitalitas insurance starting on `datumOd` covers (ZVONEK ends the day before the 6th birthday). */
export function vitalitasPeriod(
  typ: DocumentCode,
  narozen: string,
  datumOd: string,
  datumDo?: string | null,
): { datumOd: string; datumDo: string } {
  if (typ === 'CP') return { datumOd, datumDo: datumDo ?? datumOd };
  if (typ === 'ZV') return { datumOd, datumDo: addDaysIso(birthdayOf(narozen, 6), -1) };
  return { datumOd, datumDo: addDaysIso(birthdayOf(datumOd, 1), -1) };
}

/** Who may join which Vitalitas programme (document 2 §9) and for how much. */
export function vitalitasOffer(typ: DocumentCode, narozen: string, today: string, holdings: readonly VitalitasHolding[]): VitalitasOffer {
  const product = vitalitasProducts[typ];
  const age = ageOn(narozen, today);
  const live = holdings.filter((holding) => holding.stav !== 'UKONCENO' && holding.datumDo >= today);
  const refuse = (duvod: string): VitalitasOffer => ({
    narok: false,
    duvod,
    lzePrihlasit: false,
    prihlasitDo: null,
    cenaRocni: product.cenaRocni,
    prvniRokZdarma: false,
  });
  if (typ === 'ZV') {
    if (Number.isNaN(age) || age >= 6) return refuse(messages.vitalitasZvonekAge);
    const joined = live.find((holding) => holding.typ === 'ZV');
    const lastDay = addDaysIso(birthdayOf(narozen, 1), -1);
    if (joined)
      return {
        narok: true,
        duvod: messages.vitalitasAlreadyJoined(product.nazev),
        lzePrihlasit: false,
        prihlasitDo: null,
        cenaRocni: product.cenaRocni,
        prvniRokZdarma: false,
      };
    if (ageInMonthsOn(narozen, today) >= 12)
      return {
        narok: true,
        duvod: messages.vitalitasZvonekJoinAge,
        lzePrihlasit: false,
        prihlasitDo: null,
        cenaRocni: product.cenaRocni,
        prvniRokZdarma: false,
      };
    return { narok: true, duvod: null, lzePrihlasit: true, prihlasitDo: lastDay, cenaRocni: product.cenaRocni, prvniRokZdarma: true };
  }
  if (typ === 'GI' || typ === 'GI2') {
    if (Number.isNaN(age) || age >= 26) return refuse(messages.vitalitasGinaAge);
    const held = live.find((holding) => holding.typ === 'GI' || holding.typ === 'GI2');
    if (held)
      return {
        narok: true,
        duvod: messages.vitalitasAlreadyJoined(vitalitasProducts[held.typ].nazev),
        lzePrihlasit: false,
        prihlasitDo: null,
        cenaRocni: product.cenaRocni,
        prvniRokZdarma: false,
      };
    return {
      narok: true,
      duvod: null,
      lzePrihlasit: true,
      prihlasitDo: addDaysIso(birthdayOf(narozen, 26), -1),
      cenaRocni: product.cenaRocni,
      prvniRokZdarma: false,
    };
  }
  return { narok: true, duvod: null, lzePrihlasit: true, prihlasitDo: null, cenaRocni: null, prvniRokZdarma: false };
}

/** The price (Kč) of an application: travel per day by age and zone; the others their yearly price (0 for ZVONEK's first year). */
export function vitalitasPrice(
  typ: DocumentCode,
  narozen: string,
  period: { datumOd: string; datumDo: string },
  uzemi: TravelZone | null,
): number {
  const product = vitalitasProducts[typ];
  if (typ === 'CP' && product.cenaDenni) {
    const child = ageOn(narozen, period.datumOd) < 18;
    return tripDays(period.datumOd, period.datumDo) * (child ? product.cenaDenni.dite : product.cenaDenni.dospely)[uzemi ?? 'EVROPA'];
  }
  if (typ === 'ZV') return 0;
  return product.cenaRocni ?? 0;
}

/**
 * An application's own refusals (beyond the body's field rules), as field messages: the offer must
 * allow joining; travel insurance needs the end date, at most VITALITAS_MAX_TRIP_DAYS days, not
 * overlapping another trip.
 */
export function vitalitasApplicationErrors(
  typ: DocumentCode,
  narozen: string,
  today: string,
  holdings: readonly VitalitasHolding[],
  application: { datumOd: string; datumDo?: string | null },
): Record<string, string[]> {
  const offer = vitalitasOffer(typ, narozen, today, holdings);
  if (!offer.lzePrihlasit) return { pojisteniTyp: [offer.duvod ?? messages.vitalitasZvonekAge] };
  if (typ !== 'CP') return {};
  if (!application.datumDo) return { datumDo: [messages.required] };
  if (tripDays(application.datumOd, application.datumDo) > VITALITAS_MAX_TRIP_DAYS)
    return { datumDo: [messages.tripTooLong(VITALITAS_MAX_TRIP_DAYS)] };
  const period = { datumOd: application.datumOd, datumDo: application.datumDo };
  const clash = holdings.find((holding) => holding.typ === 'CP' && holding.stav !== 'UKONCENO' && overlaps(holding, period));
  if (clash) return { datumOd: [messages.travelInsuranceOverlaps] };
  return {};
}

export const vitalitasSjednaniSchema = z.object({
  id: recordId,
  /** The application in 'Moje žádosti' (null for insurance taken out before the portal). */
  zadostId: recordId.nullable(),
  pojisteniTyp: z.enum(documentCodes),
  datumOd: wireDate,
  datumDo: wireDate,
  stav: z.enum(vitalitasStates),
  stavNazev: z.string(),
  cena: money,
  uzemi: z.enum(travelZones).nullable(),
});
export type VitalitasSjednani = z.infer<typeof vitalitasSjednaniSchema>;

export const vitalitasPojistenecSchema = z.object({
  pojistenecId: personIdWire,
  jmeno: z.string(),
  prijmeni: z.string(),
  narozen: wireDate,
  narok: z.boolean(),
  /** Why the person cannot join (Czech), null when they can. */
  duvod: z.string().nullable(),
  lzePrihlasit: z.boolean(),
  prihlasitDo: wireDate.nullable(),
  cenaRocni: money.nullable(),
  prvniRokZdarma: z.boolean(),
  /** In force now (null when none). */
  aktivni: vitalitasSjednaniSchema.nullable(),
  /** Every insurance of this programme, newest first. */
  sjednani: z.array(vitalitasSjednaniSchema),
});
export type VitalitasPojistenec = z.infer<typeof vitalitasPojistenecSchema>;

export const vitalitasOdpovedSchema = z.object({
  pojisteniTyp: z.enum(documentCodes),
  nazev: z.string(),
  popis: z.string(),
  partner: z.string(),
  cenaRocni: money.nullable(),
  cenaDenni: z.object({ dospely: z.object({ EVROPA: money, SVET: money }), dite: z.object({ EVROPA: money, SVET: money }) }).nullable(),
  kryti: z.array(z.object({ nazev: z.string(), castka: money.nullable(), popis: z.string().nullable() })),
  podminky: z.array(z.string()),
  seznamPojistencu: z.array(vitalitasPojistenecSchema),
});
export type VitalitasOdpoved = z.infer<typeof vitalitasOdpovedSchema>;

/** The persons of the Vitalitas overview: 1 to 20 ids (a repeated query parameter). */
export const seznamPojistenecIdSchema = list(idRule(), { min: 1, max: 20, wrapSingle: true });

/**
 * GET /vitalitas/{pojisteniTyp}?seznamPojistenecId=…&seznamPojistenecId=… (document 2 §7, not under
 * /poj/{pojistenecId}): every listed person must be represented by the caller — one that is not
 * and the whole call answers 403 before anything is read (checked by the handler for each id).
 */
export const vitalitas = defineCall({
  id: 'vitalitas',
  summary: 'Vitalitas: nárok, sjednané pojištění, cena a krytí pro všechny zastupované osoby najednou',
  method: 'GET',
  path: '/vitalitas/{pojisteniTyp}',
  auth: 'access',
  role: 'pojistenec',
  personAccess: 'write',
  params: z.object({ pojisteniTyp: oneOf(documentCodes) }),
  query: entity({ seznamPojistenecId: seznamPojistenecIdSchema }),
  response: vitalitasOdpovedSchema,
});

export const vitalitasPrihlaskaSchema = entity({
  pojisteniTyp: oneOf(documentCodes),
  /** Start: not in the past, at most VITALITAS_MAX_START_DAYS ahead. */
  datumOd: isoDate({
    min: () => todayIso(),
    max: () => addDaysIso(todayIso(), VITALITAS_MAX_START_DAYS),
  }),
  /** Travel insurance: the last day of the trip (required for CP, ignored otherwise). */
  datumDo: isoDate({ optional: true }),
  uzemi: oneOf(travelZones, { optional: true }),
  idempotencniKlic: idempotencniKlicSchema,
}).superRefine(dateRangeOrder('datumOd', 'datumDo'));
export type VitalitasPrihlaska = z.output<typeof vitalitasPrihlaskaSchema>;

/** Joining a Vitalitas programme: a VITALITAS request in 'Moje žádosti' and the applied insurance. */
export const vitalitasPrihlaskaVlozit = defineCall({
  id: 'vitalitasPrihlaskaVlozit',
  summary: 'Přihláška do programu Vitalitas (cestovní pojištění, ZVONEK, GINA, GINA+); idempotencniKlic',
  method: 'PUT',
  path: '/poj/{pojistenecId}/vitalitasPrihlaskaVlozit',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: vitalitasPrihlaskaSchema,
  bodyKind: 'json',
  response: vitalitasSjednaniSchema,
});

/**
 * The price (Kč) of one family trip (issue 37): each checked person priced by `vitalitasPrice`
 * (children under 18 on the first day at the child's rate), and the total. The page shows it while
 * the person ticks; the server computes it again and stores each person's part.
 */
export function vitalitasFamilyPrice(
  persons: ReadonlyArray<{ pojistenecId: string; narozen: string }>,
  period: { datumOd: string; datumDo: string },
  uzemi: TravelZone,
): { osoby: Array<{ pojistenecId: string; cena: number }>; celkem: number } {
  const dated = parseIsoDate(period.datumOd) && parseIsoDate(period.datumDo) && period.datumDo >= period.datumOd;
  const osoby = persons.map((person) => ({
    pojistenecId: person.pojistenecId,
    cena: dated ? vitalitasPrice('CP', person.narozen.slice(0, 10), period, uzemi) : 0,
  }));
  return { osoby, celkem: osoby.reduce((sum, person) => sum + person.cena, 0) };
}

/** One travel insurance for several represented persons at once: who goes, the trip, where; one key for the whole send. */
export const vitalitasRodinaPrihlaskaSchema = entity({
  /** Who goes (1 to 20 represented persons); nobody ticked is refused with vitalitasFamilyNobody. */
  seznamPojistenecId: list(idRule(), { max: 20, wrapSingle: true }),
  /** Start: not in the past, at most VITALITAS_MAX_START_DAYS ahead. */
  datumOd: isoDate({
    min: () => todayIso(),
    max: () => addDaysIso(todayIso(), VITALITAS_MAX_START_DAYS),
  }),
  /** The last day of the trip: not in the past, not after the latest start plus the longest trip. */
  datumDo: isoDate({
    min: () => todayIso(),
    max: () => addDaysIso(todayIso(), VITALITAS_MAX_START_DAYS + VITALITAS_MAX_TRIP_DAYS),
  }),
  uzemi: oneOf(travelZones),
  idempotencniKlic: idempotencniKlicSchema,
})
  .superRefine(dateRangeOrder('datumOd', 'datumDo'))
  .superRefine((value, ctx) => {
    const ids = (value as { seznamPojistenecId?: unknown }).seznamPojistenecId;
    if (Array.isArray(ids) && ids.length === 0)
      ctx.addIssue({ code: 'custom', message: messages.vitalitasFamilyNobody, path: ['seznamPojistenecId'], input: ids });
  });
export type VitalitasRodinaPrihlaska = z.output<typeof vitalitasRodinaPrihlaskaSchema>;

export const vitalitasRodinaOdpovedSchema = z.object({
  /** One application per person, in the order sent. */
  seznamSjednani: z.array(vitalitasSjednaniSchema.extend({ pojistenecId: personIdWire })),
  /** The price of all of them (Kč), computed by the server. */
  cenaCelkem: money,
});
export type VitalitasRodinaOdpoved = z.infer<typeof vitalitasRodinaOdpovedSchema>;

/**
 * Travel insurance for a family trip (issue 37): one form, one send, an application (a VITALITAS
 * request) per listed person. Every listed person must be represented by the caller (one that is
 * not → 403, nothing written); each is checked by the travel rules and all are stored in one
 * transaction — all or nothing.
 */
export const vitalitasPrihlaskaRodinaVlozit = defineCall({
  id: 'vitalitasPrihlaskaRodinaVlozit',
  summary: 'Cestovní pojištění pro více zastupovaných osob najednou (jedna cesta, přihláška za každou osobu); idempotencniKlic',
  method: 'PUT',
  path: '/vitalitasPrihlaskaRodinaVlozit',
  auth: 'access',
  role: 'pojistenec',
  personAccess: 'write',
  body: vitalitasRodinaPrihlaskaSchema,
  bodyKind: 'json',
  response: vitalitasRodinaOdpovedSchema,
});

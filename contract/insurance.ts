/**
 * Insurance and payments (document 2 §7 "Insurance and payments", the EHIC calls of "Health
 * history", the card request and /mojeZadosti of "Communication and requests"). Every call is
 * per person (`/poj/{pojistenecId}/…`) and for the insured-person role only: a doctor never
 * sees a patient's premiums. Every call needs write access ("the caller represents the
 * person"): read access would also let in a doctor who is insured too (role POJISTENEC) and
 * whom the person allowed to see their health record.
 *
 * Wire conventions: amounts in Kč as numbers with at most 2 decimals (negative saldo = the
 * person owes), dates 'YYYY-MM-DDT00:00:00', absent values null. Paths the spec leaves open
 * (the card request, the EHIC card, the overview list, the addresses) are this product's
 * choice, recorded in docs/decisions.md.
 */
import { z } from 'zod';
import { defineCall } from './define';
import { idParam } from './ids';
import { deliveryAddressChoices, insuredCategories, ledgerStateLabels, ledgerStates, type TaxReturnType } from './enums';
import { adresaOdeslaniSchema } from './enum-schemas';
import { entity, obdobiFiltrSchema, prehledOsvcSchema, zadostPrukazSchema } from './entities';
import { amount, integer, oneOf } from './rules';
import { messages } from './messages';
import { souborSchema } from './health';
import { ucetOdpovedSchema } from './answer-parts';

export { ucetOdpovedSchema } from './answer-parts';
import { formatDateMessage, formatMonthYear } from './format';
import { osvcOverviewYears } from './osvc-calculation';
import { SPAYD_MAX_AMOUNT } from './spayd';
import { payerTypes, paymentPersonTypes, requestTypes, requestStates } from './enums';
import { paymentTypes } from './enums';

const wireDate = z.string().regex(/^\d{4}-\d{2}-\d{2}T00:00:00$/);
const wireDateTime = z.string();
const money = z.number();
const recordId = z.number().int().positive();
const personParams = z.object({ pojistenecId: idParam });

/** Messages of this product that the spec leaves open (docs/decisions.md, "Insurance and payments"). */
export const insuranceMessages = {
  noContactAddress: 'Kontaktní adresu nemáte vyplněnou. Zvolte trvalou adresu.',
  noPermanentAddress: 'Trvalou adresu nemáte vyplněnou. Zvolte kontaktní adresu.',
  arrearsBlockCertificate: 'Potvrzení o bezdlužnosti nelze vydat, evidujeme u vás nedoplatek na pojistném.',
  noEhicRequest: 'Potvrzení nelze stáhnout, o evropský průkaz jste zatím nežádali.',
  nothingToPay: 'Pro zvolený typ úhrady nemáte nic k zaplacení.',
  /** The refusal of the certificate names the overdue items: 'Po splatnosti: Záloha OSVČ za listopad 2026 (3 306 Kč, splatná do 8. 12. 2026).' */
  overdueItems: (items: readonly string[]) => `Po splatnosti: ${items.join('; ')}.`,
  payOverdue: 'Zaplatit je můžete na stránce Úhrada pojistného.',
  unknownItem: 'Tuto položku nemáte k zaplacení.',
} as const;

// The premium account as items (issue 33) ----------------------------------------------------------

/** The payment option of everything overdue together (typyUhrady[].polozka of DLUH). */
export const ALL_OVERDUE = 'PO_SPLATNOSTI';

/** What an item of the premium account is. */
export const ledgerKinds = ['ZALOHA_OSVC', 'POJISTNE_OBZP', 'DOPLATEK_OSVC', 'PREPLATEK_OSVC', 'OPRAVA', 'PLATBA'] as const;
export type LedgerKindCode = (typeof ledgerKinds)[number];
// The item states and their labels are in contract/enums.ts (zod-free): 'Moje pojištění' shows the
// labels without loading this module's schemas.
export { ledgerStateLabels, ledgerStates };

/** 'ZALOHA_OSVC', '2026-11' → 'Záloha OSVČ za listopad 2026'; a year-long item names its overview. */
export function ledgerItemName(druh: LedgerKindCode, obdobi: string): string {
  const month = formatMonthYear(obdobi.slice(0, 7));
  const yearly = /^\d{4}$/.test(obdobi.slice(0, 7));
  switch (druh) {
    case 'ZALOHA_OSVC':
      return `Záloha OSVČ za ${month}`;
    case 'POJISTNE_OBZP':
      return `Pojistné OBZP za ${month}`;
    case 'DOPLATEK_OSVC':
      return `Doplatek z přehledu OSVČ za rok ${obdobi.slice(0, 4)}`;
    case 'PREPLATEK_OSVC':
      return `Přeplatek z přehledu OSVČ za rok ${obdobi.slice(0, 4)}`;
    case 'OPRAVA':
      return yearly
        ? `Rozdíl z opravného přehledu OSVČ za rok ${obdobi.slice(0, 4)}`
        : `Rozdíl zálohy OSVČ za ${month} podle nového přehledu`;
    case 'PLATBA':
      return 'Přijatá platba';
  }
}

export const polozkaUctuSchema = z.object({
  id: z.string(),
  druh: z.enum(ledgerKinds),
  nazev: z.string(),
  /** 'YYYY-MM' for a month's item, 'YYYY' for an overview's. */
  obdobi: z.string(),
  /** > 0 owed (Kč), < 0 a credit. */
  castka: money,
  /** What is left to pay of a charge (Kč); 0 when paid and for a credit. */
  zbyva: money,
  /** Last day of payment; for a credit the day it was credited. */
  splatnost: wireDate,
  stav: z.enum(ledgerStates),
  variabilniSymbol: z.string(),
  specifickySymbol: z.string().nullable(),
});
export type PolozkaUctu = z.infer<typeof polozkaUctuSchema>;

// Shared pieces ---------------------------------------------------------------------------------

export const adresaOdpovedSchema = z.object({
  ulice: z.string().nullable(),
  obec: z.string(),
  psc: z.string().nullable(),
  stat: z.string().nullable(),
});
export type AdresaOdpoved = z.infer<typeof adresaOdpovedSchema>;

/** The person's delivery addresses, for the address choice of every request. */
export const adresyOdpovedSchema = z.object({
  TRVALA_ADRESA: adresaOdpovedSchema.nullable(),
  KONTAKTNI_ADRESA: adresaOdpovedSchema.nullable(),
});
export type AdresyOdpoved = z.infer<typeof adresyOdpovedSchema>;

export const adresy = defineCall({
  id: 'adresy',
  summary: 'Doručovací adresy pojištěnce (trvalá a kontaktní) pro volbu adresy odeslání',
  method: 'GET',
  path: '/poj/{pojistenecId}/adresy',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: adresyOdpovedSchema,
});

// My insurance ----------------------------------------------------------------------------------

export const obdobiPojisteniSchema = z.object({
  datumOd: wireDate,
  /** null = still lasts. */
  datumDo: wireDate.nullable(),
  kategorie: z.enum(insuredCategories),
  platceTyp: z.enum(payerTypes),
  /** E.g. the employer's name; null when the payer is the state or the person. */
  platceNazev: z.string().nullable(),
});
export type ObdobiPojisteni = z.infer<typeof obdobiPojisteniSchema>;

/** GET /mojePojistne: the state of the insurance today. */
export const mojePojistneOdpovedSchema = z.object({
  pojistenec: z.object({ jmeno: z.string(), prijmeni: z.string(), cisloPojistence: z.string() }),
  /** The category today (null when not insured today). */
  kategorie: z.enum(insuredCategories).nullable(),
  pojistenOd: wireDate.nullable(),
  platceTyp: z.enum(payerTypes).nullable(),
  platceNazev: z.string().nullable(),
  /** Sum of all premiums paid by the person minus all due (Kč); < 0 the person owes. */
  saldo: money,
  saldoKDatu: wireDate,
  /** Owed and past its due date (Kč): only this is in arrears. */
  poSplatnosti: money,
  /** Owed and not yet due (Kč). */
  splatne: money,
  /** The nearest due date of what is owed and not yet due. */
  nejblizsiSplatnost: wireDate.nullable(),
  /** The account as items, oldest due first: charges with what is left of them, and credits. */
  polozky: z.array(polozkaUctuSchema),
  variabilniSymbol: z.string(),
  /** Registered as self-employed at some time (the overview and its years apply). */
  osvc: z.boolean(),
  /** The person pays the premium personally (OSVČ or OBZP) at some time: payments apply. */
  platiSam: z.boolean(),
  /** Years with insurance, newest first. */
  roky: z.array(z.number().int()),
});
export type MojePojistneOdpoved = z.infer<typeof mojePojistneOdpovedSchema>;

export const mojePojistne = defineCall({
  id: 'mojePojistne',
  summary: 'Stav pojištění: kategorie, plátce, saldo, variabilní symbol',
  method: 'GET',
  path: '/poj/{pojistenecId}/mojePojistne',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: mojePojistneOdpovedSchema,
});

/** One year of the insurance: its periods, and for self-payers what was due and paid. */
export const rokPojisteniSchema = z.object({
  rok: z.number().int(),
  obdobi: z.array(obdobiPojisteniSchema),
  /** Premium due from the person in the year (Kč); 0 when others pay. */
  predpis: money,
  /** Paid by the person in the year (Kč). */
  uhrazeno: money,
  /** uhrazeno − predpis. */
  saldo: money,
});
export type RokPojisteni = z.infer<typeof rokPojisteniSchema>;

export const mojePojistneRok = defineCall({
  id: 'mojePojistneRok',
  summary: 'Pojištění po letech: období, kategorie, plátce, předpis a úhrady',
  method: 'GET',
  path: '/poj/{pojistenecId}/mojePojistneRok',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: z.object({ seznamRoku: z.array(rokPojisteniSchema) }),
});

// Payments ----------------------------------------------------------------------------------------

export const typOsobySchema = oneOf(paymentPersonTypes);

export const platbySouhrnSchema = z.object({
  /** Per year and type, newest year first. */
  seznam: z.array(z.object({ rok: z.number().int(), typOsoby: z.enum(paymentPersonTypes), pocet: z.number().int(), soucet: money })),
});

export const mojePojistnePlatby = defineCall({
  id: 'mojePojistnePlatby',
  summary: 'Souhrn plateb pojistného po letech a typech',
  method: 'GET',
  path: '/poj/{pojistenecId}/mojePojistnePlatby',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: platbySouhrnSchema,
});

export const platbaSchema = z.object({
  id: recordId,
  /** Date the payment was credited. */
  datum: wireDate,
  castka: money,
  /** The month the payment counts for ('YYYY-MM'), null for a settlement. */
  obdobi: z.string().nullable(),
  typUhradyKod: z.string(),
  variabilniSymbol: z.string(),
});
export type Platba = z.infer<typeof platbaSchema>;

export const mojePojistnePlatbyRok = defineCall({
  id: 'mojePojistnePlatbyRok',
  summary: 'Platby pojistného za rok a typ osoby, se součtem',
  method: 'GET',
  path: '/poj/{pojistenecId}/mojePojistnePlatbyRok/{rok}',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: z.object({ pojistenecId: idParam, rok: integer({ min: 2010, max: 2100 }) }),
  query: entity({ typOsoby: typOsobySchema }),
  response: z.object({
    rok: z.number().int(),
    typOsoby: z.enum(paymentPersonTypes),
    platby: z.array(platbaSchema),
    soucet: money,
    predpis: money,
  }),
});

// Paying the premium (QR) ------------------------------------------------------------------------

export const typUhradyKodSchema = oneOf(paymentTypes);

/** GET /pojistneUhrada: the insurer's account, the symbols and the suggested amount of each type. */
export const pojistneUhradaOdpovedSchema = z.object({
  ucet: ucetOdpovedSchema,
  iban: z.string(),
  variabilniSymbol: z.string(),
  typyUhrady: z.array(
    z.object({
      kod: z.enum(paymentTypes),
      nazev: z.string(),
      /** Suggested amount (Kč), null when the person chooses. */
      castkaNavrh: money.nullable(),
      specifickySymbol: z.string().nullable(),
      konstantniSymbol: z.string().nullable(),
      /**
       * The last day of payment (zákon č. 592/1992 Sb.): an OSVČ advance and the OBZP premium of this
       * month by the 8th of the next month; an overview's settlement within 8 days of filing it.
       * null for arrears: they are overdue already.
       */
      splatnost: wireDate.nullable(),
      /** The item of the account this option pays ('ZALOHA_OSVC:2026-11'); 'PO_SPLATNOSTI' (ALL_OVERDUE) for everything overdue together. */
      polozka: z.string(),
    }),
  ),
});
export type PojistneUhradaOdpoved = z.infer<typeof pojistneUhradaOdpovedSchema>;

export const pojistneUhrada = defineCall({
  id: 'pojistneUhrada',
  summary: 'Platební údaje pro úhradu pojistného (účet, symboly, typy úhrady)',
  method: 'GET',
  path: '/poj/{pojistenecId}/pojistneUhrada',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: pojistneUhradaOdpovedSchema,
});

/** The amount of a QR payment: 0,01 to 9 999 999,99 Kč (the SPAYD limit), 2 decimals. */
export const uhradaQrDotazSchema = entity({
  castka: amount({ max: SPAYD_MAX_AMOUNT }),
  typUhradyKod: typUhradyKodSchema,
  /** One option of typyUhrady (its polozka) to pay with its own symbols; absent: the type's first option. */
  polozka: z
    .string()
    .regex(/^(PO_SPLATNOSTI|[A-Z_]+:[\d:-]{4,30})$/)
    .optional(),
});
export type UhradaQrDotaz = z.output<typeof uhradaQrDotazSchema>;

export const pojistneUhradaQrOdpovedSchema = z.object({
  /** The SPAYD text the QR code encodes ('SPD*1.0*ACC:…'). */
  spayd: z.string(),
  /** The QR code as a PNG, base64. */
  qrPng: z.string(),
  iban: z.string(),
  ucet: ucetOdpovedSchema,
  castka: money,
  variabilniSymbol: z.string(),
  specifickySymbol: z.string().nullable(),
  konstantniSymbol: z.string().nullable(),
  zprava: z.string(),
});
export type PojistneUhradaQrOdpoved = z.infer<typeof pojistneUhradaQrOdpovedSchema>;

export const pojistneUhradaQr = defineCall({
  id: 'pojistneUhradaQr',
  summary: 'QR Platba (SPAYD) pro zvolenou částku a typ úhrady',
  method: 'GET',
  path: '/poj/{pojistenecId}/pojistneUhradaQr',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: uhradaQrDotazSchema,
  response: pojistneUhradaQrOdpovedSchema,
});

// Overview of the self-employed -----------------------------------------------------------------

/**
 * The date of the tax return (danovePriznaniDatum) per filing type, for the overview of year
 * `rok`: required unless NEPODAVANO; not before 1 January of rok + 1; not after the statutory
 * deadline of the type (paper 1 April, electronic 1 May, adviser 1 July, postponed 1 November
 * — § 136 daňového řádu), moved to the next working day when it falls on a weekend or public
 * holiday; and not after today. See docs/osvc-calculation.md.
 */
export const taxReturnDeadlines: Record<Exclude<TaxReturnType, 'NEPODAVANO'>, { month: number; day: number }> = {
  STANDARDNE: { month: 4, day: 1 },
  ELEKTRONICKY: { month: 5, day: 1 },
  PORADCE: { month: 7, day: 1 },
  ODLOZENI: { month: 11, day: 1 },
};

/** Easter Sunday (Gregorian, anonymous algorithm) as [month, day]. */
function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return [month, day];
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (date: Date) => `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** Czech public holidays (zákon č. 245/2000 Sb.) of a year, as 'YYYY-MM-DD'. */
export function czechHolidays(year: number): Set<string> {
  const fixed = ['01-01', '05-01', '05-08', '07-05', '07-06', '09-28', '10-28', '11-17', '12-24', '12-25', '12-26'];
  const [month, day] = easterSunday(year);
  const easter = Date.UTC(year, month - 1, day);
  const goodFriday = isoOf(new Date(easter - 2 * 86_400_000));
  const easterMonday = isoOf(new Date(easter + 86_400_000));
  return new Set([...fixed.map((md) => `${year}-${md}`), goodFriday, easterMonday]);
}

/** The deadline of a filing type for the tax return of `rok`, moved to the next working day. */
export function taxReturnDeadline(rok: number, priznaniTyp: Exclude<TaxReturnType, 'NEPODAVANO'>): string {
  const { month, day } = taxReturnDeadlines[priznaniTyp];
  const date = new Date(Date.UTC(rok + 1, month - 1, day));
  const holidays = czechHolidays(rok + 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6 || holidays.has(isoOf(date))) date.setUTCDate(date.getUTCDate() + 1);
  return isoOf(date);
}

/**
 * The dates a tax return of `rok` and type may carry, 'YYYY-MM-DD': from 1 January of rok + 1 to
 * the type's deadline, and not after today. The form's hint and taxReturnDateErrors both use it.
 */
export function taxReturnDateWindow(
  rok: number,
  priznaniTyp: Exclude<TaxReturnType, 'NEPODAVANO'>,
  today: string,
): { earliest: string; latest: string } {
  const deadline = taxReturnDeadline(rok, priznaniTyp);
  return { earliest: `${rok + 1}-01-01`, latest: deadline < today ? deadline : today };
}

/** Czech messages of the tax-return date (empty when it is right). `today` is 'YYYY-MM-DD'. */
export function taxReturnDateErrors(rok: number, priznaniTyp: TaxReturnType, datum: string | undefined, today: string): string[] {
  if (priznaniTyp === 'NEPODAVANO') return [];
  if (!datum) return [messages.required];
  const date = datum.slice(0, 10);
  const { earliest, latest } = taxReturnDateWindow(rok, priznaniTyp, today);
  if (date < earliest) return [messages.dateNotBefore(formatDateMessage(earliest))];
  if (date > latest) return [messages.dateNotAfter(formatDateMessage(latest))];
  return [];
}

/**
 * The overview as filed (body of POST /prehledOSVC and /prehledOSVCPdf). The tax-return date
 * rule needs today, so the server checks it with its clock (taxReturnDateErrors) and the
 * wizard with the browser's.
 */
export const prehledOsvcBodySchema = prehledOsvcSchema;
export type PrehledOsvcBody = z.output<typeof prehledOsvcBodySchema>;

export const vypocetSchema = z.object({
  radek09: money,
  radek14: money,
  radek16: money,
  vyrovnani: money,
  radek51: money,
  kroky: z.array(z.object({ radek: z.enum(['09', '14', '16', 'vyrovnani', '51']), vzorec: z.string(), hodnota: money })),
});

export const prehledOsvcPodanySchema = z.object({
  id: recordId,
  rok: z.number().int(),
  /** RADNY or OPRAVNY: several on one day → the last counts; one filed on a later day is corrective. */
  typPrehledu: z.enum(['RADNY', 'OPRAVNY']),
  /** True for the version that counts (the newest of the year). */
  platny: z.boolean(),
  podano: wireDateTime,
  prehled: z.record(z.string(), z.unknown()),
  vypocet: vypocetSchema,
  /**
   * Right after filing: what the overview did to the account, with the arithmetic ('Zálohy od
   * května 2026 jsou 3 657 Kč; …'); absent in the list.
   */
  dopad: z.string().optional(),
});
export type PrehledOsvcPodany = z.infer<typeof prehledOsvcPodanySchema>;

/** Why a year cannot be filed (null = it can). */
export const overviewYearStates = ['LZE_PODAT', 'NELZE_PODAT', 'NEPOJISTEN', 'NENI_OSVC'] as const;
export type OverviewYearState = (typeof overviewYearStates)[number];
export const overviewYearMessages: Record<Exclude<OverviewYearState, 'LZE_PODAT'>, string> = {
  NELZE_PODAT: messages.overviewNotAllowedForYear,
  NEPOJISTEN: messages.notInsuredInYear,
  NENI_OSVC: messages.notRegisteredAsSelfEmployed,
};

export const prehledOsvcSeznamSchema = z.object({
  /** Every year the form knows (osvcOverviewYears), newest first, with whether it can be filed. */
  roky: z.array(
    z.object({
      rok: z.number().int(),
      stav: z.enum(overviewYearStates),
      /** Months of the year in which the person was registered as OSVČ (a hint for rows 4 and 5). */
      mesicuOsvc: z.number().int(),
      /** Advances the person paid for the year as OSVČ (Kč): the suggested row 41. */
      zalohyUhrazeno: money,
    }),
  ),
  seznamPrehledu: z.array(prehledOsvcPodanySchema),
  /** The person's grammatical gender (from the birth number): the form says 'byl' or 'byla'. */
  pohlavi: z.enum(['M', 'Z']),
});
export type PrehledOsvcSeznam = z.infer<typeof prehledOsvcSeznamSchema>;

export const prehledOsvcSeznam = defineCall({
  id: 'prehledOsvcSeznam',
  summary: 'Podané přehledy OSVČ a roky, za které lze přehled podat',
  method: 'GET',
  path: '/poj/{pojistenecId}/prehledOSVC',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: prehledOsvcSeznamSchema,
});

export const prehledOsvc = defineCall({
  id: 'prehledOSVC',
  summary: 'Podání přehledu OSVČ (výpočet řádků 9, 14, 16, vyrovnání a 51 na serveru)',
  method: 'POST',
  path: '/poj/{pojistenecId}/prehledOSVC',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: prehledOsvcBodySchema,
  bodyKind: 'json',
  response: prehledOsvcPodanySchema,
});

/** The PDF of an overview: the body is the overview as filed (the same rules apply). */
export const prehledOsvcPdf = defineCall({
  id: 'prehledOSVCPdf',
  summary: 'PDF přehledu OSVČ',
  method: 'POST',
  path: '/poj/{pojistenecId}/prehledOSVCPdf',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: prehledOsvcBodySchema,
  bodyKind: 'json',
  responseKind: 'file',
  response: souborSchema,
});

// Requests ('Moje žádosti'): every kind a person can send, from every area -------------------

export const zadostSchema = z.object({
  id: recordId,
  typ: z.enum(requestTypes),
  datum: wireDateTime,
  stav: z.enum(requestStates),
  adresaOdeslani: z.enum(deliveryAddressChoices).nullable(),
  /** Human summary, e.g. the card reason. */
  popis: z.string().nullable(),
});
export type Zadost = z.infer<typeof zadostSchema>;

export const mojeZadosti = defineCall({
  id: 'mojeZadosti',
  summary: 'Žádosti pojištěnce za období, nejnovější první',
  method: 'GET',
  path: '/poj/{pojistenecId}/mojeZadosti',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  query: obdobiFiltrSchema,
  response: z.object({ seznamZadosti: z.array(zadostSchema) }),
});

/** The request for a certificate of no arrears: its query is the whole request. */
export const bezdluznostZadostDotazSchema = entity({ adresaOdeslani: adresaOdeslaniSchema });

export const bezdluznostZadostVlozit = defineCall({
  id: 'bezdluznostZadostVlozit',
  summary: 'Žádost o potvrzení o bezdlužnosti (GET se zápisem, jak ho uvádí specifikace)',
  method: 'GET',
  path: '/poj/{pojistenecId}/bezdluznostZadostVlozit/',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  // a GET that writes (the spec's call): it needs representation like every write
  personAccess: 'write',
  params: personParams,
  query: bezdluznostZadostDotazSchema,
  response: zadostSchema,
});

/** The card reasons (prukazDuvodKod). */
export const cardReasons = ['ZTRATA', 'ODCIZENI', 'POSKOZENI', 'ZMENA_UDAJU', 'KONEC_PLATNOSTI'] as const;
export type CardReason = (typeof cardReasons)[number];
export const cardReasonLabels: Record<CardReason, string> = {
  ZTRATA: 'Ztráta průkazu',
  ODCIZENI: 'Odcizení průkazu',
  POSKOZENI: 'Poškození průkazu',
  ZMENA_UDAJU: 'Změna jména nebo jiných údajů',
  KONEC_PLATNOSTI: 'Končí platnost průkazu',
};

export const zadostPrukazBodySchema = zadostPrukazSchema;

export const zadostPrukazVlozit = defineCall({
  id: 'zadostPrukazVlozit',
  summary: 'Žádost o nový průkaz pojištěnce (cesta zvolená produktem)',
  method: 'POST',
  path: '/poj/{pojistenecId}/zadostPrukazVlozit',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: zadostPrukazBodySchema,
  bodyKind: 'json',
  response: zadostSchema,
});

/** The insurance card with the EHIC on its back. */
export const ehicPrukazSchema = z.object({
  drzitel: z.object({ jmeno: z.string(), prijmeni: z.string(), narozen: wireDate }),
  /** Personal identification number on the card (the birth number without slash). */
  osobniCislo: z.string(),
  cisloKarty: z.string(),
  instituce: z.object({ kod: z.string(), nazev: z.string() }),
  platnostDo: wireDate,
  /** The newest EHIC request, if any (its interim confirmation can be printed). */
  posledniZadost: z.object({ id: recordId, datum: wireDateTime, potvrzeniPlatnostOd: wireDate, potvrzeniPlatnostDo: wireDate }).nullable(),
});
export type EhicPrukaz = z.infer<typeof ehicPrukazSchema>;

export const ehicPrukaz = defineCall({
  id: 'ehicPrukaz',
  summary: 'Průkaz pojištěnce a evropský průkaz (EHIC): držitel, číslo karty, instituce, platnost',
  method: 'GET',
  path: '/poj/{pojistenecId}/ehicPrukaz',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  response: ehicPrukazSchema,
});

/** EHIC request (JSON; the spec does not show its fields): where to send the new card. */
export const zadostEhicSchema = entity({ adresaOdeslani: adresaOdeslaniSchema });

export const zadostEhicVlozit = defineCall({
  id: 'zadostEhicVlozit',
  summary: 'Žádost o evropský průkaz zdravotního pojištění',
  method: 'POST',
  path: '/poj/{pojistenecId}/zadostEhicVlozit',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  body: zadostEhicSchema,
  bodyKind: 'json',
  response: zadostSchema.extend({ potvrzeniPlatnostOd: wireDate, potvrzeniPlatnostDo: wireDate }),
});

/** Interim confirmation replacing the EHIC (PDF) for the newest EHIC request. */
export const potvrzeniEhicPdf = defineCall({
  id: 'potvrzeniEhicPdf',
  summary: 'Potvrzení dočasně nahrazující evropský průkaz (PDF)',
  method: 'GET',
  path: '/poj/{pojistenecId}/potvrzeniEhicPdf',
  auth: 'access',
  role: 'pojistenec',
  personScoped: 'path',
  personAccess: 'write',
  params: personParams,
  responseKind: 'file',
  response: souborSchema,
});

/** How long the interim EHIC confirmation is valid from its issue (days). */
export const EHIC_CONFIRMATION_VALID_DAYS = 90;

/** How long a newly issued insurance card (the EHIC on its back) is valid: to the end of the month this many years after its issue. */
export const CARD_VALID_YEARS = 5;

/** The last day of a card issued on `issuedOn` ('YYYY-MM-DD'): 2025-03-14 → 2030-03-31. */
export function cardValidUntil(issuedOn: string): string {
  const year = Number(issuedOn.slice(0, 4)) + CARD_VALID_YEARS;
  const month = Number(issuedOn.slice(5, 7));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
}

export const insuranceCalls = [
  adresy,
  mojePojistne,
  mojePojistneRok,
  mojePojistnePlatby,
  mojePojistnePlatbyRok,
  pojistneUhrada,
  pojistneUhradaQr,
  prehledOsvcSeznam,
  prehledOsvc,
  prehledOsvcPdf,
  mojeZadosti,
  bezdluznostZadostVlozit,
  zadostPrukazVlozit,
  ehicPrukaz,
  zadostEhicVlozit,
  potvrzeniEhicPdf,
] as const;

export { osvcOverviewYears };

/**
 * The calls of "Insurance and payments" (contract/insurance.ts): the state of the insurance and
 * the premiums, payments and paying by QR, the overview of the self-employed (filing and PDF),
 * requests (certificate of no arrears, insurance card, EHIC) and the interim EHIC confirmation.
 *
 * Refusals by the insurer's rules (a year that cannot be filed, an address the person lacks,
 * nothing to pay) answer 422 VALIDACE with the Czech message on the field; a certificate of no
 * arrears refused for a debt answers 409 with the message as `detail`.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { advanceTypeLabels, refundMethodLabels, reportTypeLabels, taxRegimeLabels, taxReturnTypeLabels, type DeliveryAddressChoice, type ReportType } from '../../contract/enums';
import { addDaysIso, formatAddress, formatBankAccount, formatBirthNumber, formatCrowns, formatDateCz } from '../../contract/format';
import {
  adresy,
  bezdluznostZadostVlozit,
  cardReasonLabels,
  cardReasons,
  EHIC_CONFIRMATION_VALID_DAYS,
  ehicPrukaz,
  insuranceMessages,
  mojePojistne,
  mojePojistnePlatby,
  mojePojistnePlatbyRok,
  mojePojistneRok,
  mojeZadosti,
  paymentTypeLabels,
  pojistneUhrada,
  pojistneUhradaQr,
  potvrzeniEhicPdf,
  prehledOsvc,
  prehledOsvcPdf,
  prehledOsvcSeznam,
  taxReturnDateErrors,
  zadostEhicVlozit,
  zadostPrukazVlozit,
  type AdresaOdpoved,
  type ObdobiPojisteni,
  type PaymentPersonType,
  type PaymentType,
  type PojistneUhradaOdpoved,
  type PrehledOsvcBody,
  type PrehledOsvcPodany,
  type RokPojisteni,
  overviewYearMessages,
  type Zadost,
} from '../../contract/insurance';
import { messages } from '../../contract/messages';
import { computeOsvcOverview, OsvcOverviewError, osvcOverviewYears, type OsvcOverviewResult } from '../../contract/osvc-calculation';
import { buildSpayd, czechAccountToIban, SpaydError } from '../../contract/spayd';
import type { Database } from '../db/client';
import { insuranceCards, insurancePeriods, insuranceRequests, insuredAddresses, insuredPersons, osvcOverviews, premiumPayments } from '../db/schema';
import { HttpError, notFoundError, ruleRefusalError } from '../plugins/errors';
import { dateWithZeroTime, todayInPrague } from '../services/clock';
import { buildDocument, type PdfBlock } from '../services/pdf';
import {
  classifyOverviews,
  dueHal,
  halToKc,
  INSURER_NAME,
  insuredYears,
  monthsInYear,
  nextOverviewType,
  obzpMonthlyPremium,
  OSVC_CATEGORIES,
  osvcMonthlyAdvance,
  validOverviews,
  overviewYearState,
  type OverviewRow,
} from '../services/premiums';
import { qrPng } from '../services/qr';
import { registerCall } from './register';

/** The insurer's account for premiums (passes the Czech mod 11 check). */
export const INSURER_ACCOUNT = { predcisli: null, cislo: '2000145399', banka: '0800' } as const;

const personOf = (params: { pojistenecId: string }): number => Number(params.pojistenecId);

// ---------------------------------------------------------------------------------------------
// What the calls read: the person, periods, payments and overviews

type PersonRow = typeof insuredPersons.$inferSelect;
type PeriodRow = typeof insurancePeriods.$inferSelect;
type PaymentRow = typeof premiumPayments.$inferSelect;
type StoredOverview = OverviewRow & { prehled: Record<string, unknown> };

interface InsuranceData {
  person: PersonRow;
  periods: PeriodRow[];
  payments: PaymentRow[];
  overviews: StoredOverview[];
  today: string;
}

async function loadInsurance(db: Database, personId: number): Promise<InsuranceData> {
  const [person] = await db.select().from(insuredPersons).where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  const [periods, payments, overviewRows] = await Promise.all([
    db.select().from(insurancePeriods).where(eq(insurancePeriods.insuredPersonId, personId)).orderBy(asc(insurancePeriods.datumOd), asc(insurancePeriods.id)),
    db.select().from(premiumPayments).where(eq(premiumPayments.insuredPersonId, personId)).orderBy(asc(premiumPayments.datum), asc(premiumPayments.id)),
    db.select().from(osvcOverviews).where(eq(osvcOverviews.insuredPersonId, personId)).orderBy(asc(osvcOverviews.podano), asc(osvcOverviews.id)),
  ]);
  const overviews = overviewRows.map((row) => ({ id: row.id, rok: row.rok, podano: row.podano, prehled: row.prehled, vypocet: row.vypocet as StoredOverview['vypocet'] }));
  return { person, periods, payments, overviews, today: todayInPrague() };
}

/** The period that covers today (the latest starting one if several do). */
function currentPeriod(data: InsuranceData): PeriodRow | null {
  const covering = data.periods.filter((p) => p.datumOd <= data.today && (p.datumDo === null || p.datumDo >= data.today));
  return covering.length > 0 ? covering[covering.length - 1] : null;
}

/** Start of the uninterrupted insurance that lasts today (periods that follow each other or overlap). */
function insuredSince(data: InsuranceData, current: PeriodRow): string {
  let since = current.datumOd;
  let moved = true;
  while (moved) {
    moved = false;
    for (const period of data.periods) {
      if (period.datumOd < since && (period.datumDo === null || addDaysIso(period.datumDo, 1) >= since)) {
        since = period.datumOd;
        moved = true;
      }
    }
  }
  return since;
}

interface YearAccount {
  rok: number;
  dueHal: { OSVC: number; OBZP: number };
  paidHal: { OSVC: number; OBZP: number };
}

/** Due and paid per year (insured years and years with payments), newest first. */
function yearAccounts(data: InsuranceData): YearAccount[] {
  const valid = validOverviews(data.overviews);
  const years = new Set(insuredYears(data.periods, data.today));
  for (const payment of data.payments) years.add(payment.rok);
  return [...years]
    .sort((a, b) => b - a)
    .map((rok) => {
      const paidHal = { OSVC: 0, OBZP: 0 };
      for (const payment of data.payments) if (payment.rok === rok) paidHal[payment.typOsoby as PaymentPersonType] += payment.castkaHal;
      return { rok, dueHal: dueHal(data.periods, valid, rok, data.today), paidHal };
    });
}

function saldoHal(data: InsuranceData): number {
  return yearAccounts(data).reduce((sum, y) => sum + y.paidHal.OSVC + y.paidHal.OBZP - y.dueHal.OSVC - y.dueHal.OBZP, 0);
}

const periodItem = (period: PeriodRow): ObdobiPojisteni => ({
  datumOd: dateWithZeroTime(period.datumOd),
  datumDo: period.datumDo ? dateWithZeroTime(period.datumDo) : null,
  kategorie: period.kategorie as ObdobiPojisteni['kategorie'],
  platceTyp: period.platceTyp as ObdobiPojisteni['platceTyp'],
  platceNazev: period.platceNazev,
});

// ---------------------------------------------------------------------------------------------
// Paying: what the person can pay today

type PaymentOption = PojistneUhradaOdpoved['typyUhrady'][number];

function paymentOptions(data: InsuranceData): PaymentOption[] {
  const rok = Number(data.today.slice(0, 4));
  const kategorie = currentPeriod(data)?.kategorie;
  const options: PaymentOption[] = [];
  const option = (kod: PaymentType, castkaNavrh: number | null, specifickySymbol: string | null = null): PaymentOption => ({
    kod,
    nazev: paymentTypeLabels[kod],
    castkaNavrh,
    specifickySymbol,
    konstantniSymbol: null,
  });
  if (kategorie === 'OSVC') {
    const valid = validOverviews(data.overviews);
    options.push(option('ZALOHA_OSVC', osvcMonthlyAdvance(rok, valid)));
    const newestYear = Math.max(...valid.keys());
    const newest = Number.isFinite(newestYear) ? valid.get(newestYear) : undefined;
    let unpaidHal = 0;
    if (newest && newest.vypocet.vyrovnani < 0) {
      const settledHal = data.payments.filter((p) => p.rok === newest.rok && p.typUhradyKod === 'DOPLATEK_OSVC').reduce((sum, p) => sum + p.castkaHal, 0);
      unpaidHal = Math.round(-newest.vypocet.vyrovnani * 100) - settledHal;
    }
    options.push(option('DOPLATEK_OSVC', unpaidHal > 0 ? halToKc(unpaidHal) : null, newest ? String(newest.rok) : null));
  }
  if (kategorie === 'OBZP') options.push(option('POJISTNE_OBZP', obzpMonthlyPremium(rok)));
  const saldo = saldoHal(data);
  if (saldo < 0) options.push(option('DLUH', halToKc(-saldo)));
  return options;
}

/** The message for the recipient, without diacritics (some banks drop them): at most 60 characters. */
function paymentMessage(birthNumber: string, option: PaymentOption): string {
  const what: Record<PaymentType, string> = {
    ZALOHA_OSVC: 'zaloha OSVC',
    DOPLATEK_OSVC: `doplatek OSVC${option.specifickySymbol ? ` ${option.specifickySymbol}` : ''}`,
    POJISTNE_OBZP: 'pojistne OBZP',
    DLUH: 'dluh na pojistnem',
  };
  return `Pojistne ${birthNumber} ${what[option.kod]}`.slice(0, 60);
}

// ---------------------------------------------------------------------------------------------
// The overview of the self-employed

function overviewItem(item: { row: StoredOverview; typPrehledu: ReportType; platny: boolean }): PrehledOsvcPodany {
  return {
    id: item.row.id,
    rok: item.row.rok,
    typPrehledu: item.typPrehledu,
    platny: item.platny,
    podano: item.row.podano.toISOString(),
    prehled: item.row.prehled,
    vypocet: item.row.vypocet as unknown as PrehledOsvcPodany['vypocet'],
  };
}

/** The server's checks of a filed overview (also for its PDF); answers the calculation. */
function checkOverview(data: InsuranceData, body: PrehledOsvcBody): OsvcOverviewResult {
  const chyby: Record<string, string[]> = {};
  const state = overviewYearState(data.periods, body.rok, data.today);
  if (state !== 'LZE_PODAT') chyby.rok = [overviewYearMessages[state]];
  const dateErrors = taxReturnDateErrors(body.rok, body.priznaniTyp, body.danovePriznani?.danovePriznaniDatum, data.today);
  if (dateErrors.length > 0) chyby['danovePriznani.danovePriznaniDatum'] = dateErrors;
  if (Object.keys(chyby).length > 0) throw ruleRefusalError(chyby);
  try {
    return computeOsvcOverview(body);
  } catch (error) {
    if (error instanceof OsvcOverviewError) throw ruleRefusalError({ [error.field]: [error.message] });
    throw error;
  }
}


function overviewPdfBlocks(data: InsuranceData, body: PrehledOsvcBody, result: OsvcOverviewResult, typ: ReportType, permanent: AdresaOdpoved | null): PdfBlock[] {
  const step = (radek: string) => result.kroky.find((k) => k.radek === radek)?.vzorec ?? '';
  const person = data.person;
  const name = [person.titulPred, person.jmeno, person.prijmeni, person.titulZa].filter(Boolean).join(' ');
  const tax = body.danovePriznani;
  const taxRows: Array<[string, string]> = [['Daňové přiznání', taxReturnTypeLabels[body.priznaniTyp]]];
  if (tax?.danovePriznaniDatum) taxRows.push(['Datum podání daňového přiznání', formatDateCz(tax.danovePriznaniDatum)]);
  if (tax?.danovyRezim) taxRows.push(['Daňový režim', taxRegimeLabels[tax.danovyRezim]]);
  if (body.zalohaTyp) taxRows.push(['Zálohy', advanceTypeLabels[body.zalohaTyp]]);
  const settlement = result.vyrovnani > 0 ? 'Přeplatek' : result.vyrovnani < 0 ? 'Nedoplatek' : 'Vyrovnání';
  const refundRows: Array<[string, string]> = [['Způsob vrácení', refundMethodLabels[body.preplatekVraceni]]];
  const ucet = body.ucet;
  if (body.preplatekVraceni === 'BANKOVNIUCET' && ucet?.cislo && ucet.banka) refundRows.push(['Číslo účtu', formatBankAccount({ predcisli: ucet.predcisli, cislo: ucet.cislo, banka: ucet.banka })]);
  const personRows: Array<[string, string]> = [
    ['Jméno a příjmení', name],
    ['Rodné číslo', formatBirthNumber(person.rodneCislo)],
  ];
  if (permanent) personRows.push(['Trvalá adresa', formatAddress(permanent)]);
  return [
    { kind: 'heading', text: 'Pojištěnec' },
    { kind: 'rows', rows: personRows },
    { kind: 'heading', text: 'Přehled' },
    { kind: 'rows', rows: [['Kalendářní rok', String(body.rok)], ['Typ přehledu', reportTypeLabels[typ]]] },
    { kind: 'heading', text: 'Daňové přiznání' },
    { kind: 'rows', rows: taxRows },
    { kind: 'heading', text: 'Údaje přehledu' },
    {
      kind: 'rows',
      rows: [
        ['Řádek 3 – příjmy snížené o výdaje', formatCrowns(body.radek03)],
        ['Řádek 4 – měsíce samostatné výdělečné činnosti', String(body.radek04)],
        ['Řádek 5 – měsíce účasti na pojištění jako OSVČ', String(body.radek05)],
        ['Řádek 6 – měsíce s minimálním vyměřovacím základem', String(body.radek06)],
        ['Řádek 41 – zaplacené zálohy', formatCrowns(body.radek41)],
      ],
    },
    { kind: 'heading', text: 'Výpočet' },
    { kind: 'rows', rows: [['Řádek 9 – minimální vyměřovací základ', formatCrowns(result.radek09)]] },
    { kind: 'paragraph', text: step('09'), small: true },
    { kind: 'rows', rows: [['Řádek 14 – vyměřovací základ', formatCrowns(result.radek14)]] },
    { kind: 'paragraph', text: step('14'), small: true },
    { kind: 'rows', rows: [['Řádek 16 – pojistné', formatCrowns(result.radek16)]] },
    { kind: 'paragraph', text: step('16'), small: true },
    { kind: 'rows', rows: [[settlement, formatCrowns(Math.abs(result.vyrovnani))]] },
    { kind: 'paragraph', text: step('vyrovnani'), small: true },
    { kind: 'rows', rows: [['Řádek 51 – nová měsíční záloha', formatCrowns(result.radek51)]] },
    { kind: 'paragraph', text: step('51'), small: true },
    { kind: 'heading', text: 'Vrácení přeplatku' },
    { kind: 'rows', rows: refundRows },
    { kind: 'space' },
    { kind: 'rows', rows: [['Datum vytvoření', formatDateCz(data.today)]] },
  ];
}

async function pdfFile(nazev: string, build: () => Promise<Uint8Array>): Promise<{ nazev: string; mime: string; obsah: Uint8Array }> {
  try {
    return { nazev, mime: 'application/pdf', obsah: await build() };
  } catch {
    throw new HttpError(500, 'CHYBA', messages.pdfFailed);
  }
}

// ---------------------------------------------------------------------------------------------
// Requests

type RequestRow = typeof insuranceRequests.$inferSelect;

const requestItem = (row: RequestRow): Zadost => ({
  id: row.id,
  typ: row.typ as Zadost['typ'],
  datum: row.datum.toISOString(),
  stav: row.stav as Zadost['stav'],
  adresaOdeslani: (row.adresaOdeslani as DeliveryAddressChoice | null) ?? null,
  popis: row.popis,
});

async function addressesOf(db: Database, personId: number): Promise<Record<DeliveryAddressChoice, AdresaOdpoved | null>> {
  const rows = await db.select().from(insuredAddresses).where(eq(insuredAddresses.insuredPersonId, personId));
  const of = (druh: DeliveryAddressChoice): AdresaOdpoved | null => {
    const row = rows.find((r) => r.druh === druh);
    return row ? { ulice: row.ulice, obec: row.obec, psc: row.psc, stat: row.stat } : null;
  };
  return { TRVALA_ADRESA: of('TRVALA_ADRESA'), KONTAKTNI_ADRESA: of('KONTAKTNI_ADRESA') };
}

/** The message when the chosen delivery address is missing (null when it is there). */
async function missingAddress(db: Database, personId: number, choice: DeliveryAddressChoice): Promise<string | null> {
  const addresses = await addressesOf(db, personId);
  if (addresses[choice]) return null;
  return choice === 'KONTAKTNI_ADRESA' ? insuranceMessages.noContactAddress : insuranceMessages.noPermanentAddress;
}

async function newestEhicRequest(db: Database, personId: number): Promise<RequestRow | null> {
  const [row] = await db
    .select()
    .from(insuranceRequests)
    .where(and(eq(insuranceRequests.insuredPersonId, personId), eq(insuranceRequests.typ, 'EHIC')))
    .orderBy(desc(insuranceRequests.datum), desc(insuranceRequests.id))
    .limit(1);
  return row ?? null;
}

async function cardOf(db: Database, personId: number) {
  const [card] = await db.select().from(insuranceCards).where(eq(insuranceCards.insuredPersonId, personId));
  if (!card) throw notFoundError();
  return card;
}

// ---------------------------------------------------------------------------------------------

export function registerInsuranceRoutes(app: FastifyInstance): void {
  registerCall(app, adresy, async ({ params, deps }) => addressesOf(deps.db, personOf(params)));

  // My insurance ------------------------------------------------------------------------------
  registerCall(app, mojePojistne, async ({ params, deps }) => {
    const data = await loadInsurance(deps.db, personOf(params));
    const current = currentPeriod(data);
    return {
      pojistenec: { jmeno: data.person.jmeno, prijmeni: data.person.prijmeni, cisloPojistence: data.person.rodneCislo },
      kategorie: (current?.kategorie as ObdobiPojisteni['kategorie'] | undefined) ?? null,
      pojistenOd: current ? dateWithZeroTime(insuredSince(data, current)) : null,
      platceTyp: (current?.platceTyp as ObdobiPojisteni['platceTyp'] | undefined) ?? null,
      platceNazev: current?.platceNazev ?? null,
      saldo: halToKc(saldoHal(data)),
      saldoKDatu: dateWithZeroTime(data.today),
      variabilniSymbol: data.person.rodneCislo,
      osvc: data.periods.some((p) => p.kategorie === 'OSVC'),
      platiSam: data.periods.some((p) => p.kategorie === 'OSVC' || p.kategorie === 'OBZP'),
      roky: insuredYears(data.periods, data.today),
    };
  });

  registerCall(app, mojePojistneRok, async ({ params, deps }) => {
    const data = await loadInsurance(deps.db, personOf(params));
    const seznamRoku: RokPojisteni[] = yearAccounts(data).map((year) => {
      const predpis = year.dueHal.OSVC + year.dueHal.OBZP;
      const uhrazeno = year.paidHal.OSVC + year.paidHal.OBZP;
      return {
        rok: year.rok,
        obdobi: data.periods.filter((p) => p.datumOd <= `${year.rok}-12-31` && (p.datumDo === null || p.datumDo >= `${year.rok}-01-01`)).map(periodItem),
        predpis: halToKc(predpis),
        uhrazeno: halToKc(uhrazeno),
        saldo: halToKc(uhrazeno - predpis),
      };
    });
    return { seznamRoku };
  });

  // Payments ----------------------------------------------------------------------------------
  registerCall(app, mojePojistnePlatby, async ({ params, deps }) => {
    const rows = await deps.db.select().from(premiumPayments).where(eq(premiumPayments.insuredPersonId, personOf(params)));
    const groups = new Map<string, { rok: number; typOsoby: PaymentPersonType; pocet: number; soucetHal: number }>();
    for (const row of rows) {
      const key = `${row.rok}|${row.typOsoby}`;
      const group = groups.get(key) ?? { rok: row.rok, typOsoby: row.typOsoby as PaymentPersonType, pocet: 0, soucetHal: 0 };
      group.pocet += 1;
      group.soucetHal += row.castkaHal;
      groups.set(key, group);
    }
    const seznam = [...groups.values()]
      .sort((a, b) => b.rok - a.rok || a.typOsoby.localeCompare(b.typOsoby))
      .map((g) => ({ rok: g.rok, typOsoby: g.typOsoby, pocet: g.pocet, soucet: halToKc(g.soucetHal) }));
    return { seznam };
  });

  registerCall(app, mojePojistnePlatbyRok, async ({ params, query, deps }) => {
    const data = await loadInsurance(deps.db, personOf(params));
    const { rok } = params;
    const { typOsoby } = query;
    const platby = data.payments.filter((p) => p.rok === rok && p.typOsoby === typOsoby).reverse();
    const due = dueHal(data.periods, validOverviews(data.overviews), rok, data.today);
    return {
      rok,
      typOsoby,
      platby: platby.map((p) => ({
        id: p.id,
        datum: dateWithZeroTime(p.datum),
        castka: halToKc(p.castkaHal),
        obdobi: p.obdobi,
        typUhradyKod: p.typUhradyKod,
        variabilniSymbol: p.variabilniSymbol,
      })),
      soucet: halToKc(platby.reduce((sum, p) => sum + p.castkaHal, 0)),
      predpis: halToKc(due[typOsoby]),
    };
  });

  // Paying the premium ------------------------------------------------------------------------
  const iban = czechAccountToIban(INSURER_ACCOUNT);

  registerCall(app, pojistneUhrada, async ({ params, deps }) => {
    const data = await loadInsurance(deps.db, personOf(params));
    return { ucet: { ...INSURER_ACCOUNT }, iban, variabilniSymbol: data.person.rodneCislo, typyUhrady: paymentOptions(data) };
  });

  registerCall(app, pojistneUhradaQr, async ({ params, query, deps }) => {
    const data = await loadInsurance(deps.db, personOf(params));
    const option = paymentOptions(data).find((o) => o.kod === query.typUhradyKod);
    if (!option) throw ruleRefusalError({ typUhradyKod: [insuranceMessages.nothingToPay] });
    const zprava = paymentMessage(data.person.rodneCislo, option);
    let spayd: string;
    try {
      spayd = buildSpayd({ iban, castka: query.castka, vs: data.person.rodneCislo, ss: option.specifickySymbol ?? undefined, ks: option.konstantniSymbol ?? undefined, zprava });
    } catch (error) {
      if (error instanceof SpaydError) throw ruleRefusalError({ castka: [error.message] });
      throw error;
    }
    const png = await qrPng(spayd);
    return {
      spayd,
      qrPng: png.toString('base64'),
      iban,
      ucet: { ...INSURER_ACCOUNT },
      castka: query.castka,
      variabilniSymbol: data.person.rodneCislo,
      specifickySymbol: option.specifickySymbol,
      konstantniSymbol: option.konstantniSymbol,
      zprava,
    };
  });

  // Overview of the self-employed -------------------------------------------------------------
  registerCall(app, prehledOsvcSeznam, async ({ params, deps }) => {
    const data = await loadInsurance(deps.db, personOf(params));
    const roky = [...osvcOverviewYears]
      .sort((a, b) => b - a)
      .map((rok) => {
        const mesicuOsvc = monthsInYear(data.periods, rok, data.today, OSVC_CATEGORIES).size;
        const advancesHal = data.payments.filter((p) => p.typOsoby === 'OSVC' && p.obdobi?.startsWith(`${rok}-`)).reduce((sum, p) => sum + p.castkaHal, 0);
        return {
          rok,
          stav: overviewYearState(data.periods, rok, data.today),
          mesicuOsvc,
          zalohyUhrazeno: halToKc(advancesHal),
        };
      });
    return { roky, seznamPrehledu: classifyOverviews(data.overviews).map(overviewItem) };
  });

  registerCall(app, prehledOsvc, async ({ params, body, deps }) => {
    const personId = personOf(params);
    const data = await loadInsurance(deps.db, personId);
    const vypocet = checkOverview(data, body);
    // JSON keeps what was filed; undefined optional fields drop out
    const prehled = JSON.parse(JSON.stringify(body)) as Record<string, unknown>;
    const [row] = await deps.db
      .insert(osvcOverviews)
      .values({ insuredPersonId: personId, rok: body.rok, prehled, vypocet: vypocet as unknown as Record<string, unknown> })
      .returning({ id: osvcOverviews.id });
    const { overviews } = await loadInsurance(deps.db, personId);
    const item = classifyOverviews(overviews).find((o) => o.row.id === row.id);
    if (!item) throw new Error('prehledOSVC: the filed overview is missing');
    return overviewItem(item);
  });

  registerCall(app, prehledOsvcPdf, async ({ params, body, deps }) => {
    const personId = personOf(params);
    const data = await loadInsurance(deps.db, personId);
    const result = checkOverview(data, body);
    const typ = nextOverviewType(data.overviews, body.rok, new Date());
    const { TRVALA_ADRESA } = await addressesOf(deps.db, personId);
    return pdfFile(`prehled-osvc-${body.rok}.pdf`, () =>
      buildDocument(
        {
          issuer: INSURER_NAME,
          title: `Přehled o příjmech a výdajích OSVČ za rok ${body.rok}`,
          blocks: overviewPdfBlocks(data, body, result, typ, TRVALA_ADRESA),
          footer: `${INSURER_NAME} · Přehled OSVČ za rok ${body.rok}`,
        },
        INSURER_NAME,
      ),
    );
  });

  // Requests ----------------------------------------------------------------------------------
  registerCall(app, mojeZadosti, async ({ params, query, deps }) => {
    const rows = await deps.db
      .select()
      .from(insuranceRequests)
      .where(eq(insuranceRequests.insuredPersonId, personOf(params)))
      .orderBy(desc(insuranceRequests.datum), desc(insuranceRequests.id));
    // the period is of Prague calendar days
    const inPeriod = (row: RequestRow) => {
      const day = todayInPrague(row.datum);
      return (!query.obdobiOd || day >= query.obdobiOd) && (!query.obdobiDo || day <= query.obdobiDo);
    };
    return { seznamZadosti: rows.filter(inPeriod).map(requestItem) };
  });

  registerCall(app, bezdluznostZadostVlozit, async ({ params, query, deps }) => {
    const personId = personOf(params);
    const missing = await missingAddress(deps.db, personId, query.adresaOdeslani);
    if (missing) throw ruleRefusalError({ adresaOdeslani: [missing] });
    const data = await loadInsurance(deps.db, personId);
    if (saldoHal(data) < 0) throw new HttpError(409, 'CHYBA', insuranceMessages.arrearsBlockCertificate);
    const [row] = await deps.db
      .insert(insuranceRequests)
      .values({ insuredPersonId: personId, typ: 'BEZDLUZNOST', stav: 'PRIJATO', adresaOdeslani: query.adresaOdeslani, popis: null })
      .returning();
    return requestItem(row);
  });

  registerCall(app, zadostPrukazVlozit, async ({ params, body, deps }) => {
    const personId = personOf(params);
    const chyby: Record<string, string[]> = {};
    const reason = cardReasons.find((r) => r === body.prukazDuvodKod);
    if (!reason) chyby.prukazDuvodKod = [messages.allowedValues(cardReasons)];
    const missing = await missingAddress(deps.db, personId, body.adresaOdeslani);
    if (missing) chyby.adresaOdeslani = [missing];
    if (!reason || Object.keys(chyby).length > 0) throw ruleRefusalError(chyby);
    const [row] = await deps.db
      .insert(insuranceRequests)
      .values({ insuredPersonId: personId, typ: 'PRUKAZ', stav: 'PRIJATO', adresaOdeslani: body.adresaOdeslani, popis: cardReasonLabels[reason] })
      .returning();
    return requestItem(row);
  });

  registerCall(app, ehicPrukaz, async ({ params, deps }) => {
    const personId = personOf(params);
    const [person] = await deps.db.select().from(insuredPersons).where(eq(insuredPersons.id, personId));
    if (!person) throw notFoundError();
    const card = await cardOf(deps.db, personId);
    const request = await newestEhicRequest(deps.db, personId);
    return {
      drzitel: { jmeno: person.jmeno, prijmeni: person.prijmeni, narozen: dateWithZeroTime(person.narozen) },
      osobniCislo: person.rodneCislo,
      cisloKarty: card.cisloKarty,
      instituce: { kod: card.instituceKod, nazev: card.instituceNazev },
      platnostDo: dateWithZeroTime(card.platnostDo),
      posledniZadost:
        request && request.potvrzeniPlatnostOd && request.potvrzeniPlatnostDo
          ? {
              id: request.id,
              datum: request.datum.toISOString(),
              potvrzeniPlatnostOd: dateWithZeroTime(request.potvrzeniPlatnostOd),
              potvrzeniPlatnostDo: dateWithZeroTime(request.potvrzeniPlatnostDo),
            }
          : null,
    };
  });

  registerCall(app, zadostEhicVlozit, async ({ params, body, deps }) => {
    const personId = personOf(params);
    const missing = await missingAddress(deps.db, personId, body.adresaOdeslani);
    if (missing) throw ruleRefusalError({ adresaOdeslani: [missing] });
    const today = todayInPrague();
    const [row] = await deps.db
      .insert(insuranceRequests)
      .values({
        insuredPersonId: personId,
        typ: 'EHIC',
        stav: 'PRIJATO',
        adresaOdeslani: body.adresaOdeslani,
        popis: null,
        potvrzeniPlatnostOd: today,
        potvrzeniPlatnostDo: addDaysIso(today, EHIC_CONFIRMATION_VALID_DAYS),
      })
      .returning();
    return { ...requestItem(row), potvrzeniPlatnostOd: dateWithZeroTime(today), potvrzeniPlatnostDo: dateWithZeroTime(addDaysIso(today, EHIC_CONFIRMATION_VALID_DAYS)) };
  });

  registerCall(app, potvrzeniEhicPdf, async ({ params, deps }) => {
    const personId = personOf(params);
    const request = await newestEhicRequest(deps.db, personId);
    if (!request || !request.potvrzeniPlatnostOd || !request.potvrzeniPlatnostDo) throw new HttpError(404, 'NENALEZENO', insuranceMessages.noEhicRequest);
    const [person] = await deps.db.select().from(insuredPersons).where(eq(insuredPersons.id, personId));
    if (!person) throw notFoundError();
    const card = await cardOf(deps.db, personId);
    const title = 'Potvrzení dočasně nahrazující Evropský průkaz zdravotního pojištění';
    const blocks: PdfBlock[] = [
      { kind: 'paragraph', text: 'Potvrzení je vydáno podle přílohy 3 rozhodnutí č. S2 Správní komise pro koordinaci systémů sociálního zabezpečení a platí v členských státech EU, Islandu, Lichtenštejnsku, Norsku a Švýcarsku.', small: true },
      { kind: 'heading', text: 'Držitel' },
      {
        kind: 'rows',
        rows: [
          ['1. Stát vydání', 'CZ'],
          ['3. Příjmení', person.prijmeni],
          ['4. Jméno', person.jmeno],
          ['5. Datum narození', formatDateCz(person.narozen)],
          ['6. Osobní identifikační číslo', person.rodneCislo],
        ],
      },
      { kind: 'heading', text: 'Průkaz a instituce' },
      {
        kind: 'rows',
        rows: [
          ['7. Identifikační číslo instituce', `${card.instituceKod} – ${card.instituceNazev}`],
          ['8. Identifikační číslo průkazu', card.cisloKarty],
          ['9. Datum skončení platnosti průkazu', formatDateCz(card.platnostDo)],
        ],
      },
      { kind: 'heading', text: 'Platnost potvrzení' },
      {
        kind: 'rows',
        rows: [
          ['a) Platnost od', formatDateCz(request.potvrzeniPlatnostOd)],
          ['b) Platnost do', formatDateCz(request.potvrzeniPlatnostDo)],
          ['c) Datum vydání potvrzení', formatDateCz(todayInPrague())],
        ],
      },
      { kind: 'space' },
      { kind: 'paragraph', text: `Vydala ${card.instituceNazev} (kód ${card.instituceKod}).` },
    ];
    return pdfFile('potvrzeni-ehic.pdf', () => buildDocument({ issuer: INSURER_NAME, title, blocks, footer: INSURER_NAME }, INSURER_NAME));
  });
}

/**
 * The premium account as items (issue 33): every charge — a month's advance or OBZP premium, an
 * overview's settlement, a correction — and every credit — a payment received, an overpayment —
 * with its amount, the month it belongs to, its due date and its symbols. Pure over rows already
 * loaded and a given Prague day, so tests pass any day. Rules and their paragraphs: docs/premiums.md.
 *
 * - An advance (and the OBZP premium) is paid for a calendar month, due from the 1st of the month
 *   to the 8th of the next one (§ 24 odst. 2 zák. 592/1992 Sb.; OBZP § 8 odst. 2).
 * - An overview's advance applies from the month the overview was filed or should have been filed
 *   (one month after the tax return was filed or due, § 24 odst. 2), whichever is earlier; months
 *   already charged at the old advance get the difference as their own correction item.
 * - The settlement is due within 8 days of filing the overview (§ 24 odst. 2).
 * - Only what is past its due date is in arrears (§ 26 odst. 1).
 * Money is in whole haléře.
 */
import { addDaysIso, formatDateCz } from '../../../contract/format';
import { ledgerStates, taxReturnDeadline, type LedgerKindCode } from '../../../contract/insurance';
import type { TaxReturnType } from '../../../contract/enums';
import { todayInPrague } from '../clock';
import { crownsToHellers, formatHellers } from '../../../contract/money';
import { monthsInYear, obzpMonthlyPremium, OBZP_CATEGORIES, OSVC_CATEGORIES, osvcMinimumAdvance, validOverviews } from './premiums';
import type { OverviewRow, PeriodRow } from './premiums';

export type LedgerKind = LedgerKindCode;
export type LedgerState = (typeof ledgerStates)[number];

export interface LedgerItem {
  /** Stable id: 'ZALOHA_OSVC:2026-05', 'DOPLATEK_OSVC:2025', 'OPRAVA:2026-05', 'PLATBA:17'. */
  id: string;
  druh: LedgerKind;
  /** The month ('YYYY-MM') or, for a settlement, the year ('YYYY') the item belongs to. */
  obdobi: string;
  /** > 0 the person owes it (a charge); < 0 a credit (a payment, an overpayment). */
  castkaHal: number;
  /** Last day of payment (Prague day, 'YYYY-MM-DD'); for a credit the day it was credited. */
  splatnost: string;
  variabilniSymbol: string;
  specifickySymbol: string | null;
  /** Of a charge: what is still to pay after the payments received (0 when paid). */
  zbyvaHal: number;
  stav: LedgerState;
}

export interface LedgerOverview extends OverviewRow {
  prehled?: Record<string, unknown>;
}

export interface LedgerPayment {
  id: number;
  datum: string;
  castkaHal: number;
  obdobi: string | null;
  rok: number;
  typUhradyKod: string;
}

export interface LedgerInput {
  variabilniSymbol: string;
  periods: readonly PeriodRow[];
  overviews: readonly LedgerOverview[];
  payments: readonly LedgerPayment[];
  /** Today in Prague ('YYYY-MM-DD'). */
  today: string;
}

export interface Ledger {
  polozky: LedgerItem[];
  /** Owed and past due. */
  poSplatnostiHal: number;
  /** Owed and not yet due. */
  splatneHal: number;
  /** The nearest due date of what is owed and not yet due (null when nothing is). */
  nejblizsiSplatnost: string | null;
  /** Credit not used by any charge. */
  preplatekHal: number;
  /** Credits minus charges (negative: the person owes, due or not). */
  saldoHal: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
const monthIndex = (obdobi: string): number => Number(obdobi.slice(0, 4)) * 12 + Number(obdobi.slice(5, 7)) - 1;
const monthOf = (index: number): string => `${Math.floor(index / 12)}-${pad((index % 12) + 1)}`;

/** The last day of paying the advance of a month: the 8th of the next month. */
export function advanceDueDate(obdobi: string): string {
  return `${monthOf(monthIndex(obdobi) + 1)}-08`;
}

/** The settlement of an overview filed on `filedDay` is due within 8 days. */
export const settlementDueDate = (filedDay: string): string => addDaysIso(filedDay, 8);

/**
 * The day the overview of `rok` had to be filed: one month after the day the tax return was filed
 * or had to be filed (the type's statutory deadline), whichever is earlier; without a tax return,
 * one month after the paper deadline.
 */
export function overviewDeadline(rok: number, prehled: Record<string, unknown> | undefined): string {
  const typ = (prehled?.priznaniTyp as TaxReturnType | undefined) ?? 'NEPODAVANO';
  const deadline = taxReturnDeadline(rok, typ === 'NEPODAVANO' ? 'STANDARDNE' : typ);
  const filed = (prehled?.danovePriznani as { danovePriznaniDatum?: string | null } | undefined)?.danovePriznaniDatum;
  const taxDay = typ !== 'NEPODAVANO' && filed && filed.slice(0, 10) < deadline ? filed.slice(0, 10) : deadline;
  const index = monthIndex(taxDay) + 1;
  const [year, month] = [Math.floor(index / 12), (index % 12) + 1];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${pad(month)}-${pad(Math.min(Number(taxDay.slice(8, 10)), lastDay))}`;
}

const filedDay = (row: OverviewRow): string => todayInPrague(row.podano);

/** The first filing of each year (the regular one). */
function firstFilings<R extends OverviewRow>(rows: readonly R[]): Map<number, R> {
  const first = new Map<number, R>();
  for (const row of [...rows].sort((a, b) => a.podano.getTime() - b.podano.getTime() || a.id - b.id))
    if (!first.has(row.rok)) first.set(row.rok, row);
  return first;
}

/**
 * The month ('YYYY-MM') from which the overview of a year sets the advances: the month it was
 * filed or should have been filed, whichever is earlier.
 */
export function advancesFrom(first: LedgerOverview): string {
  const deadline = overviewDeadline(first.rok, first.prehled);
  const filed = filedDay(first);
  return (filed < deadline ? filed : deadline).slice(0, 7);
}

/** The valid overview that sets the advance of a month, when any does. */
export function overviewForMonth<R extends LedgerOverview>(obdobi: string, rows: readonly R[]): R | undefined {
  const valid = validOverviews(rows);
  const first = firstFilings(rows);
  const year = Number(obdobi.slice(0, 4));
  let best: R | undefined;
  for (const [rok, row] of valid) {
    const firstRow = first.get(rok);
    if (rok >= year || !firstRow || advancesFrom(firstRow) > obdobi) continue;
    if (!best || rok > best.rok) best = row;
  }
  return best;
}

/** The monthly OSVČ advance of a month in Kč: the year's minimum, or row 51 of the overview that applies when higher. */
export function osvcAdvanceForMonth(obdobi: string, rows: readonly LedgerOverview[]): number {
  const minimum = osvcMinimumAdvance(Number(obdobi.slice(0, 4)));
  return Math.max(minimum, overviewForMonth(obdobi, rows)?.vypocet.radek51 ?? 0);
}

/** The months (indexes) a person was in one of the categories, up to today's month. */
function monthsOf(periods: readonly PeriodRow[], today: string, kategorie: readonly string[]): number[] {
  const years = new Set<number>();
  for (const p of periods) for (let y = Number(p.datumOd.slice(0, 4)); y <= Number(today.slice(0, 4)); y += 1) years.add(y);
  return [...years]
    .sort((a, b) => a - b)
    .flatMap((rok) => [...monthsInYear(periods, rok, today, kategorie)].sort((a, b) => a - b).map((m) => rok * 12 + m - 1));
}

interface Charge {
  id: string;
  druh: LedgerKind;
  obdobi: string;
  castkaHal: number;
  splatnost: string;
  specifickySymbol: string | null;
}

/** Every charge and every credit from overviews, in the order they fall due. */
function charges(input: LedgerInput): Charge[] {
  const { periods, overviews, today } = input;
  const result: Charge[] = [];
  const osvcByYear = new Map<number, number>();
  for (const index of monthsOf(periods, today, OSVC_CATEGORIES)) {
    const obdobi = monthOf(index);
    // What the person knew at the end of the month vs what the overviews say now.
    const endOfMonth = `${obdobi}-31`;
    const known = overviews.filter((row) => filedDay(row) <= endOfMonth);
    const then = crownsToHellers(osvcAdvanceForMonth(obdobi, known));
    const now = crownsToHellers(osvcAdvanceForMonth(obdobi, overviews));
    const rok = Number(obdobi.slice(0, 4));
    result.push({
      id: `ZALOHA_OSVC:${obdobi}`,
      druh: 'ZALOHA_OSVC',
      obdobi,
      castkaHal: then,
      splatnost: advanceDueDate(obdobi),
      specifickySymbol: null,
    });
    osvcByYear.set(rok, (osvcByYear.get(rok) ?? 0) + now);
    if (now !== then) {
      const changedBy = overviewForMonth(obdobi, overviews);
      const notice = changedBy ? settlementDueDate(filedDay(changedBy)) : advanceDueDate(obdobi);
      const due = notice > advanceDueDate(obdobi) ? notice : advanceDueDate(obdobi);
      result.push({ id: `OPRAVA:${obdobi}`, druh: 'OPRAVA', obdobi, castkaHal: now - then, splatnost: due, specifickySymbol: null });
    }
  }
  for (const index of monthsOf(periods, today, OBZP_CATEGORIES)) {
    const obdobi = monthOf(index);
    const castkaHal = crownsToHellers(obzpMonthlyPremium(Number(obdobi.slice(0, 4))));
    if (castkaHal > 0)
      result.push({
        id: `POJISTNE_OBZP:${obdobi}`,
        druh: 'POJISTNE_OBZP',
        obdobi,
        castkaHal,
        splatnost: advanceDueDate(obdobi),
        specifickySymbol: null,
      });
  }
  // Settlements: each filing day's last version moves the year's total from what was charged before.
  const byYear = new Map<number, LedgerOverview[]>();
  for (const row of [...overviews].sort((a, b) => a.podano.getTime() - b.podano.getTime() || a.id - b.id)) {
    const list = byYear.get(row.rok) ?? [];
    if (list.length > 0 && filedDay(list[list.length - 1]) === filedDay(row)) list[list.length - 1] = row;
    else list.push(row);
    byYear.set(row.rok, list);
  }
  for (const [rok, versions] of byYear) {
    if (monthsInYear(periods, rok, today, OSVC_CATEGORIES).size === 0) continue;
    let before = osvcByYear.get(rok) ?? 0;
    versions.forEach((row, index) => {
      const total = crownsToHellers(row.vypocet.radek16);
      const difference = total - before;
      before = total;
      if (difference === 0) return;
      const druh: LedgerKind = index > 0 ? 'OPRAVA' : difference > 0 ? 'DOPLATEK_OSVC' : 'PREPLATEK_OSVC';
      const day = filedDay(row);
      result.push({
        id: index === 0 ? `${druh}:${rok}` : `OPRAVA:${rok}:${day}`,
        druh,
        obdobi: String(rok),
        castkaHal: difference,
        splatnost: difference > 0 ? settlementDueDate(day) : day,
        specifickySymbol: String(rok),
      });
    });
  }
  return result.sort((a, b) => a.splatnost.localeCompare(b.splatnost) || a.id.localeCompare(b.id));
}

/**
 * The account on `today`: payments go first to the item they name (the month of an advance, the
 * year of a settlement), what is left of them and every overpayment to the oldest due charges.
 */
export function premiumLedger(input: LedgerInput): Ledger {
  const all = charges(input);
  const debts = all.filter((c) => c.castkaHal > 0).map((c) => ({ ...c, zbyvaHal: c.castkaHal }));
  const credits: LedgerItem[] = [];
  const spare: Array<{ hal: number }> = [];

  const target = (payment: LedgerPayment) => {
    if (payment.typUhradyKod === 'DOPLATEK_OSVC') return debts.filter((d) => d.specifickySymbol === String(payment.rok));
    const obzp = payment.typUhradyKod === 'POJISTNE_OBZP';
    if (payment.obdobi) return debts.filter((d) => d.obdobi === payment.obdobi && (d.druh === 'POJISTNE_OBZP') === obzp);
    return [];
  };
  for (const payment of [...input.payments].sort((a, b) => a.datum.localeCompare(b.datum) || a.id - b.id)) {
    let left = payment.castkaHal;
    for (const debt of target(payment)) {
      const used = Math.min(left, debt.zbyvaHal);
      debt.zbyvaHal -= used;
      left -= used;
    }
    if (left > 0) spare.push({ hal: left });
    credits.push({
      id: `PLATBA:${payment.id}`,
      druh: 'PLATBA',
      obdobi: payment.obdobi ?? String(payment.rok),
      castkaHal: -payment.castkaHal,
      splatnost: payment.datum.slice(0, 10),
      variabilniSymbol: input.variabilniSymbol,
      specifickySymbol: payment.typUhradyKod === 'DOPLATEK_OSVC' ? String(payment.rok) : null,
      zbyvaHal: 0,
      stav: 'PRIPSANO',
    });
  }
  for (const credit of all.filter((c) => c.castkaHal < 0)) {
    spare.push({ hal: -credit.castkaHal });
    credits.push({ ...credit, variabilniSymbol: input.variabilniSymbol, zbyvaHal: 0, stav: 'PRIPSANO' });
  }
  // What is left of the credits pays the oldest due charges.
  for (const debt of debts) {
    for (const credit of spare) {
      const used = Math.min(credit.hal, debt.zbyvaHal);
      credit.hal -= used;
      debt.zbyvaHal -= used;
    }
  }
  const owed: LedgerItem[] = debts.map((debt) => ({
    ...debt,
    variabilniSymbol: input.variabilniSymbol,
    stav: debt.zbyvaHal === 0 ? 'UHRAZENO' : debt.splatnost < input.today ? 'PO_SPLATNOSTI' : 'SPLATNE',
  }));
  const polozky = [...owed, ...credits].sort((a, b) => a.splatnost.localeCompare(b.splatnost) || a.id.localeCompare(b.id));
  const sum = (state: LedgerState) => owed.filter((d) => d.stav === state).reduce((total, d) => total + d.zbyvaHal, 0);
  const upcoming = owed
    .filter((d) => d.stav === 'SPLATNE')
    .map((d) => d.splatnost)
    .sort();
  const preplatekHal = spare.reduce((total, c) => total + c.hal, 0);
  return {
    polozky,
    poSplatnostiHal: sum('PO_SPLATNOSTI'),
    splatneHal: sum('SPLATNE'),
    nejblizsiSplatnost: upcoming[0] ?? null,
    preplatekHal,
    saldoHal: preplatekHal - sum('PO_SPLATNOSTI') - sum('SPLATNE'),
  };
}

/** The charges of one year (months of the year and the year's settlements), in haléře per kind. */
export function chargedInYear(ledger: Ledger, rok: number): { OSVC: number; OBZP: number } {
  const result = { OSVC: 0, OBZP: 0 };
  for (const item of ledger.polozky) {
    if (item.castkaHal === 0 || item.druh === 'PLATBA' || Number(item.obdobi.slice(0, 4)) !== rok) continue;
    result[item.druh === 'POJISTNE_OBZP' ? 'OBZP' : 'OSVC'] += item.castkaHal;
  }
  return result;
}

const monthsGenitive = [
  'ledna',
  'února',
  'března',
  'dubna',
  'května',
  'června',
  'července',
  'srpna',
  'září',
  'října',
  'listopadu',
  'prosince',
];
const fromMonth = (obdobi: string): string => `${monthsGenitive[Number(obdobi.slice(5, 7)) - 1]} ${obdobi.slice(0, 4)}`;

/**
 * What filing the overview of `rok` did to the account, with the arithmetic, for the confirmation:
 * 'Zálohy od května 2026 jsou 3 657 Kč; rozdíl za 8 měsíců (8 × 351 Kč = 2 808 Kč) je splatný do
 * 10. 12. 2026. Doplatek za rok 2025 je 2 284 Kč (řádek 16 40 000 Kč − zálohy 37 716 Kč), splatný do 10. 12. 2026.'
 */
export function overviewEffect(ledger: Ledger, overviews: readonly LedgerOverview[], rok: number): string {
  const first = firstFilings(overviews).get(rok);
  if (!first) return '';
  const from = advancesFrom(first);
  const parts: string[] = [`Zálohy od ${fromMonth(from)} jsou ${formatHellers(crownsToHellers(osvcAdvanceForMonth(from, overviews)))}`];
  const corrections = ledger.polozky.filter(
    (p) => p.druh === 'OPRAVA' && /^\d{4}-\d{2}$/.test(p.obdobi) && p.obdobi >= from && p.zbyvaHal > 0,
  );
  if (corrections.length > 0) {
    const total = corrections.reduce((sum, p) => sum + p.castkaHal, 0);
    const same = corrections.every((p) => p.castkaHal === corrections[0].castkaHal);
    const sum = same
      ? `${corrections.length} × ${formatHellers(corrections[0].castkaHal)} = ${formatHellers(total)}`
      : formatHellers(total);
    parts.push(`rozdíl za už uplynulé měsíce (${sum}) je splatný do ${formatDateCz(corrections[0].splatnost)}`);
  }
  let text = `${parts.join('; ')}.`;
  const settlement = ledger.polozky.find((p) => p.obdobi === String(rok) && p.druh !== 'PLATBA' && p.id.endsWith(`:${rok}`));
  const valid = validOverviews(overviews).get(rok);
  if (settlement && valid) {
    const charged = crownsToHellers(valid.vypocet.radek16) - settlement.castkaHal;
    const arithmetic = `řádek 16 ${formatHellers(crownsToHellers(valid.vypocet.radek16))} − zálohy ${formatHellers(charged)}`;
    text +=
      settlement.castkaHal > 0
        ? ` Doplatek za rok ${rok} je ${formatHellers(settlement.castkaHal)} (${arithmetic}), splatný do ${formatDateCz(settlement.splatnost)}.`
        : ` Přeplatek za rok ${rok} je ${formatHellers(-settlement.castkaHal)} (${arithmetic}); započteme ho na další platby.`;
  }
  return text;
}

/**
 * The premium rules of "Insurance and payments": which months of a year a person was insured in
 * a category, what the person owed (předpis) for a year, which filed overview of a year counts
 * and whether it is regular or corrective. Pure functions over rows already loaded, shared by
 * the insurance and overview services and the demo seed. Money is handled in whole haléře.
 */
import { osvcOverviewYears, osvcYears } from '../../../contract/osvc-calculation';
import type { OverviewYearState } from '../../../contract/insurance';
import type { ReportType } from '../../../contract/enums';
import { crownsToHellers } from '../../../contract/money';
import { todayInPrague } from '../clock';

/**
 * Minimum monthly wage (Kč) per year: nařízení vlády č. 567/2006 Sb., o minimální mzdě, ve znění
 * pozdějších předpisů. The premium of a person without taxable income (OBZP) is 13,5 % of it.
 */
export const minimumWages: Readonly<Record<number, number>> = {
  2021: 15_200,
  2022: 16_200,
  2023: 17_300,
  2024: 18_900,
  2025: 20_800,
  2026: 22_400,
};

/**
 * The value of `rok` in a table of yearly values; a year after the newest one takes the newest
 * (until the next value is published, the last one is the best estimate — never 0 Kč due),
 * a year before the oldest one has none.
 */
export function yearlyValue(table: Readonly<Record<number, number>>, rok: number): number | undefined {
  if (table[rok] !== undefined) return table[rok];
  const years = Object.keys(table).map(Number);
  const newest = Math.max(...years);
  return rok > newest ? table[newest] : undefined;
}

/** Monthly OBZP premium in Kč: 13,5 % of the minimum wage rounded up to whole Kč (0 before 2021). */
export function obzpMonthlyPremium(rok: number): number {
  const wage = yearlyValue(minimumWages, rok);
  return wage ? Math.ceil((wage * 135) / 1000) : 0;
}

const minimumAdvances: Readonly<Record<number, number>> = Object.fromEntries(osvcYears.map((y) => [y.rok, y.minimalniZaloha]));

export interface PeriodRow {
  datumOd: string;
  datumDo: string | null;
  kategorie: string;
}

export interface OverviewRow {
  id: number;
  rok: number;
  podano: Date;
  vypocet: { radek16: number; radek51: number; vyrovnani: number } & Record<string, unknown>;
}

export interface ClassifiedOverview<R extends OverviewRow = OverviewRow> {
  row: R;
  typPrehledu: ReportType;
  platny: boolean;
}

const monthIndex = (iso: string): number => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;

/**
 * Month numbers (1–12) of `rok` touched by a period of one of the categories (all when none given),
 * from the first to the last month a period touches, up to today's month for periods that last.
 */
export function monthsInYear(periods: readonly PeriodRow[], rok: number, today: string, kategorie?: readonly string[]): Set<number> {
  const months = new Set<number>();
  const todayMonth = monthIndex(today);
  for (const period of periods) {
    if (kategorie && !kategorie.includes(period.kategorie)) continue;
    const from = Math.max(monthIndex(period.datumOd), rok * 12);
    const to = Math.min(period.datumDo ? monthIndex(period.datumDo) : todayMonth, todayMonth, rok * 12 + 11);
    for (let m = from; m <= to; m += 1) months.add((m % 12) + 1);
  }
  return months;
}

/** Years (newest first) touched by any period, up to the current year. */
export function insuredYears(periods: readonly PeriodRow[], today: string): number[] {
  const current = Number(today.slice(0, 4));
  const years = new Set<number>();
  for (const period of periods) {
    const from = Number(period.datumOd.slice(0, 4));
    const to = Math.min(period.datumDo ? Number(period.datumDo.slice(0, 4)) : current, current);
    for (let y = from; y <= to; y += 1) if (monthsInYear([period], y, today).size > 0) years.add(y);
  }
  return [...years].sort((a, b) => b - a);
}

/** The day (Prague) an overview was filed. */
const filingDay = (podano: Date): string => todayInPrague(podano);

/**
 * Regular or corrective, and which version counts: the versions of a year filed on the same day
 * as the first one are regular (the last of that day counts), one filed on a later day is
 * corrective; the newest version of the year is the valid one. Returned newest first.
 */
export function classifyOverviews<R extends OverviewRow>(rows: readonly R[]): ClassifiedOverview<R>[] {
  const ordered = [...rows].sort((a, b) => a.podano.getTime() - b.podano.getTime() || a.id - b.id);
  const firstDay = new Map<number, string>();
  const newest = new Map<number, number>();
  for (const row of ordered) {
    if (!firstDay.has(row.rok)) firstDay.set(row.rok, filingDay(row.podano));
    newest.set(row.rok, row.id);
  }
  return ordered
    .map((row) => ({
      row,
      typPrehledu: (filingDay(row.podano) === firstDay.get(row.rok) ? 'RADNY' : 'OPRAVNY') as ReportType,
      platny: newest.get(row.rok) === row.id,
    }))
    .reverse();
}

/** The type a new version of `rok` filed today would get. */
export function nextOverviewType(rows: readonly OverviewRow[], rok: number, now: Date): ReportType {
  const ofYear = rows.filter((row) => row.rok === rok).sort((a, b) => a.podano.getTime() - b.podano.getTime() || a.id - b.id);
  if (ofYear.length === 0) return 'RADNY';
  return filingDay(ofYear[0].podano) === filingDay(now) ? 'RADNY' : 'OPRAVNY';
}

/** The valid (newest) overview of each year. */
export function validOverviews<R extends OverviewRow>(rows: readonly R[]): Map<number, R> {
  const result = new Map<number, R>();
  for (const { row, platny } of classifyOverviews(rows)) if (platny) result.set(row.rok, row);
  return result;
}

/**
 * The monthly advance of a self-employed person in `rok` (Kč): the minimum advance of the year,
 * or row 51 of the valid overview of the year before when that is higher (a year after the newest
 * known one uses the newest minimum; 0 before 2021).
 */
/** The minimum monthly OSVČ advance of a year in Kč (the newest known for a later year; 0 before 2021). */
export const osvcMinimumAdvance = (rok: number): number => yearlyValue(minimumAdvances, rok) ?? 0;

export function osvcMonthlyAdvance(rok: number, valid: ReadonlyMap<number, OverviewRow>): number {
  const minimum = yearlyValue(minimumAdvances, rok) ?? 0;
  const row51 = valid.get(rok - 1)?.vypocet.radek51 ?? 0;
  return Math.max(minimum, row51);
}

export const OSVC_CATEGORIES = ['OSVC'] as const;
export const OBZP_CATEGORIES = ['OBZP'] as const;

/**
 * What the person owed for `rok` in haléře, per kind: OSVČ — row 16 of the year's valid overview,
 * otherwise months as OSVČ × the monthly advance; OBZP — months × the OBZP premium.
 */
export function dueHal(
  periods: readonly PeriodRow[],
  valid: ReadonlyMap<number, OverviewRow>,
  rok: number,
  today: string,
): { OSVC: number; OBZP: number } {
  const osvcMonths = monthsInYear(periods, rok, today, OSVC_CATEGORIES).size;
  const obzpMonths = monthsInYear(periods, rok, today, OBZP_CATEGORIES).size;
  const overview = valid.get(rok);
  const osvc = osvcMonths === 0 ? 0 : overview ? overview.vypocet.radek16 : osvcMonths * osvcMonthlyAdvance(rok, valid);
  return { OSVC: crownsToHellers(osvc), OBZP: crownsToHellers(obzpMonths * obzpMonthlyPremium(rok)) };
}

/**
 * Whether the overview of `rok` can be filed: a year outside the statutory table cannot
 * (NELZE_PODAT), nor one the person was not insured in (NEPOJISTEN) or not self-employed in (NENI_OSVC).
 */
export function overviewYearState(periods: readonly PeriodRow[], rok: number, today: string): OverviewYearState {
  if (!osvcOverviewYears.includes(rok)) return 'NELZE_PODAT';
  if (monthsInYear(periods, rok, today).size === 0) return 'NEPOJISTEN';
  if (monthsInYear(periods, rok, today, OSVC_CATEGORIES).size === 0) return 'NENI_OSVC';
  return 'LZE_PODAT';
}

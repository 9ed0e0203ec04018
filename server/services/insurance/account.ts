/**
 * A person's insurance account as the calls of "Insurance and payments" read it: the person,
 * the insurance periods, payments and filed overviews, and what follows from them (the current
 * period, since when the person is insured, due and paid per year, the balance).
 */
import { asc, eq } from 'drizzle-orm';
import { addDaysIso } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import type { ObdobiPojisteni } from '../../../contract/insurance';
import type { PaymentPersonType } from '../../../contract/enums';
import type { Database } from '../../db/client';
import { insurancePeriods, insuredPersons, osvcOverviews, premiumPayments } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';
import { dateWithZeroTime, todayInPrague } from '../clock';
import { chargedInYear, premiumLedger, type Ledger } from './ledger';
import { insuredYears, type OverviewRow } from './premiums';

export type PersonRow = typeof insuredPersons.$inferSelect;
export type PeriodRow = typeof insurancePeriods.$inferSelect;
export type PaymentRow = typeof premiumPayments.$inferSelect;
export type StoredOverview = OverviewRow & { prehled: Record<string, unknown> };

export interface InsuranceData {
  person: PersonRow;
  periods: PeriodRow[];
  payments: PaymentRow[];
  overviews: StoredOverview[];
  today: string;
}

/** The person (404 if missing) and every row the insurance calls work from. */
export async function loadInsurance(db: Database, personId: PersonId): Promise<InsuranceData> {
  const person = await personOf(db, personId);
  const [periods, payments, overviews] = await Promise.all([
    db
      .select()
      .from(insurancePeriods)
      .where(eq(insurancePeriods.insuredPersonId, personId))
      .orderBy(asc(insurancePeriods.datumOd), asc(insurancePeriods.id)),
    db
      .select()
      .from(premiumPayments)
      .where(eq(premiumPayments.insuredPersonId, personId))
      .orderBy(asc(premiumPayments.datum), asc(premiumPayments.id)),
    overviewsOf(db, personId),
  ]);
  return { person, periods, payments, overviews, today: todayInPrague() };
}

/** The insured person (404 if missing). */
export async function personOf(db: Database, personId: PersonId): Promise<PersonRow> {
  const [person] = await db.select().from(insuredPersons).where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  return person;
}

/** The person's filed overviews, oldest first. */
export async function overviewsOf(db: Database, personId: PersonId): Promise<StoredOverview[]> {
  const rows = await db
    .select()
    .from(osvcOverviews)
    .where(eq(osvcOverviews.insuredPersonId, personId))
    .orderBy(asc(osvcOverviews.podano), asc(osvcOverviews.id));
  return rows.map((row) => ({
    id: row.id,
    rok: row.rok,
    podano: row.podano,
    prehled: row.prehled,
    vypocet: row.vypocet as StoredOverview['vypocet'],
  }));
}

/** The period that covers today (the latest starting one if several do). */
export function currentPeriod(data: InsuranceData): PeriodRow | null {
  const covering = data.periods.filter((p) => p.datumOd <= data.today && (p.datumDo === null || p.datumDo >= data.today));
  return covering.length > 0 ? covering[covering.length - 1] : null;
}

/** Start of the uninterrupted insurance that lasts today (periods that follow each other or overlap). */
export function insuredSince(data: InsuranceData, current: PeriodRow): string {
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

export interface YearAccount {
  rok: number;
  dueHal: { OSVC: number; OBZP: number };
  paidHal: { OSVC: number; OBZP: number };
}

/** The premium account as items on data.today (see ledger.ts). */
export function ledgerOf(data: InsuranceData): Ledger {
  return premiumLedger({
    variabilniSymbol: data.person.rodneCislo,
    periods: data.periods,
    overviews: data.overviews,
    payments: data.payments,
    today: data.today,
  });
}

/** Due and paid per year (insured years and years with payments), newest first. */
export function yearAccounts(data: InsuranceData): YearAccount[] {
  const ledger = ledgerOf(data);
  const years = new Set(insuredYears(data.periods, data.today));
  for (const payment of data.payments) years.add(payment.rok);
  return [...years]
    .sort((a, b) => b - a)
    .map((rok) => {
      const paidHal = { OSVC: 0, OBZP: 0 };
      for (const payment of data.payments) if (payment.rok === rok) paidHal[payment.typOsoby as PaymentPersonType] += payment.castkaHal;
      return { rok, dueHal: chargedInYear(ledger, rok), paidHal };
    });
}

/** Paid minus charged over all years, in haléře (negative: the person owes, due or not). */
export function saldoHal(data: InsuranceData): number {
  return ledgerOf(data).saldoHal;
}

export const periodItem = (period: PeriodRow): ObdobiPojisteni => ({
  datumOd: dateWithZeroTime(period.datumOd),
  datumDo: period.datumDo ? dateWithZeroTime(period.datumDo) : null,
  kategorie: period.kategorie as ObdobiPojisteni['kategorie'],
  platceTyp: period.platceTyp as ObdobiPojisteni['platceTyp'],
  platceNazev: period.platceNazev,
});

/**
 * Shared pieces of "My health" (issue 12): the person's facts the rules need (birth date, sex from
 * the birth number, age, smoking from the general history), calendar arithmetic on ISO dates and
 * money conversion (the database keeps hellers).
 */
import { isFemaleBirthNumber } from '../../../contract/rules';
import { eq } from 'drizzle-orm';
import { ageOn } from '../../../contract/person';
import { addDaysIso, parseIsoDate, isoFromParts, daysInMonth } from '../../../contract/format';
import type { PersonId } from '../../../contract/ids';
import type { Database } from '../../db/client';
import { healthHistory, insuredPersons } from '../../db/schema';
import { notFoundError } from '../../plugins/errors';

type Db = Pick<Database, 'select'>;

export interface PersonFacts {
  narozen: string;
  female: boolean;
  /** 'YYYY-MM-DD' (Prague). */
  today: string;
  age: number;
  /** Smokes or smoked (general history KURAK / BYVALY_KURAK); null when unknown. */
  smoker: boolean | null;
  kategorie: string;
}

export async function personFacts(db: Db, personId: PersonId, today: string): Promise<PersonFacts> {
  const [person] = await db
    .select({ narozen: insuredPersons.narozen, rodneCislo: insuredPersons.rodneCislo, kategorie: insuredPersons.kategorie })
    .from(insuredPersons)
    .where(eq(insuredPersons.id, personId));
  if (!person) throw notFoundError();
  const [history] = await db
    .select({ koureniKod: healthHistory.koureniKod })
    .from(healthHistory)
    .where(eq(healthHistory.insuredPersonId, personId));
  const smoking = history?.koureniKod ?? null;
  return {
    narozen: person.narozen,
    female: isFemaleBirthNumber(person.rodneCislo),
    today,
    age: ageOn(person.narozen, today),
    smoker: smoking === null ? null : smoking === 'KURAK' || smoking === 'BYVALY_KURAK',
    kategorie: person.kategorie,
  };
}

/** Adds whole months, keeping the day where the month has it (31. 1. + 1 month = 28./29. 2.). */
export function addMonthsIso(iso: string, months: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Not an ISO date: ${iso}`);
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoFromParts({ year, month, day: Math.min(date.day, daysInMonth(year, month)) });
}

export const addYearsIso = (iso: string, years: number): string => addMonthsIso(iso, years * 12);
export { addDaysIso };

/** Hellers → crowns as a number with at most two decimals. */
export { hellersToCrowns } from '../../../contract/money';

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  const pa = parseIsoDate(a);
  const pb = parseIsoDate(b);
  if (!pa || !pb) return Number.NaN;
  return Math.round((Date.UTC(pb.year, pb.month - 1, pb.day) - Date.UTC(pa.year, pa.month - 1, pa.day)) / 86_400_000);
}

import { parseIsoDate } from './format';
// in a module of its own: the first download needs it (the person-switch toast) without format.ts
import { fullName } from './full-name';

export { fullName };

/**
 * Rules about a person that the server and the app share: the displayed name and the age that
 * age-bound rules (registrations from 18, children's programmes) are decided by.
 */

/** 'MUDr. Eva Malá, Ph.D.' — with the titles, the one after the name set off by a comma as Czech writes it. */
export function fullNameWithTitles(person: {
  jmeno: string;
  prijmeni: string;
  titulPred?: string | null;
  titulZa?: string | null;
}): string {
  const before = person.titulPred?.trim();
  const after = person.titulZa?.trim();
  return `${before ? `${before} ` : ''}${fullName(person)}${after ? `, ${after}` : ''}`;
}

/** Employer code of the car-maker: its employees get the cafeteria item (document 1 §2 menu rules). */
export const CAR_MAKER_EMPLOYER_CODE = 'SKODA';

/** Document 2 §9: newborn registration and child re-registration need age 18. */
export const ADULT_AGE = 18;

/**
 * Whole years, on the calendar day `onDay` ('YYYY-MM-DD', a Prague day — see todayIso), of someone born
 * on the ISO date `narozen`, possibly with a zero time ('2007-05-01T00:00:00'). Only date parts count,
 * so no machine time zone can shift it. NaN when unreadable. The one home of age in the product.
 */
export function ageOn(narozen: string, onDay: string): number {
  const birth = parseIsoDate(narozen.slice(0, 10));
  const day = parseIsoDate(onDay.slice(0, 10));
  if (!birth || !day) return Number.NaN;
  let age = day.year - birth.year;
  if (day.month < birth.month || (day.month === birth.month && day.day < birth.day)) age -= 1;
  return age;
}

/** Whole months of someone born on `narozen` on the day `onDay` (both ISO dates); NaN when unreadable. */
export function ageInMonthsOn(narozen: string, onDay: string): number {
  const birth = parseIsoDate(narozen.slice(0, 10));
  const day = parseIsoDate(onDay.slice(0, 10));
  if (!birth || !day) return Number.NaN;
  let months = (day.year - birth.year) * 12 + (day.month - birth.month);
  if (day.day < birth.day) months -= 1;
  return months;
}

/** Under 18 on the day `today` ('YYYY-MM-DD'); an unreadable birth date counts as under 18, so nothing age-bound is offered by mistake. */
export function isUnder18(person: { narozen: string }, today: string): boolean {
  const age = ageOn(person.narozen, today);
  return Number.isNaN(age) || age < ADULT_AGE;
}

/**
 * Rules about a person that the server and the app share: the displayed name and the age that
 * age-bound rules (registrations from 18, children's programmes) are decided by.
 */

/** 'Jana Dvořáková' — the name as the portal shows it everywhere (titles only where a document needs them). */
export function fullName(person: { jmeno: string; prijmeni: string }): string {
  return `${person.jmeno} ${person.prijmeni}`;
}

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
 * Age in whole years on `today` (local calendar date) of someone born on the ISO date `narozen`,
 * possibly with a zero time ('2007-05-01T00:00:00'); only its date part counts, so no time zone
 * can shift it. NaN when unreadable.
 */
export function ageOn(narozen: string, today: Date): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(narozen);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = today.getFullYear() - year;
  const monthNow = today.getMonth() + 1;
  if (monthNow < month || (monthNow === month && today.getDate() < day)) age -= 1;
  return age;
}

/** Under 18 on `today`; an unreadable birth date counts as under 18, so nothing age-bound is offered by mistake. */
export function isUnder18(person: { narozen: string }, today: Date): boolean {
  const age = ageOn(person.narozen, today);
  return Number.isNaN(age) || age < ADULT_AGE;
}

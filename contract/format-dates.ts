/**
 * Calendar dates ('YYYY-MM-DD' handled as calendar dates, no time zone surprises) and NBSP: the
 * part of contract/format.ts (which re-exports all of it) that a screen showing only dates needs.
 * Apart so such a screen (the public emergency card) does not load the money, number and address
 * formatting with it, as full-name.ts is apart from person.ts.
 */

/** U+00A0, the separator Intl cs-CZ puts between thousands and before 'Kč'. */
export const NBSP = '\u00a0';

const isoDatePrefix = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** True when the calendar date exists (31. 2. does not; 29. 2. only in leap years). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
const pad4 = (n: number) => String(n).padStart(4, '0');

/** Builds 'YYYY-MM-DD' from parts (no validation). */
export function isoFromParts({ year, month, day }: CalendarDate): string {
  return `${pad4(year)}-${pad2(month)}-${pad2(day)}`;
}

/**
 * Reads the calendar date of an ISO string ('2025-06-05', '2025-06-05T00:00:00', or a full
 * date-time whose date part is taken as written). Null when it is not a real date.
 */
export function parseIsoDate(iso: string | null | undefined): CalendarDate | null {
  if (typeof iso !== 'string') return null;
  const match = isoDatePrefix.exec(iso.trim());
  if (!match) return null;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDate(date.year, date.month, date.day) ? date : null;
}

/** '2025-06-05' → '5. 6. 2025' (the product's display and input format d. M. yyyy). '' for a non-date. */
export function formatDateCz(iso: string | null | undefined): string {
  const date = parseIsoDate(iso);
  return date ? `${date.day}. ${date.month}. ${date.year}` : '';
}

/**
 * A date inside a message: '2025-06-05' → '5. 6. 2025', written as the date fields write it
 * (issue 37: a person reads the limit in the form they type it). '' for a non-date.
 */
export function formatDateMessage(iso: string | null | undefined): string {
  return formatDateCz(iso);
}

const czechDateInput = /^(\d{1,2})\s*\.\s*(\d{1,2})\s*\.\s*(\d{4})$/;

/**
 * Typed day.month.year ('5.6.2025', '5. 6. 2025', '05.06.2025') → ISO '2025-06-05'.
 * Null when the text is not day.month.year with a four-digit year or the date does not exist.
 */
export function parseCzechDateInput(text: string | null | undefined): string | null {
  if (typeof text !== 'string') return null;
  const match = czechDateInput.exec(text.trim());
  if (!match) return null;
  const date = { day: Number(match[1]), month: Number(match[2]), year: Number(match[3]) };
  return isRealDate(date.year, date.month, date.day) ? isoFromParts(date) : null;
}

/** Typed day.month.year normalised to the input format d. M. yyyy ('05.06.2025' → '5. 6. 2025'); null if not a date. */
export function normaliseCzechDateInput(text: string | null | undefined): string | null {
  const iso = parseCzechDateInput(text);
  return iso === null ? null : formatDateCz(iso);
}

/** The wire form of a date-only value (document 1 §3: sent with a zero time): '2025-06-05' → '2025-06-05T00:00:00'. */
export function toWireDate(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Not an ISO date: ${iso}`);
  return `${isoFromParts(date)}T00:00:00`;
}

/** The local calendar date of a Date as 'YYYY-MM-DD'. */
export function toIsoDate(date: Date): string {
  return isoFromParts({ year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() });
}

/** 01:00 UTC on the last Sunday of a month (0-based), in milliseconds: when the EU's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/**
 * Prague's offset from UTC in hours at an instant: summer time (UTC+2) from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October, the EU's rule since 1996; UTC+1
 * otherwise. Worked out instead of asked of Intl: building the first time-zone formatter took
 * ~18 ms of the first signed-in screen's main thread (~70 ms on a phone; issue 38, profiled). A
 * test holds it to Intl's own time-zone data every third hour of 2020–2040.
 */
function pragueOffsetHours(now: Date): number {
  const year = now.getUTCFullYear();
  const at = now.getTime();
  return at >= lastSundayAtOneUtc(year, 2) && at < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

/** Prague's wall clock at a moment, whatever the machine's zone: its `getUTC…` fields read the Prague date and time. */
export function pragueWallClock(moment: Date): Date {
  return new Date(moment.getTime() + pragueOffsetHours(moment) * 3_600_000);
}

/**
 * Today as 'YYYY-MM-DD' on the insurer's calendar (Prague), whatever the machine's zone: the
 * server in UTC and the browser must agree on "not in the future" around midnight.
 */
export function todayIso(now: Date = new Date()): string {
  const prague = pragueWallClock(now);
  return isoFromParts({ year: prague.getUTCFullYear(), month: prague.getUTCMonth() + 1, day: prague.getUTCDate() });
}

/** Adds whole days to an ISO date (calendar arithmetic, no time zone). */
export function addDaysIso(iso: string, days: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Not an ISO date: ${iso}`);
  const utc = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return isoFromParts({ year: utc.getUTCFullYear(), month: utc.getUTCMonth() + 1, day: utc.getUTCDate() });
}

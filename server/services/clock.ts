import { todayIso } from '../../contract/format';

/** Today's date in Prague as YYYY-MM-DD (the insurer's calendar, whatever the server's zone). */
export function todayInPrague(now: Date = new Date()): string {
  return todayIso(now);
}

/** A date-only value as the API sends it: ISO date with a zero time (document 1 §3). */
export function dateWithZeroTime(date: string): string {
  return `${date.slice(0, 10)}T00:00:00`;
}

/** An optional date-only value as the API sends it (null when absent). */
export function dateWithZeroTimeOrNull(date: string | null | undefined): string | null {
  return date ? dateWithZeroTime(date) : null;
}
